package org.ringscope.model.memory;

import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.Region;

/**
 * One place of device memory the Memory view lists and jumps to.
 *
 * @param name    {@code sg00:x}, {@code SB nc0}, {@code HBM}, {@code semaphores nc0}
 * @param kind    what it is
 * @param region  the window of the address map it lies in
 * @param address device address of its first byte
 * @param size    bytes
 * @param dtype   the element type it holds (a variable's, from the NEFF's access patterns; else UINT8)
 * @param nc      the NeuronCore it belongs to, or -1
 * @param detail  a line for the list: the variable type, the allocation's category
 */
public record MemoryArea(String name, AreaKind kind, Region region, long address, long size, Dtype dtype, int nc,
        String detail) {
    public MemoryArea {
        if (size <= 0) {
            throw new IllegalArgumentException(name + ": size " + size);
        }
    }

    /** One past the last byte. */
    public long end() {
        return address + size;
    }

    /** Whether {@code addr} lies inside. */
    public boolean contains(long addr) {
        return Long.compareUnsigned(addr - address, size) < 0;
    }

    /** Whether the State Buffer's partition layout applies (128 partitions × 256 KiB, 224 KiB active). */
    public boolean partitioned() {
        return region == Region.STATE_BUFFER;
    }
}
