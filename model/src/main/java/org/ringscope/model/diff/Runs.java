package org.ringscope.model.diff;

import java.util.Arrays;

/**
 * An alignment as runs, in row order: {@code PAIRED} (A and B advance together — rows that are the same or
 * changed), {@code DELETED} (only A advances) or {@code INSERTED} (only B). Primitive arrays; adjacent runs of
 * one kind that continue each other merge.
 */
final class Runs {
    static final byte PAIRED = 0;
    static final byte DELETED = 1;
    static final byte INSERTED = 2;

    private byte[] kind = new byte[16];
    private int[] aStart = new int[16];
    private int[] bStart = new int[16];
    private int[] length = new int[16];
    private int n;

    void add(byte k, int a, int b, int len) {
        if (len <= 0) {
            return;
        }
        if (n > 0 && kind[n - 1] == k && length[n - 1] + (long) len <= Integer.MAX_VALUE
                && (k == INSERTED || aStart[n - 1] + length[n - 1] == a)
                && (k == DELETED || bStart[n - 1] + length[n - 1] == b)) {
            length[n - 1] += len;
            return;
        }
        if (n == kind.length) {
            int c = n * 2;
            kind = Arrays.copyOf(kind, c);
            aStart = Arrays.copyOf(aStart, c);
            bStart = Arrays.copyOf(bStart, c);
            length = Arrays.copyOf(length, c);
        }
        kind[n] = k;
        aStart[n] = a;
        bStart[n] = b;
        length[n] = len;
        n++;
    }

    int size() {
        return n;
    }

    byte kind(int r) {
        return kind[r];
    }

    int aStart(int r) {
        return aStart[r];
    }

    int bStart(int r) {
        return bStart[r];
    }

    int length(int r) {
        return length[r];
    }

    /**
     * The same alignment with every block of deletions next to a block of insertions (a replaced stretch)
     * shown as paired rows — the changed descriptors — and the rest of the longer block as deleted or inserted.
     */
    Runs pairReplacements() {
        Runs out = new Runs();
        int r = 0;
        while (r < n) {
            if (kind[r] == PAIRED) {
                out.add(PAIRED, aStart[r], bStart[r], length[r]);
                r++;
                continue;
            }
            int aFrom = -1;
            int aLen = 0;
            int bFrom = -1;
            int bLen = 0;
            int aAt = aStart[r];
            int bAt = bStart[r];
            while (r < n && kind[r] != PAIRED) {
                if (kind[r] == DELETED) {
                    aFrom = aFrom < 0 ? aStart[r] : aFrom;
                    aLen += length[r];
                } else {
                    bFrom = bFrom < 0 ? bStart[r] : bFrom;
                    bLen += length[r];
                }
                r++;
            }
            aFrom = aFrom < 0 ? aAt : aFrom;
            bFrom = bFrom < 0 ? bAt : bFrom;
            int p = Math.min(aLen, bLen);
            out.add(PAIRED, aFrom, bFrom, p);
            out.add(DELETED, aFrom + p, bFrom + p, aLen - p);
            out.add(INSERTED, aFrom + aLen, bFrom + p, bLen - p);
        }
        return out;
    }
}
