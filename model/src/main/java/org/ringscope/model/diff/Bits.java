package org.ringscope.model.diff;

/** Bit-set helpers over {@code long[]} (bit i of word i >>> 6). */
final class Bits {
    private Bits() {
    }

    /** The first set bit at or after {@code from} and below {@code size}, or -1. */
    static int next(long[] bits, int size, int from) {
        if (from < 0) {
            from = 0;
        }
        if (from >= size) {
            return -1;
        }
        int w = from >>> 6;
        long word = bits[w] & (-1L << from);
        while (true) {
            if (word != 0) {
                int i = (w << 6) + Long.numberOfTrailingZeros(word);
                return i < size ? i : -1;
            }
            if (++w >= bits.length) {
                return -1;
            }
            word = bits[w];
        }
    }

    /** The last set bit at or before {@code from}, or -1. */
    static int previous(long[] bits, int from) {
        if (from < 0) {
            return -1;
        }
        int w = from >>> 6;
        if (w >= bits.length) {
            w = bits.length - 1;
            from = (w << 6) + 63;
        }
        long word = bits[w] & (-1L >>> (63 - (from & 63)));
        while (true) {
            if (word != 0) {
                return (w << 6) + 63 - Long.numberOfLeadingZeros(word);
            }
            if (--w < 0) {
                return -1;
            }
            word = bits[w];
        }
    }

    /** Set bits below {@code to} from {@code from}. */
    static int count(long[] bits, int from, int to) {
        if (from >= to) {
            return 0;
        }
        int wf = from >>> 6;
        int wt = (to - 1) >>> 6;
        if (wf == wt) {
            return Long.bitCount(bits[wf] & (-1L << from) & (-1L >>> (63 - ((to - 1) & 63))));
        }
        int n = Long.bitCount(bits[wf] & (-1L << from));
        for (int w = wf + 1; w < wt; w++) {
            n += Long.bitCount(bits[w]);
        }
        return n + Long.bitCount(bits[wt] & (-1L >>> (63 - ((to - 1) & 63))));
    }

    /** Set bits per bucket of {@code buckets} equal slices of {@code [0, size)}. */
    static int[] density(long[] bits, int size, int buckets) {
        if (buckets <= 0) {
            throw new IllegalArgumentException("buckets must be positive, got " + buckets);
        }
        int[] out = new int[buckets];
        if (size == 0) {
            return out;
        }
        for (int k = 0; k < buckets; k++) {
            int from = (int) ((long) size * k / buckets);
            int to = (int) ((long) size * (k + 1) / buckets);
            out[k] = count(bits, from, to);
        }
        return out;
    }
}
