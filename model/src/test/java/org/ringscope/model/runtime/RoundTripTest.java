package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineListener;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.trace.Journal;

/** Run the sample to the end, step back to 0 and forward again: the state hash matches at every checked step. */
class RoundTripTest {
    @Test
    void everyCheckedStepHasTheHashOfTheForwardRun() throws Exception {
        NeuronRuntime rt = new NeuronRuntime(NeffReader.read(Runs.sample()), RunOptions.defaults().withExecutions(2));
        Journal j = rt.journal();
        Map<Integer, Long> seen = new TreeMap<>();
        rt.tracer().addListener(new SpineListener() {
            @Override
            public void onEnter(SpineNode node, SpineEdge via, int depth) {
                seen.put(j.size(), j.stateHash());
            }

            @Override
            public void onExit(SpineNode node, int depth) {
                seen.put(j.size(), j.stateHash());
            }
        });
        assertEquals(0, rt.run().status());
        int end = j.size();
        seen.put(end, j.stateHash());
        assertTrue(seen.size() > 500, "hashes recorded during the run: " + seen.size());

        while (j.stepBack()) {
            check(j, seen);
        }
        assertEquals(0, j.position());
        while (j.stepForward()) {
            check(j, seen);
        }
        assertEquals(end, j.position());
        List<Integer> steps = new ArrayList<>(seen.keySet());
        Random rnd = new Random(5);
        for (int i = 0; i < 300; i++) {
            int s = steps.get(rnd.nextInt(steps.size()));
            j.seek(s);
            assertEquals(seen.get(s), j.stateHash(), "seek to " + s);
        }
    }

    private static void check(Journal j, Map<Integer, Long> seen) {
        Long h = seen.get(j.position());
        if (h != null) {
            assertEquals(h, j.stateHash(), "step " + j.position());
        }
    }
}
