package org.ringscope.model.trace;

import java.util.Arrays;

/** A growable {@code int[]} kept sorted by its users (record indices), with binary search. */
public final class IntList implements RecordList {
    private int[] a = new int[16];
    private int n;

    @Override
    public int size() {
        return n;
    }

    @Override
    public int get(int i) {
        return a[i];
    }

    public void add(int v) {
        if (n == a.length) {
            a = Arrays.copyOf(a, n * 2);
        }
        a[n++] = v;
    }

    /** Drops every value {@code >= limit} (the list is ascending). */
    public void truncateFrom(int limit) {
        n = lowerBound(limit);
    }

    /** The first position whose value is {@code >= v}. */
    public int lowerBound(int v) {
        int lo = 0;
        int hi = n;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < v) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Bytes the list holds. */
    public long bytes() {
        return 16L + 4L * a.length;
    }
}
