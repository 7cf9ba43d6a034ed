package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Profile;
import org.ringscope.model.log.emit.LogIndex;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.session.EmulationSession;

/** The numbered lines a log view pages through, against the whole walk of the sample's trace log. */
class LogIndexTest {
    private static EmulationSession sample() throws Exception {
        EmulationSession s = EmulationSession.open(TriageRuns.neff(Runs.sample()), RunOptions.defaults());
        s.run();
        return s;
    }

    @Test
    void pagesAreTheWalksLinesAndTheCursorsStepFindsItsFirstLine() throws Exception {
        EmulationSession s = sample();
        RunLog log = new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE)));
        List<LogLine> all = new ArrayList<>();
        log.walk(all::add);
        LogIndex ix = LogIndex.of(log, LogFilter.ALL);
        assertEquals(all.size(), ix.size());
        assertTrue(all.size() > 200, "hundreds of lines: " + all.size());
        for (int from : new int[] {0, 1, 7, all.size() / 3, all.size() / 2 + 1, all.size() - 5}) {
            assertEquals(all.subList(from, Math.min(all.size(), from + 40)), ix.rows(from, 40), "page at " + from);
        }
        int copied = indexOf(all, "vring is copied to pring");
        int step = all.get(copied).step();
        int first = ix.rowAt(step);
        assertEquals(step, ix.step(first));
        assertTrue(first == 0 || all.get(first - 1).step() < step, "the first line of its step");
        assertTrue(first <= copied);
        assertEquals(ix.rowAt(step), ix.rowAt(step + 0), "stable");
        int later = ix.rowAt(all.get(all.size() - 1).step() + 1000);
        assertEquals(all.get(all.size() - 1).step(), ix.step(later), "past the end: the last step's lines");
        assertEquals(copied, ix.find(-1, "COPIED TO PRING", true), "search ignores case");
        int next = ix.find(copied, "copied to pring", true);
        assertTrue(next > copied && all.get(next).message().contains("copied to pring"));
        assertEquals(copied, ix.find(next, "copied to pring", false));
        assertEquals(-1, ix.find(0, "no line says this", true));
    }

    @Test
    void theBareWalkNumbersTheSameLinesWithoutFormattingThePackets() throws Exception {
        EmulationSession s = sample();
        RunLog log = new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE)));
        List<LogLine> all = new ArrayList<>();
        log.walk(all::add);
        List<Bare> bare = new ArrayList<>();
        log.walkBare((step, level, module, function, origin) -> bare.add(new Bare(step, level, module, function,
                origin)));
        assertEquals(all.size(), bare.size());
        int appends = 0;
        for (int k = 0; k < all.size(); k++) {
            LogLine a = all.get(k);
            String at = "line " + k + ": " + a.message();
            assertEquals(new Bare(a.step(), a.level(), a.module(), a.function(), a.origin()), bare.get(k), at);
            appends += a.message().startsWith("Added ") || a.message().contains(" descriptors appended to vring ") ? 1 : 0;
        }
        assertTrue(appends >= 50, "the appends' lines, which the bare walk makes from the record's function alone: "
                + appends);
    }

    @Test
    void aFiltersIndexHoldsOnlyTheLinesItPasses() throws Exception {
        EmulationSession s = sample();
        RunLog log = new RunLog(s, SessionLog.plan(s, LogLevels.all(Level.TRACE)));
        LogFilter f = new LogFilter(Level.INFO, Set.of(Module.TDRV), true, "");
        List<LogLine> want = new ArrayList<>();
        log.walk(l -> {
            if (f.test(l)) {
                want.add(l);
            }
        });
        LogIndex ix = LogIndex.of(log, f);
        assertTrue(want.size() > 0 && want.size() < LogIndex.of(log, LogFilter.ALL).size(), "some, not all");
        assertEquals(want, ix.rows(0, ix.size()));
        assertTrue(want.stream().allMatch(l -> l.module() == Module.TDRV && Level.INFO.shows(l.level())));
    }

    @Test
    void theSessionsLogIsWhatTheWalkWritesInTheRuntimesLayout() throws Exception {
        EmulationSession s = sample();
        Profile p = TriageRuns.current(s.neff());
        LogPlan plan = SessionLog.plan(s, LogLevels.all(Level.TRACE), p, TriageRuns.C);
        StringWriter out = new StringWriter();
        long n = SessionLog.write(s, plan, LogClock.FIXED, out);
        String want = TriageRuns.log(s.neff(), RunOptions.defaults(), p, LogLevels.all(Level.TRACE));
        assertEquals(want, out.toString());
        assertEquals(want.lines().count(), n);
    }

    private static int indexOf(List<LogLine> all, String text) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).message().contains(text)) {
                return i;
            }
        }
        throw new AssertionError("no line says " + text);
    }

    private record Bare(int step, Level level, Module module, String function, Origin origin) {
    }
}
