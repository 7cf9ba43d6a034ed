package org.ringscope.model.stop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.device.DeviceEvents;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Event;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Queue;
import org.ringscope.model.location.Semaphore;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.testing.SharedRuns;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.VringDomain;

/**
 * Every stop-condition form against a brute-force answer found without the code under test ({@link StopTruth}): on
 * the sample's run and on a public NEFF's, forward from and backward from every few steps, the step the search names
 * is the one after the first (last) record the scan found; and nothing found where the scan found nothing.
 */
class StopSearchTest {
    static EmulationSession sample() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Runs.sample()), RunOptions.defaults().withInspect(true));
        s.run();
        return s;
    }

    /** Conditions and their brute-force records, for the forms that a run has. */
    static Map<StopCondition, List<Integer>> truths(EmulationSession s) {
        Journal j = s.journal();
        Device dev = s.device();
        VringDomain vd = VringDomain.of(j);
        Map<StopCondition, List<Integer>> out = new LinkedHashMap<>();
        StopTruth walk = new StopTruth(s);
        Map<StopCondition, String> walked = new LinkedHashMap<>();
        SplittableRandom rnd = new SplittableRandom(3);
        // write: bytes some records wrote, and a range over several
        List<long[]> written = new ArrayList<>();
        for (int i = 0; i < j.size(); i++) {
            DeviceWrites.forEach(dev, j, i, (m, o, l) -> written.add(new long[] {DeviceWrites.address(dev, m, o), l}));
        }
        for (int k = 0; k < 6 && !written.isEmpty(); k++) {
            long[] w = written.get(rnd.nextInt(written.size()));
            long len = k % 2 == 0 ? 1 : Math.min(w[1], 64);
            Condition c = DeviceConditions.memoryWritten(dev, w[0], len);
            out.put(StopCondition.write(w[0], len), StopTruth.records(j, i -> c.matches(j, i)));
        }
        // slot, pring, flip: every pring
        for (Pring p : dev.prings()) {
            String name = dev.pringName(p);
            int slot = rnd.nextInt(Math.min(p.allocatedDescCount(), 8));
            Condition c = DeviceConditions.pringSlotWritten(dev, p, slot);
            out.put(StopCondition.slot(name, slot), StopTruth.records(j, i -> c.matches(j, i)));
            Direction d = p.type() == RingType.TX ? Direction.TX : Direction.RX;
            long base = p.memory().deviceAddress() + p.ringOffsetBytes();
            Condition all = DeviceConditions.memoryWritten(dev, base, 16L * p.allocatedDescCount());
            out.put(StopCondition.pring(name), StopTruth.records(j, i -> all.matches(j, i)));
            DmaQueue q = StopTruth.queueAt(dev, base, d);
            StopCondition flip = StopCondition.flip(name);
            walked.put(flip, "flip " + name);
            walk.watch("flip " + name, x -> q == null || !q.initialized() || q.ringBase(d) != base ? StopTruth.UNDEFINED
                    : q.descRingId(d));
        }
        // descriptors of every vring dumped into a pring
        for (SessionVrings.Entry e : s.vrings().entries()) {
            if (e.tx() == null) {
                continue;
            }
            SessionVrings.Entry author = e.template() != null ? e.template() : e;
            for (int idx : new int[] {0, 1}) {
                Direction h = Direction.TX;
                out.put(StopCondition.descriptor(author.key(), h, idx, StopCondition.Phase.AUTHORED),
                        StopTruth.records(j, i -> {
                            VringDomain.Touch t = vd.touchOf(i);
                            return t != null && t.vring() == author.vring() && (t.kind() == VringDomain.Touch.Kind.APPEND
                                    && t.wrote(h, idx, idx + 1) || "dynamic".equals(author.kind())
                                    && t.kind() == VringDomain.Touch.Kind.ATTACH);
                        }));
                out.put(StopCondition.descriptor(author.key(), h, idx, StopCondition.Phase.EDITED),
                        StopTruth.records(j, i -> edited(vd, author, h, idx, i, false)));
                out.put(StopCondition.descriptor(author.key(), h, idx, StopCondition.Phase.PACKED),
                        StopTruth.records(j, i -> edited(vd, author, h, idx, i, true)));
                List<Integer> dumps = StopTruth.records(j, i -> dumped(vd, e, h, idx, i));
                out.put(StopCondition.descriptor(e.key(), h, idx, StopCondition.Phase.DUMPED), dumps);
                out.put(StopCondition.descriptor(e.key(), h, idx, StopCondition.Phase.ANY), StopTruth.records(j,
                        i -> dumped(vd, e, h, idx, i) || edited(vd, e, h, idx, i, false) || appended(vd, e, h, idx, i)
                                || "dynamic".equals(e.kind()) && vd.touchOf(i) != null && vd.touchOf(i).vring()
                                == e.vring() && vd.touchOf(i).kind() == VringDomain.Touch.Kind.ATTACH));
                long base = e.tx().memory().deviceAddress() + e.tx().ringOffsetBytes();
                DmaQueue q = StopTruth.queueAt(dev, base, h);
                if (q != null) {
                    StopCondition ex = StopCondition.descriptor(e.key(), h, idx, StopCondition.Phase.EXECUTED);
                    walked.put(ex, ex.text());
                    walk.watchSlot(ex.text(), q, h, idx);
                    StopCondition pub = StopCondition.descriptor(e.key(), h, idx, StopCondition.Phase.PUBLISHED);
                    walked.put(pub, pub.text() + " " + dumps);
                    walk.watch(pub.text() + " " + dumps, x -> tails(q));
                }
            }
        }
        // doorbells: the queues the run names, by their tails
        RunResult r = s.result();
        for (RunResult.Queue rq : r.queues()) {
            if (rq.engine() < 0) {
                continue;
            }
            DmaQueue q = dev.queue(rq.engine(), rq.queue());
            StopCondition c = StopCondition.doorbell(rq.subgraph() + ":" + rq.name(), -1);
            walked.put(c, c.text());
            walk.watch(c.text(), x -> tails(q));
        }
        // any queue: the tails of every queue of the device together
        StopCondition any = StopCondition.of(Queue.ANY);
        walked.put(any, any.text());
        walk.watch(any.text(), x -> {
            long h = 17;
            for (int e = 0; e < x.device().topology().dmaEnginesPerDevice(); e++) {
                for (int k = 0; k < x.device().topology().queuesPerEngine(); k++) {
                    h = h * 1_000_033L + tails(x.device().queue(e, k));
                }
            }
            return h;
        });
        // semaphores and events of core 0: the device's registers and the engines' ledger, by value
        boolean seq = j.has(SyncDomain.class);
        for (int k = 0; k <= 64; k++) {
            int idx = k < 64 ? k : 255; // 255: the kickoff semaphore and the event the host sets
            for (boolean ev : new boolean[] {false, true}) {
                StopCondition c = ev ? StopCondition.event(0, idx) : StopCondition.semaphore(0, idx);
                walked.put(c, c.text());
                walk.watch(c.text(), x -> (ev ? x.device().sync().event(0, idx) : x.device().sync().semaphore(0, idx))
                        * 1_000_003L + (!seq ? 0 : ev ? (SyncDomain.of(x.journal()).event(0, idx) ? 1 : 0)
                        : SyncDomain.of(x.journal()).semaphore(0, idx)));
            }
        }
        // nodes: a few the run entered
        Markers m = j.markers();
        for (int k = 0; k < 4 && m.count() > 0; k++) {
            String node = m.marker(rnd.nextInt(m.count())).node();
            out.put(StopCondition.node(node), StopTruth.records(j, i -> {
                Markers.Marker mk = m.at(i);
                return mk != null && mk.enter() && mk.node().equals(node);
            }));
        }
        walk.walk();
        List<Integer> inits = StopTruth.records(j, i -> {
            boolean[] hit = {false};
            DeviceEvents.read(dev, j, i, new DeviceEvents.Sink() {
                @Override
                public void queueInit(int record, int queue, long txBase, int txCount, long rxBase, int rxCount) {
                    hit[0] = true;
                }

                @Override
                public void queueReset(int record, int queue) {
                    hit[0] = true;
                }
            });
            return hit[0];
        });
        walked.forEach((c, name) -> {
            List<Integer> recs = new ArrayList<>(walk.of(name));
            if (c.place() instanceof Queue || c.place() instanceof Descriptor) {
                recs.removeAll(inits); // an init or reset puts the tails back to 0: no doorbell
            }
            if (c.place() instanceof Semaphore || c.place() instanceof Event) {
                recs = union(recs, registerWrites(s, c.place())); // a write of the value it holds is a write too
            }
            out.put(c, published(c, recs, name));
        });
        return out;
    }

    /** The device's own records that wrote the register (the ioctls, a DMA's view or embedded writes). */
    private static List<Integer> registerWrites(EmulationSession s, Location r) {
        boolean ev = r instanceof Event;
        int core = ev ? ((Event) r).nc() : ((Semaphore) r).nc();
        int index = ev ? ((Event) r).index() : ((Semaphore) r).index();
        return StopTruth.records(s.journal(), i -> {
            boolean[] hit = {false};
            DeviceEvents.read(s.device(), s.journal(), i, new DeviceEvents.Sink() {
                @Override
                public void sync(int record, int nc, int idx, int op, int value, int old, int byQueue) {
                    hit[0] |= nc == core && idx == index && (op == DeviceEvents.EVENT_SET) == ev;
                }
            });
            return hit[0];
        });
    }

    private static List<Integer> union(List<Integer> a, List<Integer> b) {
        return Stream.concat(a.stream(), b.stream()).distinct().sorted().toList();
    }

    /** A publication is the first doorbell after each dump (the dumps ride in the watch's name). */
    private static List<Integer> published(StopCondition c, List<Integer> bells, String name) {
        if (!(c.place() instanceof Descriptor) || c.phase() != StopCondition.Phase.PUBLISHED) {
            return bells;
        }
        String list = name.substring(name.lastIndexOf('[') + 1, name.length() - 1);
        List<Integer> out = new ArrayList<>();
        for (String x : list.isEmpty() ? new String[0] : list.split(",\\s*")) {
            int dump = Integer.parseInt(x);
            bells.stream().filter(b -> b > dump).findFirst().filter(b -> !out.contains(b)).ifPresent(out::add);
        }
        return out;
    }

    /** Both tails of a queue in one number (undefined before its init). */
    private static long tails(DmaQueue q) {
        return q.initialized() ? q.tail(Direction.TX) * 1_000_003L + q.tail(Direction.RX) : StopTruth.UNDEFINED;
    }

    private static boolean appended(VringDomain vd, SessionVrings.Entry e, Direction h, int idx, int i) {
        VringDomain.Touch t = vd.touchOf(i);
        return t != null && t.vring() == e.vring() && t.kind() == VringDomain.Touch.Kind.APPEND && t.wrote(h, idx, idx + 1);
    }

    private static boolean edited(VringDomain vd, SessionVrings.Entry e, Direction h, int idx, int i, boolean pack) {
        VringDomain.Touch t = vd.touchOf(i);
        return t != null && t.vring() == e.vring() && t.kind() == VringDomain.Touch.Kind.EDIT && t.wrote(h, idx, idx + 1)
                && (!pack || t.function().equals("vring_pack_descs"));
    }

    private static boolean dumped(VringDomain vd, SessionVrings.Entry e, Direction h, int idx, int i) {
        VringDomain.Dump d = vd.dumpOf(i);
        return d != null && d.vring() == e.vring() && d.half() == h && idx < d.paddedSize();
    }

    /** Forward and backward from every {@code stride}-th step (and both ends), the answers the records give. */
    static int check(EmulationSession s, Map<StopCondition, List<Integer>> truths, int stride) {
        StopSearch q = StopSearch.of(s);
        int size = s.steps();
        int found = 0;
        for (Map.Entry<StopCondition, List<Integer>> e : truths.entrySet()) {
            StopCondition c = e.getKey();
            List<Integer> recs = e.getValue();
            for (int from = 0; from <= size; from = from == size ? size + 1 : Math.min(size, from + stride)) {
                int f = from;
                int next = recs.stream().filter(r -> r >= f).findFirst().orElse(-1);
                int last = recs.stream().filter(r -> r < f - 1).reduce((a, b) -> b).orElse(-1);
                StopResult fw = q.forward(c, from, () -> false);
                StopResult bw = q.backward(c, from, () -> false);
                assertEquals(expect(s, next), fw, c.text() + " forward from " + from + " (records " + recs + ")");
                assertEquals(expect(s, last), bw, c.text() + " backward from " + from + " (records " + recs + ")");
                found += next >= 0 ? 1 : 0;
            }
        }
        return found;
    }

    private static StopResult expect(EmulationSession s, int record) {
        return record < 0 ? new StopResult.NotFound()
                : new StopResult.Found(record + 1, record, s.journal().describe(record));
    }

    /**
     * The sample executed 20 times: its exec queue's 64-slot rings wrap (2 slots an execution), so their ring ids flip.
     */
    @Test
    void everyFormFindsWhatTheBruteForceScanFindsOnTheSample() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Runs.sample()), RunOptions.defaults().withInspect(true)
                .withExecutions(20));
        s.run();
        Map<StopCondition, List<Integer>> t = truths(s);
        assertFormsMatchSomething(t);
        assertTrue(check(s, t, Math.max(1, s.steps() / 60)) > 100, "the searches found something");
    }

    @Test
    void everyFormFindsWhatTheBruteForceScanFindsOnAPublicNeff() throws Exception {
        EmulationSession s = SharedRuns.run("chengli2003__part1_transpose_1024.neff", RunOptions.defaults());
        Map<StopCondition, List<Integer>> t = truths(s);
        assertTrue(check(s, t, Math.max(1, s.steps() / 40)) > 50, "the searches found something");
        assertTrue(s.steps() > 3 * Matcher.CHECK_EVERY, "a journal long enough to cancel in the middle: " + s.steps());
        SessionVrings.Entry e = s.vrings().entries().get(0);
        StopCondition never = StopCondition.descriptor(e.key(), Direction.TX, 1 << 30, StopCondition.Phase.AUTHORED);
        int[] looks = {0};
        assertInstanceOf(StopResult.NotFound.class, StopSearch.of(s).forward(never, 0, () -> ++looks[0] < 0));
        assertTrue(looks[0] >= s.steps() / Matcher.CHECK_EVERY, looks[0] + " looks at the flag in " + s.steps()
                + " records");
        int[] second = {0};
        assertInstanceOf(StopResult.Cancelled.class, StopSearch.of(s).backward(never, s.steps(), () -> ++second[0] > 1),
                "a flag raised in the middle of the scan stops it");
        assertEquals(2, second[0], "the scan stopped at the first look after the flag was raised");
    }

    /** Each form has at least one condition with a match in the sample, so no form passes by finding nothing. */
    private static void assertFormsMatchSomething(Map<StopCondition, List<Integer>> t) {
        Map<String, Boolean> any = new LinkedHashMap<>();
        t.forEach((c, recs) -> any.merge(form(c), !recs.isEmpty(), Boolean::logicalOr));
        any.forEach((form, hit) -> assertTrue(hit, form + ": no condition of this form matches in the sample"));
        assertEquals(15, any.size(), "forms covered: " + any.keySet());
    }

    private static String form(StopCondition c) {
        String w = c.text().split(" ")[0];
        return c.place() instanceof Descriptor || c.phase() != StopCondition.Phase.ANY ? w + " " + c.phase() : w;
    }

    @Test
    void theCursorStaysWhereItIsAndNeitherEndIsOverrun() throws Exception {
        EmulationSession s = sample();
        int mid = s.steps() / 2;
        s.seek(mid);
        StopSearch q = StopSearch.of(s);
        StopCondition c = StopCondition.parse("node nrt_execute");
        StopResult back = q.backward(c, s.steps(), () -> false);
        assertEquals(mid, s.cursor(), "a search does not move the cursor");
        assertInstanceOf(StopResult.Found.class, back);
        assertInstanceOf(StopResult.NotFound.class, q.forward(c, s.steps(), () -> false), "past the end: nothing");
        assertInstanceOf(StopResult.NotFound.class, q.backward(c, 0, () -> false), "before step 0: nothing");
        assertInstanceOf(StopResult.NotFound.class, q.backward(c, 1, () -> false));
        StopResult.Found f = (StopResult.Found) q.runTo(c, true, () -> false);
        assertEquals(f.step(), s.cursor(), "runTo moves the cursor to the step it found");
        assertTrue(f.what().contains("enter nrt_execute"), f.what());
        StopResult again = q.runTo(c, true, () -> false);
        assertTrue(!(again instanceof StopResult.Found g) || g.step() < f.step(), "back again never stops where it is");
    }

    @Test
    void aCancelledSearchSaysSoAndTheNextOneStillAnswers() throws Exception {
        EmulationSession s = sample();
        StopSearch q = StopSearch.of(s);
        for (String text : List.of("descriptor sg00:qSPIO0_0 tx 0 authored", "flip sg00:qPoolDynamic_0.tx",
                "doorbell sg00:qSPIO0_0", "descriptor sg00@1:qSPIO0_0 tx 0 executed", "node nrt_execute")) {
            StopCondition c = StopCondition.parse(text);
            assertInstanceOf(StopResult.Cancelled.class, q.forward(c, 0, () -> true), text + " forward");
            assertInstanceOf(StopResult.Cancelled.class, q.backward(c, s.steps(), () -> true), text + " backward");
            assertFalse(q.forward(c, 0, () -> false) instanceof StopResult.Cancelled, text + " after a cancel");
        }
    }

    @Test
    void namesTheRunDoesNotHaveAreRefusedWithTheOnesItHas() throws Exception {
        EmulationSession s = sample();
        StopSearch q = StopSearch.of(s);
        Map<String, String> bad = Map.of("slot sg00:nope.tx 1", "sg00:qSPIO0_0.tx", "descriptor nope tx 0", "sg00:qSPIO0_0",
                "doorbell sg00:nope", "sg00:qSPIO0_0", "flip nope", "sg00:qSPIO0_0.rx", "node nope_node", "spine node",
                "write 0x10", "not in one device memory", "slot sg00:qSPIO0_0.tx 100000", "slots",
                "sem 0 100000", "sem 0 100000: semaphore 100000 outside 0..", "event 99 0", "event 99 0: ",
                "doorbell q99999999999.99999999999", "queue q99999999999.99999999999: DMA engine: '99999999999' is "
                        + "outside 0..131");
        bad.forEach((text, says) -> {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> q.check(StopCondition.parse(text)), text);
            assertTrue(e.getMessage().contains(says), text + ": " + e.getMessage());
        });
    }
}
