package org.ringscope.model.runtime.load;

import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;

/**
 * The byte-exact reference of a copy: moves bytes exactly as the two access patterns say, one byte at a time,
 * independent of the vring path (no normalization, no runs, no descriptors), so tests — and the acceptance of
 * can check that executing the translated descriptors writes the same bytes.
 *
 * <p>Semantics (work-with-neff-files.rst): up to 4 dimensions, innermost first, steps in bytes,
 * {@code sizes[0]} in bytes and outer sizes counts; byte {@code j} of a row is at {@code j × steps[0]}. The
 * k-th byte the source pattern reads is written where the destination pattern puts its k-th byte; source
 * bytes are read from {@code src} before the copy, so an overlapping copy inside one array behaves like a
 * copy from a snapshot.
 */
public final class PatternCopy {
    /** A byte-addressed memory, for copies between device addresses. */
    public interface Memory {
        int read(long address);

        void write(long address, int value);
    }

    private PatternCopy() {
    }

    /**
     * Applies a {@code copy} (or {@code cast}) desc: {@code src} holds the from variable's bytes (index = byte
     * offset in the variable), {@code dst} the to variable's.
     */
    public static void apply(DmaDesc d, byte[] src, byte[] dst) {
        checkOp(d);
        apply(d.from(), d.to(), src, dst);
    }

    /** Applies the pair of patterns to two arrays (offsets relative to each variable's byte 0). */
    public static void apply(AccessPattern from, AccessPattern to, byte[] src, byte[] dst) {
        long[] s = offsets(from);
        long[] t = offsets(to);
        check(s.length, t.length, from, to);
        byte[] values = new byte[s.length];
        for (int k = 0; k < s.length; k++) {
            values[k] = src[Math.toIntExact(s[k])];
        }
        for (int k = 0; k < t.length; k++) {
            dst[Math.toIntExact(t[k])] = values[k];
        }
    }

    /** Applies a desc between device addresses: the from variable at {@code srcBase}, the to variable at {@code dstBase}. */
    public static void apply(DmaDesc d, Memory memory, long srcBase, long dstBase) {
        checkOp(d);
        long[] s = offsets(d.from());
        long[] t = offsets(d.to());
        check(s.length, t.length, d.from(), d.to());
        int[] values = new int[s.length];
        for (int k = 0; k < s.length; k++) {
            values[k] = memory.read(srcBase + s[k]);
        }
        for (int k = 0; k < t.length; k++) {
            memory.write(dstBase + t[k], values[k]);
        }
    }

    /** The byte offsets a pattern visits, in order (its total must fit an array). */
    public static long[] offsets(AccessPattern p) {
        long[] sizes = p.sizes();
        long[] steps = p.steps();
        if (sizes.length == 0 || sizes.length != steps.length) {
            throw new IllegalArgumentException("pattern " + p + " needs equal, non-empty steps and sizes");
        }
        long[] out = new long[Math.toIntExact(p.totalBytes())];
        long[] idx = new long[sizes.length];
        for (int k = 0; k < out.length; k++) {
            long off = p.offset();
            for (int d = 0; d < sizes.length; d++) {
                off += idx[d] * steps[d];
            }
            out[k] = off;
            for (int d = 0; d < sizes.length; d++) {
                if (++idx[d] < sizes[d]) {
                    break;
                }
                idx[d] = 0;
            }
        }
        return out;
    }

    private static void checkOp(DmaDesc d) {
        String op = d.op().isEmpty() ? "copy" : d.op();
        if (!op.equals("copy") && !op.equals("cast")) {
            throw new IllegalArgumentException("PatternCopy moves copy and cast descs, not " + op);
        }
    }

    private static void check(int from, int to, AccessPattern f, AccessPattern t) {
        if (from != to) {
            throw new IllegalArgumentException("from " + f + " moves " + from + " bytes, to " + t + " moves " + to);
        }
    }
}
