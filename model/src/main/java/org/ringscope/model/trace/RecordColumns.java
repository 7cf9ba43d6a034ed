package org.ringscope.model.trace;

import java.util.Arrays;

/**
 * The journal's records as primitive columns (no record is an object): a class (domain and kind with the walked bit,
 * one byte), {@code a}, {@code b}, and the arena position of each payload ({@code pos(i)} to {@code pos(i + 1)}).
 *
 * <p>The columns live in chunks of {@value #CHUNK} records that are never copied nor over-allocated: a journal of
 * 17 million records holds 17 million records' worth, where arrays that double held up to twice that and, while
 * growing, the old and the new arrays at once (decision 1400). A chunk keeps the position of its first record as
 * a {@code long} and each position as an {@code int} offset from it, widened to a {@code long[]} only in the rare
 * chunk whose payloads pass 2 GiB. {@code a} and the two halves of {@code b} are {@link NarrowColumn}s: one or two
 * bytes a record in a chunk whose values lie close together (a vring's id, an append's starts, a packet's slot and
 * flags), four where they do not. The class is an index into the (domain, kind) pairs seen, of which a journal has
 * a few dozen; past {@value #CLASSES} of them a chunk keeps the rest beside it. So a record costs from
 * {@value #MIN_BYTES_PER_RECORD} to {@value #MAX_BYTES_PER_RECORD} fixed bytes (position 4, class 1, a 1–4, b 2–8).
 */
final class RecordColumns {
    /** Records a chunk: 32,768 (a chunk's {@code int[]} is 128 KiB). */
    static final int CHUNK = 1 << 15;
    private static final int SHIFT = 15;
    private static final int MASK = CHUNK - 1;
    /** Fixed bytes of one record at the least and at the most. */
    static final int MIN_BYTES_PER_RECORD = 8;
    static final int MAX_BYTES_PER_RECORD = 17;
    /** (domain, kind) pairs the class byte names; the last code says "kept beside the chunk". */
    static final int CLASSES = 255;

    private byte[][] cls = new byte[16][];
    /** Per chunk, only where a record's pair had no class: its domain and kind. */
    private byte[][] escDomain = new byte[16][];
    private byte[][] escKind = new byte[16][];
    private final short[] codeOf = new short[128 * 256];
    private final byte[] domainOf = new byte[CLASSES];
    private final byte[] kindOf = new byte[CLASSES];
    private int classes;
    private final NarrowColumn a = new NarrowColumn();
    private final NarrowColumn bHi = new NarrowColumn();
    private final NarrowColumn bLo = new NarrowColumn();
    /** Per chunk: positions as offsets from {@link #base}; {@code null} when {@link #wide} holds them. */
    private int[][] off = new int[16][];
    private long[][] wide = new long[16][];
    private long[] base = new long[16];
    private int chunks;

    void startPayload(int i, long arenaPos) {
        ensure(i);
        setPos(i, arenaPos);
    }

    void put(int i, int dom, int k, int av, long bv, long arenaEnd) {
        ensure(i + 1);
        int c = i >>> SHIFT;
        int s = i & MASK;
        int code = code(dom, k);
        cls[c][s] = (byte) code;
        if (code == CLASSES) {
            if (escDomain[c] == null) {
                escDomain[c] = new byte[CHUNK];
                escKind[c] = new byte[CHUNK];
            }
            escDomain[c][s] = (byte) dom;
            escKind[c][s] = (byte) k;
        }
        a.put(i, av);
        bHi.put(i, (int) (bv >>> 32));
        bLo.put(i, (int) bv);
        setPos(i + 1, arenaEnd);
    }

    /** The class of (domain, kind): an index into the pairs seen so far, or {@link #CLASSES} when they are full. */
    private int code(int dom, int k) {
        if (dom < 0 || dom >= 128) {
            return CLASSES;
        }
        int key = dom << 8 | (k & 0xFF);
        int c = codeOf[key] - 1;
        if (c >= 0) {
            return c;
        }
        if (classes == CLASSES) {
            return CLASSES;
        }
        domainOf[classes] = (byte) dom;
        kindOf[classes] = (byte) k;
        codeOf[key] = (short) (classes + 1);
        return classes++;
    }

    /** Position entries {@code 0..n} (record {@code n - 1}'s end included) have a chunk. */
    private void ensure(int n) {
        int need = (n >>> SHIFT) + 1;
        if (need > cls.length) {
            int cap = Math.max(need, cls.length * 2);
            cls = Arrays.copyOf(cls, cap);
            escDomain = Arrays.copyOf(escDomain, cap);
            escKind = Arrays.copyOf(escKind, cap);
            off = Arrays.copyOf(off, cap);
            wide = Arrays.copyOf(wide, cap);
            base = Arrays.copyOf(base, cap);
        }
        while (chunks < need) {
            int c = chunks++;
            cls[c] = new byte[CHUNK];
            escDomain[c] = null;
            escKind[c] = null;
            off[c] = new int[CHUNK];
            wide[c] = null;
        }
    }

    private void setPos(int i, long v) {
        int c = i >>> SHIFT;
        int s = i & MASK;
        if (s == 0) {
            // a chunk's first position is its base (rewritten when a new history records over it)
            base[c] = v;
            if (wide[c] != null) {
                wide[c] = null;
                off[c] = new int[CHUNK];
            }
        }
        long d = v - base[c];
        if (wide[c] != null) {
            wide[c][s] = d;
        } else if (d <= Integer.MAX_VALUE) {
            off[c][s] = (int) d;
        } else {
            long[] w = new long[CHUNK];
            int[] o = off[c];
            for (int k = 0; k < CHUNK; k++) {
                w[k] = o[k];
            }
            w[s] = d;
            wide[c] = w;
            off[c] = null;
        }
    }

    /** Drops the chunks past the one that holds position {@code n} (a truncated history). */
    void truncate(int n) {
        int keep = (n >>> SHIFT) + 1;
        while (chunks > keep) {
            int c = --chunks;
            cls[c] = null;
            escDomain[c] = null;
            escKind[c] = null;
            off[c] = null;
            wide[c] = null;
        }
        a.truncateChunks(keep);
        bHi.truncateChunks(keep);
        bLo.truncateChunks(keep);
    }

    int domain(int i) {
        int code = cls[i >>> SHIFT][i & MASK] & 0xFF;
        return code == CLASSES ? escDomain[i >>> SHIFT][i & MASK] : domainOf[code];
    }

    int kind(int i) {
        int code = cls[i >>> SHIFT][i & MASK] & 0xFF;
        return code == CLASSES ? escKind[i >>> SHIFT][i & MASK] : kindOf[code];
    }

    int a(int i) {
        return a.get(i);
    }

    long b(int i) {
        return (long) bHi.get(i) << 32 | (bLo.get(i) & 0xFFFFFFFFL);
    }

    long pos(int i) {
        int c = i >>> SHIFT;
        long[] w = wide[c];
        return base[c] + (w != null ? w[i & MASK] : off[c][i & MASK]);
    }

    /** Bytes records {@code [0, n)} take in the columns, at their chunks' widths (no chunk's unused slots). */
    long usedBytes(int n) {
        long sum = 0;
        for (int c = 0; c << SHIFT < n; c++) {
            long k = Math.min(CHUNK, n - ((long) c << SHIFT));
            int w = 1 + a.width(c) + bHi.width(c) + bLo.width(c) + (wide[c] != null ? 8 : 4);
            sum += k * w + (escDomain[c] != null ? 2 * k : 0);
        }
        return sum;
    }

    /** Bytes the columns hold. */
    long bytes() {
        long n = 5L * (16 + 8L * cls.length) + 8L * base.length + 2L * codeOf.length + 2L * CLASSES;
        for (int c = 0; c < chunks; c++) {
            n += 2 * 16L + CHUNK;
            n += wide[c] != null ? 8L * CHUNK : 4L * CHUNK;
            n += escDomain[c] != null ? 2 * (16L + CHUNK) : 0;
        }
        return n + a.bytes() + bHi.bytes() + bLo.bytes();
    }
}
