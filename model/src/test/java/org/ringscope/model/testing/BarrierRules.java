package org.ringscope.model.testing;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.RingKind;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * The barrier and ordering rules the runtime keeps, read from the bits of every descriptor of a ring (vring seed §3,
 * §5 and the QUIRK on {@code vring_set_dmb_on_last_packet}; docs/reference/descriptors-and-barriers.md §2, §6, §7;
 * decisions 0101 and 0110):
 *
 * <ul>
 *   <li>every arch: an RX descriptor carries no FIRST, LAST, DMB or META (those are TX flags) and a TX descriptor no
 *       STRONG_ORDER_WR (an RX bit); the meta_ctrl notification mask only on MARIANA (v4);</li>
 *   <li>SUNDA (v2): no STRONG_ORDER_WR and no embedded semaphore anywhere ("udma strong ordering not supported in
 *       TRN1!"); DMB and the meta_ctrl write barrier only on a packet's first data descriptor — its FIRST one, or the
 *       one after its META lead — never further inside (decision 0101);</li>
 *   <li>CAYMAN (v3) and MARIANA (v4): no DMB and no write barrier anywhere — the ordering is the SOW bit every RX
 *       descriptor carries, set at append time by every builder ({@code set_sow = is_sow_supported()}).</li>
 * </ul>
 *
 * A vring half is checked whole; a device ring at the slots that hold a descriptor (a slot of two zero words is
 * empty).
 */
public final class BarrierRules {
    /** Violations reported per ring before the rest are only counted. */
    private static final int SHOWN = 3;

    private BarrierRules() {
    }

    /** Every violation in every ring of {@code d}, a run on {@code arch}; empty when the rules hold. */
    public static List<String> check(Arch arch, Dump d) {
        List<String> out = new ArrayList<>();
        for (DumpRing r : d.rings()) {
            boolean pring = r.id().kind() == RingKind.PRING;
            int n = r.count();
            long[] w0 = new long[n];
            boolean[] empty = new boolean[n];
            for (int i = 0; i < n; i++) {
                w0[i] = r.word0(i);
                empty[i] = pring && w0[i] == 0 && r.word1(i) == 0;
            }
            out.addAll(check(arch, r.id().toString(), r.id().direction(), w0, empty));
        }
        return out;
    }

    /**
     * The violations of ring {@code ring} ({@code dir}) whose descriptors have words 0 {@code w0}, skipping the slots
     * {@code empty} marks (may be {@code null}).
     */
    public static List<String> check(Arch arch, String ring, Direction dir, long[] w0, boolean[] empty) {
        List<String> out = new ArrayList<>();
        int found = 0;
        for (int i = 0; i < w0.length; i++) {
            if (empty != null && empty[i]) {
                continue;
            }
            int before = i > 0 && (empty == null || !empty[i - 1]) ? Desc.lenCtrl(w0[i - 1]) : 0;
            String v = violation(arch, dir, Desc.lenCtrl(w0[i]), Desc.metaCtrl(w0[i]), before);
            if (v != null && found++ < SHOWN) {
                out.add(ring + " #" + i + " on " + arch + ": " + v);
            }
        }
        if (found > SHOWN) {
            out.add(ring + ": " + (found - SHOWN) + " more");
        }
        return out;
    }

    /** What one descriptor breaks ({@code before}: the len_ctrl of the descriptor before it, or 0), or {@code null}. */
    static String violation(Arch arch, Direction dir, int lc, int w1, int before) {
        boolean v2 = !arch.isSowSupported();
        if (dir == Direction.RX) {
            if (LenCtrl.isFirst(lc) || LenCtrl.isLast(lc) || LenCtrl.isDmb(lc) || LenCtrl.isMeta(lc)) {
                return String.format("an RX descriptor carries a TX flag (len_ctrl 0x%08x)", lc);
            }
            if (v2 && LenCtrl.isSow(lc)) {
                return "STRONG_ORDER_WR on SUNDA";
            }
            if (v2 && (lc & LenCtrl.RX_EMBEDDED_SEM) != 0) {
                return "an embedded semaphore on SUNDA";
            }
            if (!v2 && !LenCtrl.isSow(lc)) {
                return String.format("an RX descriptor without STRONG_ORDER_WR, and no barrier orders it (len_ctrl "
                        + "0x%08x)", lc);
            }
            return null;
        }
        if (LenCtrl.isSow(lc)) {
            return "STRONG_ORDER_WR on a TX descriptor";
        }
        if (MetaCtrl.isNotificationMask(w1) && !arch.supportsNotificationMask()) {
            return "the notification mask before MARIANA";
        }
        if (!v2 && LenCtrl.isDmb(lc)) {
            return "DMB where SOW orders the writes";
        }
        if (!v2 && MetaCtrl.isWriteBarrier(w1)) {
            return "the meta_ctrl write barrier where SOW orders the writes";
        }
        boolean firstData = LenCtrl.isFirst(lc) && !LenCtrl.isMeta(lc)
                || LenCtrl.isMeta(before) && LenCtrl.isFirst(before) && !LenCtrl.isFirst(lc);
        if (v2 && (LenCtrl.isDmb(lc) || MetaCtrl.isWriteBarrier(w1)) && !firstData) {
            return String.format("a barrier inside a packet (len_ctrl 0x%08x, meta_ctrl 0x%08x)", lc, w1);
        }
        return null;
    }
}
