package org.ringscope.model.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncLedger;
import org.ringscope.model.testing.Fixtures;

/**
 * The timeline's lanes for the semaphores the engines wait on: one per semaphore, its changes (instruction updates
 * and DMA completions) and the starts of waits on it, and a hung run's hang — drawn from the sequencer's records.
 */
class SemaphoreLanesTest {
    private static EmulationSession transpose(RunOptions o) throws Exception {
        Path f = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        EmulationSession s = EmulationSession.open(NeffReader.read(f), o);
        s.run();
        return s;
    }

    private static int lane(TimelineIndex x, String label) {
        for (int l = 0; l < x.lanes().size(); l++) {
            if (x.lanes().get(l).label().equals(label)) {
                return l;
            }
        }
        return -1;
    }

    @Test
    void eachSemaphoreLaneHoldsItsLedgerDeliveries() throws Exception {
        EmulationSession s = transpose(RunOptions.defaults());
        TimelineIndex x = s.indexes().timeline();
        SyncDomain d = SyncDomain.of(s.journal());
        List<SyncLedger.Entry> ledger = SyncLedger.of(d, 0, s.journal().size());
        int checked = 0;
        for (SyncLedger.Entry e : ledger) {
            if (e.core() != 0 || e.event()) {
                continue;
            }
            int l = lane(x, "NC 0 " + e.name());
            assertTrue(l >= 0, "a lane for " + e.name());
            assertTrue(x.lanes().get(l).semaphore());
            int changes = 0;
            for (int ev : x.laneEvents(l)) {
                changes += x.kind(ev) == EventKind.ENGINE_SEMAPHORE ? 1 : 0;
            }
            assertEquals(e.delivered().size(), changes, e.name());
            checked++;
        }
        assertTrue(checked >= 34, "S[4], S[5], S[8], S[24..39], S[40..55] at least: " + checked);
        int s4 = lane(x, "NC 0 S[4]");
        int last = x.laneEvents(s4)[x.laneEvents(s4).length - 1];
        assertEquals(63, x.first(last));
        assertEquals(64, x.count(last));
        assertEquals(EventKind.ENGINE_SEMAPHORE, x.kind(last));
        assertEquals(4, x.ring(last) % 256, "S[4] of NC 0");
        String by = x.texts().get(x.extra(last));
        assertTrue(by.startsWith("instruction sg00 Activation slot "), by);
        assertTrue(lane(x, "NC 0 sync") < s4, "the semaphore lanes come after the NC's own lane");
    }

    @Test
    void aHungRunShowsItsWaitsAndTheHang() throws Exception {
        EmulationSession s = transpose(RunOptions.defaults().withFault("skip-dma:qSPIO0/0"));
        TimelineIndex x = s.indexes().timeline();
        int s24 = lane(x, "NC 0 S[24]");
        int waits = 0;
        for (int ev : x.laneEvents(s24)) {
            if (x.kind(ev) == EventKind.WAIT) {
                waits++;
                assertEquals(0, x.first(ev), "S[24] holds 0 while they wait");
            }
        }
        assertEquals(2, waits, "PE's EventSemaphore and SP's reuse guard wait on S[24]");
        int hangs = 0;
        for (int e = 0; e < x.size(); e++) {
            if (x.kind(e) == EventKind.HANG) {
                hangs++;
                assertEquals(lane(x, "NC 0 sync"), x.lane(e));
                String what = x.texts().get(x.extra(e));
                assertTrue(what.contains("4 engines cannot issue; execution timeout (30000 ms)"), what);
            }
        }
        assertEquals(1, hangs);
    }
}
