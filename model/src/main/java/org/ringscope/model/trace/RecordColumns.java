package org.ringscope.model.trace;

import java.util.Arrays;

/**
 * The journal's records as five primitive columns (no record is an object): domain, kind (with the
 * walked bit), {@code a}, {@code b}, and the arena position of each payload ({@code pos[i]} to
 * {@code pos[i + 1]}). {@link Journal#FIXED_BYTES_PER_RECORD} = 1 + 1 + 4 + 8 + 8.
 */
final class RecordColumns {
    private byte[] domain = new byte[1024];
    private byte[] kind = new byte[1024];
    private int[] a = new int[1024];
    private long[] b = new long[1024];
    private long[] pos = new long[1025];

    void startPayload(int i, long arenaPos) {
        ensure(i + 1);
        pos[i] = arenaPos;
    }

    void put(int i, int dom, int k, int av, long bv, long arenaEnd) {
        ensure(i + 1);
        domain[i] = (byte) dom;
        kind[i] = (byte) k;
        a[i] = av;
        b[i] = bv;
        pos[i + 1] = arenaEnd;
    }

    private void ensure(int n) {
        if (n > a.length) {
            int c = Math.max(n, a.length * 2);
            domain = Arrays.copyOf(domain, c);
            kind = Arrays.copyOf(kind, c);
            a = Arrays.copyOf(a, c);
            b = Arrays.copyOf(b, c);
            pos = Arrays.copyOf(pos, c + 1);
        }
    }

    int domain(int i) {
        return domain[i];
    }

    int kind(int i) {
        return kind[i];
    }

    int a(int i) {
        return a[i];
    }

    long b(int i) {
        return b[i];
    }

    long pos(int i) {
        return pos[i];
    }
}
