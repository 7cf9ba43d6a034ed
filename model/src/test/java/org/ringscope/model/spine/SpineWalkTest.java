package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/**
 * The spine walk's state at a step, walked on from the kept walk before it, against a walk of every marker before
 * the step: on the sample run many times over, so its markers span several kept walks, at steps in any order.
 */
class SpineWalkTest {
    @Test
    void aStateWalkedOnFromAKeptWalkIsTheWholeWalks() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withExecutions(50));
        s.run();
        SpineTrace t = s.indexes().spine();
        assertTrue(t.markers() > 3 * SpineWalk.STRIDE, "markers over several kept walks: " + t.markers());
        Random r = new Random(852);
        int[] steps = new int[300];
        for (int k = 0; k < steps.length; k++) {
            steps[k] = k < 3 ? new int[] {0, s.steps(), s.steps() + 5}[k] : r.nextInt(s.steps() + 1);
        }
        for (int step : steps) {
            SpineTrace.State want = t.atByWalk(step);
            SpineTrace.State got = t.at(step);
            String at = "step " + step;
            assertEquals(want.stack(), got.stack(), at);
            assertEquals(want.visited(), got.visited(), at);
            assertArrayEquals(want.edgeVisits(), got.edgeVisits(), at);
            assertEquals(want.nodeVisits(), got.nodeVisits(), at);
            assertEquals(want.siteVisits(), got.siteVisits(), at);
            assertEquals(want.lastEdge(), got.lastEdge(), at);
        }
        SpineTrace.State end = t.at(s.steps());
        end.edgeVisits()[0] += 1000; // a state is its own: changing it changes no other
        assertEquals(t.atByWalk(s.steps()).edgeVisits()[0], t.at(s.steps()).edgeVisits()[0]);
    }
}
