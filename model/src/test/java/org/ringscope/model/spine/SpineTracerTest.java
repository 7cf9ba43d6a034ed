package org.ringscope.model.spine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SpineTracerTest {
    private final SpineTracer tracer = new SpineTracer(Spine.load());

    @Test
    void rejectsAnEdgeThatIsNotInTheSpine() {
        tracer.enter("nrt_load");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> tracer.enter("kbl_model_add"));
        assertTrue(e.getMessage().contains("nrt_load"), e.getMessage());
        assertTrue(e.getMessage().contains("kbl_model_add"), e.getMessage());
        assertEquals(List.of("nrt_load"), tracer.stackNames(), "a rejected call leaves the stack alone");
    }

    @Test
    void rejectsANonEntryWithNoCallerAndAnUnknownNode() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> tracer.enter("kmgr_exec"));
        assertTrue(e.getMessage().contains("not a public entry"), e.getMessage());
        tracer.enter("nrt_init");
        e = assertThrows(IllegalStateException.class, () -> tracer.enter("made_up"));
        assertTrue(e.getMessage().contains("nrt_init") && e.getMessage().contains("made_up"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> tracer.enter("nrt_load"), "an entry is not callable from nrt_init");
    }

    @Test
    void exitMustMatchTheTopFrame() {
        tracer.enter("nrt_execute");
        tracer.enter("nrt_execute_repeat");
        assertThrows(IllegalStateException.class, () -> tracer.exit("nrt_execute"));
        tracer.exit("nrt_execute_repeat");
        tracer.exit("nrt_execute");
        assertEquals(0, tracer.depth());
        assertThrows(IllegalStateException.class, () -> tracer.exit("nrt_execute"));
    }

    @Test
    void visitedAndUnvisitedBookkeeping() {
        int total = tracer.spine().edges().size();
        assertEquals(total, tracer.unvisitedEdges().size());
        try (SpineTracer.Frame load = tracer.call("nrt_load")) {
            assertEquals(0, load.depth());
            try (SpineTracer.Frame util = tracer.call("nrt_load_util")) {
                assertEquals(1, util.depth());
                tracer.call("neff_get_header_from_buffer").close();
                tracer.call("neff_get_header_from_buffer").close();
            }
        }
        SpineEdge e = tracer.spine().edge("nrt_load_util", "neff_get_header_from_buffer").orElseThrow();
        assertEquals(2, tracer.visits(e));
        assertTrue(tracer.visited("nrt_load", "nrt_load_util"));
        assertEquals(2, tracer.visitedEdges().size());
        assertEquals(total - 2, tracer.unvisitedEdges().size());
        assertTrue(tracer.unvisitedEdges(SpineEdge.Path.ERROR).stream().anyMatch(x -> x.callee().equals("nrt_save_neff")));
        assertTrue(tracer.unvisitedEdges(SpineEdge.Path.NORMAL).stream().noneMatch(x -> x.id().equals(e.id())));
        tracer.clearVisits();
        assertEquals(total, tracer.unvisitedEdges().size());
    }

    @Test
    @SuppressWarnings("try")
    void aFrameClosesWhenTheFunctionThrows() {
        assertThrows(ArithmeticException.class, () -> {
            try (SpineTracer.Frame f = tracer.call("nrt_load"); SpineTracer.Frame g = tracer.call("nrt_load_util")) {
                throw new ArithmeticException("injected");
            }
        });
        assertEquals(0, tracer.depth());
    }

    @Test
    @SuppressWarnings("try")
    void theBuildSequenceRunsAtOneDepth() {
        List<String> events = new ArrayList<>();
        tracer.addListener(new SpineListener() {
            @Override
            public void onEnter(SpineNode node, SpineEdge via, int depth) {
                events.add("+" + node.name() + "@" + depth + (via == null ? "" : " via " + via.kind()));
            }

            @Override
            public void onExit(SpineNode node, int depth) {
                events.add("-" + node.name() + "@" + depth);
            }
        });
        tracer.call("nrtucode_opset_create").close();
        assertEquals(SpineEdge.Kind.SEQUENCE, tracer.enter("nrtucode_opset_add_instruction").kind(),
                "the first add_instruction follows create");
        tracer.exit("nrtucode_opset_add_instruction");
        tracer.call("nrtucode_opset_add_instruction").close();
        try (SpineTracer.Frame ll = tracer.call("nrtucode_ll_create")) {
            tracer.call("prelink").close();
        }
        tracer.call("nrtucode_ll_get_load_sequence_num_instrs").close();
        tracer.call("nrtucode_ll_get_load_sequence").close();
        try (SpineTracer.Frame f = tracer.call("add_load_pool_arguments")) {
            tracer.call("add_ins").close();
        }
        assertTrue(tracer.visited("nrtucode_opset_create", "nrtucode_opset_add_instruction"));
        assertTrue(tracer.visited("nrtucode_opset_add_instruction", "nrtucode_ll_create"));
        assertTrue(tracer.visited("nrtucode_ll_get_load_sequence", "add_load_pool_arguments"));
        assertTrue(tracer.visited("add_load_pool_arguments", "add_ins"));
        assertEquals(2, tracer.visits(tracer.spine().edge("nrtucode_opset_create", "nrtucode_opset_add_instruction")
                .orElseThrow()), "a repeated step counts on the edge that reached it");
        assertTrue(events.contains("+add_load_pool_arguments@0 via SEQUENCE"), events.toString());
        assertTrue(events.contains("+prelink@1 via CALL"), events.toString());
        assertTrue(events.contains("+nrtucode_opset_create@0"), events.toString());
    }

    @Test
    void aSequenceEdgeIsNotACall() {
        tracer.enter("nrtucode_ll_get_load_sequence");
        assertThrows(IllegalStateException.class, () -> tracer.enter("add_load_pool_arguments"),
                "add_load_pool_arguments follows the load sequence; it is not called by it");
    }

    @Test
    void aSequenceNeedsItsPredecessorAtTheSameDepth() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> tracer.enter("add_load_pool_arguments"));
        assertTrue(e.getMessage().contains("add_load_pool_arguments"), e.getMessage());
        tracer.call("nrtucode_ll_get_load_sequence").close();
        tracer.call("nrt_init").close();
        assertThrows(IllegalStateException.class, () -> tracer.enter("add_load_pool_arguments"),
                "another step came between");
    }

    @Test
    void theSyncKickoffPathIsAccepted() {
        String[] chain = {"nrt_execute", "nrt_execute_repeat", "kmgr_exec", "kmgr_sync_exec", "tpb_xu_schedule_exec",
            "tpb_xu_schedule_request", "dlr_kickoff_exec", "kbl_infer_kickoff", "exec_kickoff_infer",
            "ndl_nc_semaphore_increment"};
        for (String n : chain) {
            tracer.enter(n);
        }
        assertEquals(chain.length, tracer.depth());
        assertEquals("ndl_nc_semaphore_increment", tracer.current().orElseThrow().name());
        for (int i = chain.length - 1; i >= 0; i--) {
            tracer.exit(chain[i]);
        }
        assertFalse(tracer.current().isPresent());
        assertEquals(chain.length - 1, tracer.visitedEdges().size());
    }
}
