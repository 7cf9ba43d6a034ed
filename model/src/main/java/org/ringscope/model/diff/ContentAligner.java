package org.ringscope.model.diff;

import org.ringscope.model.dump.DumpRing;

/**
 * Lines up two rings by content, finding inserted and deleted descriptors: the common head and tail first,
 * then a patience alignment on the descriptors that occur once in each side (anchors, their longest common
 * chain, recursing into the gaps between them), Myers' O(ND) diff for small gaps and — with D capped so the
 * work stays bounded — for large gaps without anchors (a periodic ring shifted by one), and for gaps with
 * neither, the gap's descriptors paired in order (a replaced block). Every step is
 * O(n log n) or bounded, so a million descriptors align in well under a second (docs/benchmarks.md).
 * Descriptors are compared as their two words; hashes only pick candidates.
 */
final class ContentAligner {
    /** Most edits Myers may look for in one gap. */
    static final int MYERS_MAX_D = 1000;
    /** Gaps up to this many descriptors (both sides) go to Myers first. */
    static final int SMALL_GAP = 4096;
    /** Most work ((n + m) × D) Myers may do in one large gap without anchors: D is capped to fit. */
    static final long MYERS_WORK = 20_000_000L;
    /** Deepest anchor recursion. */
    static final int MAX_DEPTH = 48;

    private final DumpRing a;
    private final DumpRing b;
    private final long[] ha;
    private final long[] hb;
    private final Runs out = new Runs();

    private ContentAligner(DumpRing a, DumpRing b) {
        this.a = a;
        this.b = b;
        this.ha = hashes(a);
        this.hb = hashes(b);
    }

    /** The content alignment of {@code a} and {@code b}, replaced blocks paired. */
    static Runs align(DumpRing a, DumpRing b) {
        ContentAligner c = new ContentAligner(a, b);
        c.align(0, a.count(), 0, b.count(), 0);
        return c.out.pairReplacements();
    }

    private static long[] hashes(DumpRing r) {
        long[] h = new long[r.count()];
        for (int i = 0; i < h.length; i++) {
            h[i] = mix(r.word0(i) * 0x9E3779B97F4A7C15L + Long.rotateLeft(r.word1(i), 29));
        }
        return h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private boolean eq(int i, int j) {
        return ha[i] == hb[j] && a.word0(i) == b.word0(j) && a.word1(i) == b.word1(j);
    }

    private void align(int aLo, int aHi, int bLo, int bHi, int depth) {
        int head = 0;
        while (aLo + head < aHi && bLo + head < bHi && eq(aLo + head, bLo + head)) {
            head++;
        }
        out.add(Runs.PAIRED, aLo, bLo, head);
        aLo += head;
        bLo += head;
        int tail = 0;
        while (aHi - tail > aLo && bHi - tail > bLo && eq(aHi - tail - 1, bHi - tail - 1)) {
            tail++;
        }
        aHi -= tail;
        bHi -= tail;
        middle(aLo, aHi, bLo, bHi, depth);
        out.add(Runs.PAIRED, aHi, bHi, tail);
    }

    /** Aligns on the unique common descriptors' longest chain, recursing into the gaps; false when there are none. */
    private boolean anchored(int aLo, int aHi, int bLo, int bHi, int depth) {
        int[][] pairs = UniqueIndex.uniquePairs(ha, aLo, aHi, hb, bLo, bHi);
        int[] chain = UniqueIndex.longestIncreasing(pairs[1]);
        int ai = aLo;
        int bj = bLo;
        int anchors = 0;
        for (int c : chain) {
            int i = pairs[0][c];
            int j = pairs[1][c];
            if (!eq(i, j)) {
                continue;
            }
            if (anchors == 0 || i != ai || j != bj) {
                align(ai, i, bj, j, depth + 1);
            }
            out.add(Runs.PAIRED, i, j, 1);
            ai = i + 1;
            bj = j + 1;
            anchors++;
        }
        if (anchors > 0) {
            align(ai, aHi, bj, bHi, depth + 1);
        }
        return anchors > 0;
    }

    private void middle(int aLo, int aHi, int bLo, int bHi, int depth) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        if (n == 0 || m == 0) {
            out.add(Runs.DELETED, aLo, bLo, n);
            out.add(Runs.INSERTED, aHi, bLo, m);
            return;
        }
        if (n + m <= SMALL_GAP && Myers.align(aLo, aHi, bLo, bHi, this::eq, MYERS_MAX_D, out)) {
            return;
        }
        if (depth < MAX_DEPTH && anchored(aLo, aHi, bLo, bHi, depth)) {
            return;
        }
        int maxD = (int) Math.min(MYERS_MAX_D, MYERS_WORK / (n + m));
        if (n + m > SMALL_GAP && maxD >= 1 && Myers.align(aLo, aHi, bLo, bHi, this::eq, maxD, out)) {
            return;
        }
        int p = Math.min(n, m);
        out.add(Runs.PAIRED, aLo, bLo, p);
        out.add(Runs.DELETED, aLo + p, bLo + p, n - p);
        out.add(Runs.INSERTED, aHi, bLo + p, m - p);
    }
}
