package org.ringscope.model.dge;

/**
 * One side of a DIRECT2D transfer: its start address (resolved), two (count, signed byte step) dimensions, the
 * contiguous bytes of each innermost element ({@code elem_size}, 0 = 64 KiB) and, when the leg is bound-checked,
 * the byte bound relative to {@code boundBase} (dge-facts §2.6: steps are in bytes); {@code skip} when its bound
 * register has the error notification off ({@code oob_mode.skip}).
 */
record DgeLeg(long start, int n0, int n1, long step0, long step1, int elemSize, long boundBase, long bound,
        boolean skip) {
    long elements() {
        return (long) n0 * n1;
    }

    long bytes() {
        return elements() * elemSize;
    }

    /** The address of element {@code k} (dim 0 fastest). */
    long element(long k) {
        return start + (k % n0) * step0 + (k / n0) * step1;
    }

    boolean inBounds(long k) {
        if (bound < 0) {
            return true;
        }
        long off = element(k) - boundBase;
        return off >= 0 && off + elemSize <= bound;
    }
}
