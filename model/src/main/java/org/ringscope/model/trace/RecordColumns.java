package org.ringscope.model.trace;

import java.util.Arrays;

/**
 * The journal's records as five primitive columns (no record is an object): domain, kind (with the walked bit),
 * {@code a}, {@code b}, and the arena position of each payload ({@code pos(i)} to {@code pos(i + 1)}).
 *
 * <p>The columns live in chunks of {@value #CHUNK} records that are never copied nor over-allocated: a journal of
 * 17 million records holds 17 million records' worth, where arrays that double held up to twice that and, while
 * growing, the old and the new arrays at once (decision 1400). A chunk keeps the position of its first record as
 * a {@code long} and each position as an {@code int} offset from it, widened to a {@code long[]} only in the rare
 * chunk whose payloads pass 2 GiB. Each chunk's arrays stay below G1's humongous size. So a record costs
 * {@value #BYTES_PER_RECORD} fixed bytes: domain 1 + kind 1 + a 4 + b 8 + position 4.
 */
final class RecordColumns {
    /** Records a chunk: 32,768 (a chunk's {@code long[]} is 256 KiB). */
    static final int CHUNK = 1 << 15;
    private static final int SHIFT = 15;
    private static final int MASK = CHUNK - 1;
    /** Fixed bytes of one record. */
    static final int BYTES_PER_RECORD = 18;

    private byte[][] domain = new byte[16][];
    private byte[][] kind = new byte[16][];
    private int[][] a = new int[16][];
    private long[][] b = new long[16][];
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
        domain[c][s] = (byte) dom;
        kind[c][s] = (byte) k;
        a[c][s] = av;
        b[c][s] = bv;
        setPos(i + 1, arenaEnd);
    }

    /** Position entries {@code 0..n} (record {@code n - 1}'s end included) have a chunk. */
    private void ensure(int n) {
        int need = (n >>> SHIFT) + 1;
        if (need > domain.length) {
            int cap = Math.max(need, domain.length * 2);
            domain = Arrays.copyOf(domain, cap);
            kind = Arrays.copyOf(kind, cap);
            a = Arrays.copyOf(a, cap);
            b = Arrays.copyOf(b, cap);
            off = Arrays.copyOf(off, cap);
            wide = Arrays.copyOf(wide, cap);
            base = Arrays.copyOf(base, cap);
        }
        while (chunks < need) {
            int c = chunks++;
            domain[c] = new byte[CHUNK];
            kind[c] = new byte[CHUNK];
            a[c] = new int[CHUNK];
            b[c] = new long[CHUNK];
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
            domain[c] = null;
            kind[c] = null;
            a[c] = null;
            b[c] = null;
            off[c] = null;
            wide[c] = null;
        }
    }

    int domain(int i) {
        return domain[i >>> SHIFT][i & MASK];
    }

    int kind(int i) {
        return kind[i >>> SHIFT][i & MASK];
    }

    int a(int i) {
        return a[i >>> SHIFT][i & MASK];
    }

    long b(int i) {
        return b[i >>> SHIFT][i & MASK];
    }

    long pos(int i) {
        int c = i >>> SHIFT;
        long[] w = wide[c];
        return base[c] + (w != null ? w[i & MASK] : off[c][i & MASK]);
    }

    /** Bytes the columns hold. */
    long bytes() {
        long n = 7L * (16 + 8L * domain.length) + 8L * base.length;
        for (int c = 0; c < chunks; c++) {
            n += 4 * 16L + 2L * CHUNK + 4L * CHUNK + 8L * CHUNK;
            n += wide[c] != null ? 8L * CHUNK : 4L * CHUNK;
        }
        return n;
    }
}
