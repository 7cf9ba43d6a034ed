package org.ringscope.model.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.vring.RingMemory;

/**
 * A sparse, paged, little-endian byte store: one emulated memory (HBM, a State Buffer, DMEM, host DRAM).
 * Pages of {@value #PAGE_SIZE} bytes are allocated on the first write that lands in them, never from a
 * size alone, so a 96 GiB HBM costs only what is written; a page never written reads as zeros.
 *
 * <p>Pages sit in chunks of {@value #PAGES_PER_CHUNK} (16 MiB of address space). {@link #snapshot()} is
 * O(chunks): it freezes the current pages and chunks (copy-on-write by epoch), so a journal checkpoint
 * shares every page that is not written afterwards (decision 0504).
 *
 * <p>A page may also be a view of words that never change ({@link #sharePlanes}: a vring half's frozen descriptors,
 * dumped into a ring): it reads as those words' bytes and costs no page until a write lands in it, which copies it
 * into a page of its own first (decision 1400). Every read gives the same bytes either way.
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
    private PageChunk[] top = new PageChunk[0];
    private int epoch = 1;
    private long copiedPages;

    /** A frozen page table, shared with the live memory until either side writes. */
    public static final class Snapshot {
        private final PageChunk[] top;

        private Snapshot(PageChunk[] top) {
            this.top = top;
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

    /**
     * Bytes the live page table, its pages and its views hold (pages shared with checkpoints counted here; the
     * words a view reads are their holder's, see {@link #viewedPages}).
     */
    public long retainedBytes() {
        long n = 16 + 4L * top.length;
        for (PageChunk c : top) {
            n += c == null ? 0 : c.retainedBytes();
        }
        return n;
    }

    private PageChunk chunkOf(long page) {
        int ci = (int) (page >>> CHUNK_SHIFT);
        return ci < top.length ? top[ci] : null;
    }

    private byte[] readPage(long page) {
        PageChunk c = chunkOf(page);
        return c == null ? null : c.pages[(int) page & CHUNK_MASK];
    }

    private WordPage viewOf(long page) {
        PageChunk c = chunkOf(page);
        return c == null ? null : c.view((int) page & CHUNK_MASK);
    }

    /** The chunk of {@code page} in the live table, made first or copied from a snapshot's. */
    private PageChunk liveChunk(long page) {
        int ci = (int) (page >>> CHUNK_SHIFT);
        if (ci >= top.length) {
            top = Arrays.copyOf(top, Math.max(ci + 1, top.length * 2));
        }
        PageChunk c = top[ci];
        if (c == null) {
            c = new PageChunk(epoch);
            top[ci] = c;
        } else if (c.epoch != epoch) {
            c = c.copy(epoch);
            top[ci] = c;
        }
        return c;
    }

    /** The bytes of {@code page}, to write: a page of its own (made, copied from a snapshot's, or from a view). */
    private byte[] writePage(long page) {
        PageChunk c = liveChunk(page);
        int pi = (int) page & CHUNK_MASK;
        byte[] p = c.pages[pi];
        if (p == null) {
            WordPage v = c.view(pi);
            p = v == null ? new byte[PAGE_SIZE] : v.toBytes();
            c.setView(pi, null);
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

    /** Copies {@code run} bytes at {@code a} (inside one page) into {@code dst}: zeros where nothing was written. */
    private void readRun(long a, byte[] dst, int dstOff, int run) {
        int in = (int) (a & PAGE_MASK);
        byte[] p = readPage(a >>> PAGE_SHIFT);
        if (p != null) {
            System.arraycopy(p, in, dst, dstOff, run);
            return;
        }
        WordPage v = viewOf(a >>> PAGE_SHIFT);
        if (v != null) {
            v.copyTo(in, dst, dstOff, run);
        } else {
            Arrays.fill(dst, dstOff, dstOff + run, (byte) 0);
        }
    }

    /** Reads {@code len} bytes at {@code off} into {@code dst} (zeros where nothing was written). */
    public void read(long off, byte[] dst, int dstOff, int len) {
        check(off, len);
        int done = 0;
        while (done < len) {
            long a = off + done;
            int run = Math.min(len - done, PAGE_SIZE - (int) (a & PAGE_MASK));
            readRun(a, dst, dstOff + done, run);
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
            if (!holds(a >>> PAGE_SHIFT, in, src, srcOff + done, run)) {
                System.arraycopy(src, srcOff + done, writePage(a >>> PAGE_SHIFT), in, run);
            }
            done += run;
        }
    }

    /** Whether the page already holds these bytes (such a write copies no page at a checkpoint). */
    private boolean holds(long page, int in, byte[] b, int off, int n) {
        byte[] p = readPage(page);
        if (p != null) {
            return Arrays.equals(p, in, in + n, b, off, off + n);
        }
        WordPage v = viewOf(page);
        return v != null ? v.same(in, b, off, n) : zero(b, off, n);
    }

    /** Whether {@code page} holds data (bytes or a view). */
    private boolean resident(long page) {
        PageChunk c = chunkOf(page);
        return c != null && c.resident((int) page & CHUNK_MASK);
    }

    /** Fills {@code len} bytes at {@code off} with {@code value}; a zero fill allocates no page. */
    public void fill(long off, long len, byte value) {
        check(off, len);
        long done = 0;
        while (done < len) {
            long a = off + done;
            int in = (int) (a & PAGE_MASK);
            int run = (int) Math.min(len - done, PAGE_SIZE - in);
            if (value != 0 || resident(a >>> PAGE_SHIFT)) {
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
            WordPage v = p == null ? viewOf(a >>> PAGE_SHIFT) : null;
            if (p != null ? !zero(p, in, run) : v != null && !v.isZero(in, run)) {
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
            int sIn = (int) (s & PAGE_MASK);
            int dIn = (int) (d & PAGE_MASK);
            int run = (int) Math.min(len - done, Math.min(PAGE_SIZE - sIn, PAGE_SIZE - dIn));
            byte[] sp = src.readPage(s >>> PAGE_SHIFT);
            WordPage sv = sp == null ? src.viewOf(s >>> PAGE_SHIFT) : null;
            if (sp != null) {
                System.arraycopy(sp, sIn, writePage(d >>> PAGE_SHIFT), dIn, run);
            } else if (sv != null) {
                // the view's words never change, so materializing the destination first cannot disturb them
                sv.copyTo(sIn, writePage(d >>> PAGE_SHIFT), dIn, run);
            } else if (!isZero(d, run)) {
                Arrays.fill(writePage(d >>> PAGE_SHIFT), dIn, dIn + run, (byte) 0);
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
            if (p != null) {
                return (long) LONG_LE.get(p, in);
            }
            WordPage v = viewOf(off >>> PAGE_SHIFT);
            return v == null ? 0 : v.getLong(in);
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
            if (p != null) {
                return (int) INT_LE.get(p, in);
            }
            WordPage v = viewOf(off >>> PAGE_SHIFT);
            return v == null ? 0 : v.getInt(in);
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
     * Writes descriptors {@code [at, at + count)} of a vring half's two word planes ({@code plane0[d]} is descriptor
     * {@code d}'s word 0, {@code plane1[d]} its word 1) at {@code off}, as {@link #putLongs} would write them
     * interleaved, each whole, aligned page of them a view of the planes instead of a copy (decision 1400). The
     * caller promises those words never change again; a later write here copies the page first.
     */
    public void sharePlanes(long off, long[] plane0, long[] plane1, int at, int count) {
        check(off, 16L * count);
        if (at < 0 || count < 0 || at > plane0.length - count || at > plane1.length - count) {
            throw new IndexOutOfBoundsException("descriptors " + at + "+" + count + " of " + plane0.length + " and "
                    + plane1.length);
        }
        int i = 0;
        while (i < count) {
            long a = off + 16L * i;
            int in = (int) (a & PAGE_MASK);
            if ((a & 7) == 0 && in == 0 && count - i >= WordPage.DESCS) {
                sharePage(a >>> PAGE_SHIFT, new WordPage(plane0, plane1, at + i));
                i += WordPage.DESCS;
                continue;
            }
            int run = (a & 7) != 0 ? count - i : Math.min(count - i, Math.max(1, (PAGE_SIZE - in) >>> 4));
            long[] w = RingMemory.interleave(plane0, plane1, at + i, run);
            putLongs(a, w, 0, w.length);
            i += run;
        }
    }

    /** Makes {@code page} the view {@code v}, unless it already reads as its words. */
    private void sharePage(long page, WordPage v) {
        byte[] p = readPage(page);
        WordPage cur = p == null ? viewOf(page) : null;
        boolean same = p != null ? v.sameWords(p) : cur != null ? cur.sameWords(v) : v.zeroWords();
        if (same) {
            // a page already holding these bytes stays as it is (and shared with the checkpoints that hold it)
            return;
        }
        liveChunk(page).setView((int) page & CHUNK_MASK, v);
    }

    /**
     * The first page at or after {@code fromPage} that holds data ({@code offset >> 12}), or -1: the pages a
     * sparse dump walks (a page may hold only zeros again; {@link #isZero} tells).
     */
    public long nextResidentPage(long fromPage) {
        long p = Math.max(0, fromPage);
        for (int ci = (int) (p >>> CHUNK_SHIFT); ci < top.length; ci++) {
            PageChunk c = top[ci];
            if (c != null) {
                for (int pi = ci == (int) (p >>> CHUNK_SHIFT) ? (int) p & CHUNK_MASK : 0; pi < PAGES_PER_CHUNK; pi++) {
                    if (c.resident(pi)) {
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

    /** Pages currently holding data (allocated pages and views, including all-zero ones). */
    public long residentPages() {
        long n = 0;
        for (PageChunk c : top) {
            n += c == null ? 0 : c.residentPages();
        }
        return n;
    }

    /**
     * Pages currently read through a view of words held elsewhere ({@link #sharePlanes}): {@value #PAGE_SIZE} bytes
     * each that this memory does not hold.
     */
    public long viewedPages() {
        long n = 0;
        for (PageChunk c : top) {
            n += c == null ? 0 : c.viewedPages();
        }
        return n;
    }

    /**
     * Bytes that {@code snapshots} hold and this memory does not (pages, views and chunk tables, each counted
     * once): what the checkpoints of this memory cost.
     */
    public long snapshotOnlyBytes(List<Snapshot> snapshots) {
        List<PageChunk[]> tops = new ArrayList<>();
        for (Snapshot sn : snapshots) {
            tops.add(sn.top);
        }
        return PageChunk.snapshotOnlyBytes(top, tops);
    }

    /** Pages copied because a snapshot still shared them (the memory cost of checkpoints), since creation. */
    public long copiedPages() {
        return copiedPages;
    }

    /** A 64-bit content hash: every non-zero page by index and content; unwritten and zero pages count alike. */
    public long contentHash() {
        long h = 0;
        for (int ci = 0; ci < top.length; ci++) {
            if (top[ci] != null) {
                h += top[ci].contentHash(ci);
            }
        }
        return h;
    }

    @Override
    public String toString() {
        return String.format("%s (0x%x bytes, %d pages resident)", name, size, residentPages());
    }
}
