package org.ringscope.model.testing;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * The barrier and packet bits of every ring of a dump as text, for golden files: per descriptor its flags
 * (TX: CONCAT, DMB, SOW, INT_EN, FIRST, LAST, META, write barrier, notification mask; RX: the embedded
 * semaphore marker in place of CONCAT), its ring id and word 1 (TX meta_ctrl; RX buf2_ptr_lo, the embedded
 * semaphore's fields) — nothing about lengths or addresses, so a change of bits shows and nothing else does.
 *
 * <p>Consecutive equal descriptors are one line {@code count signature}; a run of lines that repeats (a packet
 * shape, up to {@value #MAX_PERIOD} lines) is written once inside {@code count × {…}}.
 */
public final class FlagRings {
    /** Longest repeating group folded into one {@code × {…}} block. */
    static final int MAX_PERIOD = 8;

    private FlagRings() {
    }

    /** Every ring of {@code d}, in manifest order. */
    public static String of(Dump d) {
        StringBuilder sb = new StringBuilder();
        for (DumpRing r : d.rings()) {
            sb.append("ring ").append(r.id()).append(' ').append(r.count()).append('\n');
            ring(sb, r);
        }
        return sb.toString();
    }

    /** The signature of one descriptor: flag letters, ring id, word 1. */
    public static String signature(Direction dir, long word0) {
        int lc = Desc.lenCtrl(word0);
        int w1 = Desc.metaCtrl(word0);
        boolean tx = dir == Direction.TX;
        StringBuilder f = new StringBuilder(9);
        f.append(LenCtrl.isConcat(lc) ? (tx ? 'C' : 'E') : '.');
        f.append(LenCtrl.isDmb(lc) ? 'D' : '.');
        f.append(LenCtrl.isSow(lc) ? 'S' : '.');
        f.append((lc & LenCtrl.INT_EN) != 0 ? 'I' : '.');
        f.append(LenCtrl.isFirst(lc) ? 'F' : '.');
        f.append(LenCtrl.isLast(lc) ? 'L' : '.');
        f.append(LenCtrl.isMeta(lc) ? 'M' : '.');
        if (tx) {
            f.append(MetaCtrl.isWriteBarrier(w1) ? 'W' : '.');
            f.append(MetaCtrl.isNotificationMask(w1) ? 'N' : '.');
        }
        return f + " r" + LenCtrl.ringId(lc) + String.format(tx ? " m%08x" : " b%08x", w1);
    }

    private static void ring(StringBuilder sb, DumpRing r) {
        Direction dir = r.id().direction();
        List<String> sig = new ArrayList<>();
        List<Integer> count = new ArrayList<>();
        for (int i = 0; i < r.count(); i++) {
            String s = signature(dir, r.word0(i));
            int last = sig.size() - 1;
            if (last >= 0 && sig.get(last).equals(s)) {
                count.set(last, count.get(last) + 1);
            } else {
                sig.add(s);
                count.add(1);
            }
        }
        int i = 0;
        while (i < sig.size()) {
            int bestPeriod = 0;
            int bestTimes = 1;
            for (int p = 1; p <= MAX_PERIOD && i + 2 * p <= sig.size(); p++) {
                int times = 1;
                while (i + (times + 1) * p <= sig.size() && same(sig, count, i, i + times * p, p)) {
                    times++;
                }
                if (times > 1 && times * p > bestTimes * Math.max(bestPeriod, 1)) {
                    bestPeriod = p;
                    bestTimes = times;
                }
            }
            if (bestPeriod == 0) {
                line(sb, "  ", count.get(i), sig.get(i));
                i++;
                continue;
            }
            sb.append("  ").append(bestTimes).append(" × {\n");
            for (int k = 0; k < bestPeriod; k++) {
                line(sb, "    ", count.get(i + k), sig.get(i + k));
            }
            sb.append("  }\n");
            i += bestTimes * bestPeriod;
        }
    }

    private static boolean same(List<String> sig, List<Integer> count, int a, int b, int n) {
        for (int k = 0; k < n; k++) {
            if (!sig.get(a + k).equals(sig.get(b + k)) || !count.get(a + k).equals(count.get(b + k))) {
                return false;
            }
        }
        return true;
    }

    private static void line(StringBuilder sb, String indent, int n, String s) {
        sb.append(indent).append(n).append(' ').append(s).append('\n');
    }
}
