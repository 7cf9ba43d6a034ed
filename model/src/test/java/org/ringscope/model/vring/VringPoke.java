package org.ringscope.model.vring;

import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;

/**
 * Test helper: rewrites the packet bits of descriptors in place, without a journal record — how tests build
 * vrings no builder makes (a packet over the cap, a packet without LAST) to show that a check catches them.
 */
public final class VringPoke {
    private VringPoke() {
    }

    /** Sets len_ctrl's FIRST / LAST / CONCAT of descriptor {@code idx} of {@code half}; other bits stay. */
    public static void packetBits(Vring v, Direction half, int idx, boolean first, boolean last, boolean concat) {
        VringPages p = v.half(half);
        long w = p.word0(idx);
        int lc = (int) w & ~(LenCtrl.FIRST | LenCtrl.LAST | LenCtrl.CONCAT);
        lc |= (first ? LenCtrl.FIRST : 0) | (last ? LenCtrl.LAST : 0) | (concat ? LenCtrl.CONCAT : 0);
        p.setWord0(idx, (w & 0xFFFFFFFF00000000L) | (lc & 0xFFFFFFFFL));
    }

    /** Makes TX descriptors {@code [first, first + n)} one packet: FIRST on the first, CONCAT, LAST on the last. */
    public static void onePacket(Vring v, int first, int n) {
        for (int i = first; i < first + n; i++) {
            packetBits(v, Direction.TX, i, i == first, i == first + n - 1, i < first + n - 1);
        }
    }
}
