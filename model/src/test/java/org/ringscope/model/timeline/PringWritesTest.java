package org.ringscope.model.timeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceEvents;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.VringDomain;

/**
 * The ring writes grouped by pring, on the generated sample run three times (its rings written again at every
 * execution), against brute-force scans: of the index's writes, of the journal's records (every dump into a pring
 * and every descriptor write into a bound ring is listed for that pring, and nothing else is), and of device memory
 * walked step by step (a pring's memory changes only at a record listed for it).
 */
class PringWritesTest {
    private final EmulationSession s = run();
    private final TimelineIndex x = s.indexes().timeline();
    private final PringWrites byPring = x.pringWrites();

    private static EmulationSession run() {
        try {
            EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                    RunOptions.defaults().withExecutions(3));
            s.run();
            return s;
        } catch (Exception e) {
            throw new AssertionError("the sample does not run", e);
        }
    }

    @Test
    void eachPringsWritesAreTheIndexsWritesIntoItInRecordOrder() {
        assertSame(byPring, x.pringWrites(), "built once");
        assertEquals(x.prings().size(), byPring.prings());
        int total = 0;
        int rewritten = 0;
        for (int p = 0; p < x.prings().size(); p++) {
            List<Integer> positions = new ArrayList<>();
            for (int k = 0; k < x.writes().size(); k++) {
                if (x.writes().get(k).pring() == p) {
                    positions.add(k);
                }
            }
            assertEquals(positions.size(), byPring.count(p), "writes into pring " + p);
            int[] records = new int[positions.size()];
            for (int k = 0; k < positions.size(); k++) {
                assertEquals(positions.get(k), byPring.position(p, k), "pring " + p + " write " + k);
                records[k] = x.writes().get(positions.get(k)).record();
                assertEquals(records[k], byPring.record(p, k));
                assertTrue(k == 0 || records[k - 1] <= records[k], "pring " + p + " in record order");
            }
            assertArrayEquals(records, byPring.records(p));
            TreeSet<Integer> steps = new TreeSet<>(List.of(0, x.steps()));
            for (int r : records) {
                steps.addAll(List.of(r, r + 1));
            }
            for (int step : steps) {
                int before = 0;
                for (int r : records) {
                    before += r < step ? 1 : 0;
                }
                assertEquals(before, byPring.before(p, step), "writes into pring " + p + " before step " + step);
            }
            total += records.length;
            rewritten += Arrays.stream(records).distinct().count() > 1 ? 1 : 0;
        }
        assertEquals(x.writes().size(), total, "every write is into a pring of the index");
        assertTrue(rewritten > 0, "some pring is written by more than one record");
        assertEquals(0, byPring.count(-1));
        assertEquals(0, byPring.before(x.prings().size(), x.steps()));
        assertEquals(0, byPring.records(x.prings().size()).length);
    }

    @Test
    void theRecordsListedForAPringAreTheJournalsDumpsIntoItAndDescriptorWritesIntoItsQueue() {
        Journal j = s.journal();
        Device dev = s.device();
        VringDomain vrings = VringDomain.of(j);
        int qpe = dev.topology().queuesPerEngine();
        List<TreeSet<Integer>> found = new ArrayList<>();
        for (int p = 0; p < x.prings().size(); p++) {
            found.add(new TreeSet<>());
        }
        int dumps = 0;
        int sets = 0;
        for (int i = 0; i < j.size(); i++) {
            VringDomain.Dump d = vrings.dumpOf(i);
            if (d != null) {
                int p = dev.prings().indexOf(d.pring());
                assertTrue(p >= 0, "record " + i + " dumps into a pring of the device");
                if (d.paddedSize() > 0) {
                    found.get(p).add(i);
                    dumps++;
                }
                continue;
            }
            int[] ring = {-1, 0};
            DeviceEvents.read(dev, j, i, new DeviceEvents.Sink() {
                @Override
                public void descriptors(int record, int r, int start, int count) {
                    ring[0] = r;
                    ring[1] = count;
                }
            });
            if (ring[0] < 0) {
                continue;
            }
            j.seek(i); // the ring the queue has bound when the record writes it
            long base = dev.queue(ring[0] / 2 / qpe, ring[0] / 2 % qpe).ringBase(ring[0] % 2 == 0 ? Direction.TX
                    : Direction.RX);
            for (int p = 0; p < x.prings().size(); p++) {
                TimelineIndex.PringInfo info = x.prings().get(p);
                if (info.address() == base && info.allocRecord() < i && (info.freeRecord() < 0
                        || info.freeRecord() >= i)) {
                    found.get(p).add(i);
                    sets++;
                }
            }
        }
        assertTrue(dumps > 0 && sets > 0, "the run has dumps (" + dumps + ") and descriptor writes (" + sets + ")");
        for (int p = 0; p < x.prings().size(); p++) {
            int[] listed = Arrays.stream(byPring.records(p)).distinct().toArray();
            assertArrayEquals(found.get(p).stream().mapToInt(Integer::intValue).toArray(), listed,
                    "records writing pring " + p + " " + x.prings().get(p).name());
        }
    }

    @Test
    void aPringsMemoryChangesOnlyAtARecordListedForIt() {
        Journal j = s.journal();
        Device dev = s.device();
        int n = x.prings().size();
        long[][] last = new long[n][];
        int changes = 0;
        for (int step = 0; step <= x.steps(); step++) {
            j.seek(step);
            for (int p = 0; p < n; p++) {
                TimelineIndex.PringInfo info = x.prings().get(p);
                boolean alive = info.allocRecord() < step && (info.freeRecord() < 0 || info.freeRecord() >= step);
                if (!alive || p >= dev.prings().size()) {
                    last[p] = null;
                    continue;
                }
                long[] now = dev.prings().get(p).words(0, info.count());
                if (last[p] != null && !Arrays.equals(last[p], now)) {
                    int record = step - 1;
                    assertTrue(Arrays.binarySearch(byPring.records(p), record) >= 0, "pring " + p + " "
                            + info.name() + " changed at record " + record + ", not listed for it");
                    changes++;
                }
                last[p] = now;
            }
        }
        assertTrue(changes > n, "rings' memory changed " + changes + " times along the journal");
    }
}
