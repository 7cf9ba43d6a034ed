package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineNode;

/** Spine coverage: a sync and an async run of the sample visit every non-error edge; --fail-at visits the error edges. */
class SpineCoverageTest {
    private static final Spine SPINE = Spine.load();

    private static RunResult sample(RunOptions o) throws Exception {
        return Runs.run(Runs.sample(), o.withInspect(true)).result();
    }

    @Test
    void syncPlusAsyncVisitEveryEdgeThatIsNotAnError() throws Exception {
        RunResult sync = sample(RunOptions.defaults());
        RunResult async = sample(RunOptions.defaults().withAsync(true));
        assertEquals(0, sync.status(), sync.message());
        assertEquals(0, async.status(), async.message());
        Set<String> missed = new HashSet<>();
        sync.spine().unvisited().forEach(e -> missed.add(e.edge()));
        Set<String> asyncMissed = new HashSet<>();
        async.spine().unvisited().forEach(e -> asyncMissed.add(e.edge()));
        missed.retainAll(asyncMissed);
        for (SpineEdge e : SPINE.edges()) {
            if (e.path() != SpineEdge.Path.ERROR) {
                assertFalse(missed.contains(e.id()), "neither run visited " + e);
            } else {
                assertTrue(missed.contains(e.id()), "a run without failure took the error edge " + e);
            }
        }
    }

    /**
     * The seed's {@code tpb_xu_schedule_exec { tpb_xu_schedule_request; nrt_sys_trace_new_event_with_seq }} holds on
     * either path: the async worker enters the same function, so it emits the trace event as well.
     */
    @Test
    void theScheduleExecsEdgesHoldOnTheSyncAndTheAsyncPath() throws Exception {
        for (RunOptions o : List.of(RunOptions.defaults(), RunOptions.defaults().withAsync(true))) {
            NeuronRuntime rt = Runs.run(Runs.sample(), o);
            assertEquals(0, rt.result().status(), rt.result().message());
            for (SpineEdge e : SPINE.edges()) {
                if (e.caller().equals("tpb_xu_schedule_exec") && e.path() != SpineEdge.Path.ERROR) {
                    assertTrue(rt.tracer().visited(e.caller(), e.callee()), (o.async() ? "async" : "sync") + ": " + e);
                }
            }
            assertTrue(rt.tracer().visited("tpb_xu_schedule_exec", "nrt_sys_trace_new_event_with_seq"));
        }
    }

    @Test
    void theResultListsEveryEdgeNotVisitedWithItsPath() throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults());
        RunResult r = rt.result();
        List<String> fromTracer = rt.tracer().unvisitedEdges().stream().map(SpineEdge::id).toList();
        assertEquals(fromTracer, r.spine().unvisited().stream().map(RunResult.Edge::edge).toList());
        assertEquals(SPINE.edges().size(), r.spine().totalEdges());
        assertEquals(r.spine().totalEdges() - fromTracer.size(), r.spine().visitedEdges());
        for (RunResult.Edge e : r.spine().unvisited()) {
            String path = SPINE.edges().stream().filter(s -> s.id().equals(e.edge())).findFirst().orElseThrow().path()
                    .name().toLowerCase(Locale.ROOT);
            assertEquals(path, e.path());
        }
    }

    static Stream<String> nodesWithErrorEdges() {
        return SPINE.nodes().stream().map(SpineNode::name).filter(n -> !SPINE.errorEdgesOut(n).isEmpty());
    }

    @ParameterizedTest
    @MethodSource("nodesWithErrorEdges")
    void failAtANodeTakesItsErrorEdges(String node) throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults().withFailAt(node));
        RunResult r = rt.result();
        assertTrue(r.injected(), node + " was reached and failed: " + r.notes());
        assertNotEquals(0, r.status(), "a failure at " + node + " is a non-zero status");
        assertEquals(node, r.failedNode());
        for (SpineEdge e : SPINE.errorEdgesOut(node)) {
            assertTrue(rt.tracer().visited(e.caller(), e.callee()), node + " took " + e);
        }
        assertEquals(0, rt.tracer().depth(), "every frame closed");
        consistent(rt);
    }

    @Test
    void aNodeWithoutErrorEdgesFailsWithTheStatusOfItsNearestUnwindingCaller() throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults().withFailAt("dmem_buf_copyin"));
        RunResult r = rt.result();
        assertEquals(NrtStatus.NRT_FAILURE.code(), r.status(), "kbl_model_add's status");
        assertTrue(rt.tracer().visited("kbl_model_add", "model_free"));
        assertTrue(rt.tracer().visited("kmgr_load_nn_nc", "kmgr_unstage_kelf_model"));
        assertTrue(rt.tracer().visited("nrt_load_util", "nrt_save_neff"));
        assertTrue(r.executions().isEmpty(), "no execution after a failed load");
        consistent(rt);

        RunResult doorbell = Runs.run(Runs.sample(), RunOptions.defaults().withFailAt("ndl_nc_semaphore_increment")
                .withExecutions(2)).result();
        assertEquals(List.of(101, 101), doorbell.executions(), "the stop path leaves the exec unit FATAL_SHUTDOWN");

        RunResult init = Runs.run(Runs.sample(), RunOptions.defaults().withFailAt("kmgr_init")).result();
        assertEquals(NrtStatus.NRT_FAILURE.code(), init.status(), "nrt_init's status: INIT has no unwind edges");
    }

    @Test
    void aFailedUcodeBuildSurfacesAtLoad() throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults().withFailAt("relocate_op"));
        RunResult r = rt.result();
        assertEquals(8, r.ucode().get(0).status(), "XTLIB_RELOCATION_ERR");
        assertEquals(NrtStatus.NRT_FAILURE.code(), r.status());
        assertTrue(rt.tracer().visited("kbl_model_add", "model_free"), "staging the failed library fails the load");
    }

    /** The journal is whole: seek to 0 and back, the state hash is the end's. */
    private static void consistent(NeuronRuntime rt) {
        long end = rt.journal().stateHash();
        int size = rt.journal().size();
        rt.journal().seek(0);
        rt.journal().seek(size / 2);
        rt.journal().seek(size);
        assertEquals(end, rt.journal().stateHash());
        assertTrue(rt.journal().markers().openNodes(size).isEmpty(), "every marker closed");
    }
}
