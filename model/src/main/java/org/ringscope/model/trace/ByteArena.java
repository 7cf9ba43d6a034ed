package org.ringscope.model.trace;

import java.util.Arrays;

/**
 * The journal's delta arena: an append-only byte store in 1 MiB pages, written with LEB128 varints,
 * zigzag varints and raw bytes. Each record's payload is a range of it ({@link Journal#payload}).
 * Descriptor words are stored as per-column zigzag deltas ({@link #putWords}), so the regular words
 * of a copy stream cost a few bytes each instead of 16.
 */
public final class ByteArena {
    static final int PAGE_SHIFT = 20;
    static final int PAGE_SIZE = 1 << PAGE_SHIFT;
    static final int PAGE_MASK = PAGE_SIZE - 1;

    private byte[][] pages = new byte[4][];
    private long size;

    /** Bytes written. */
    public long size() {
        return size;
    }

    /** Bytes held by the pages. */
    public long capacityBytes() {
        long n = 0;
        for (byte[] p : pages) {
            n += p == null ? 0 : p.length;
        }
        return n;
    }

    /** Drops everything from {@code newSize} on. */
    void truncate(long newSize) {
        if (newSize < 0 || newSize > size) {
            throw new IllegalArgumentException("arena size " + newSize + " outside 0.." + size);
        }
        size = newSize;
        for (int p = (int) ((newSize + PAGE_MASK) >>> PAGE_SHIFT); p < pages.length; p++) {
            pages[p] = null;
        }
    }

    private byte[] page(int p) {
        if (p >= pages.length) {
            pages = Arrays.copyOf(pages, Math.max(p + 1, pages.length * 2));
        }
        byte[] b = pages[p];
        if (b == null) {
            b = new byte[PAGE_SIZE];
            pages[p] = b;
        }
        return b;
    }

    /** Appends one byte. */
    public void putByte(int v) {
        page((int) (size >>> PAGE_SHIFT))[(int) (size & PAGE_MASK)] = (byte) v;
        size++;
    }

    /** Appends an unsigned LEB128 varint (1 byte below 128, at most 10). */
    public void putVar(long v) {
        int in = (int) (size & PAGE_MASK);
        if (in <= PAGE_SIZE - 10) {
            // room for the longest varint in this page: write it straight into the page
            byte[] b = page((int) (size >>> PAGE_SHIFT));
            int at = in;
            while ((v & ~0x7FL) != 0) {
                b[at++] = (byte) ((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            b[at++] = (byte) v;
            size += at - in;
            return;
        }
        while ((v & ~0x7FL) != 0) {
            putByte((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        putByte((int) v);
    }

    /** Appends a zigzag varint (small magnitudes of either sign are short). */
    public void putSigned(long v) {
        putVar((v << 1) ^ (v >> 63));
    }

    /** Appends {@code len} raw bytes. */
    public void putBytes(byte[] src, int off, int len) {
        int done = 0;
        while (done < len) {
            int in = (int) (size & PAGE_MASK);
            int run = Math.min(len - done, PAGE_SIZE - in);
            System.arraycopy(src, off + done, page((int) (size >>> PAGE_SHIFT)), in, run);
            size += run;
            done += run;
        }
    }

    /** Appends a string as a varint length and UTF-16 code units as varints. */
    public void putString(String s) {
        putVar(s.length());
        for (int i = 0; i < s.length(); i++) {
            putVar(s.charAt(i));
        }
    }

    /**
     * Appends {@code n} descriptors' words ({@code 2n} longs from {@code off}) as zigzag deltas per
     * column (word 0 against the previous word 0, word 1 against the previous word 1).
     */
    public void putWords(long[] words, int off, int n) {
        long p0 = 0;
        long p1 = 0;
        for (int i = 0; i < n; i++) {
            long w0 = words[off + 2 * i];
            long w1 = words[off + 2 * i + 1];
            putSigned(w0 - p0);
            putSigned(w1 - p1);
            p0 = w0;
            p1 = w1;
        }
    }

    byte[] page(long pos) {
        return pages[(int) (pos >>> PAGE_SHIFT)];
    }

    byte get(long pos) {
        return pages[(int) (pos >>> PAGE_SHIFT)][(int) (pos & PAGE_MASK)];
    }

    void get(long pos, byte[] dst, int off, int len) {
        int done = 0;
        while (done < len) {
            long a = pos + done;
            int in = (int) (a & PAGE_MASK);
            int run = Math.min(len - done, PAGE_SIZE - in);
            System.arraycopy(pages[(int) (a >>> PAGE_SHIFT)], in, dst, off + done, run);
            done += run;
        }
    }
}
