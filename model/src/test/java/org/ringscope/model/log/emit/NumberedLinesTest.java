package org.ringscope.model.log.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Level;
import org.ringscope.model.log.LogFilter;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.SampleRun;

/**
 * A session's log lines are numbered once per plan and filter: a second index on an equal plan (a view shown again,
 * a second window's) shares the first's numbering; another filter numbers its own; a truncated journal numbers again,
 * and the new numbering is the new history's.
 */
class NumberedLinesTest {
    @Test
    void anEqualPlanAndFilterShareTheNumberingUntilTheHistoryChanges() throws Exception {
        EmulationSession s = SampleRun.run();
        LogIndex first = LogIndex.of(new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE))), LogFilter.ALL);
        LogIndex again = LogIndex.of(new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE))), LogFilter.ALL);
        assertSame(first.steps(), again.steps(), "an equal plan and filter: numbered once");
        LogFilter info = new LogFilter(Level.INFO, Set.of(), true, "");
        LogIndex other = LogIndex.of(new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE))), info);
        assertNotSame(first.steps(), other.steps());
        assertTrue(other.size() < first.size(), "fewer lines at INFO: " + other.size() + " of " + first.size());
        int cut = s.journal().size() / 2;
        s.journal().seek(cut);
        s.journal().truncate(cut);
        RunLog shorter = new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE)));
        LogIndex after = LogIndex.of(shorter, LogFilter.ALL);
        assertNotSame(first.steps(), after.steps(), "a truncated history is numbered again");
        List<LogLine> all = new ArrayList<>();
        shorter.walk(all::add);
        assertEquals(all.size(), after.size(), "the new history's lines");
        assertTrue(after.size() < first.size());
    }
}
