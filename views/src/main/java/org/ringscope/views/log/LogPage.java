package org.ringscope.views.log;

import java.util.List;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.emit.LogIndex;

/**
 * What the Log view has read: the numbered lines at its level and filter, the page of them it holds, and the row to
 * select (the cursor's, or a search's hit; -1: none). An error or the empty state is a page without an index.
 *
 * @param index   the lines, or {@code null} (no run, or the read failed)
 * @param from    the row the page starts at
 * @param lines   the page's lines
 * @param select  the row to select and scroll to, or -1
 * @param message what the view says instead of lines, or empty
 */
record LogPage(LogIndex index, int from, List<LogLine> lines, int select, String message) {
    /** Lines read ahead of and behind the row a cell asks for. */
    static final int BEHIND = 100;
    static final int SIZE = 400;

    LogPage {
        lines = List.copyOf(lines);
    }

    static LogPage empty(String message) {
        return new LogPage(null, 0, List.of(), -1, message);
    }

    /** The page around {@code row} of {@code index} (journal thread). */
    static LogPage around(LogIndex index, int row, int select) {
        int from = Math.max(0, row - BEHIND);
        return new LogPage(index, from, index.rows(from, SIZE), select, "");
    }

    /** Line {@code row}, when the page holds it. */
    LogLine line(int row) {
        int i = row - from;
        return i >= 0 && i < lines.size() ? lines.get(i) : null;
    }
}
