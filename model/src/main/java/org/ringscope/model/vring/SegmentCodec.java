package org.ringscope.model.vring;

import java.util.Arrays;

/**
 * The compact form of a word plane's segment that only snapshots still hold (decision 1400): the words as runs of
 * one delta — {@code (run, delta)} pairs, a varint count and a zigzag varint difference from the word before (0
 * before the first). A plane's words are regular: word 0 of a copy stream is one value repeated (a run of delta 0),
 * word 1 a pointer stepping by the chunk size, so a 16,384-word segment packs into a few bytes. A segment that
 * would not shrink is not packed.
 */
final class SegmentCodec {
    private SegmentCodec() {
    }

    /** Words {@code [0, n)} of {@code words} packed, or {@code null} when the packed form is not smaller. */
    static byte[] encode(long[] words, int n) {
        int limit = 8 * n;
        byte[] out = new byte[Math.min(limit, 64)];
        int at = 0;
        long prev = 0;
        int i = 0;
        while (i < n) {
            long delta = words[i] - prev;
            int run = 1;
            while (i + run < n && words[i + run] - words[i + run - 1] == delta) {
                run++;
            }
            if (out.length - at < 15) {
                if (at + 15 > limit) {
                    return null;
                }
                out = Arrays.copyOf(out, Math.min(limit, Math.max(at + 15, out.length * 2)));
            }
            at = putVar(out, at, run);
            at = putVar(out, at, (delta << 1) ^ (delta >> 63));
            prev = words[i + run - 1];
            i += run;
        }
        return at >= limit ? null : Arrays.copyOf(out, at);
    }

    /** Unpacks {@code packed} into {@code dst} from word 0 (as many words as were packed). */
    static void decode(byte[] packed, long[] dst) {
        int[] at = {0};
        int i = 0;
        long prev = 0;
        while (at[0] < packed.length) {
            long run = getVar(packed, at);
            long z = getVar(packed, at);
            long delta = (z >>> 1) ^ -(z & 1);
            for (long k = 0; k < run; k++) {
                prev += delta;
                dst[i++] = prev;
            }
        }
    }

    /** The varint at {@code at[0]} of {@code in}; {@code at[0]} moves past it. */
    private static long getVar(byte[] in, int[] at) {
        long v = 0;
        int shift = 0;
        byte b;
        do {
            b = in[at[0]++];
            v |= (long) (b & 0x7F) << shift;
            shift += 7;
        } while (b < 0);
        return v;
    }

    private static int putVar(byte[] out, int at, long v) {
        int o = at;
        long x = v;
        while ((x & ~0x7FL) != 0) {
            out[o++] = (byte) ((x & 0x7F) | 0x80);
            x >>>= 7;
        }
        out[o++] = (byte) x;
        return o;
    }
}
