package org.ringscope.model.testing;

import org.ringscope.model.neff.AccessPattern;

/**
 * A deliberately plain model of the official access-pattern semantics (neff-format.md §2.2), for tests: a
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
