package org.ringscope.model.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/**
 * The stepping commands on the sample's journal: run to a node (also from the end), step back as the inverse of
 * step into (a round trip with the state hash), run and reverse-run to breakpoints, and the run loop's bounded
 * advance stopping at a breakpoint met on the way.
 */
class StepperTest {
    private static EmulationSession s;
    private static Journal j;

    @BeforeAll
    static void run() throws Exception {
        s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withInspect(true));
        s.run();
        j = s.journal();
    }

    private static Markers.Marker behind() {
        return j.markers().at(j.position() - 1);
    }

    @Test
    void runsToANodeFromTheStartAndFromTheEnd() {
        j.seek(0);
        int r = Stepper.runToNode(j, "kbl_model_add");
        assertEquals(r + 1, j.position());
        assertEquals("kbl_model_add", behind().node());
        assertTrue(behind().enter());
        assertEquals(List.of("kbl_model_add"), s.stack().subList(s.stack().size() - 1, s.stack().size()));
        j.seek(j.size());
        assertEquals(r, Stepper.runToNode(j, "kbl_model_add"), "from the end: the first entry");
        int at = j.position();
        assertEquals(-1, Stepper.runToNode(j, "kbl_model_remove"), "an error path the run never took");
        assertEquals(at, j.position(), "the cursor stays");
    }

    @Test
    void stepBackUndoesStepInto() {
        j.seek(0);
        Stepper.runToNode(j, "kbl_model_add");
        for (int k = 0; k < 25; k++) {
            int p = j.position();
            long h = j.stateHash();
            s.stepInto();
            assertTrue(j.position() > p);
            assertEquals(p, Stepper.stepBack(j), "step back returns to where step into started");
            assertEquals(h, j.stateHash());
            s.stepInto();
        }
        j.seek(3);
        int first = j.markers().marker(0).record();
        assertTrue(first < 3, "the run opens with a marker");
        while (j.position() > 0) {
            Stepper.stepBack(j);
        }
        assertEquals(0, j.position());
    }

    /** The records of every entry of {@code node}, in order. */
    private static List<Integer> entries(String node) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < j.markers().count(); k++) {
            Markers.Marker m = j.markers().marker(k);
            if (m.enter() && m.node().equals(node)) {
                out.add(m.record());
            }
        }
        return out;
    }

    @Test
    void runsAndReverseRunsToBreakpoints() {
        List<Integer> add = entries("kbl_model_add");
        List<Integer> kick = entries("ndl_nc_semaphore_increment");
        assertTrue(add.size() >= 2 && !kick.isEmpty(), add + " " + kick);
        Set<String> bps = Set.of("kbl_model_add", "ndl_nc_semaphore_increment");
        TreeSet<Integer> all = new TreeSet<>(add);
        all.addAll(kick);
        j.seek(0);
        for (int r : all) {
            assertEquals(r, Stepper.runTo(j, bps));
            assertEquals(r + 1, j.position());
        }
        assertEquals(-1, Stepper.runTo(j, bps));
        assertEquals(j.size(), j.position(), "none ahead: the end");
        for (int r : all.descendingSet()) {
            assertEquals(r, Stepper.runBackTo(j, bps), "reverse-run never stops where it stands");
            assertEquals(r + 1, j.position());
        }
        assertEquals(-1, Stepper.runBackTo(j, bps));
        assertEquals(0, j.position(), "none behind: step 0");
        assertEquals(-1, Stepper.runTo(j, Set.of()));
        assertEquals(j.size(), j.position());
    }

    @Test
    void advanceStopsAtABreakpointOnTheWay() {
        List<Integer> add = entries("kbl_model_add");
        j.seek(0);
        Stepper.Tick t = Stepper.advance(j, 5, Set.of("kbl_model_add"));
        assertEquals(5, t.step());
        assertFalse(t.stops());
        for (int r : add) {
            t = Stepper.advance(j, j.size(), Set.of("kbl_model_add"));
            assertEquals("kbl_model_add", t.breakpoint());
            assertEquals(r + 1, t.step());
            assertEquals(r + 1, j.position());
        }
        t = Stepper.advance(j, j.size(), Set.of("kbl_model_add"));
        assertTrue(t.end());
        assertEquals(j.size(), j.position());
    }
}
