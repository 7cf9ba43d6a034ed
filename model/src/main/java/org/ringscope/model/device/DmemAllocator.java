package org.ringscope.model.device;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ringscope.model.trace.StateHash;

/**
 * A first-fit allocator over one memory window (the runtime's {@code dmem_alloc}; docs/reference/load-path.md):
 * named allocations with a category and a power-of-two alignment (256 bytes for rings,
 * {@code UDMA_QUEUE_ADDR_BYTE_ALIGNMENT}). It only keeps books: no byte is allocated, so a size from an
 * untrusted file costs nothing until data is written. Allocation and free are journaled by the
 * {@link Device}; the allocator's state is part of the device checkpoint (an immutable copy, shared while
 * nothing changes).
 */
public final class DmemAllocator {
    private final Region region;
    private final long base;
    private final long capacity;
    private TreeMap<Long, Allocation> live = new TreeMap<>();
    private int nextId;
    private boolean shared;

    /** An immutable allocator state. */
    record State(TreeMap<Long, Allocation> live, int nextId) {
    }

    DmemAllocator(Region region, long base, long capacity) {
        this.region = region;
        this.base = base;
        this.capacity = capacity;
    }

    public Region region() {
        return region;
    }

    /** Bytes of address space managed. */
    public long capacity() {
        return capacity;
    }

    /** Live allocations by address. */
    public List<Allocation> allocations() {
        return new ArrayList<>(live.values());
    }

    /** Bytes allocated. */
    public long usedBytes() {
        long n = 0;
        for (Allocation a : live.values()) {
            n += a.size();
        }
        return n;
    }

    /** The live allocation holding {@code addr}, or {@code null}. */
    public Allocation find(long addr) {
        Map.Entry<Long, Allocation> e = live.floorEntry(addr);
        return e != null && e.getValue().contains(addr) ? e.getValue() : null;
    }

    private static long align(long v, long a) {
        return (v + a - 1) & -a;
    }

    /** Where a first-fit allocation of {@code size} bytes aligned to {@code alignment} would go, or -1. */
    long place(long size, long alignment) throws DeviceException {
        if (size <= 0) {
            throw new DeviceException(DeviceException.NRT_INVALID, "allocation size must be positive, got " + size);
        }
        if (alignment <= 0 || Long.bitCount(alignment) != 1) {
            throw new DeviceException(DeviceException.NRT_INVALID, "alignment must be a power of two, got " + alignment);
        }
        long cand = align(base, alignment);
        for (Allocation a : live.values()) {
            if (Long.compareUnsigned(cand + size, a.address()) <= 0 && cand + size > cand) {
                return cand;
            }
            cand = Math.max(cand, align(a.end(), alignment));
        }
        if (size > capacity || cand - base > capacity - size) {
            throw new DeviceException(DeviceException.NRT_RESOURCE, String.format(
                    "no %d free bytes (alignment %d) in %s: %d of %d bytes in %d allocations", size, alignment, region,
                    usedBytes(), capacity, live.size()));
        }
        return cand;
    }

    /** Records a placed allocation (the device journals it). */
    Allocation add(String name, MemCategory category, long address, long size, long alignment) {
        unshare();
        Allocation a = new Allocation(nextId++, name, category, region, address, size, alignment);
        live.put(address, a);
        return a;
    }

    /** Puts back an allocation exactly as it was (redo of an allocation, revert of a free). */
    void put(Allocation a) {
        unshare();
        live.put(a.address(), a);
        nextId = Math.max(nextId, a.id() + 1);
    }

    /** Removes the allocation at {@code address}; returns it or {@code null}. */
    Allocation remove(long address) {
        unshare();
        return live.remove(address);
    }

    void setNextId(int n) {
        nextId = n;
    }

    int nextId() {
        return nextId;
    }

    private void unshare() {
        if (shared) {
            live = new TreeMap<>(live);
            shared = false;
        }
    }

    State snapshot() {
        shared = true;
        return new State(live, nextId);
    }

    void restore(State s) {
        live = s.live();
        nextId = s.nextId();
        shared = true;
    }

    long hash() {
        long h = nextId;
        for (Allocation a : live.values()) {
            h = StateHash.combine(h, a.id());
            h = StateHash.combine(h, a.address());
            h = StateHash.combine(h, a.size());
            h = StateHash.combine(h, StateHash.of(a.name()));
        }
        return h;
    }
}
