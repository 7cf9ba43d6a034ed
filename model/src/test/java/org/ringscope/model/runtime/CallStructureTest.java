package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineTracer;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;

/** The call structure the seed fixes: the async path through tpb_xu_schedule_exec, the three copy call sites. */
class CallStructureTest {
    /** How many times each node was entered, and under which parent. */
    private static Map<String, Integer> entries(NeuronRuntime rt) {
        Map<String, Integer> n = new HashMap<>();
        Markers m = rt.journal().markers();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker mk = m.marker(k);
            if (mk.enter()) {
                n.merge(mk.node(), 1, Integer::sum);
            }
        }
        return n;
    }

    @Test
    void asyncGoesThroughTpbXuScheduleExecWithOneBarrierPerRequest() throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults().withAsync(true).withExecutions(3));
        assertEquals(0, rt.result().status(), rt.result().message());
        Map<String, Integer> n = entries(rt);
        int requests = 2 * 3;
        assertEquals(requests, n.get("kaew_post_request"), "two kelfs, three executions");
        assertEquals(requests, n.get("tpb_xu_schedule_exec"));
        assertEquals(requests, n.get("tpb_xu_schedule_request"));
        assertEquals(requests, n.get("kbl_async_mode_exec_enc_barrier"), "one async barrier per request");
        assertFalse(n.containsKey("kbl_sync_mode_exec_enc_barrier"));
        assertTrue(rt.tracer().visited("kaew_post_request", "tpb_xu_schedule_exec"));
        assertTrue(rt.tracer().visited("tpb_xu_schedule_exec", "tpb_xu_schedule_request"));
        Markers m = rt.journal().markers();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker mk = m.marker(k);
            if (mk.enter() && mk.node().equals("kbl_async_mode_exec_enc_barrier")) {
                List<String> stack = m.openNodes(mk.record());
                assertEquals("tpb_xu_schedule_request", stack.get(stack.size() - 1), "the barrier is the request's");
                assertTrue(stack.contains("kaew_post_request") && stack.contains("tpb_xu_schedule_exec"), stack::toString);
            }
        }
    }

    @Test
    void twentyExecutionsWrapTheExecRingAtARunBoundary() throws Exception {
        NeuronRuntime once = Runs.run(Runs.sample(), RunOptions.defaults());
        SpineEdge copy = once.tracer().spine().edge("sw_dma_queue_set_descriptors", "dma_ring_copy_descriptors")
                .orElseThrow();
        assertEquals(List.of("0x448e5c", "0x448e7d", "0x448ec4"), copy.sites().stream().map(s -> s.address()).toList());
        assertTrue(once.tracer().visits(copy, "0x448e5c") > 0);
        NeuronRuntime twenty = Runs.run(Runs.sample(), RunOptions.defaults().withExecutions(20));
        assertEquals(0, twenty.result().status(), twenty.result().message());
        assertEquals(twenty.tracer().visits(copy), twenty.tracer().visits(copy, "0x448e5c"),
                "each request commits runs of 2 descriptors on a 64-slot ring: the ring wraps (20 × 4 > 64) between "
                        + "two runs, so every run is a straight copy");
    }

    /** The frames above {@code sw_dma_queue_set_descriptors} on the kickoff's build branch. */
    private static final List<String> BUILD_BRANCH = List.of("nrt_execute", "nrt_execute_repeat", "kmgr_exec",
            "kmgr_sync_exec", "tpb_xu_schedule_exec", "tpb_xu_schedule_request", "dlr_add_to_hw_exec_queue",
            "kbl_compute_setup", "hw_exec_queue_add_exec_request", "hw_exec_queue_add_descriptors");

    @Test
    void aRunThatStraddlesTheRingsEndIsTwoCopiesAtTheWrapsCallSites() throws Exception {
        Journal j = new Journal();
        Device dev = new Device(Arch.CAYMAN, j);
        DmaQueue q = dev.queue(15, 0);
        Pring ring = dev.allocPring("t", RingType.TX, 0, true);
        q.init(ring, dev.allocPring("r", RingType.RX, 0, true));
        SpineTracer tracer = new SpineTracer();
        Calls calls = new Calls(tracer, null);
        BUILD_BRANCH.forEach(tracer::enter);
        long[] words = new long[2 * 3];
        for (int i = 0; i < 3; i++) {
            words[2 * i] = 0x1000 + i;
            words[2 * i + 1] = 0xA000 + i;
        }
        q.reserve(40);
        q.ack(40);
        q.reserve(23);
        int start = q.reserve(3)[0];
        assertEquals(63, start, "the next run starts on the ring's last slot");
        SwDmaQueue.swDmaQueueSetDescriptors(calls, q, Direction.TX, start, words, 3);
        SpineEdge copy = tracer.spine().edge("sw_dma_queue_set_descriptors", "dma_ring_copy_descriptors").orElseThrow();
        assertEquals(0, tracer.visits(copy, SwDmaQueue.SITE_STRAIGHT));
        assertEquals(1, tracer.visits(copy, SwDmaQueue.SITE_WRAP_END), "slot 63, to the ring's end");
        assertEquals(1, tracer.visits(copy, SwDmaQueue.SITE_WRAP_START), "slots 0 and 1, from the start");
        assertEquals(0xA000, ring.word1(63));
        assertEquals(0xA001, ring.word1(0));
        assertEquals(0xA002, ring.word1(1));
        assertEquals(1, LenCtrl.ringId((int) ring.word0(63)), "the first generation's phase");
        assertEquals(2, LenCtrl.ringId((int) ring.word0(0)), "past the wrap: the next phase");
        Markers m = j.markers();
        assertEquals(0, m.count(), "a tracer without the journal's listener records nothing");
    }

    @Test
    void theTracerRefusesACallSiteTheEdgeDoesNotList() {
        SpineTracer tracer = new SpineTracer();
        tracer.enter("nrt_execute");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> tracer.enter("nrt_execute_repeat", "0x448e5c"));
        assertTrue(e.getMessage().contains("not a call site of nrt_execute->nrt_execute_repeat"), e.getMessage());
    }
}
