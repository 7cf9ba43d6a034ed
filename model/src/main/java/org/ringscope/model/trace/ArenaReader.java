package org.ringscope.model.trace;

/**
 * Reads one record's payload from the {@link ByteArena}, in the order it was written. A reader is a
 * cheap cursor; get one per record from {@link Journal#payload(int)}.
 */
public final class ArenaReader {
    private final ByteArena arena;
    private long pos;
    private final long end;

    ArenaReader(ByteArena arena, long pos, long end) {
        this.arena = arena;
        this.pos = pos;
        this.end = end;
    }

    /** Bytes left in the payload. */
    public long remaining() {
        return end - pos;
    }

    public boolean hasMore() {
        return pos < end;
    }

    private void need(long n) {
        if (pos + n > end) {
            throw new IllegalStateException("payload overrun at " + pos + " (ends at " + end + ")");
        }
    }

    public int getByte() {
        need(1);
        return arena.get(pos++) & 0xFF;
    }

    /** An unsigned LEB128 varint. */
    public long getVar() {
        long v = 0;
        int shift = 0;
        while (true) {
            int b = getByte();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
            shift += 7;
        }
    }

    /** A varint that must fit an int. */
    public int getVarInt() {
        return Math.toIntExact(getVar());
    }

    /** A zigzag varint. */
    public long getSigned() {
        long v = getVar();
        return (v >>> 1) ^ -(v & 1);
    }

    public void getBytes(byte[] dst, int off, int len) {
        need(len);
        arena.get(pos, dst, off, len);
        pos += len;
    }

    /** {@code len} raw bytes as a new array. */
    public byte[] getBytes(int len) {
        byte[] b = new byte[len];
        getBytes(b, 0, len);
        return b;
    }

    public void skip(long n) {
        need(n);
        pos += n;
    }

    public String getString() {
        int n = getVarInt();
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append((char) getVar());
        }
        return sb.toString();
    }

    /**
     * {@code n} descriptors' words written by {@link ByteArena#putWords}, into {@code dst} from {@code off}.
     * Decodes straight from the arena's page (the hot path of a walk over millions of appends).
     */
    public void getWords(long[] dst, int off, int n) {
        getWords(dst, off, n, 0, 0);
    }

    /** As {@link #getWords(long[], int, int)}, with the deltas starting from {@code base0} / {@code base1}. */
    public void getWords(long[] dst, int off, int n, long base0, long base1) {
        long p0 = base0;
        long p1 = base1;
        int end = off + 2 * n;
        int i = off;
        while (i < end) {
            byte[] page = arena.page(pos);
            int at = (int) (pos & ByteArena.PAGE_MASK);
            int safe = ByteArena.PAGE_SIZE - 11;
            while (i < end && at <= safe) {
                long v = 0;
                int shift = 0;
                int b;
                do {
                    b = page[at++];
                    v |= (long) (b & 0x7F) << shift;
                    shift += 7;
                } while (b < 0);
                long d = (v >>> 1) ^ -(v & 1);
                if (((i - off) & 1) == 0) {
                    p0 += d;
                    dst[i] = p0;
                } else {
                    p1 += d;
                    dst[i] = p1;
                }
                i++;
            }
            pos = (pos & ~(long) ByteArena.PAGE_MASK) + at;
            if (i < end) {
                long d = getSigned();
                if (((i - off) & 1) == 0) {
                    p0 += d;
                    dst[i] = p0;
                } else {
                    p1 += d;
                    dst[i] = p1;
                }
                i++;
            }
        }
        if (pos > this.end) {
            throw new IllegalStateException("payload overrun at " + pos + " (ends at " + this.end + ")");
        }
    }

    /** {@code n} descriptors' words as a new array. */
    public long[] getWords(int n) {
        long[] w = new long[2 * n];
        getWords(w, 0, n);
        return w;
    }
}
