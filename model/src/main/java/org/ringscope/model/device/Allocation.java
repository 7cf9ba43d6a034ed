package org.ringscope.model.device;

/**
 * One named device-memory allocation ({@code dmem_t}: {@code _pa}, {@code size}, {@code mem_usage_type};
 * docs/reference/load-path.md), as views list them.
 *
 * @param id        allocation number, in allocation order
 * @param name      what it holds, e.g. {@code qSyncIO0.tx} or a variable name
 * @param category  what it is for
 * @param region    the memory it lies in
 * @param address   device address of its first byte
 * @param size      bytes requested
 * @param alignment the alignment it was placed with
 */
public record Allocation(int id, String name, MemCategory category, Region region, long address, long size,
        long alignment) {
    /** One past the last byte. */
    public long end() {
        return address + size;
    }

    /** Whether {@code addr} lies inside. */
    public boolean contains(long addr) {
        return Long.compareUnsigned(addr - address, size) < 0;
    }
}
