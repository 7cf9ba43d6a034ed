package org.ringscope.model.dump;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.ringscope.model.device.SparseMemory;

/**
 * The written pages of one device memory in a dump: records of an 8-byte little-endian device address and
 * {@value SparseMemory#PAGE_SIZE} bytes, ascending by address (the reader checks).
 */
public final class MemoryPages {
    private final DumpManifest.Memory entry;
    private final ByteBuffer data;
    private final int count;

    /** Pages over {@code data} (position to limit, a whole number of records). */
    public MemoryPages(DumpManifest.Memory entry, ByteBuffer data) {
        this.entry = entry;
        this.data = data.slice().order(ByteOrder.LITTLE_ENDIAN);
        if (this.data.remaining() != entry.bytes()) {
            throw new IllegalArgumentException(entry.region() + ": " + this.data.remaining() + " bytes for "
                    + entry.pages() + " pages");
        }
        this.count = entry.pages();
    }

    public DumpManifest.Memory entry() {
        return entry;
    }

    /** {@code HBM}, {@code STATE_BUFFER}, {@code DMEM} or {@code HOST}. */
    public String region() {
        return entry.region();
    }

    public int count() {
        return count;
    }

    /** The device address of page {@code i}. */
    public long address(int i) {
        return data.getLong(offset(i));
    }

    /** Page {@code i}'s bytes (a read-only view). */
    public ByteBuffer page(int i) {
        int at = offset(i) + 8;
        return data.slice(at, SparseMemory.PAGE_SIZE).asReadOnlyBuffer();
    }

    /** Copies page {@code i} into {@code dst}. */
    public void read(int i, byte[] dst) {
        data.get(offset(i) + 8, dst, 0, SparseMemory.PAGE_SIZE);
    }

    /** The index of the page at {@code address}, or -1. */
    public int find(long address) {
        int lo = 0;
        int hi = count - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            long a = address(mid);
            if (Long.compareUnsigned(a, address) < 0) {
                lo = mid + 1;
            } else if (a != address) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /** All records (position 0 to limit). */
    ByteBuffer data() {
        return data.duplicate();
    }

    private static int offset(int i) {
        return Math.toIntExact((long) i * DumpManifest.Memory.RECORD);
    }
}
