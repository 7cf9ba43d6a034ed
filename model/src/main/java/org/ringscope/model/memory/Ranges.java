package org.ringscope.model.memory;

import java.util.Arrays;

/**
 * Sorted, disjoint, non-adjacent byte ranges of device addresses as pairs of long words ({@code start, end} with
 * {@code end} exclusive) — what a step range wrote or changed. Built by {@link Builder}; immutable.
 */
public final class Ranges {
    /** No range. */
    public static final Ranges NONE = new Ranges(new long[0]);

    private final long[] bounds;

    private Ranges(long[] bounds) {
        this.bounds = bounds;
    }

    /** Number of ranges. */
    public int count() {
        return bounds.length / 2;
    }

    public long start(int i) {
        return bounds[2 * i];
    }

    public long end(int i) {
        return bounds[2 * i + 1];
    }

    /** Total bytes covered. */
    public long bytes() {
        long n = 0;
        for (int i = 0; i < bounds.length; i += 2) {
            n += bounds[i + 1] - bounds[i];
        }
        return n;
    }

    public boolean isEmpty() {
        return bounds.length == 0;
    }

    /** Whether {@code addr} is covered (a binary search). */
    public boolean contains(long addr) {
        int i = first(addr);
        return i < count() && start(i) <= addr;
    }

    /** The index of the first range ending after {@code addr}: where a scan of {@code [addr, …)} starts. */
    public int first(long addr) {
        int lo = 0;
        int hi = count();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (end(mid) <= addr) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** {@code [0x…, 0x…) [0x…, 0x…)}: for messages and tests. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < count(); i++) {
            b.append(i == 0 ? "" : " ").append(String.format("[0x%x, 0x%x)", start(i), end(i)));
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ranges r && Arrays.equals(bounds, r.bounds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bounds);
    }

    /** Collects ranges in any order, overlapping or not; {@link #build()} sorts and merges them. */
    public static final class Builder {
        private long[] b = new long[16];
        private int n;

        /** Adds {@code [start, end)}; an empty range is ignored. */
        public Builder add(long start, long end) {
            if (end <= start) {
                return this;
            }
            if (n + 2 > b.length) {
                b = Arrays.copyOf(b, b.length * 2);
            }
            b[n++] = start;
            b[n++] = end;
            return this;
        }

        public Ranges build() {
            int k = n / 2;
            Integer[] order = new Integer[k];
            for (int i = 0; i < k; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (x, y) -> Long.compare(b[2 * x], b[2 * y]));
            long[] out = new long[n];
            int m = 0;
            for (int idx : order) {
                long s = b[2 * idx];
                long e = b[2 * idx + 1];
                if (m > 0 && s <= out[m - 1]) {
                    out[m - 1] = Math.max(out[m - 1], e);
                } else {
                    out[m++] = s;
                    out[m++] = e;
                }
            }
            return new Ranges(Arrays.copyOf(out, m));
        }
    }
}
