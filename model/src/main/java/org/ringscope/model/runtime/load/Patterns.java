package org.ringscope.model.runtime.load;

import org.ringscope.model.InputException;

/**
 * Checks of one access pattern before it is walked: shape (1..4 dimensions, steps and sizes of equal
 * length, no negative size), total bytes (innermost size × outer counts, without overflow) and the bytes it
 * reaches, which must lie inside its variable (and, for a template pointer, inside the 36-bit offset field).
 */
final class Patterns {
    /** The official limit: "Max array size of 4". */
    static final int MAX_DIMS = 4;

    private Patterns() {
    }

    /** Validates the shape and returns the total bytes. {@code side} is {@code from} or {@code to}. */
    static long check(long[] steps, long[] sizes, String side, Where where) throws InputException {
        if (sizes.length == 0) {
            throw where.error(side + "_sizes", "missing: an access pattern needs 1 to 4 dimensions");
        }
        if (sizes.length > MAX_DIMS) {
            throw where.error(side + "_sizes", sizes.length + " dimensions; an access pattern has at most " + MAX_DIMS);
        }
        if (steps.length != sizes.length) {
            throw where.error(side + "_steps", steps.length + " steps for " + sizes.length
                    + " sizes; the two lists must have the same length");
        }
        long total = 1;
        for (int d = 0; d < sizes.length; d++) {
            if (sizes[d] < 0) {
                throw where.error(side + "_sizes", "size " + sizes[d] + " in dimension " + d + " is negative");
            }
            try {
                total = Math.multiplyExact(total, sizes[d]);
            } catch (ArithmeticException e) {
                throw where.error(side + "_sizes", "the pattern's byte count overflows 64 bits");
            }
        }
        return total;
    }

    /**
     * Checks that every byte the pattern reaches from {@code offset} lies in {@code [0, size)} of its
     * variable ({@code size < 0}: no upper bound) and within {@code maxOffset}.
     */
    static void bounds(long offset, long[] steps, long[] sizes, VarAddress var, String varName, String side,
            Where where) throws InputException {
        if (offset < 0) {
            throw where.error(side + "_off", "negative offset " + offset + " into variable " + varName);
        }
        long lo = offset;
        long hi = offset;
        try {
            boolean bytewise = steps[0] != 1 && sizes[0] > 1;
            hi = Math.addExact(hi, bytewise ? 0 : sizes[0] - 1);
            for (int d = bytewise ? 0 : 1; d < sizes.length; d++) {
                long span = Math.multiplyExact(sizes[d] - 1, steps[d]);
                if (span > 0) {
                    hi = Math.addExact(hi, span);
                } else {
                    lo = Math.addExact(lo, span);
                }
            }
        } catch (ArithmeticException e) {
            throw where.error(side + "_steps", "the pattern's reach overflows 64 bits");
        }
        if (lo < 0) {
            throw where.error(side + "_steps", "the pattern reaches byte " + lo + " before the start of variable " + varName);
        }
        if (var.size() >= 0 && hi >= var.size()) {
            throw where.error(side + "_sizes", "the pattern reaches byte " + hi + " of variable " + varName + ", which has "
                    + var.size() + " bytes");
        }
        if (hi > var.maxOffset()) {
            throw where.error(side + "_off", "the pattern reaches byte " + hi + " of per-execution variable " + varName
                    + "; a template pointer holds offsets up to " + var.maxOffset());
        }
    }
}
