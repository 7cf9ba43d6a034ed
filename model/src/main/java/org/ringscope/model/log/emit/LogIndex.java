package org.ringscope.model.log.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringscope.model.log.LogFilter;
import org.ringscope.model.log.LogLine;

/**
 * The lines of a run's log a filter passes, numbered — what a log view shows a page at a time without holding the
 * log (decision 1343): one walk records the step of each line ({@link LineSteps}: runs of lines at consecutive
 * steps, a few ints for a large run's millions of packet lines); a page is made again by walking only its steps.
 * Built and paged on the thread that owns the session; {@link #size}, {@link #step} and {@link #rowAt} read only
 * the index and may be called anywhere.
 */
public final class LogIndex {
    private final RunLog log;
    private final LogFilter filter;
    private final LineSteps steps;

    private LogIndex(RunLog log, LogFilter filter, LineSteps steps) {
        this.log = log;
        this.filter = filter;
        this.steps = steps;
    }

    /**
     * The lines of {@code log} that {@code filter} passes: numbered once per session, plan and filter while the
     * session's history stands ({@link NumberedLines}).
     */
    public static LogIndex of(RunLog log, LogFilter filter) {
        return new LogIndex(log, filter, NumberedLines.of(log.session(), log.plan(), filter, () -> number(log,
                filter)));
    }

    private static LineSteps number(RunLog log, LogFilter filter) {
        LineSteps steps = new LineSteps();
        if (filter.text().isEmpty()) { // the filter reads no line's text: the lines are numbered bare
            log.walkBare((step, level, module, function, origin) -> {
                if (filter.passes(level, module, origin)) {
                    steps.add(step);
                }
            });
        } else {
            log.walk(l -> {
                if (filter.test(l)) {
                    steps.add(l.step());
                }
            });
        }
        return steps;
    }

    /** The numbering (tests). */
    LineSteps steps() {
        return steps;
    }

    /** How many lines. */
    public int size() {
        return steps.size();
    }

    /** The filter the lines passed. */
    public LogFilter filter() {
        return filter;
    }

    /** The step line {@code row} is printed at. */
    public int step(int row) {
        return steps.step(row);
    }

    /**
     * The line to show at cursor step {@code step}: the first line of the last step at or before it that printed
     * any, or the first line when none was printed yet; -1 when there are none.
     */
    public int rowAt(int step) {
        return steps.rowAt(step);
    }

    /**
     * Records a page's walk goes over between two of its lines at most; past that it starts a walk of its own at the
     * next line's step, so a page of lines far apart (a TRACE log's last lines, after millions of DMA packets that print
     * none) walks the records near its lines, not every record between them.
     */
    static final int GAP = 256;

    /** Lines {@code [from, from + count)} (fewer at the end), made again from their steps. */
    public List<LogLine> rows(int from, int count) {
        return rows(from, count, GAP);
    }

    /** {@link #rows(int, int)}, a new walk where two lines' steps are more than {@code gap} apart. */
    List<LogLine> rows(int from, int count, int gap) {
        int end = Math.min(steps.size(), from + Math.max(0, count));
        if (from < 0 || from >= end) {
            return List.of();
        }
        List<LogLine> out = new ArrayList<>(end - from);
        int row = from;
        while (row < end) {
            int last = row;
            while (last + 1 < end && steps.step(last + 1) - steps.step(last) <= gap) {
                last++;
            }
            walk(row, last + 1, out);
            row = last + 1;
        }
        return out;
    }

    /**
     * Appends rows {@code [row, upTo)} to {@code out}: one walk over the records that print them, from the record
     * before the first's (a vring's RX dump prints its second line after its TX dump).
     */
    private void walk(int row, int upTo, List<LogLine> out) {
        int first = steps.step(row);
        int skip = row - rowAt(first);
        int want = upTo - row;
        int[] seen = {0};
        int[] got = {0};
        log.run(Math.max(0, first - 2), steps.step(upTo - 1), l -> {
            if (l.step() >= first && filter.test(l) && seen[0]++ >= skip) {
                out.add(l);
                got[0]++;
            }
            return got[0] < want;
        });
    }

    /**
     * The next line after {@code row} (forward) or before it whose function or message contains {@code text}
     * (ignoring case), wrapping around; -1 when none does.
     */
    public int find(int row, String text, boolean forward) {
        String t = text.toLowerCase(Locale.ROOT);
        if (t.isEmpty() || steps.size() == 0) {
            return -1;
        }
        int[] i = {0};
        int[] first = {-1};
        int[] last = {-1};
        int[] before = {-1};
        int[] after = {-1};
        log.walk(l -> {
            if (!filter.test(l)) {
                return;
            }
            int r = i[0]++;
            if (l.message().toLowerCase(Locale.ROOT).contains(t) || l.function().toLowerCase(Locale.ROOT).contains(t)) {
                first[0] = first[0] < 0 ? r : first[0];
                last[0] = r;
                if (r < row) {
                    before[0] = r;
                } else if (r > row && after[0] < 0) {
                    after[0] = r;
                }
            }
        });
        if (forward) {
            return after[0] >= 0 ? after[0] : first[0];
        }
        return before[0] >= 0 ? before[0] : last[0];
    }
}
