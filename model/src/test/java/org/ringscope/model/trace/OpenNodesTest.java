package org.ringscope.model.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.SampleRun;

/**
 * The open nodes at a step, as a chain of the innermost node's entry and its parents', against a walk of every
 * marker before the step: at every step of the sample's run, and after a truncation and new markers recorded over
 * the dropped ones.
 */
class OpenNodesTest {
    private static int deepest(Markers m, Journal j) {
        int deepest = 0;
        for (int step = 0; step <= j.size() + 1; step++) {
            List<String> walked = m.openNodesByWalk(step);
            assertEquals(walked, m.openNodes(step), "step " + step);
            deepest = Math.max(deepest, walked.size());
        }
        return deepest;
    }

    @Test
    void theChainOfEntriesIsTheStackAWalkFinds() throws Exception {
        EmulationSession s = SampleRun.run();
        Journal j = s.journal();
        Markers m = j.markers();
        assertTrue(deepest(m, j) >= 5, "the sample's spine nests");
        // a new history over half the markers: the chain follows the new ones
        int cut = m.marker(m.count() / 2).record();
        j.seek(cut);
        j.truncate(cut);
        List<String> open = m.openNodes(j.size());
        for (int k = open.size() - 1; k >= 1; k--) {
            m.exit(open.get(k));
        }
        m.enter("nrt_execute");
        m.enter("kmgr_exec");
        m.exit("kmgr_exec");
        m.enter("tpb_xu_schedule_request");
        deepest(m, j);
        assertEquals(List.of(open.get(0), "nrt_execute", "tpb_xu_schedule_request"), m.openNodes(j.size()));
    }
}
