package org.ringscope.model.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.SampleRun;
import org.ringscope.model.trace.Journal;

/** The index of the sample's journal, without a window: lanes, counts against the journal, flows. */
class TimelineIndexTest {
    private final EmulationSession s = SampleRun.run();
    private final TimelineIndex x = s.indexes().timeline();

    @Test
    void theSessionBuildsTheIndexOnceARunAndDropsItWithTheHistory() {
        assertSame(x, s.indexes().timeline(), "one index a run, however many ask");
        assertSame(s.indexes().spine(), s.indexes().spine());
        assertSame(s.vrings(), s.indexes().vrings());
        s.seek(10);
        s.journal().truncate(10);
        TimelineIndex cut = s.indexes().timeline();
        assertNotSame(x, cut, "a cut history has an index of its own");
        assertEquals(10, cut.steps());
    }

    @Test
    void eventCountsAreTheJournalsDoorbellsKickoffsAndPackets() {
        RunResult r = s.result();
        assertEquals(r.doorbells(), x.count(EventKind.DOORBELL) + x.count(EventKind.DMA_DOORBELL) + x.count(EventKind.KICKOFF));
        assertEquals(r.kickoffs(), x.count(EventKind.KICKOFF));
        assertEquals(r.queues().stream().mapToLong(RunResult.Queue::packets).sum(),
                x.count(EventKind.PACKET) + x.count(EventKind.ABORT));
        assertEquals(x.count(EventKind.PACKET) + x.count(EventKind.ABORT), x.packetRecords().length);
        Journal j = s.journal();
        int qpe = s.device().topology().queuesPerEngine();
        for (int q : x.queues()) {
            var cond = DeviceConditions.doorbell(s.device(), s.device().queue(q / qpe, q % qpe));
            int records = 0;
            for (int i = 0; i < j.size(); i++) {
                records += cond.matches(j, i) ? 1 : 0;
            }
            int events = 0;
            for (int e = 0; e < x.size(); e++) {
                events += x.kind(e) == EventKind.DOORBELL && x.ring(e) / 2 == q ? 1 : 0;
            }
            assertEquals(records, events, "host doorbells of queue " + x.queueName(q));
        }
        assertEquals(j.size(), x.steps());
    }

    /** Per NC: its sync lane, its queues by id, then the semaphores its engines wait on, by index. */
    private static long order(TimelineIndex.Lane l) {
        return l.semaphore() ? 1_000_000L + (-2 - l.queue()) : l.queue();
    }

    @Test
    void lanesAreOnePerCoreThenItsQueuesAndHoldTheirEventsInOrder() {
        List<TimelineIndex.Lane> lanes = x.lanes();
        assertEquals("nc0", lanes.get(0).name());
        assertTrue(lanes.get(0).core());
        assertTrue(lanes.stream().anyMatch(l -> l.name().equals("sg00:hw_exec_queue")));
        assertTrue(lanes.stream().anyMatch(l -> l.name().equals("sg00:instr")));
        assertTrue(lanes.stream().anyMatch(l -> l.name().equals("sg11:qSPIO0_0")));
        for (int l = 1; l < lanes.size(); l++) {
            TimelineIndex.Lane a = lanes.get(l - 1);
            TimelineIndex.Lane b = lanes.get(l);
            assertTrue(a.nc() < b.nc() || a.nc() == b.nc() && order(a) < order(b), a + " before " + b);
        }
        int total = 0;
        for (int l = 0; l < lanes.size(); l++) {
            int[] ev = x.laneEvents(l);
            total += ev.length;
            for (int k = 0; k < ev.length; k++) {
                assertEquals(l, x.lane(ev[k]));
                assertTrue(k == 0 || x.record(ev[k - 1]) <= x.record(ev[k]));
                if (lanes.get(l).semaphore()) {
                    assertTrue(x.kind(ev[k]).engine(), x.kind(ev[k]) + " on " + lanes.get(l));
                } else if (lanes.get(l).core()) {
                    assertTrue(x.kind(ev[k]).sync() || x.kind(ev[k]) == EventKind.HANG);
                } else {
                    assertEquals(lanes.get(l).queue(), x.queueOf(ev[k]));
                }
            }
        }
        assertEquals(x.size(), total);
    }

    @Test
    void eachDoorbellPublishesAtTheTailAndItsPacketsConsumeIt() {
        int doorbells = 0;
        for (int e = 0; e < x.size(); e++) {
            if (!x.kind(e).doorbell()) {
                continue;
            }
            doorbells++;
            assertTrue(x.first(e) >= 0 && x.count(e) > 0 && x.pring(e) >= 0, "doorbell " + e);
            assertTrue(x.link1(e) >= 0, "someone consumed doorbell " + e + " of " + x.queueName(x.ring(e) / 2));
            assertTrue(x.record(x.link1(e)) > x.record(e) || x.src(e) >= 0 && x.record(x.link1(e)) >= x.record(e));
            assertTrue(x.link2(e) >= x.link1(e));
            assertEquals(x.ring(e) / 2, x.ring(x.link1(e)), "the consumer runs on the doorbell's queue");
            if (x.ring(e) % 2 == 0) {
                assertEquals(e, x.link1(x.link1(e)), "the first packet's TX publisher is the TX doorbell");
                assertEquals(x.first(e), x.first(x.link1(e)), "the packet starts where the doorbell published");
            }
        }
        assertTrue(doorbells >= 30);
        // the sample's first IO queue: 8 descriptors (its semaphores embedded), RX then TX, from slot 0
        int q = x.lanes().stream().filter(l -> l.name().equals("sg00:qSPIO0_0")).findFirst().orElseThrow().queue();
        int rx = -1;
        for (int e = 0; e < x.size() && rx < 0; e++) {
            if (x.kind(e) == EventKind.DOORBELL && x.ring(e) == q * 2 + 1) {
                rx = e;
            }
        }
        assertEquals(8, x.count(rx));
        assertEquals(0, x.first(rx));
        assertEquals(EventKind.DOORBELL, x.kind(rx + 1));
        assertEquals(q * 2, x.ring(rx + 1), "then TX");
        assertEquals(0, x.ordinal(rx));
        assertEquals(1, x.ordinal(rx + 1));
    }

    @Test
    void pringsAreTheDevicesWithTheirWritesAndKickoffsAreSemaphore255() {
        assertEquals(s.device().prings().size(), x.prings().size());
        for (int p = 0; p < x.prings().size(); p++) {
            assertEquals(s.device().pringName(s.device().prings().get(p)), x.prings().get(p).name());
        }
        assertTrue(x.writes().stream().anyMatch(w -> !w.pad() && w.vring() != null && w.vring().startsWith("qSPIO0_0")));
        assertTrue(x.writes().stream().anyMatch(w -> w.vring() == null), "the hw exec queue's set_descriptors");
        for (int e = 0; e < x.size(); e++) {
            if (x.kind(e) == EventKind.KICKOFF) {
                assertEquals(255, x.ring(e) % 256);
                assertEquals("ndl_nc_semaphore_increment", x.nodes(x.node(e)));
                assertEquals(x.first(e) + 1, x.extra(e), "old + 1");
            }
        }
    }
}
