package org.ringscope.model.trace;

import java.util.Arrays;

/**
 * One {@code int} column of the journal's records in chunks of {@link RecordColumns#CHUNK}, each chunk as narrow as
 * its values allow (decision 1400): one byte a value while the chunk's values lie within 256 of each other, two
 * within 65,536, else four. A narrow chunk keeps a base and each value as an unsigned offset from it.
 *
 * <p>Values are put in order ({@code put(i)} after {@code put(i - 1)}, or from a chunk's first slot again after a
 * truncation). A value that does not fit refits its chunk: the values so far and the new one are re-encoded around
 * the middle of their range, in the same width when they fit (a base that moved), else in the next; a chunk is
 * rebased at most {@value #REBASES} times a width, so a chunk costs at most a few passes over its slots whatever
 * its values do.
 */
final class NarrowColumn {
    private static final int SHIFT = 15;
    private static final int MASK = (1 << SHIFT) - 1;
    private static final int REBASES = 3;

    private byte[][] b8 = new byte[16][];
    private char[][] b16 = new char[16][];
    private int[][] b32 = new int[16][];
    private int[] base = new int[16];
    private byte[] rebases = new byte[16];

    /** Sets slot {@code i}; slots {@code [chunk start, i)} hold the values put before. */
    void put(int i, int v) {
        int c = i >>> SHIFT;
        int s = i & MASK;
        if (c >= b8.length) {
            int cap = Math.max(c + 1, b8.length * 2);
            b8 = Arrays.copyOf(b8, cap);
            b16 = Arrays.copyOf(b16, cap);
            b32 = Arrays.copyOf(b32, cap);
            base = Arrays.copyOf(base, cap);
            rebases = Arrays.copyOf(rebases, cap);
        }
        if (s == 0) {
            // a chunk's first value (again after a truncation): one byte a value, centred on it
            b16[c] = null;
            b32[c] = null;
            if (b8[c] == null) {
                b8[c] = new byte[1 << SHIFT];
            }
            base[c] = v - 128;
            rebases[c] = 0;
        }
        int[] w = b32[c];
        if (w != null) {
            w[s] = v;
            return;
        }
        // offsets wrap as ints: a base below Integer.MIN_VALUE still answers every value of its chunk
        int d = v - base[c];
        char[] h = b16[c];
        if (h != null) {
            if (Integer.compareUnsigned(d, 0xFFFF) <= 0) {
                h[s] = (char) d;
                return;
            }
        } else if (Integer.compareUnsigned(d, 0xFF) <= 0) {
            b8[c][s] = (byte) d;
            return;
        }
        refit(c, s, v);
    }

    int get(int i) {
        int c = i >>> SHIFT;
        int s = i & MASK;
        int[] w = b32[c];
        if (w != null) {
            return w[s];
        }
        char[] h = b16[c];
        if (h != null) {
            return base[c] + h[s];
        }
        return base[c] + (b8[c][s] & 0xFF);
    }

    /** Re-encodes chunk {@code c}'s slots {@code [0, s)} and value {@code v} at slot {@code s}. */
    private void refit(int c, int s, int v) {
        int[] all = new int[s + 1];
        long lo = v;
        long hi = v;
        for (int k = 0; k < s; k++) {
            all[k] = get((c << SHIFT) + k);
            lo = Math.min(lo, all[k]);
            hi = Math.max(hi, all[k]);
        }
        all[s] = v;
        long range = hi - lo;
        int width = b16[c] != null ? 2 : 1;
        if (rebases[c] >= REBASES) {
            width *= 2;
            rebases[c] = 0;
        } else {
            rebases[c]++;
        }
        while (width < 4 && range > (width == 1 ? 0xFFL : 0xFFFFL)) {
            width *= 2;
            rebases[c] = 0;
        }
        b8[c] = null;
        b16[c] = null;
        if (width == 4) {
            b32[c] = Arrays.copyOf(all, 1 << SHIFT);
            return;
        }
        long room = width == 1 ? 0xFF : 0xFFFF;
        int b = (int) (lo - (room - range) / 2);
        base[c] = b;
        if (width == 1) {
            byte[] out = new byte[1 << SHIFT];
            for (int k = 0; k <= s; k++) {
                out[k] = (byte) (all[k] - b);
            }
            b8[c] = out;
        } else {
            char[] out = new char[1 << SHIFT];
            for (int k = 0; k <= s; k++) {
                out[k] = (char) (all[k] - b);
            }
            b16[c] = out;
        }
    }

    /** Bytes a value of chunk {@code c} takes: 1, 2 or 4. */
    int width(int c) {
        return b32[c] != null ? 4 : b16[c] != null ? 2 : 1;
    }

    /** Drops chunks {@code keep} on. */
    void truncateChunks(int keep) {
        for (int c = keep; c < b8.length; c++) {
            b8[c] = null;
            b16[c] = null;
            b32[c] = null;
        }
    }

    /** Bytes the column holds (its chunks and per-chunk tables). */
    long bytes() {
        long n = 3 * (16 + 8L * b8.length) + 16 + 4L * base.length + 16 + rebases.length;
        for (int c = 0; c < b8.length; c++) {
            n += b32[c] != null ? 16 + 4L * b32[c].length
                    : b16[c] != null ? 16 + 2L * b16[c].length : b8[c] != null ? 16 + b8[c].length : 0;
        }
        return n;
    }
}
