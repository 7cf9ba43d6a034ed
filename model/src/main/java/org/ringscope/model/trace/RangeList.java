package org.ringscope.model.trace;

import java.util.Arrays;

/**
 * An ascending list of record indices held as runs of consecutive values: the walked records of a load are
 * millions of appends in a row, which an {@code int} each (and a doubling array) stored as 8 bytes a record
 * (decision 1400); here a run costs 8 bytes whatever its length. {@link #get} and {@link #lowerBound} are
 * binary searches over the runs, with the last run found kept for the sequential reads of a walk.
 */
final class RangeList implements RecordList {
    /** Per run: its first value and the list position of that value; a run ends where the next one starts. */
    private int[] first = new int[16];
    private int[] at = new int[16];
    private int runs;
    private int n;
    private int last = -1;
    /** The run the last {@link #get} found. */
    private int hint;

    @Override
    public int size() {
        return n;
    }

    /** Runs held. */
    int runs() {
        return runs;
    }

    void add(int v) {
        if (runs > 0 && v == last + 1) {
            last = v;
            n++;
            return;
        }
        if (runs > 0 && v <= last) {
            throw new IllegalArgumentException("record " + v + " after " + last);
        }
        if (runs == first.length) {
            first = Arrays.copyOf(first, runs * 2);
            at = Arrays.copyOf(at, runs * 2);
        }
        first[runs] = v;
        at[runs] = n;
        runs++;
        n++;
        last = v;
    }

    private int runEnd(int r) {
        return r + 1 < runs ? at[r + 1] : n;
    }

    /** The run holding list position {@code k}. */
    private int runOf(int k) {
        int h = hint;
        if (h < runs && at[h] <= k && k < runEnd(h)) {
            return h;
        }
        int lo = 0;
        int hi = runs - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (at[mid] <= k) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        hint = lo;
        return lo;
    }

    @Override
    public int get(int k) {
        if (k < 0 || k >= n) {
            throw new IndexOutOfBoundsException("position " + k + " of " + n);
        }
        int r = runOf(k);
        return first[r] + (k - at[r]);
    }

    /** The first position whose value is {@code >= v}. */
    int lowerBound(int v) {
        // the last run whose first value is <= v
        int lo = -1;
        int hi = runs - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (first[mid] <= v) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        if (lo < 0) {
            return 0;
        }
        int len = runEnd(lo) - at[lo];
        return at[lo] + Math.min(v - first[lo], len);
    }

    /** Drops every value {@code >= limit}. */
    void truncateFrom(int limit) {
        int k = lowerBound(limit);
        if (k == n) {
            return;
        }
        n = k;
        while (runs > 0 && at[runs - 1] >= n) {
            runs--;
        }
        last = runs == 0 ? -1 : first[runs - 1] + (n - 1 - at[runs - 1]);
        hint = 0;
    }

    long bytes() {
        return 32L + 8L * first.length;
    }
}
