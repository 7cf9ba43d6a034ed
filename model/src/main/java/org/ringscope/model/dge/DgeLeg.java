package org.ringscope.model.dge;

/**
 * One side of a DIRECT2D transfer: its start address (resolved), two (count, signed byte step) dimensions, the
 * contiguous bytes of each innermost element ({@code elem_size}, 0 = 64 KiB) and, when the leg is bound-checked,
 * the byte bound relative to {@code boundBase} (docs/reference/dge.md: steps are in bytes); {@code skip} when its bound
 * register has the error notification off ({@code oob_mode.skip}).
 */
record DgeLeg(long start, int n0, int n1, long step0, long step1, int elemSize, long boundBase, long bound,
        boolean skip) {
    /** A bound check whose limit RingScope cannot know (decision 1335). */
    static final String UNKNOWN_BOUND = "%s_bound_reg 0x%02x enables a bound check on r%d, but %s: the limit is not "
            + "known, so the transfer is not emulated";

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

    /**
     * The leg of word {@code w} whose ADDR8, steps, counts and {@code BOUND_CHECK_REG} are at the given offsets, its
     * innermost element {@code elemSize} bytes, checked against the extension's bound; {@code null} with
     * {@code why[0]} set when its address cannot be resolved.
     */
    static DgeLeg resolve(byte[] w, byte[] ext, boolean src, int addrAt, int stepAt, int numAt, int bcAt, int elemSize,
            RegisterFile regs, DgeContext c, String[] why) {
        DgeAddress.Resolved a = DgeAddress.addr8(DgeWords.u64(w, addrAt), regs, c);
        if (a.why() != null) {
            why[0] = (src ? "source: " : "destination: ") + a.why();
            return null;
        }
        int bc = DgeWords.u8(w, bcAt);
        if ((bc & DgeWords.BC_ENABLED) != 0 && DgeWords.bound(bc, ext, src) < 0) {
            String leg = src ? "src" : "dst";
            why[0] = String.format(UNKNOWN_BOUND, leg, bc, bc & 0x3F, ext == null ? "there is no extension"
                    : "the extension's " + leg + "_bound_size_bytes is 0");
            return null;
        }
        return new DgeLeg(a.start(), DgeWords.u16(w, numAt), DgeWords.u16(w, numAt + 2), DgeWords.i32(w, stepAt),
                DgeWords.i32(w, stepAt + 4), elemSize, a.base(), DgeWords.bound(bc, ext, src),
                (bc & DgeWords.BC_NO_NOTIFICATION) != 0);
    }
}
