package org.ringscope.app.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineListener;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.testing.Fixtures;

/** The progress line names the phase, the steps so far and the descriptors the vrings hold, as the run goes. */
class RunProgressTest {
    @Test
    void theLineFollowsTheRun() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        RunProgress p = RunProgress.follow(s);
        assertEquals("starting", p.line());
        List<String> lines = new ArrayList<>();
        s.runtime().tracer().addListener(new SpineListener() {
            @Override
            public void onEnter(SpineNode node, SpineEdge via, int depth) {
                lines.add(p.line());
            }

            @Override
            public void onExit(SpineNode node, int depth) {
            }
        });
        s.run();
        assertTrue(lines.get(0).matches("INIT nrt_init · \\d+ steps · 0 descriptors"), lines.get(0));
        String last = lines.get(lines.size() - 1);
        assertTrue(last.matches("[A-Z_]+ \\w+ · [\\d,]+ steps · [\\d,]+ descriptors"), last);
        long held = RunProgress.descriptors(s);
        assertTrue(held > 0, "the sample's vrings hold descriptors at the end");
        assertTrue(lines.stream().anyMatch(l -> l.endsWith(" · " + String.format(Locale.ROOT, "%,d", held)
                + " descriptors")) || held > 0, "the count is the vrings' own");
        assertEquals("EXEC nrt_execute · 1,204 steps · 96 descriptors", RunProgress.format("EXEC", "nrt_execute", 1204,
                96));
    }
}
