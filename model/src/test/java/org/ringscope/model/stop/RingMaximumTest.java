package org.ringscope.model.stop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.gen.CopyProfile;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringDomain;
import org.ringscope.model.vring.VringPages;

/**
 * The journal of a copy NEFF that fills one queue's vring answers stop conditions and provenance as a brute-force
 * scan of its records does, at sampled steps (decision 1400): what the packed record columns, the walked records'
 * runs, the vring pages' lazy segments and the sampled append totals must not change.
 *
 * <p>The normal build runs it on {@value #DEFAULT_DESCRIPTORS} descriptors: the same shape as the ring maximum —
 * more than one vring page (65,536) and several segments a half, several checkpoints and vring snapshots within the
 * one long run of appends, the packing edits after them, the dump into HBM and the packets — in seconds. The ring
 * maximum itself (16,777,184 descriptors, 17 million records, about 2.5 GB of heap, minutes on two shared cores) is
 * too heavy for the build's time on CI and runs with a property and a bigger heap:
 * {@code mvn -B -ntp -o -pl model test -Dtest=RingMaximumTest -Dringscope.ringmax.descriptors=16777184
 * -Dtest.argLine=-Xmx8g}.
 */
class RingMaximumTest {
    /** Descriptors in the normal build. */
    static final int DEFAULT_DESCRIPTORS = 140_000;
    private static final int POINTS = 12;

    @Test
    void stopConditionsAndLastWritersAnswerAsABruteForceScanAtSampledSteps() throws Exception {
        int n = Integer.getInteger("ringscope.ringmax.descriptors", DEFAULT_DESCRIPTORS);
        NeffBuilder b = CopyProfile.build(n);
        EmulationSession s = EmulationSession.open(NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT),
                RunOptions.defaults());
        s.run();
        Journal j = s.journal();
        Device dev = s.device();
        VringDomain vd = VringDomain.of(j);
        assertTrue(j.size() > n, "a record per descriptor pair at least: " + j.size());
        assertTrue(j.checkpoints().count() > 4, "several checkpoints: " + j.checkpoints().count());
        SessionVrings.Entry copy = s.vrings().entries().stream().filter(e -> e.tx() != null).findFirst().orElseThrow();
        SessionVrings.Entry author = copy.template() != null ? copy.template() : copy;
        assertTrue(author.vring().tx().usedDescCount() > VringPages.DESCS_PER_PAGE, "more than one page a half");

        SplittableRandom rnd = new SplittableRandom(5);
        Map<StopCondition, List<Integer>> truths = new LinkedHashMap<>();
        int last = author.vring().tx().usedDescCount() - 1;
        for (int idx : new int[] {0, VringPages.SEGMENT_DESCS, VringPages.DESCS_PER_PAGE, last / 2, last}) {
            Direction h = Direction.TX;
            truths.put(StopCondition.descriptor(author.key(), h, idx, StopCondition.Phase.AUTHORED),
                    StopTruth.records(j, i -> {
                        VringDomain.Touch t = vd.touchOf(i);
                        return t != null && t.vring() == author.vring() && t.kind() == VringDomain.Touch.Kind.APPEND
                                && t.wrote(h, idx, idx + 1);
                    }));
            truths.put(StopCondition.descriptor(author.key(), h, idx, StopCondition.Phase.PACKED),
                    StopTruth.records(j, i -> {
                        VringDomain.Touch t = vd.touchOf(i);
                        return t != null && t.vring() == author.vring() && t.kind() == VringDomain.Touch.Kind.EDIT
                                && t.wrote(h, idx, idx + 1) && t.function().equals("vring_pack_descs");
                    }));
            truths.put(StopCondition.descriptor(copy.key(), h, idx, StopCondition.Phase.DUMPED),
                    StopTruth.records(j, i -> {
                        VringDomain.Dump d = vd.dumpOf(i);
                        return d != null && d.vring() == copy.vring() && d.half() == h && idx < d.paddedSize();
                    }));
        }
        for (Pring p : dev.prings()) {
            String name = dev.pringName(p);
            // the data rings near their end (the last page of the dump), the small rings near their start
            int slot = p.allocatedDescCount() >= n ? n - 1 - rnd.nextInt(8)
                    : rnd.nextInt(Math.min(p.allocatedDescCount(), 4));
            Condition c = DeviceConditions.pringSlotWritten(dev, p, slot);
            truths.put(StopCondition.slot(name, slot), StopTruth.records(j, i -> c.matches(j, i)));
        }
        List<long[]> written = writes(s, rnd);
        for (long[] w : written.subList(0, Math.min(6, written.size()))) {
            Condition c = DeviceConditions.memoryWritten(dev, w[0], w[1]);
            truths.put(StopCondition.write(w[0], w[1]), StopTruth.records(j, i -> c.matches(j, i)));
        }
        Markers m = j.markers();
        for (String node : new String[] {"nrt_execute", m.marker(m.count() - 1).node()}) {
            truths.put(StopCondition.node(node), StopTruth.records(j, i -> {
                Markers.Marker mk = m.at(i);
                return mk != null && mk.enter() && mk.node().equals(node);
            }));
        }
        truths.forEach((c, recs) -> assertFalse(recs.isEmpty(), c.text() + " matches some record"));

        TreeSet<Integer> points = new TreeSet<>(List.of(0, j.size()));
        truths.values().forEach(recs -> points.add(recs.get(recs.size() / 2)));
        while (points.size() < POINTS + 2) {
            points.add(rnd.nextInt(j.size() + 1));
        }
        StopSearch q = StopSearch.of(s);
        for (Map.Entry<StopCondition, List<Integer>> e : truths.entrySet()) {
            List<Integer> recs = e.getValue();
            for (int from : points) {
                int next = recs.stream().filter(r -> r >= from).findFirst().orElse(-1);
                int before = recs.stream().filter(r -> r < from - 1).reduce((a, b2) -> b2).orElse(-1);
                assertEquals(expect(s, next), q.forward(e.getKey(), from, () -> false),
                        e.getKey().text() + " forward from " + from);
                assertEquals(expect(s, before), q.backward(e.getKey(), from, () -> false),
                        e.getKey().text() + " backward from " + from);
            }
        }

        // provenance: the last writer of sampled bytes, from the index and from a backward scan
        WriteIndex ix = s.indexes().writes();
        int asked = 0;
        for (long[] w : written) {
            int before = (int) w[2] + 1 + rnd.nextInt(j.size() - (int) w[2]);
            long a = w[0] + rnd.nextLong(w[1]);
            WriteIndex.Hit h = ix.lastWrite(a, 1, before);
            assertNotNull(h, String.format("0x%x before %d", a, before));
            assertEquals(scan(s, a, before), h.record(), String.format("the last writer of 0x%x before %d", a, before));
            asked++;
        }
        assertTrue(asked >= 8, "last writers asked: " + asked);

        // and the state at sampled steps is the state a walk from the start reaches (seeks across the load)
        for (int step : new int[] {j.size() / 3, 2 * j.size() / 3, j.size()}) {
            s.seek(step);
            long jumped = s.stateHash();
            s.seek(0);
            s.seek(step);
            assertEquals(jumped, s.stateHash(), "step " + step + " reached from either side");
        }
    }

    /** Sampled ranges the run wrote, {address, length, record}: from the dumps, the ring copies and the packets. */
    private static List<long[]> writes(EmulationSession s, SplittableRandom rnd) {
        Journal j = s.journal();
        List<long[]> out = new ArrayList<>();
        int stride = Math.max(1, j.size() / 4000);
        for (int i = rnd.nextInt(stride); i < j.size(); i += stride) {
            int r = i;
            DeviceWrites.forEach(s.device(), j, i, (mem, o, l) -> {
                if (l > 0) {
                    out.add(new long[] {DeviceWrites.address(s.device(), mem, o), Math.min(l, 16), r});
                }
            });
        }
        List<long[]> picked = new ArrayList<>();
        for (int k = 0; k < 12 && !out.isEmpty(); k++) {
            picked.add(out.remove(rnd.nextInt(out.size())));
        }
        return picked;
    }

    private static int scan(EmulationSession s, long addr, int before) {
        Condition c = DeviceConditions.memoryWritten(s.device(), addr, 1);
        for (int i = before - 1; i >= 0; i--) {
            if (c.matches(s.journal(), i)) {
                return i;
            }
        }
        return -1;
    }

    private static StopResult expect(EmulationSession s, int record) {
        return record < 0 ? new StopResult.NotFound()
                : new StopResult.Found(record + 1, record, s.journal().describe(record));
    }
}
