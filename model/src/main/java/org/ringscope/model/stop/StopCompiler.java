package org.ringscope.model.stop;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.device.DeviceEvents;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.RingIdFlips;
import org.ringscope.model.device.Topology;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Event;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.Queue;
import org.ringscope.model.location.Semaphore;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncQueries;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.util.Counts;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.VringDomain;

/** Turns a {@link StopCondition} into a {@link Matcher} over one session's journal, resolving the names it uses. */
final class StopCompiler {
    /** {@code q<engine>.<queue>}: {@code \d} is ASCII {@code [0-9]} (no UNICODE_CHARACTER_CLASS). */
    private static final Pattern QUEUE = Pattern.compile("q(\\d+)\\.(\\d+)");
    /** {@link #queue}'s answer for {@code *}: every queue's doorbells. */
    static final int ANY_QUEUE = -1;

    private final EmulationSession s;
    private final Device dev;
    private final Journal j;
    private final WriteIndex index;

    StopCompiler(EmulationSession s, WriteIndex index) {
        this.s = s;
        this.dev = s.device();
        this.j = s.journal();
        this.index = index;
    }

    Matcher compile(StopCondition c) {
        Location at = c.place();
        if (at instanceof Memory m) {
            return write(m.address(), m.length());
        }
        if (at instanceof PringSlot sl) {
            Pring p = pring(sl.ring().name());
            if (sl.slot() >= p.allocatedDescCount()) {
                throw new IllegalArgumentException("pring " + sl.ring().name() + " has " + p.allocatedDescCount()
                        + " slots, not slot " + sl.slot());
            }
            return write(base(p) + 16L * sl.slot(), 16);
        }
        if (at instanceof org.ringscope.model.location.Pring pw) { // qualified: clashes
            Pring p = pring(pw.name());
            return c.phase() == StopCondition.Phase.FLIP
                    ? Matchers.listed(cancelled -> RingIdFlips.of(dev, j, base(p), direction(p), cancelled))
                    : write(base(p), 16L * p.allocatedDescCount());
        }
        if (at instanceof Descriptor d) {
            return new DescriptorMatchers(vring(d.half().vring().name()), this).compile(d, c.phase());
        }
        if (at instanceof Queue q) {
            int id = queue(q.name());
            return Matchers.listed(cancelled -> doorbells(id, cancelled));
        }
        if (at instanceof Doorbell d) {
            int id = queue(d.queue());
            return Matchers.nth(Matchers.listed(cancelled -> doorbells(id, cancelled)), d.ordinal());
        }
        if (at instanceof Semaphore r) {
            return register(c, false, r.nc(), r.index());
        }
        if (at instanceof Event r) {
            return register(c, true, r.nc(), r.index());
        }
        SpineNode n = (SpineNode) at;
        if (Spine.load().node(n.node()).isEmpty()) {
            throw new IllegalArgumentException("'" + n.node() + "' is not a spine node (ringscope run --list-nodes)");
        }
        return Matchers.node(j, n.node());
    }

    Matcher write(long address, long length) {
        if (!DeviceWrites.locate(dev, address, length, new long[2])) {
            throw new IllegalArgumentException(String.format("0x%x +%d is not in one device memory", address, length));
        }
        return Matchers.writes(index, address, length);
    }

    private Matcher register(StopCondition c, boolean event, int nc, int index) {
        Condition device;
        try {
            if (event) {
                dev.sync().event(nc, index); // a clear message for a core or index the device lacks
            } else {
                dev.sync().semaphore(nc, index);
            }
            device = event ? DeviceConditions.eventChanged(dev, nc, index) : DeviceConditions.semaphoreChanged(dev, nc, index);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(c.text() + ": " + e.getMessage());
        }
        Matcher m = Matchers.scan(j, device);
        if (!j.has(SyncDomain.class)) {
            return m;
        }
        SyncDomain sd = SyncDomain.of(j);
        Matcher engines = new Matcher() {
            @Override
            public int next(int from, BooleanSupplier cancelled) {
                int step = SyncQueries.nextChange(sd, nc, event, index, from);
                return step < 0 ? NONE : step - 1;
            }

            @Override
            public int last(int before, BooleanSupplier cancelled) {
                int step = SyncQueries.lastChange(sd, nc, event, index, before);
                return step < 0 ? NONE : step - 1;
            }
        };
        return Matchers.union(engines, m);
    }

    /**
     * The host and DMA-written doorbells on either ring of queue {@code q} ({@code engine × 16 + queue}), or on any
     * queue ({@link #ANY_QUEUE}): one record each.
     */
    IntList doorbells(int q, BooleanSupplier cancelled) {
        IntList out = new IntList();
        DeviceEvents.Sink sink = new DeviceEvents.Sink() {
            @Override
            public void doorbell(int record, int ring, int num, int byQueue, boolean aborted) {
                if ((q == ANY_QUEUE || ring / 2 == q) && (out.size() == 0 || out.get(out.size() - 1) != record)) {
                    out.add(record);
                }
            }
        };
        for (int i = 0; i < j.size(); i++) {
            if (i % Matcher.CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                return null;
            }
            if (DeviceEvents.isDevice(dev, j, i)) {
                DeviceEvents.read(dev, j, i, sink);
            }
        }
        return out;
    }

    /** The device address of slot 0 of a pring. */
    static long base(Pring p) {
        return p.memory().deviceAddress() + p.ringOffsetBytes();
    }

    static Direction direction(Pring p) {
        return p.type() == RingType.TX ? Direction.TX : Direction.RX;
    }

    /** The device pring named {@code name} ({@code sg00:qSPIO0_0.tx}). */
    Pring pring(String name) {
        for (Pring p : dev.prings()) {
            if (name.equals(dev.pringName(p))) {
                return p;
            }
        }
        List<String> names = dev.prings().stream().map(dev::pringName).toList();
        throw new IllegalArgumentException("'" + name + "' is not a pring of this run (" + String.join(", ", names) + ")");
    }

    /** The vring keyed {@code key} ({@code sg00:qSPIO0_0}, {@code sg00@1:qSPIO0_0}), or named so by exactly one. */
    SessionVrings.Entry vring(String key) {
        SessionVrings v = s.vrings();
        var hit = v.get(key);
        if (hit.isPresent()) {
            return hit.get();
        }
        List<SessionVrings.Entry> bare = v.entries().stream().filter(e -> e.name().equals(key)).toList();
        if (bare.size() == 1) {
            return bare.get(0);
        }
        throw new IllegalArgumentException("'" + key + "' is not a vring of this run ("
                + String.join(", ", v.entries().stream().map(SessionVrings.Entry::key).toList()) + ")");
    }

    /**
     * The queue named {@code subgraph:queue} in this run, or {@code q<engine>.<queue>}: {@code engine × 16 + queue};
     * {@link #ANY_QUEUE} for {@code *}.
     */
    int queue(String name) {
        if (Queue.ANY_NAME.equals(name)) {
            return ANY_QUEUE;
        }
        RunResult r = s.result();
        if (r != null) {
            for (RunResult.Queue q : r.queues()) {
                if (q.engine() >= 0 && (q.subgraph() + ":" + q.name()).equals(name)) {
                    return q.engine() * 16 + q.queue();
                }
            }
        }
        var m = QUEUE.matcher(name);
        if (m.matches()) {
            Topology t = dev.topology();
            try {
                int e = Counts.parse(m.group(1), "DMA engine", 0, t.dmaEnginesPerDevice() - 1);
                int q = Counts.parse(m.group(2), "queue", 0, t.queuesPerEngine() - 1);
                return dev.queue(e, q).id();
            } catch (RuntimeException x) {
                throw new IllegalArgumentException("queue " + name + ": " + x.getMessage());
            }
        }
        List<String> names = r == null ? List.of() : r.queues().stream().filter(q -> q.engine() >= 0)
                .map(q -> q.subgraph() + ":" + q.name()).toList();
        throw new IllegalArgumentException("'" + name + "' is not a queue of this run (" + String.join(", ", names)
                + ", or q<engine>.<queue>, or * for any queue)");
    }

    /** The vring domain of the journal. */
    VringDomain vrings() {
        return VringDomain.of(j);
    }

    Device device() {
        return dev;
    }

    Journal journal() {
        return j;
    }
}
