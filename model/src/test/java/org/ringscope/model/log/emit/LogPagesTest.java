package org.ringscope.model.log.emit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Level;
import org.ringscope.model.log.LogFilter;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.Module;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.SampleRun;

/**
 * A page of the log is the whole walk's lines, however its walk is split where lines are far apart: every page of
 * the sample's log, at several filters, against the lines of one walk of every record.
 */
class LogPagesTest {
    @Test
    void everyPageIsTheWholeWalksLinesWhereverItsWalkIsSplit() throws Exception {
        EmulationSession s = SampleRun.run();
        RunLog log = new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE)));
        List<LogFilter> filters = List.of(LogFilter.ALL, new LogFilter(Level.DEBUG, Set.of(), true, ""),
                new LogFilter(Level.TRACE, Set.of(Module.TDRV), false, ""), LogFilter.ALL.withText("vring"));
        int split = 0;
        for (LogFilter f : filters) {
            List<LogLine> all = new ArrayList<>();
            log.walk(l -> {
                if (f.test(l)) {
                    all.add(l);
                }
            });
            LogIndex ix = LogIndex.of(log, f);
            assertEquals(all.size(), ix.size(), f.toString());
            assertTrue(all.size() > 10, f + ": " + all.size() + " lines");
            for (int gap : new int[] {0, 1, 3, LogIndex.GAP}) {
                for (int from = 0; from < all.size(); from += 7) {
                    List<LogLine> want = all.subList(from, Math.min(all.size(), from + 25));
                    assertEquals(want, ix.rows(from, 25, gap), f + ", gap " + gap + ", page at " + from);
                }
            }
            for (int k = 1; k < all.size(); k++) {
                split += all.get(k).step() - all.get(k - 1).step() > 1 ? 1 : 0;
            }
        }
        assertTrue(split > 20, "pages whose walks split: " + split);
    }
}
