package org.ringscope.views.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.testing.SharedRuns;

/** The Semaphores view's data on the public transpose NEFF, hung (one DMA not run) and clean. */
class SemaphoresModelTest {
    private static final String NEFF = "chengli2003__part1_transpose_1024.neff";

    private static EmulationSession run(RunOptions o) throws Exception {
        return SharedRuns.run(NEFF, o);
    }

    @Test
    void aHungRunShowsItsShortLedgerAndTheStepsToRunBackTo() throws Exception {
        EmulationSession s = run(RunOptions.defaults().withFault("skip-dma:qSPIO0/0"));
        SemaphoresModel.State end = SemaphoresModel.at(s);
        assertEquals(s.steps(), end.step());
        assertEquals(0, end.execution());
        SemaphoresModel.Row s24 = end.row(0, "S[24]");
        assertEquals("short by 64", s24.balance());
        assertEquals(0, s24.value());
        assertEquals(2, s24.waiting(), "the PE and the SP wait on it");
        assertEquals(-1, SemaphoresModel.lastChange(s24), "nothing ever delivered to it");
        HangReport h = end.hang();
        assertEquals("sg00 PE", h.root());
        assertTrue(end.hangTitle().contains("4 engines blocked, root sg00 PE"), end.hangTitle());
        assertEquals("root: sg00 PE", end.edges().get(end.edges().size() - 1));
        HangReport.Blocked pe = h.blocked().get(0);
        assertEquals("sg00/PE.bin", end.instruction(pe.stream(), pe.slot()).member().path());

        // a semaphore that changed: its last change is the last delivery before the cursor; there, the one before
        SemaphoresModel.Row s25 = end.row(0, "S[25]");
        int last = SemaphoresModel.lastChange(s25);
        assertEquals(s25.entry().delivered().get(s25.entry().delivered().size() - 1).step(), last);
        s.seek(last);
        SemaphoresModel.State there = SemaphoresModel.at(s);
        SemaphoresModel.Row before = there.row(0, "S[25]");
        assertTrue(SemaphoresModel.lastChange(before) < last, "running back again goes further back");
        assertEquals(before.value(), before.entry().delivered().get(before.entry().delivered().size() - 1).value(),
                "the value at its last change is the one it left");

        // where the PE began to wait, its wait on S[24] is open and nothing has delivered yet
        s.seek(SemaphoresModel.waitStart(pe));
        SemaphoresModel.State waiting = SemaphoresModel.at(s);
        assertTrue(waiting.row(0, "S[24]").waiting() >= 1);
        assertEquals("64 to come", waiting.row(0, "S[24]").balance(), "before the hang the execution still runs");
        assertTrue(!waiting.row(0, "S[24]").wrong() && end.row(0, "S[24]").wrong());
        assertTrue(waiting.hangTitle().contains("(after the cursor)"), waiting.hangTitle());
    }

    @Test
    void aCleanRunBalancesAndDidNotHang() throws Exception {
        EmulationSession s = run(RunOptions.defaults());
        SemaphoresModel.State end = SemaphoresModel.at(s);
        assertNull(end.hang());
        assertTrue(!end.rows().isEmpty());
        assertTrue(end.rows().stream().allMatch(r -> r.entry().balanced()), end.summary());
        assertTrue(end.summary().contains("0 not balanced · 0 engines wait · no hang"), end.summary());
    }
}
