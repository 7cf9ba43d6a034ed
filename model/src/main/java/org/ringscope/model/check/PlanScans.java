package org.ringscope.model.check;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.VringPages;

/**
 * Walks over a plan's descriptors that do not depend on the profile, done once per plan: the longest TX packet of
 * each queue, and the descriptors whose bytes 8–15 fall in a host window.
 */
public final class PlanScans {
    /** Descriptors copied out of a half at a time: a segment, so a sealed half unpacks each segment once. */
    private static final int BLOCK = VringPages.SEGMENT_DESCS;

    private final Map<PlannedQueue, int[]> packets = new ConcurrentHashMap<>();
    private final Map<String, Map<PlannedQueue, long[]>> hosts = new ConcurrentHashMap<>();

    /** {longest TX packet, the index of its first descriptor} of {@code q} (0, -1 without a vring). */
    int[] longestPacket(PlannedQueue q) {
        return packets.computeIfAbsent(q, PlanScans::scanPackets);
    }

    private static int[] scanPackets(PlannedQueue q) {
        if (q.vring() == null) {
            return new int[] {0, -1};
        }
        VringPages tx = q.vring().tx();
        int best = 0;
        int at = -1;
        int start = 0;
        int n = tx.usedDescCount();
        long[] buf = new long[2 * BLOCK];
        for (int b = 0; b < n; b += BLOCK) {
            int m = Math.min(BLOCK, n - b);
            tx.copyTo(b, m, buf, 0);
            for (int k = 0; k < m; k++) {
                int lc = (int) buf[2 * k];
                int i = b + k;
                if (LenCtrl.isFirst(lc)) {
                    start = i;
                }
                if (LenCtrl.isLast(lc) && i - start + 1 > best) {
                    best = i - start + 1;
                    at = start;
                }
            }
        }
        return new int[] {best, at};
    }

    /**
     * The descriptors of {@code q}'s halves whose bytes 8–15 lie in the host window ({@code (pa & mask) == window},
     * and not {@code (pa & exempt) == exempt} when {@code exempt != 0}): {txCount, txFirst, txAddress, rxCount,
     * rxFirst, rxAddress}. TX META descriptors are skipped: their bytes 8–15 are RingScope's packet operand
     * (decision 0103), not the NEFF's (decision 1056).
     */
    long[] hostAddresses(PlannedQueue q, long mask, long window, long exempt) {
        String key = mask + "/" + window + "/" + exempt;
        return hosts.computeIfAbsent(key, k -> new ConcurrentHashMap<>())
                .computeIfAbsent(q, x -> scanHosts(x, mask, window, exempt));
    }

    private static long[] scanHosts(PlannedQueue q, long mask, long window, long exempt) {
        long[] out = {0, -1, 0, 0, -1, 0};
        if (q.vring() == null) {
            return out;
        }
        long[] buf = new long[2 * BLOCK];
        for (int h = 0; h < 2; h++) {
            VringPages half = h == 0 ? q.vring().tx() : q.vring().rx();
            int n = half.usedDescCount();
            for (int b = 0; b < n; b += BLOCK) {
                int m = Math.min(BLOCK, n - b);
                half.copyTo(b, m, buf, 0);
                for (int k = 0; k < m; k++) {
                    long pa = buf[2 * k + 1];
                    boolean meta = h == 0 && LenCtrl.isMeta((int) buf[2 * k]);
                    if (!meta && (pa & mask) == window && (exempt == 0 || (pa & exempt) != exempt) && out[3 * h]++ == 0) {
                        out[3 * h + 1] = b + k;
                        out[3 * h + 2] = pa;
                    }
                }
            }
        }
        return out;
    }
}
