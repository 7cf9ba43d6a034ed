package org.ringscope.model.testing;

import org.ringscope.model.neff.AccessPattern;

/**
 * A deliberately plain model of the official access-pattern semantics (docs/reference/neff-container.md), for tests: a
 * pattern is visited innermost dimension first; the innermost size is a contiguous run of bytes, every
 * outer size is a count and every step is in bytes. A copy reads the source pattern as one byte stream
 * and writes it through the destination pattern.
 */
public final class PatternCopy {
    private PatternCopy() {
    }

    /** The bytes {@code p} reads from {@code mem}, in visit order. */
    public static byte[] gather(byte[] mem, AccessPattern p) {
        byte[] out = new byte[Math.toIntExact(p.totalBytes())];
        int[] pos = {0};
        visit(p, (addr, run) -> {
            System.arraycopy(mem, Math.toIntExact(addr), out, pos[0], run);
            pos[0] += run;
        });
        return out;
    }

    /** Writes {@code stream} into {@code mem} through {@code p}. */
    public static void scatter(byte[] mem, AccessPattern p, byte[] stream) {
        if (stream.length != p.totalBytes()) {
            throw new IllegalArgumentException("stream of " + stream.length + " bytes, pattern of " + p.totalBytes());
        }
        int[] pos = {0};
        visit(p, (addr, run) -> {
            System.arraycopy(stream, pos[0], mem, Math.toIntExact(addr), run);
            pos[0] += run;
        });
    }

    /** {@code to ← from}: gather from {@code src}, scatter into {@code dst}. */
    public static void copy(byte[] src, AccessPattern from, byte[] dst, AccessPattern to) {
        scatter(dst, to, gather(src, from));
    }

    /**
     * A {@code copy} or {@code cast} desc: bytes as they are, or — a cast between types whose values differ
     * (decision 1101) — the gathered elements converted through {@code CastMath}, then scattered.
     */
    public static void transfer(byte[] src, org.ringscope.model.neff.DmaDesc d, byte[] dst) {
        org.ringscope.model.runtime.load.DmaDtype f = org.ringscope.model.runtime.load.DmaDtype.of(d.from().dtype());
        org.ringscope.model.runtime.load.DmaDtype t = org.ringscope.model.runtime.load.DmaDtype.of(d.to().dtype());
        if (!"cast".equals(d.op()) || f.bitPreservingCastTo(t)) {
            copy(src, d.from(), dst, d.to());
            return;
        }
        byte[] in = gather(src, d.from());
        byte[] out = new byte[Math.toIntExact(d.to().totalBytes())];
        org.ringscope.model.cast.CastMath.convert(in, 0, f.dtype(), out, 0, t.dtype(), in.length / f.size(),
                org.ringscope.model.cast.Conversion.DEFAULT, 0);
        scatter(dst, d.to(), out);
    }

    interface Run {
        void at(long address, int bytes);
    }

    /** Calls {@code run} for every contiguous run, in visit order. */
    static void visit(AccessPattern p, Run run) {
        long[] sizes = p.sizes();
        long[] steps = p.steps();
        if (steps[0] != 1) {
            throw new IllegalArgumentException("innermost step must be 1: " + p);
        }
        int dims = sizes.length;
        long[] idx = new long[dims];
        long count = 1;
        for (int d = 1; d < dims; d++) {
            count *= sizes[d];
        }
        for (long n = 0; n < count; n++) {
            long addr = p.offset();
            for (int d = 1; d < dims; d++) {
                addr += idx[d] * steps[d];
            }
            run.at(addr, Math.toIntExact(sizes[0]));
            for (int d = 1; d < dims; d++) {
                if (++idx[d] < sizes[d]) {
                    break;
                }
                idx[d] = 0;
            }
        }
    }
}
