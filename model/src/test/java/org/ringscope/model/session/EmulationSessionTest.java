package org.ringscope.model.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.testing.Fixtures;

class EmulationSessionTest {
    @Test
    void publishesEventsWithRisingRevisionsAndMovesTheCursorThroughTheJournal() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        List<SessionEvent> events = new ArrayList<>();
        s.addListener(events::add);
        assertEquals(0, s.run().status());
        assertInstanceOf(SessionEvent.RunStarted.class, events.get(0));
        assertInstanceOf(SessionEvent.RunFinished.class, events.get(events.size() - 1));
        int end = s.steps();
        assertEquals(end, s.cursor());

        s.seek(0);
        assertTrue(s.runToNode("ndl_nc_semaphore_increment") >= 0);
        assertEquals(List.of("nrt_execute", "nrt_execute_repeat", "kmgr_exec", "kmgr_sync_exec", "tpb_xu_schedule_exec",
                "tpb_xu_schedule_request", "dlr_kickoff_exec", "kbl_infer_kickoff", "exec_kickoff_infer",
                "ndl_nc_semaphore_increment"), s.stack());
        s.seek(end);
        int hit = s.runBackTo(DeviceConditions.semaphoreChanged(s.device(), 0, 255));
        assertTrue(hit > 0, "the INFERENCE_START semaphore changed");
        assertTrue(s.stepBack());
        assertTrue(s.stepForward());
        long[] revs = events.stream().mapToLong(SessionEvent::revision).toArray();
        for (int i = 1; i < revs.length; i++) {
            assertTrue(revs[i] > revs[i - 1], "revisions rise");
        }
        assertTrue(events.stream().anyMatch(e -> e instanceof SessionEvent.CursorMoved m && m.to() < m.from()));
        assertTrue(s.journal().stats().bytesPerRecord() <= 64, "journal bytes per record: "
                + s.journal().stats().bytesPerRecord());
    }
}
