package org.ringscope.model.runtime.load;

import org.ringscope.model.cast.CastMath;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;

/**
 * The byte-exact reference of a copy: moves bytes exactly as the two access patterns say, one byte at a time,
 * independent of the vring path (no normalization, no runs, no descriptors), so that tests
 * can check that executing the translated descriptors writes the same bytes.
 *
 * <p>Semantics (work-with-neff-files.rst): up to 4 dimensions, innermost first, steps in bytes,
 * {@code sizes[0]} in bytes and outer sizes counts; byte {@code j} of a row is at {@code j × steps[0]}. The
 * k-th byte the source pattern reads is written where the destination pattern puts its k-th byte; source
 * bytes are read from {@code src} before the copy, so an overlapping copy inside one array behaves like a
 * copy from a snapshot.
 */
public final class PatternCopy {
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

    /** The bytes {@code p} reads from {@code mem}, in visit order. */
    public static byte[] gather(byte[] mem, AccessPattern p) {
        long[] s = offsets(p);
        byte[] out = new byte[s.length];
        for (int k = 0; k < s.length; k++) {
            out[k] = mem[Math.toIntExact(s[k])];
        }
        return out;
    }

    /** Writes {@code stream} into {@code mem} through {@code p}. */
    public static void scatter(byte[] mem, AccessPattern p, byte[] stream) {
        long[] t = offsets(p);
        if (stream.length != t.length) {
            throw new IllegalArgumentException("stream of " + stream.length + " bytes, pattern of " + t.length);
        }
        for (int k = 0; k < t.length; k++) {
            mem[Math.toIntExact(t[k])] = stream[k];
        }
    }

    /**
     * A {@code copy} or {@code cast} desc with values: bytes as they are, or — a cast between types whose values
     * differ (decision 1101) — the gathered elements converted through {@code CastMath}, then scattered.
     */
    public static void transfer(byte[] src, DmaDesc d, byte[] dst) {
        checkOp(d);
        DmaDtype f = DmaDtype.of(d.from().dtype());
        DmaDtype t = DmaDtype.of(d.to().dtype());
        if (!"cast".equals(d.op()) || f.bitPreservingCastTo(t)) {
            apply(d.from(), d.to(), src, dst);
            return;
        }
        byte[] in = gather(src, d.from());
        byte[] out = new byte[Math.toIntExact(d.to().totalBytes())];
        CastMath.convert(in, 0, f.dtype(), out, 0, t.dtype(), in.length / f.size(), Conversion.DEFAULT, 0);
        scatter(dst, d.to(), out);
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
