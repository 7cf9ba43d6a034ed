package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;

/** Each spine node names the views that show it; the sample's run holds the claim for the vrings. */
class NodeViewsTest {
    @Test
    void everyNodeIsShownByTheSpineFirst() {
        for (SpineNode n : Spine.load().nodes()) {
            assertEquals(ViewKind.SPINE, n.views().get(0), n.name());
            assertTrue(n.lookIn().startsWith("look in: Spine"), n.lookIn());
        }
        SpineNode add = Spine.load().node("kbl_model_add").orElseThrow();
        assertTrue(add.views().contains(ViewKind.VRING), add.lookIn());
        SpineNode reloc = Spine.load().node("prelink_relocate_lib").orElseThrow();
        assertTrue(reloc.views().contains(ViewKind.RELOCATIONS), reloc.lookIn());
    }

    @Test
    void everyNodeThatWritesAVringInTheSampleSaysTheVringViewShowsIt() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        s.run();
        Journal j = s.journal();
        Spine spine = Spine.load();
        Deque<String> open = new ArrayDeque<>();
        Map<String, Integer> missing = new TreeMap<>();
        for (int i = 0; i < j.size(); i++) {
            Markers.Marker m = j.markers().at(i);
            if (m != null) {
                if (m.enter()) {
                    open.addLast(m.node());
                } else {
                    open.pollLast();
                }
            } else if (j.vrings().owns(i) && !open.isEmpty()) {
                SpineNode n = spine.node(open.peekLast()).orElseThrow();
                if (!n.views().contains(ViewKind.VRING)) {
                    missing.merge(n.name(), 1, Integer::sum);
                }
            }
        }
        assertEquals(Map.of(), missing, "nodes that wrote vring records without naming the vring view");
    }
}
