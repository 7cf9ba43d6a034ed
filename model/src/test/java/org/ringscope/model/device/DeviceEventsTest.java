package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;

class DeviceEventsTest {
    @Test
    void theSampleRunsDoorbellsKickoffsAndPacketsAreTheRunResultsCounts() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        RunResult r = s.run();
        Journal j = s.journal();
        long hash = s.stateHash();
        long[] n = new long[6];
        int[] lastDoorbell = {-1};
        DeviceEvents.Sink sink = new DeviceEvents.Sink() {
            @Override
            public void doorbell(int record, int ring, int num, int byQueue, boolean aborted) {
                n[byQueue == DeviceEvents.HOST ? 0 : 1]++;
                assertTrue(num > 0);
                assertFalse(aborted);
                assertTrue(record > lastDoorbell[0]);
                lastDoorbell[0] = record;
            }

            @Override
            public void sync(int record, int nc, int idx, int op, int value, int old, int byQueue) {
                if (byQueue == DeviceEvents.HOST && op == DeviceEvents.SEM_INC) {
                    n[2]++;
                }
                if (byQueue != DeviceEvents.HOST) {
                    n[4]++;
                }
            }

            @Override
            public void packet(int record, int queue, int txSlot, int txCount, int rxCount, long bytesIn, long bytesOut,
                    long flags, int notifications) {
                n[3]++;
                n[5] += notifications;
            }
        };
        int device = 0;
        for (int i = 0; i < j.size(); i++) {
            if (DeviceEvents.read(s.device(), j, i, sink)) {
                device++;
            }
        }
        assertEquals(r.doorbells(), n[0] + n[1] + n[2], "host doorbells + DMA-written doorbells + kickoffs");
        assertEquals(r.kickoffs(), n[2]);
        assertEquals(r.queues().stream().mapToLong(RunResult.Queue::packets).sum(), n[3]);
        assertTrue(n[1] > 0, "the hw exec queue's descriptors ring the instruction fetch's doorbells");
        assertTrue(n[4] > 0, "packets raise semaphores");
        assertTrue(n[5] >= 2, "START and END notifications");
        assertTrue(device > 0 && device < j.size());
        assertEquals(hash, s.stateHash(), "reading changes nothing");
    }

    @Test
    void pringNamesAreTheirAllocations() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        s.run();
        List<String> allocated = new ArrayList<>();
        for (int i = 0; i < s.journal().size(); i++) {
            DeviceEvents.read(s.device(), s.journal(), i, new DeviceEvents.Sink() {
                @Override
                public void alloc(int record, Region region, long address, long size, String name, MemCategory c,
                        int pringType, int pringCount) {
                    if (pringType >= 0) {
                        allocated.add(name);
                        assertEquals(MemCategory.DMA_RING, c);
                        assertEquals(16L * pringCount, size);
                    }
                }
            });
        }
        assertEquals(s.device().prings().stream().map(p -> s.device().pringName(p)).toList(), allocated,
                "the k-th pring allocation is the k-th pring");
        for (Pring p : s.device().prings()) {
            String name = s.device().pringName(p);
            assertNotNull(name);
            assertEquals(name, s.device().allocator(Region.HBM).find(p.memory().deviceAddress()).name());
        }
        assertEquals(null, s.device().pringName(Pring.dmaRingInfoAlloc(RingType.TX, 8, false)));
    }
}
