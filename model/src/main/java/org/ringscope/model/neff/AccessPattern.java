package org.ringscope.model.neff;

import java.util.Arrays;

/**
 * One side of a DMA description: a variable, a byte offset and an access pattern of up to 4 dimensions,
 * innermost first (docs/reference/neff-container.md). Steps are in bytes; the innermost size is in bytes, the outer
 * sizes are counts.
 */
public record AccessPattern(String var, long offset, long[] steps, long[] sizes, String dtype) {
    public AccessPattern {
        steps = steps.clone();
        sizes = sizes.clone();
        dtype = dtype == null ? "" : dtype;
    }

    @Override
    public long[] steps() {
        return steps.clone();
    }

    @Override
    public long[] sizes() {
        return sizes.clone();
    }

    public int dims() {
        return sizes.length;
    }

    /** Bytes moved: the innermost size times the product of the outer counts. */
    public long totalBytes() {
        if (sizes.length == 0) {
            return 0;
        }
        long t = sizes[0];
        for (int i = 1; i < sizes.length; i++) {
            t = Math.multiplyExact(t, sizes[i]);
        }
        return t;
    }

    /** e.g. {@code SB+0x80e400 [256,1]/[1,1]}. */
    @Override
    public String toString() {
        return var + "+0x" + Long.toHexString(offset) + " sizes" + Arrays.toString(sizes) + " steps"
                + Arrays.toString(steps);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AccessPattern p && var.equals(p.var) && offset == p.offset && Arrays.equals(steps, p.steps)
                && Arrays.equals(sizes, p.sizes) && dtype.equals(p.dtype);
    }

    @Override
    public int hashCode() {
        return var.hashCode() * 31 + Long.hashCode(offset) + Arrays.hashCode(sizes);
    }
}
