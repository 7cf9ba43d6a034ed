package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringDomain;

/**
 * The run's walk over the spine on the sample: at the end the visited edges are exactly the runtime tracer's
 * (the run result's coverage), at step 0 none, they only grow with the step, the current node and stack match
 * the journal's markers at every step, and a descriptor's author is the node open when it was appended.
 */
class SpineTraceTest {
    private static EmulationSession s;
    private static SpineTrace t;
    private static final Spine SPINE = Spine.load();

    @BeforeAll
    static void run() throws Exception {
        s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withInspect(true));
        s.run();
        t = s.indexes().spine();
    }

    @Test
    void visitedEdgesAtTheEndAreTheTracers() {
        SpineTrace.State end = t.at(s.steps());
        RunResult r = s.result();
        assertEquals(r.spine().visitedEdges(), end.visited().cardinality());
        for (RunResult.Edge e : r.spine().unvisited()) {
            SpineEdge edge = SPINE.edges().stream().filter(x -> x.id().equals(e.edge())).findFirst().orElseThrow();
            assertTrue(!end.visited(t.indexOf(edge)), e.edge());
        }
        assertEquals(0, t.at(0).visited().cardinality());
        assertTrue(t.at(0).current().isEmpty());
    }

    @Test
    void theStateFollowsTheMarkersStepByStep() {
        Journal j = s.journal();
        int prev = 0;
        for (int step = 0; step <= s.steps(); step += 7) {
            SpineTrace.State st = t.at(step);
            assertEquals(j.markers().openNodes(step), st.stack(), "stack at " + step);
            assertTrue(st.visited().cardinality() >= prev, "visited edges only grow");
            prev = st.visited().cardinality();
        }
        j.seek(0);
        int r = s.runToNode("kbl_model_add");
        SpineTrace.State at = t.at(r + 1);
        assertEquals("kbl_model_add", at.current().orElseThrow());
        assertEquals(1, at.visits("kbl_model_add"));
        SpineEdge via = SPINE.edge(j.markers().openNodes(r + 1).get(at.depth() - 1), "kbl_model_add").orElseThrow();
        assertTrue(at.visited(t.indexOf(via)), "the edge into the current node is visited");
        assertEquals(t.indexOf(via), at.lastEdge());
        assertTrue(!t.at(r).visited(t.indexOf(via)) || t.at(r).visits("kbl_model_add") > 0);
    }

    @Test
    void aDescriptorsAuthorIsTheNodeOpenWhenItWasAppended() {
        Journal j = s.journal();
        j.seek(j.size());
        var v = VringDomain.of(j).attached().stream().filter(x -> x.tx().usedDescCount() > 0).findFirst().orElseThrow();
        Descriptor d = Half.of(v.name(), Direction.TX).descriptor(0);
        String author = t.authorOf(j, d, null).orElseThrow();
        int rec = VringDomain.of(j).appendRecordOf(v.name(), Direction.TX, 0, j.size());
        assertTrue(rec >= 0);
        List<String> open = j.markers().openNodes(rec);
        assertEquals(open.get(open.size() - 1), author);
        assertTrue(SPINE.node(author).isPresent(), author);
    }
}
