package org.ringscope.model.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;

/** The checks on whole runs of the bundled sample: clean on its own arch, not when its cores collide on SUNDA. */
class SessionLintTest {
    private static EmulationSession run(RunOptions o) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")), o);
        s.run();
        return s;
    }

    @Test
    void theSampleIsCleanAndItsVringsHaveUniqueKeys() throws Exception {
        EmulationSession s = run(RunOptions.defaults());
        assertEquals(List.of(), Lint.check(s));
        SessionVrings vr = SessionVrings.of(s);
        List<String> keys = vr.entries().stream().map(SessionVrings.Entry::key).toList();
        assertEquals(keys.size(), keys.stream().distinct().count(), "unique: " + keys);
        assertTrue(keys.contains("sg00:qSPIO0_0"));
        assertTrue(keys.contains("sg00@1:qSPIO0_0"));
        assertTrue(keys.contains("sg11:sg11_instr"));
        SessionVrings.Entry build = vr.get("sg00@1:qSPIO0_0").orElseThrow();
        assertEquals("dynamic", build.kind());
        assertEquals(vr.get("sg00:qSPIO0_0").orElseThrow(), build.template());
        assertEquals("sg00:qSPIO0_0.tx", build.txPring());
        assertEquals(List.of(build), vr.buildsOf(build.template()));
        int born = SessionVrings.firstStep(s.journal(), build);
        assertTrue(born > 0 && SessionVrings.existsAt(s.journal(), build, born)
                && !SessionVrings.existsAt(s.journal(), build, born - 1));
        assertEquals("var_id=999", vr.varName("sg00", 999));
        assertFalse(vr.varName("sg00", build.template().vring().tx().isTemplate()
                ? BufPtr.varId(build.template().vring().tx().word1(0)) : 0).startsWith("var_id="),
                "the template's variable has a name");
    }

    @Test
    void onSundaTheFirstSubgraphsQueuesAreRebound() throws Exception {
        EmulationSession s = run(RunOptions.defaults().withArch(Arch.SUNDA));
        s.seek(100);
        List<Problem> ps = Lint.check(s);
        assertEquals(100, s.cursor(), "the cursor is back where it was");
        assertFalse(ps.isEmpty());
        assertEquals(Set.of("desc-unpublished", "doorbell-stale"),
                ps.stream().map(Problem::code).collect(Collectors.toSet()),
                "sg00's queues are bound again by sg10 before any doorbell, and both kick the instruction queue 14.0");
        Problem first = ps.get(0);
        assertEquals(new PringSlot(new Pring("sg00:qDVESpill0_0.tx"), 0), first.location());
        assertTrue(first.step() > 0 && first.step() <= s.steps());
        for (int k = 1; k < ps.size(); k++) {
            assertTrue(ps.get(k - 1).step() <= ps.get(k).step(), "in step order");
        }
    }
}
