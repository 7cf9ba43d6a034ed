package org.ringscope.model.dump;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.Region;
import org.ringscope.model.device.SparseMemory;

/**
 * The pages of one device memory that hold a non-zero byte (a page that was written and reverted to zeros is
 * the initial state again, so it is not "changed"), as records of address + page. The page list is found when
 * the plan is made; the bytes are read when the blob is written.
 */
final class MemoryBlob implements Blob {
    private final SparseMemory memory;
    private final long base;
    private final String entry;
    private final long[] pages;

    private MemoryBlob(SparseMemory memory, long base, String entry, long[] pages) {
        this.memory = memory;
        this.base = base;
        this.entry = entry;
        this.pages = pages;
    }

    static MemoryBlob of(Device dev, Region region) {
        SparseMemory m = dev.memory(region);
        long[] pages = new long[16];
        int n = 0;
        for (long p = m.nextResidentPage(0); p >= 0; p = m.nextResidentPage(p + 1)) {
            if (!m.isZero(p << SparseMemory.PAGE_SHIFT, SparseMemory.PAGE_SIZE)) {
                if (n == pages.length) {
                    pages = Arrays.copyOf(pages, n * 2);
                }
                pages[n++] = p;
            }
        }
        return new MemoryBlob(m, dev.addressMap().base(region), "memory/" + region.name() + ".pages",
                Arrays.copyOf(pages, n));
    }

    int pages() {
        return pages.length;
    }

    @Override
    public String entry() {
        return entry;
    }

    @Override
    public long size() {
        return (long) DumpManifest.Memory.RECORD * pages.length;
    }

    @Override
    public boolean stored() {
        return false;
    }

    @Override
    public void writeTo(OutputStream out) throws IOException {
        byte[] rec = new byte[DumpManifest.Memory.RECORD];
        ByteBuffer b = ByteBuffer.wrap(rec).order(ByteOrder.LITTLE_ENDIAN);
        for (long p : pages) {
            b.putLong(0, base + (p << SparseMemory.PAGE_SHIFT));
            memory.read(p << SparseMemory.PAGE_SHIFT, rec, 8, SparseMemory.PAGE_SIZE);
            out.write(rec);
        }
    }
}
