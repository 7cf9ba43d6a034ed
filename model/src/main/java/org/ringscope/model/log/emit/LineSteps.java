package org.ringscope.model.log.emit;

import java.util.Arrays;

/**
 * The step of each line of a numbered log, kept as runs: a run is lines at consecutive steps, one line a step — what
 * a large run's packets print — so sixteen million lines in a few runs cost a few ints, not an int each. A step that
 * prints several lines starts a run at each line after its first. Rows are appended in order of step.
 */
final class LineSteps {
    /** The first row of each run. */
    private int[] rows = new int[64];
    /** The step of each run's first row. */
    private int[] steps = new int[64];
    private int runs;
    private int size;

    /** Appends the next row, printed at {@code step} (never before the last row's). */
    void add(int step) {
        if (runs > 0 && step == lastStep() + 1) {
            size++;
            return;
        }
        if (runs == rows.length) {
            int grown = runs + (runs >> 1);
            rows = Arrays.copyOf(rows, grown);
            steps = Arrays.copyOf(steps, grown);
        }
        rows[runs] = size;
        steps[runs] = step;
        runs++;
        size++;
    }

    /** How many rows. */
    int size() {
        return size;
    }

    /** How many runs hold them. */
    int runs() {
        return runs;
    }

    /** The step row {@code row} is printed at. */
    int step(int row) {
        if (row < 0 || row >= size) {
            throw new IndexOutOfBoundsException("row " + row + " of " + size);
        }
        int r = lastAtMost(rows, row);
        return steps[r] + (row - rows[r]);
    }

    /**
     * The first row of the last step at or before {@code step} that printed any; 0 when none did before it, -1 when
     * there are no rows.
     */
    int rowAt(int step) {
        if (size == 0) {
            return -1;
        }
        int r = lastAtMost(steps, step);
        if (r < 0) {
            return 0;
        }
        int off = Math.min(step - steps[r], length(r) - 1);
        if (off > 0) {
            return rows[r] + off; // within a run each step has one row
        }
        int s = steps[r];
        while (r > 0 && steps[r - 1] + length(r - 1) - 1 == s) {
            r--; // the run before ends on the same step: its last row comes first
            if (length(r) > 1) {
                return rows[r] + length(r) - 1;
            }
        }
        return rows[r];
    }

    private int lastStep() {
        return steps[runs - 1] + (size - rows[runs - 1]) - 1;
    }

    private int length(int r) {
        return (r + 1 < runs ? rows[r + 1] : size) - rows[r];
    }

    /** The last run whose {@code key} is at most {@code v} (keys never decrease), or -1. */
    private int lastAtMost(int[] key, int v) {
        int lo = 0;
        int hi = runs - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (key[mid] <= v) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }
}
