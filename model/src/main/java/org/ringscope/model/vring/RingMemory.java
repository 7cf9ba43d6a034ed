package org.ringscope.model.vring;

/**
 * The {@code ring_mem} of a {@link Pring} when it is not a plain {@code long[]}: the device-DRAM buffer
 * ({@code dmem_t}) a real {@code dma_ring_info_t} points to (docs/reference/udma-rings-and-doorbells.md). The emulated device
 * implements it over its paged HBM so that a dump lands in device memory, where the DMA engine reads it
 * (decision 0501). Offsets are bytes from the start of this memory; words are little-endian.
 */
public interface RingMemory {
    /** Size in bytes. */
    long sizeBytes();

    /** The 8-byte little-endian word at {@code byteOffset}. */
    long getLong(long byteOffset);

    /** Writes {@code n} words of {@code src} from {@code srcOff} at {@code byteOffset}. */
    void putLongs(long byteOffset, long[] src, int srcOff, int n);

    /**
     * Writes descriptors {@code [at, at + count)} of a vring half's word planes ({@code plane0[d]} word 0 of
     * descriptor {@code d}, {@code plane1[d]} its word 1) at {@code byteOffset}, interleaved as {@link #putLongs}
     * writes them, where the caller promises those words never change again (segments a vring lent): the memory may
     * keep a view of them instead of a copy (decision 1400). By default it copies.
     */
    default void sharePlanes(long byteOffset, long[] plane0, long[] plane1, int at, int count) {
        long[] w = interleave(plane0, plane1, at, count);
        putLongs(byteOffset, w, 0, w.length);
    }

    /** Descriptors {@code [at, at + count)} of two word planes as ring words: word 0, word 1, word 0, … */
    static long[] interleave(long[] plane0, long[] plane1, int at, int count) {
        long[] w = new long[2 * count];
        for (int d = 0; d < count; d++) {
            w[2 * d] = plane0[at + d];
            w[2 * d + 1] = plane1[at + d];
        }
        return w;
    }

    /** Reads {@code n} words at {@code byteOffset} into {@code dst} from {@code dstOff}. */
    void getLongs(long byteOffset, long[] dst, int dstOff, int n);

    /** Whether the {@code n} words at {@code byteOffset} are all zero (read a block at a time by default). */
    default boolean isZero(long byteOffset, int n) {
        long[] block = new long[Math.min(n, 4096)];
        for (int done = 0; done < n; done += block.length) {
            int m = Math.min(block.length, n - done);
            getLongs(byteOffset + 8L * done, block, 0, m);
            for (int k = 0; k < m; k++) {
                if (block[k] != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether this memory belongs to state that a journal checkpoints (the emulated device's memory): a
     * journal then need not keep the ring words a dump overwrote to move across it.
     */
    default boolean checkpointed() {
        return false;
    }

    /** Called by a journal once it has recorded every write made so far (see the device's ring guard). */
    default void writesRecorded() {
    }

    /** A device address for display, or -1. */
    default long deviceAddress() {
        return -1;
    }
}
