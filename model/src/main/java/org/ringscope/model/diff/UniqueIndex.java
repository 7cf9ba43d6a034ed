package org.ringscope.model.diff;

import java.util.Arrays;

/**
 * Counts descriptor hashes over one range of A and one range of B (open addressing over primitive arrays):
 * which hashes occur exactly once on each side, and where — the anchors of a patience alignment.
 */
final class UniqueIndex {
    private final long[] keys;
    private final int[] posA;
    private final int[] posB;
    private final byte[] countA;
    private final byte[] countB;
    private final boolean[] used;
    private final int mask;

    private UniqueIndex(int entries) {
        int cap = Integer.highestOneBit(Math.max(16, entries * 2 - 1)) << 1;
        keys = new long[cap];
        posA = new int[cap];
        posB = new int[cap];
        countA = new byte[cap];
        countB = new byte[cap];
        used = new boolean[cap];
        mask = cap - 1;
    }

    /**
     * The pairs {@code (i, j)} — ascending in {@code i} — whose hash occurs once in {@code ha[aLo, aHi)} and
     * once in {@code hb[bLo, bHi)}, as {@code i} in {@code out[0]} and {@code j} in {@code out[1]}.
     */
    static int[][] uniquePairs(long[] ha, int aLo, int aHi, long[] hb, int bLo, int bHi) {
        UniqueIndex x = new UniqueIndex((aHi - aLo) + (bHi - bLo));
        for (int i = aLo; i < aHi; i++) {
            int s = x.slot(ha[i]);
            if (x.countA[s] < 2) {
                x.countA[s]++;
            }
            x.posA[s] = i;
        }
        for (int j = bLo; j < bHi; j++) {
            int s = x.slot(hb[j]);
            if (x.countB[s] < 2) {
                x.countB[s]++;
            }
            x.posB[s] = j;
        }
        int[] is = new int[16];
        int[] js = new int[16];
        int n = 0;
        for (int i = aLo; i < aHi; i++) {
            int s = x.find(ha[i]);
            if (x.countA[s] == 1 && x.countB[s] == 1) {
                if (n == is.length) {
                    is = Arrays.copyOf(is, n * 2);
                    js = Arrays.copyOf(js, n * 2);
                }
                is[n] = i;
                js[n] = x.posB[s];
                n++;
            }
        }
        return new int[][] {Arrays.copyOf(is, n), Arrays.copyOf(js, n)};
    }

    private int slot(long key) {
        int s = (int) (key ^ (key >>> 32)) & mask;
        while (used[s] && keys[s] != key) {
            s = (s + 1) & mask;
        }
        if (!used[s]) {
            used[s] = true;
            keys[s] = key;
        }
        return s;
    }

    private int find(long key) {
        int s = (int) (key ^ (key >>> 32)) & mask;
        while (keys[s] != key || !used[s]) {
            s = (s + 1) & mask;
        }
        return s;
    }

    /**
     * The longest chain of pairs increasing in both {@code i} and {@code j} (patience sorting, O(k log k)),
     * as indexes into the pair arrays, ascending.
     */
    static int[] longestIncreasing(int[] js) {
        int k = js.length;
        int[] tails = new int[k];
        int[] prev = new int[k];
        int len = 0;
        for (int p = 0; p < k; p++) {
            int lo = 0;
            int hi = len;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (js[tails[mid]] < js[p]) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            prev[p] = lo > 0 ? tails[lo - 1] : -1;
            tails[lo] = p;
            if (lo == len) {
                len++;
            }
        }
        int[] chain = new int[len];
        for (int p = len == 0 ? -1 : tails[len - 1], c = len - 1; p >= 0; p = prev[p], c--) {
            chain[c] = p;
        }
        return chain;
    }
}
