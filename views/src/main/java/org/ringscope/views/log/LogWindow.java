package org.ringscope.views.log;

/**
 * Which lines of the log the list holds: at most {@code size} consecutive rows of the numbered lines, so that a
 * jump in a log of millions of lines walks at most a window of rows (JavaFX 21's {@code VirtualFlow} walks its
 * cell-size cache from row 0 on {@code scrollTo} and on every layout; decision 1483). The list's index {@code i} is
 * the log's row {@code first + i}.
 *
 * @param first the log's row the window starts at
 * @param rows  rows in the window
 * @param total rows in the log
 * @param size  rows a window holds at most
 */
record LogWindow(int first, int rows, int total, int size) {
    /** Rows a window holds at most: as many as a vring page's descriptors. */
    static final int SIZE = 65_536;

    /** The window of a log of {@code total} rows that holds {@code row} (the first window when there is none). */
    static LogWindow holding(int total, int row, int size) {
        int r = Math.max(0, Math.min(row, total - 1));
        int first = total == 0 ? 0 : r / size * size;
        return new LogWindow(first, Math.min(size, total - first), total, size);
    }

    /** Whether the log's row {@code row} is in the window. */
    boolean holds(int row) {
        return row >= first && row < first + rows;
    }

    /** The list's index of the log's row {@code row} (which the window {@link #holds}). */
    int index(int row) {
        return row - first;
    }

    /** The log's row at the list's index {@code i}. */
    int row(int i) {
        return first + i;
    }

    /** Whether rows come before the window. */
    boolean hasEarlier() {
        return first > 0;
    }

    /** Whether rows come after the window. */
    boolean hasLater() {
        return first + rows < total;
    }

    /** Whether the log needs more than one window. */
    boolean windowed() {
        return total > size;
    }
}
