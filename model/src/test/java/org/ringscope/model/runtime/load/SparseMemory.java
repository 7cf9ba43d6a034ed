package org.ringscope.model.runtime.load;

import java.util.HashMap;
import java.util.Map;

/** A byte-addressed test memory of 4 KiB pages allocated on first write; unwritten bytes read as 0. */
final class SparseMemory implements PatternCopy.Memory {
    private static final int PAGE = 4096;
    private final Map<Long, byte[]> pages = new HashMap<>();

    @Override
    public int read(long address) {
        byte[] p = pages.get(address / PAGE);
        return p == null ? 0 : p[(int) (address % PAGE)] & 0xFF;
    }

    @Override
    public void write(long address, int value) {
        pages.computeIfAbsent(address / PAGE, k -> new byte[PAGE])[(int) (address % PAGE)] = (byte) value;
    }

    /** Copies {@code n} bytes from {@code src} to {@code dst}, page run by page run. */
    void copy(long src, long dst, int n) {
        byte[] tmp = read(src, n);
        write(dst, tmp);
    }

    void write(long address, byte[] bytes) {
        int i = 0;
        while (i < bytes.length) {
            long a = address + i;
            int off = (int) (a % PAGE);
            int run = Math.min(PAGE - off, bytes.length - i);
            System.arraycopy(bytes, i, pages.computeIfAbsent(a / PAGE, k -> new byte[PAGE]), off, run);
            i += run;
        }
    }

    byte[] read(long address, int n) {
        byte[] out = new byte[n];
        int i = 0;
        while (i < n) {
            long a = address + i;
            int off = (int) (a % PAGE);
            int run = Math.min(PAGE - off, n - i);
            byte[] p = pages.get(a / PAGE);
            if (p != null) {
                System.arraycopy(p, off, out, i, run);
            }
            i += run;
        }
        return out;
    }
}
