package org.ringscope.model.neff;

import org.ringscope.model.io.MemoryBudget;

/**
 * Limits that keep hostile input from exhausting memory.
 *
 * @param maxUnpacked the most bytes the payload may inflate to (tar headers and padding included); the
 *                    CLI option {@code --max-unpacked} sets it
 */
public record ReadLimits(long maxUnpacked) {
    /** 1 GiB: the most {@code --max-unpacked} defaults to. */
    public static final long DEFAULT_MAX_UNPACKED = 1L << 30;

    /** 1 GiB or a quarter of the heap, whichever is smaller ({@link MemoryBudget}). */
    public static final ReadLimits DEFAULT = new ReadLimits(MemoryBudget.capped(DEFAULT_MAX_UNPACKED));

    public ReadLimits {
        if (maxUnpacked <= 0) {
            throw new IllegalArgumentException("max unpacked size must be positive: " + maxUnpacked);
        }
    }
}
