package org.ringscope.model.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.HangExplainer;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.testing.SharedRuns;

/** The sequencer's checks on real hangs and double sets of the public transpose NEFF (decision 1265). */
class SyncLintTest {
    private static final String NEFF = "chengli2003__part1_transpose_1024.neff";

    private static EmulationSession run(RunOptions o) throws Exception {
        return SharedRuns.run(NEFF, o);
    }

    private static List<Problem> of(List<Problem> ps, String code) {
        return ps.stream().filter(p -> p.code().equals(code)).toList();
    }

    /** qSPIO0's first entry not run: four engines block, each a problem at its waiting instruction. */
    @Test
    void aLostCompletionIsOneHangProblemPerBlockedEngineAtItsInstruction() throws Exception {
        EmulationSession s = run(RunOptions.defaults().withFault("skip-dma:qSPIO0/0"));
        assertEquals(5, s.result().status(), "NRT_TIMEOUT");
        List<Problem> ps = Lint.check(s);
        List<Problem> hang = of(ps, "hang");
        HangReport r = HangExplainer.explain(SyncDomain.of(s.journal()), s.journal().size());
        assertEquals(r.blocked().size(), hang.size(), hang.toString());
        assertEquals(4, hang.size());
        assertEquals(List.of(), of(ps, "event-double-set"));
        Problem pe = hang.stream().filter(p -> p.message().startsWith("sg00 PE ")).findFirst().orElseThrow();
        assertEquals(Severity.ERROR, pe.severity());
        assertEquals(r.step(), pe.step(), "at the hang");
        assertTrue(pe.message().contains("waits at slot 2 (EventSemaphore $S[24]>=16)"), pe.message());
        assertTrue(pe.message().contains("S[24] needs 16, has 0"), pe.message());
        assertTrue(pe.message().contains("dma entry qSPIO0 id 0 (sg00 SP slot 3): skipped by --fault skip-dma:qSPIO0/0"),
                pe.message());
        Instruction at = (Instruction) pe.location();
        assertEquals(NEFF, at.member().neff().name());
        assertEquals("sg00/PE.bin", at.member().path());
        assertEquals(2, at.slot());
        // an engine blocked behind another names its own missing producer and the hang's first culprit
        Problem pool = hang.stream().filter(p -> p.message().startsWith("sg00 Pool ")).findFirst().orElseThrow();
        assertTrue(pool.message().contains("its engine sg00 Activation is blocked at slot 3"), pool.message());
        assertTrue(pool.message().contains("the hang's first culprit: dma entry qSPIO0 id 0"), pool.message());
        assertEquals(2, ((Instruction) pool.location()).slot());
    }

    /** An event set twice: one event-double-set error at the instruction of the second set, and no hang. */
    @Test
    void anEventSetTwiceIsAnErrorAtTheSecondSet() throws Exception {
        EmulationSession s = run(RunOptions.defaults().withFault("double-set:3"));
        assertEquals(1004, s.result().status(), "NRT_EXEC_COMPLETED_WITH_ERR");
        List<Problem> ps = Lint.check(s);
        assertEquals(List.of(), of(ps, "hang"));
        List<Problem> dbl = of(ps, "event-double-set");
        assertEquals(1, dbl.size(), dbl.toString());
        Problem p = dbl.get(0);
        assertEquals(Severity.ERROR, p.severity());
        assertTrue(p.message().startsWith("nc 0 E[3]: Event double set by --fault (sg00 PE slot 0)"), p.message());
        Instruction at = (Instruction) p.location();
        assertEquals(0, at.slot());
        assertTrue(at.member().path().startsWith("sg00/"), at.member().path());
        assertTrue(p.step() > 0 && p.step() <= s.steps(), "step " + p.step());
    }

    /** A run that completes has neither. */
    @Test
    void aCleanRunHasNoSequencerProblems() throws Exception {
        EmulationSession s = run(RunOptions.defaults());
        List<Problem> ps = Lint.check(s);
        assertEquals(List.of(), of(ps, "hang"));
        assertEquals(List.of(), of(ps, "event-double-set"));
    }
}
