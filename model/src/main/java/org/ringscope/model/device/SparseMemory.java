package org.ringscope.model.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.ringscope.model.trace.StateHash;

/**
 * A sparse, paged, little-endian byte store: one emulated memory (HBM, a State Buffer, DMEM, host DRAM).
 * Pages of {@value #PAGE_SIZE} bytes are allocated on the first write that lands in them, never from a
 * size alone, so a 96 GiB HBM costs only what is written; a page never written reads as zeros.
 *
 * <p>Pages sit in chunks of {@value #PAGES_PER_CHUNK} (16 MiB of address space). {@link #snapshot()} is
 * O(chunks): it freezes the current pages and chunks (copy-on-write by epoch), so a journal checkpoint
 * shares every page that is not written afterwards (decision 0504).
 */
public final class SparseMemory {
    /** Bytes per page. */
    public static final int PAGE_SIZE = 4096;
    /** {@code offset >> 12} is the page. */
    public static final int PAGE_SHIFT = 12;
    static final int PAGE_MASK = PAGE_SIZE - 1;
    /** Pages per chunk. */
    public static final int PAGES_PER_CHUNK = 4096;
    static final int CHUNK_SHIFT = 12;
    static final int CHUNK_MASK = PAGES_PER_CHUNK - 1;

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private final String name;
    private final long size;
    private Chunk[] top = new Chunk[0];
    private int epoch = 1;
    private long copiedPages;

    /** A frozen page table, shared with the live memory until either side writes. */
    public static final class Snapshot {
        private final Chunk[] top;

        private Snapshot(Chunk[] top) {
            this.top = top;
        }
    }

    private static final class Chunk {
        final int epoch;
        final byte[][] pages;
        final int[] pageEpoch;

        Chunk(int epoch) {
            this(epoch, new byte[PAGES_PER_CHUNK][], new int[PAGES_PER_CHUNK]);
        }

        Chunk(int epoch, byte[][] pages, int[] pageEpoch) {
            this.epoch = epoch;
            this.pages = pages;
            this.pageEpoch = pageEpoch;
        }
    }

    /** A memory of {@code size} bytes of address space (nothing is allocated). */
    public SparseMemory(String name, long size) {
        if (size <= 0) {
            throw new IllegalArgumentException("memory size must be positive, got " + size);
        }
        this.name = name;
        this.size = size;
    }

    public String name() {
        return name;
    }

    /** Address space in bytes. */
    public long size() {
        return size;
    }

    private void check(long off, long len) {
        if (off < 0 || len < 0 || off > size - len) {
            throw new IndexOutOfBoundsException(String.format("%s: [0x%x, +%d) outside 0x%x bytes", name, off, len, size));
        }
    }

    /** Bytes the live page table and its pages hold (pages shared with checkpoints counted here). */
    public long retainedBytes() {
        long n = 16 + 4L * top.length;
        for (Chunk c : top) {
            if (c != null) {
                n += 16 + 32 + 4L * c.pages.length + 16 + 4L * c.pageEpoch.length;
                for (byte[] p : c.pages) {
                    n += p == null ? 0 : 16 + p.length;
                }
            }
        }
        return n;
    }

    private byte[] readPage(long page) {
        int ci = (int) (page >>> CHUNK_SHIFT);
        if (ci >= top.length) {
            return null;
        }
        Chunk c = top[ci];
        return c == null ? null : c.pages[(int) page & CHUNK_MASK];
    }

    private byte[] writePage(long page) {
        int ci = (int) (page >>> CHUNK_SHIFT);
        if (ci >= top.length) {
            top = Arrays.copyOf(top, Math.max(ci + 1, top.length * 2));
        }
        Chunk c = top[ci];
        if (c == null) {
            c = new Chunk(epoch);
            top[ci] = c;
        } else if (c.epoch != epoch) {
            c = new Chunk(epoch, c.pages.clone(), c.pageEpoch.clone());
            top[ci] = c;
        }
        int pi = (int) page & CHUNK_MASK;
        byte[] p = c.pages[pi];
        if (p == null) {
            p = new byte[PAGE_SIZE];
        } else if (c.pageEpoch[pi] != epoch) {
            p = p.clone();
            copiedPages++;
        } else {
            return p;
        }
        c.pages[pi] = p;
        c.pageEpoch[pi] = epoch;
        return p;
    }

    /** Reads {@code len} bytes at {@code off} into {@code dst} (zeros where nothing was written). */
    public void read(long off, byte[] dst, int dstOff, int len) {
        check(off, len);
        int done = 0;
        while (done < len) {
            long a = off + done;
            int in = (int) (a & PAGE_MASK);
            int run = Math.min(len - done, PAGE_SIZE - in);
            byte[] p = readPage(a >>> PAGE_SHIFT);
            if (p == null) {
                Arrays.fill(dst, dstOff + done, dstOff + done + run, (byte) 0);
            } else {
                System.arraycopy(p, in, dst, dstOff + done, run);
            }
            done += run;
        }
    }

    /** Writes {@code len} bytes of {@code src} at {@code off}. */
    public void write(long off, byte[] src, int srcOff, int len) {
        check(off, len);
        int done = 0;
        while (done < len) {
            long a = off + done;
            int in = (int) (a & PAGE_MASK);
            int run = Math.min(len - done, PAGE_SIZE - in);
            byte[] page = readPage(a >>> PAGE_SHIFT);
            if (page == null ? !zero(src, srcOff + done, run) : !same(page, in, src, srcOff + done, run)) {
                System.arraycopy(src, srcOff + done, writePage(a >>> PAGE_SHIFT), in, run);
            }
            done += run;
        }
    }

    /** Whether the page already holds these bytes (such a write copies no page at a checkpoint). */
    private static boolean same(byte[] page, int in, byte[] b, int off, int n) {
        return Arrays.equals(page, in, in + n, b, off, off + n);
    }

    /** Fills {@code len} bytes at {@code off} with {@code value}; a zero fill allocates no page. */
    public void fill(long off, long len, byte value) {
        check(off, len);
        long done = 0;
        while (done < len) {
            long a = off + done;
            int in = (int) (a & PAGE_MASK);
            int run = (int) Math.min(len - done, PAGE_SIZE - in);
            if (value != 0 || readPage(a >>> PAGE_SHIFT) != null) {
                Arrays.fill(writePage(a >>> PAGE_SHIFT), in, in + run, value);
            }
            done += run;
        }
    }

    /** Whether every byte of {@code [off, off + len)} is zero. */
    public boolean isZero(long off, long len) {
        check(off, len);
        long done = 0;
        while (done < len) {
            long a = off + done;
            int in = (int) (a & PAGE_MASK);
            int run = (int) Math.min(len - done, PAGE_SIZE - in);
            byte[] p = readPage(a >>> PAGE_SHIFT);
            if (p != null && !zero(p, in, run)) {
                return false;
            }
            done += run;
        }
        return true;
    }

    static boolean zero(byte[] b, int from, int len) {
        int i = from;
        int end = from + len;
        for (; i + 8 <= end; i += 8) {
            if ((long) LONG_LE.get(b, i) != 0) {
                return false;
            }
        }
        for (; i < end; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Copies {@code len} bytes from {@code src} at {@code srcOff} to this memory at {@code dstOff}, page run by run. */
    public void copyFrom(SparseMemory src, long srcOff, long dstOff, long len) {
        src.check(srcOff, len);
        check(dstOff, len);
        if (src == this && srcOff < dstOff && dstOff < srcOff + len) {
            byte[] tmp = new byte[(int) len];
            src.read(srcOff, tmp, 0, (int) len);
            write(dstOff, tmp, 0, (int) len);
            return;
        }
        long done = 0;
        while (done < len) {
            long s = srcOff + done;
            long d = dstOff + done;
            int run = (int) Math.min(len - done, Math.min(PAGE_SIZE - (s & PAGE_MASK), PAGE_SIZE - (d & PAGE_MASK)));
            byte[] sp = src.readPage(s >>> PAGE_SHIFT);
            if (sp == null) {
                byte[] dp = readPage(d >>> PAGE_SHIFT);
                if (dp != null && !zero(dp, (int) (d & PAGE_MASK), run)) {
                    Arrays.fill(writePage(d >>> PAGE_SHIFT), (int) (d & PAGE_MASK), (int) (d & PAGE_MASK) + run, (byte) 0);
                }
            } else {
                System.arraycopy(sp, (int) (s & PAGE_MASK), writePage(d >>> PAGE_SHIFT), (int) (d & PAGE_MASK), run);
            }
            done += run;
        }
    }

    /** The little-endian 8-byte word at {@code off}. */
    public long getLong(long off) {
        check(off, 8);
        int in = (int) (off & PAGE_MASK);
        if (in <= PAGE_SIZE - 8) {
            byte[] p = readPage(off >>> PAGE_SHIFT);
            return p == null ? 0 : (long) LONG_LE.get(p, in);
        }
        byte[] b = new byte[8];
        read(off, b, 0, 8);
        return (long) LONG_LE.get(b, 0);
    }

    /** Writes the little-endian 8-byte word {@code v} at {@code off}. */
    public void putLong(long off, long v) {
        check(off, 8);
        int in = (int) (off & PAGE_MASK);
        if (in <= PAGE_SIZE - 8) {
            LONG_LE.set(writePage(off >>> PAGE_SHIFT), in, v);
            return;
        }
        byte[] b = new byte[8];
        LONG_LE.set(b, 0, v);
        write(off, b, 0, 8);
    }

    /** The little-endian 4-byte word at {@code off}. */
    public int getInt(long off) {
        check(off, 4);
        int in = (int) (off & PAGE_MASK);
        if (in <= PAGE_SIZE - 4) {
            byte[] p = readPage(off >>> PAGE_SHIFT);
            return p == null ? 0 : (int) INT_LE.get(p, in);
        }
        byte[] b = new byte[4];
        read(off, b, 0, 4);
        return (int) INT_LE.get(b, 0);
    }

    /** Writes the little-endian 4-byte word {@code v} at {@code off}. */
    public void putInt(long off, int v) {
        check(off, 4);
        byte[] b = new byte[4];
        INT_LE.set(b, 0, v);
        write(off, b, 0, 4);
    }

    /** Reads {@code n} 8-byte words at {@code off} into {@code dst}. */
    public void getLongs(long off, long[] dst, int dstOff, int n) {
        check(off, 8L * n);
        for (int i = 0; i < n; i++) {
            dst[dstOff + i] = getLong(off + 8L * i);
        }
    }

    /** Writes {@code n} 8-byte words of {@code src} at {@code off}, a page at a time when aligned. */
    public void putLongs(long off, long[] src, int srcOff, int n) {
        check(off, 8L * n);
        int i = 0;
        while (i < n) {
            long a = off + 8L * i;
            int in = (int) (a & PAGE_MASK);
            if ((in & 7) != 0) {
                putLong(a, src[srcOff + i++]);
                continue;
            }
            byte[] p = writePage(a >>> PAGE_SHIFT);
            int run = Math.min(n - i, (PAGE_SIZE - in) >>> 3);
            for (int k = 0; k < run; k++) {
                LONG_LE.set(p, in + 8 * k, src[srcOff + i + k]);
            }
            i += run;
        }
    }

    /**
     * The first page at or after {@code fromPage} that holds data ({@code offset >> 12}), or -1: the pages a
     * sparse dump walks (a page may hold only zeros again; {@link #isZero} tells).
     */
    public long nextResidentPage(long fromPage) {
        long p = Math.max(0, fromPage);
        for (int ci = (int) (p >>> CHUNK_SHIFT); ci < top.length; ci++) {
            Chunk c = top[ci];
            if (c != null) {
                for (int pi = ci == (int) (p >>> CHUNK_SHIFT) ? (int) p & CHUNK_MASK : 0; pi < PAGES_PER_CHUNK; pi++) {
                    if (c.pages[pi] != null) {
                        return (long) ci << CHUNK_SHIFT | pi;
                    }
                }
            }
        }
        return -1;
    }

    /** Freezes the current pages; later writes copy the pages they touch (O(chunks)). */
    public Snapshot snapshot() {
        Snapshot s = new Snapshot(top.clone());
        epoch++;
        return s;
    }

    /** Returns to a snapshot taken from this memory. */
    public void restore(Snapshot s) {
        top = s.top.clone();
        epoch++;
    }

    /** Pages currently holding data (allocated pages, including all-zero ones). */
    public long residentPages() {
        long n = 0;
        for (Chunk c : top) {
            if (c != null) {
                for (byte[] p : c.pages) {
                    n += p == null ? 0 : 1;
                }
            }
        }
        return n;
    }

    /**
     * Bytes that {@code snapshots} hold and this memory does not (pages and chunk tables, each counted
     * once): what the checkpoints of this memory cost.
     */
    public long snapshotOnlyBytes(List<Snapshot> snapshots) {
        Set<Object> live = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Chunk c : top) {
            if (c != null) {
                live.add(c);
                for (byte[] p : c.pages) {
                    if (p != null) {
                        live.add(p);
                    }
                }
            }
        }
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        long bytes = 0;
        for (Snapshot s : snapshots) {
            bytes += 16 + 8L * s.top.length;
            for (Chunk c : s.top) {
                if (c == null || live.contains(c) || !seen.add(c)) {
                    continue;
                }
                bytes += 2 * (16 + 8L * PAGES_PER_CHUNK);
                for (byte[] p : c.pages) {
                    if (p != null && !live.contains(p) && seen.add(p)) {
                        bytes += PAGE_SIZE + 16;
                    }
                }
            }
        }
        return bytes;
    }

    /** Pages copied because a snapshot still shared them (the memory cost of checkpoints), since creation. */
    public long copiedPages() {
        return copiedPages;
    }

    /** A 64-bit content hash: every non-zero page by index and content; unwritten and zero pages count alike. */
    public long contentHash() {
        long h = 0;
        for (int ci = 0; ci < top.length; ci++) {
            Chunk c = top[ci];
            if (c == null) {
                continue;
            }
            for (int pi = 0; pi < PAGES_PER_CHUNK; pi++) {
                byte[] p = c.pages[pi];
                if (p == null || zero(p, 0, PAGE_SIZE)) {
                    continue;
                }
                long ph = ((long) ci << CHUNK_SHIFT | pi) * 0x9E3779B97F4A7C15L;
                for (int i = 0; i < PAGE_SIZE; i += 8) {
                    ph = StateHash.mix(ph ^ (long) LONG_LE.get(p, i)) + i;
                }
                h += StateHash.mix(ph);
            }
        }
        return h;
    }

    @Override
    public String toString() {
        return String.format("%s (0x%x bytes, %d pages resident)", name, size, residentPages());
    }
}
