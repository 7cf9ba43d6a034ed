package org.ringscope.model.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/** Spine-node markers and the step / run queries over them; journal events and revisions. */
class MarkersTest {
    private final Journal j = new Journal();
    private final VringDomain vrings = new VringDomain(j);
    private final Markers m = j.markers();
    private final Vring v = new Vring("v", Arch.CAYMAN);

    /**
     * nrt_execute { kmgr_exec { (append) tpb_xu_schedule_request { (append) } } (append) } nrt_execute { }.
     */
    private void trace() throws Exception {
        VringDomain.of(j).attach(v);
        m.enter("nrt_execute");
        m.enter("kmgr_exec");
        v.vringAddDescTransfer(1, 2, 3);
        m.enter("tpb_xu_schedule_request");
        v.vringAddDescTransfer(1, 2, 3);
        m.exit("tpb_xu_schedule_request");
        m.exit("kmgr_exec");
        v.vringAddDescTransfer(1, 2, 3);
        m.exit("nrt_execute");
        m.enter("nrt_execute");
        m.exit("nrt_execute");
    }

    @Test
    void depthsAndTheCallStack() throws Exception {
        trace();
        assertEquals(12, j.size());
        assertEquals(0, m.depthAt(0));
        assertEquals(2, m.depthAt(4), "inside kmgr_exec");
        assertEquals(List.of("nrt_execute", "kmgr_exec", "tpb_xu_schedule_request"), m.openNodes(6));
        assertEquals(List.of(), m.openNodes(j.size()));
        Markers.Marker mk = m.at(4);
        assertEquals("tpb_xu_schedule_request", mk.node());
        assertEquals(2, mk.depth());
        assertTrue(mk.enter());
        assertEquals(8, m.count());
        assertThrows(IllegalStateException.class, () -> m.exit("kmgr_exec"), "not the innermost open node");
    }

    @Test
    void stepIntoOverAndOut() throws Exception {
        trace();
        j.seek(0);
        m.stepInto();
        assertEquals(2, j.position(), "just past enter nrt_execute (attach is record 0)");
        m.stepOver();
        assertEquals(8, j.position(), "over kmgr_exec and everything in it");
        assertEquals(List.of("nrt_execute"), m.openNodes(j.position()));
        j.seek(3);
        m.stepInto();
        assertEquals(5, j.position(), "into tpb_xu_schedule_request");
        m.stepOut();
        assertEquals(7, j.position(), "past its exit");
        m.stepOut();
        assertEquals(8, j.position(), "past kmgr_exec's exit");
        m.stepOut();
        assertEquals(10, j.position(), "past nrt_execute's exit");
    }

    @Test
    void runToANodeAndBack() throws Exception {
        trace();
        j.seek(0);
        assertEquals(1, m.runToNode("nrt_execute"));
        assertEquals(2, j.position(), "just past the entry");
        assertEquals(10, m.runToNode("nrt_execute"));
        assertEquals(11, j.position(), "the second execution");
        assertEquals(-1, m.runToNode("nrt_execute"), "no third");
        assertEquals(11, j.position());
        assertEquals(4, m.runBackToNode("tpb_xu_schedule_request"));
        assertEquals(5, j.position());
        assertEquals(-1, m.runBackToNode("tpb_xu_schedule_request"), "strictly behind the cursor");
        j.seek(0);
        assertEquals(2, m.runTo(Set.of("kmgr_exec", "tpb_xu_schedule_request")), "breakpoints");
        assertEquals(4, m.runTo(Set.of("kmgr_exec", "tpb_xu_schedule_request")));
    }

    @Test
    void eventsCarryARisingRevision() throws Exception {
        List<JournalEvent> events = new ArrayList<>();
        j.addListener(events::add);
        trace();
        assertTrue(j.publish());
        assertEquals(new JournalEvent.Recorded(0, 12, j.revision()), events.get(0));
        long r = j.revision();
        j.seek(3);
        assertInstanceOf(JournalEvent.Reversed.class, events.get(1));
        j.stepForward();
        assertEquals(new JournalEvent.Stepped(3, 4, r + 2), events.get(2));
        m.enter("again");
        assertInstanceOf(JournalEvent.Truncated.class, events.get(3));
        assertEquals(5, j.size());
        j.reset();
        assertInstanceOf(JournalEvent.Reset.class, events.get(events.size() - 1));
        assertEquals(0, j.size());
        assertEquals(0, v.tx().usedDescCount());
        assertTrue(j.revision() > r);
    }
}
