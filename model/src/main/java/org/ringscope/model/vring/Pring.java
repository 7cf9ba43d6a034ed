package org.ringscope.model.vring;

import java.util.Arrays;
import java.util.Objects;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;

/**
 * A physical ring, {@code dma_ring_info_t} (32 bytes; docs/reference/udma-rings-and-doorbells.md): {type@0, ring_mem@8,
 * ring_offset_bytes@0x10, used_desc_count@0x18, allocated_desc_count@0x1C}. {@code ring_mem} — the
 * device-DRAM descriptor buffer — is emulated either as a flat {@code long[]} (two longs per descriptor)
 * or as a {@link RingMemory} (the emulated device's HBM, decision 0501); the ring's descriptor 0 sits
 * {@code ring_offset_bytes} into it.
 *
 * <p>Sizing ({@code dma_ring_info_alloc}, 0x22d680; docs/reference/udma-rings-and-doorbells.md): {@code ndesc <= 31} gets the floor of
 * 64 descriptors (1,024 bytes); a wraparound ring {@code next_pow2(ndesc + 15)}; a linear ring
 * {@code round_up_16(ndesc + 16)}.
 */
public final class Pring {
    /** The shortest run a dump lends to device memory: one 4 KiB page of descriptors. */
    static final int VIEWED_RUN = 4096 / Desc.SIZE;

    /** Smallest ring: 64 descriptors = 1,024 bytes, for {@code ndesc <= 31}. */
    public static final int MIN_DESC_COUNT = 64;
    /** {@code ndesc} at or below which the floor applies. */
    public static final int SMALL_RING_LIMIT = 31;
    /** ring_offset_bytes must be 256-byte aligned ({@code UDMA_QUEUE_ADDR_BYTE_ALIGNMENT}). */
    public static final int OFFSET_ALIGNMENT = 256;

    private final RingType type;
    private final long[] ringMem;
    private final RingMemory memory;
    private final long ringOffsetBytes;
    private final int allocatedDescCount;
    int usedDescCount;

    private Pring(RingType type, long[] ringMem, RingMemory memory, long ringOffsetBytes, int allocatedDescCount) {
        this.type = Objects.requireNonNull(type, "type");
        this.ringMem = ringMem;
        this.memory = memory;
        this.ringOffsetBytes = ringOffsetBytes;
        this.allocatedDescCount = allocatedDescCount;
    }

    /** The descriptor count {@code dma_ring_info_alloc} gives a ring for {@code ndesc} descriptors. */
    public static int pringTotalDescNum(int ndesc, boolean wraparound) {
        if (ndesc < 0) {
            throw new IllegalArgumentException("negative descriptor count " + ndesc);
        }
        if (ndesc <= SMALL_RING_LIMIT) {
            return MIN_DESC_COUNT;
        }
        if (wraparound) {
            long v = (long) ndesc + 15;
            long p = Long.highestOneBit(v);
            return (int) (p == v ? p : p << 1);
        }
        return ((ndesc + 16) + 15) & ~15;
    }

    /** {@code dma_ring_info_alloc} (0x22d680): a ring of its own memory, offset 0, sized for {@code ndesc}. */
    public static Pring dmaRingInfoAlloc(RingType type, int ndesc, boolean wraparound) {
        int count = pringTotalDescNum(ndesc, wraparound);
        return new Pring(type, new long[count * Desc.LONGS], null, 0, count);
    }

    /**
     * {@code dma_ring_info_alloc_from_memchunk} (0x22d5f0): a ring of {@code allocatedDescCount}
     * descriptors inside {@code memory} (two longs per descriptor) at the 256-byte aligned
     * {@code offsetBytes}.
     */
    public static Pring dmaRingInfoAllocFromMemchunk(RingType type, long[] memory, long offsetBytes,
            int allocatedDescCount) {
        if (offsetBytes < 0 || offsetBytes % OFFSET_ALIGNMENT != 0) {
            throw new IllegalArgumentException("ring_offset_bytes " + offsetBytes + " is not 256-byte aligned");
        }
        if (offsetBytes / Long.BYTES + (long) allocatedDescCount * Desc.LONGS > memory.length) {
            throw new IllegalArgumentException("ring of " + allocatedDescCount + " descriptors at offset " + offsetBytes
                    + " does not fit a chunk of " + memory.length * Long.BYTES + " bytes");
        }
        return new Pring(type, memory, null, offsetBytes, allocatedDescCount);
    }

    /**
     * {@code dma_ring_info_alloc_from_memchunk} over a {@link RingMemory} (a device-DRAM chunk): a ring of
     * {@code allocatedDescCount} descriptors at the 256-byte aligned {@code offsetBytes} of {@code memory}.
     */
    public static Pring onMemory(RingType type, RingMemory memory, long offsetBytes, int allocatedDescCount) {
        Objects.requireNonNull(memory, "memory");
        if (offsetBytes < 0 || offsetBytes % OFFSET_ALIGNMENT != 0) {
            throw new IllegalArgumentException("ring_offset_bytes " + offsetBytes + " is not 256-byte aligned");
        }
        if (allocatedDescCount < 0 || offsetBytes + (long) allocatedDescCount * Desc.SIZE > memory.sizeBytes()) {
            throw new IllegalArgumentException("ring of " + allocatedDescCount + " descriptors at offset " + offsetBytes
                    + " does not fit a chunk of " + memory.sizeBytes() + " bytes");
        }
        return new Pring(type, null, memory, offsetBytes, allocatedDescCount);
    }

    public RingType type() {
        return type;
    }

    /**
     * {@code ring_mem} as a {@code long[]} (shared, not a copy), or {@code null} when the ring lives in a
     * {@link RingMemory} ({@link #memory()}).
     */
    public long[] ringMem() {
        return ringMem;
    }

    /** The {@link RingMemory} the ring lives in, or {@code null} for a {@code long[]} ring. */
    public RingMemory memory() {
        return memory;
    }

    public long ringOffsetBytes() {
        return ringOffsetBytes;
    }

    /** {@code used_desc_count}: after a dump, the padded size. */
    public int usedDescCount() {
        return usedDescCount;
    }

    /** {@code allocated_desc_count}: the capacity. */
    public int allocatedDescCount() {
        return allocatedDescCount;
    }

    private int base() {
        return (int) (ringOffsetBytes / Long.BYTES);
    }

    /**
     * Copies {@code count} descriptors from {@code src} at long offset {@code srcOff} into {@code ring_mem} at
     * descriptor {@code offset}: the ring-memory write of the dump and its replay. The emulated
     * {@code dma_ring_copy_descriptors} (0x22eca0) is {@code device.DmaQueue.copyDescriptors}, which records the
     * write in the device's journal (decision 0501).
     */
    public void writeDescriptors(int offset, long[] src, int srcOff, int count) throws VringException {
        checkRange(offset, count);
        if (memory != null) {
            memory.putLongs(ringOffsetBytes + (long) offset * Desc.SIZE, src, srcOff, count * Desc.LONGS);
            return;
        }
        System.arraycopy(src, srcOff, ringMem, base() + offset * Desc.LONGS, count * Desc.LONGS);
    }

    /**
     * {@link #writeDescriptors} of descriptors {@code [idx, idx + count)} of {@code pages}, all in one segment. A run
     * as long as a device page or longer is lent by the half to a ring in device memory, which may then read it
     * through a view rather than hold a copy (decision 1400); a shorter run, or a ring held here, is copied.
     */
    void shareDescriptors(int offset, VringPages pages, int idx, int count) throws VringException {
        checkRange(offset, count);
        if (memory == null || count < VIEWED_RUN) {
            long[] w = new long[count * Desc.LONGS];
            pages.copyTo(idx, count, w, 0);
            writeDescriptors(offset, w, 0, count);
            return;
        }
        memory.sharePlanes(ringOffsetBytes + (long) offset * Desc.SIZE, pages.lend0(idx), pages.lend1(idx),
                VringPages.slotOf(idx), count);
    }

    void checkRange(int offset, int count) throws VringException {
        if (offset < 0 || count < 0 || (long) offset + count > allocatedDescCount) {
            throw new VringException(VringException.NRT_INVALID, String.format(
                    "Cannot copy %d descriptors to offset %d of a ring of %d descriptors", count, offset,
                    allocatedDescCount));
        }
    }

    /** Writes one descriptor at {@code idx} (used by the pad loop). */
    void put(int idx, long word0, long word1) {
        if (memory != null) {
            memory.putLongs(ringOffsetBytes + (long) idx * Desc.SIZE, new long[] {word0, word1}, 0, Desc.LONGS);
            return;
        }
        int o = base() + idx * Desc.LONGS;
        ringMem[o] = word0;
        ringMem[o + 1] = word1;
    }

    /** Writes zero words over descriptors {@code [0, count)}, a chunk at a time (the ring as it was before a dump). */
    void zero(int count) {
        long[] zeros = new long[2 * Math.min(count, VringDomain.ZERO_CHUNK)];
        try {
            for (int done = 0; done < count; done += VringDomain.ZERO_CHUNK) {
                writeDescriptors(done, zeros, 0, Math.min(VringDomain.ZERO_CHUNK, count - done));
            }
        } catch (VringException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Whether descriptors {@code [start, start + count)} of the ring are all zero words. */
    boolean isZero(int start, int count) {
        if (memory != null) {
            return memory.isZero(ringOffsetBytes + (long) start * Desc.SIZE, count * Desc.LONGS);
        }
        int o = base() + start * Desc.LONGS;
        for (int k = o; k < o + count * Desc.LONGS; k++) {
            if (ringMem[k] != 0) {
                return false;
            }
        }
        return true;
    }

    long[] snapshot(int start, int count) {
        if (memory != null) {
            long[] words = new long[count * Desc.LONGS];
            memory.getLongs(ringOffsetBytes + (long) start * Desc.SIZE, words, 0, words.length);
            return words;
        }
        int o = base() + start * Desc.LONGS;
        return Arrays.copyOfRange(ringMem, o, o + count * Desc.LONGS);
    }

    void restore(int start, long[] words) {
        if (memory != null) {
            memory.putLongs(ringOffsetBytes + (long) start * Desc.SIZE, words, 0, words.length);
            return;
        }
        System.arraycopy(words, 0, ringMem, base() + start * Desc.LONGS, words.length);
    }

    public long word0(int idx) {
        if (memory != null) {
            return memory.getLong(ringOffsetBytes + (long) idx * Desc.SIZE);
        }
        return ringMem[base() + idx * Desc.LONGS];
    }

    public long word1(int idx) {
        if (memory != null) {
            return memory.getLong(ringOffsetBytes + (long) idx * Desc.SIZE + 8);
        }
        return ringMem[base() + idx * Desc.LONGS + 1];
    }

    /** The words of descriptors {@code [start, start + count)}, two per descriptor (a copy). */
    public long[] words(int start, int count) {
        if (start < 0 || count < 0 || (long) start + count > allocatedDescCount) {
            throw new IndexOutOfBoundsException("descriptors " + start + "+" + count + " of " + allocatedDescCount);
        }
        return snapshot(start, count);
    }

    /** Descriptor {@code idx} decoded as the ring's direction (TX ring → Tx arm). */
    public DescriptorFields decode(int idx) {
        return DescriptorFields.decode(type == RingType.RX ? Direction.RX : Direction.TX, word0(idx), word1(idx));
    }

    @Override
    public String toString() {
        return String.format("pring %s used %d / allocated %d at offset %d", type, usedDescCount, allocatedDescCount,
                ringOffsetBytes);
    }

    /** Returns to {@code words} (two per allocated descriptor, as {@link #words} gave them) and a used count. */
    public void restoreAll(long[] words, int usedDescCount) {
        restore(0, words);
        VringRedo.setUsedDescCount(this, usedDescCount);
    }
}
