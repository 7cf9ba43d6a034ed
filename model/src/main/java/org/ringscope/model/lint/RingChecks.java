package org.ringscope.model.lint;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceError;
import org.ringscope.model.device.DevicePackets;
import org.ringscope.model.device.DeviceWalk;
import org.ringscope.model.device.DmaEngine;
import org.ringscope.model.device.Topology;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringDomain;

/**
 * The checks of the device's rings over the whole journal (decision 0872), replaying the ring traffic from the
 * records ({@link DeviceWalk}) — which slots of each ring memory were written (a vring dump, a sw_dma_queue
 * copy, a DMA write) and which a doorbell published since the queue was bound:
 * <ul>
 *   <li>{@code ring-wrap}: a doorbell that would put more descriptors in flight than the ring holds (the tail
 *       wraps past the head; the queue aborts);</li>
 *   <li>{@code ring-id-phase}: a packet whose descriptors carry a ring id other than the ring's pass;</li>
 *   <li>{@code doorbell-stale}: a doorbell that publishes no descriptor written since it was last published;</li>
 *   <li>{@code desc-unpublished}: descriptors written into a bound ring that no doorbell ever published;</li>
 *   <li>{@code barrier-missing}: a packet whose semaphore / event / doorbell write is not ordered behind the queue's
 *       data writes — the device records it ({@link DevicePackets.PacketInfo#unorderedSync()});</li>
 *   <li>{@code dma-abort}: a packet that aborted its queue;</li>
 *   <li>{@code pring-padding}: a pring whose free slots are fewer than the 16 {@code udma_available_get} keeps.</li>
 * </ul>
 */
final class RingChecks implements DeviceWalk.Visitor {
    /** One ring memory: a pring or a queue's ring, by device address. */
    private static final class Mem {
        final long base;
        String name;
        int[] writeAt;
        int[] pubAt;
        boolean bound;

        Mem(long base, int count, String name) {
            this.base = base;
            this.name = name;
            writeAt = new int[count];
            pubAt = new int[count];
            Arrays.fill(writeAt, -1);
            Arrays.fill(pubAt, -1);
        }

        int count() {
            return writeAt.length;
        }

        /** Whether {@code [address, address + len)} lies wholly inside the ring. */
        boolean holds(long address, long len) {
            return address >= base && address + len <= base + 16L * count();
        }

        void grow(int count) {
            if (count > writeAt.length) {
                int was = writeAt.length;
                writeAt = Arrays.copyOf(writeAt, count);
                pubAt = Arrays.copyOf(pubAt, count);
                Arrays.fill(writeAt, was, count, -1);
                Arrays.fill(pubAt, was, count, -1);
            }
        }

        String label() {
            return name != null ? "pring " + name : String.format("ring at 0x%x", base);
        }
    }

    private final Findings out;
    private final LintInput in;
    private final Journal j;
    private final Device dev;
    private final TreeMap<Long, Mem> mems = new TreeMap<>();
    /** The ring the last DMA write fell in whole, when no other ring overlaps it (null after a ring is added or grown). */
    private Mem alone;
    /** Addresses {@code [gapFrom, gapTo)} that no ring holds, around the last write that fell in none (empty: 0, 0). */
    private long gapFrom;
    private long gapTo;
    private final Map<Long, String> names = new HashMap<>();
    private final Map<Integer, Mem> bound = new HashMap<>();
    private final Map<Integer, long[]> cursors = new HashMap<>();
    private final Map<Integer, Integer> ordinals = new HashMap<>();
    private final Map<Pring, Integer> lastDump = new HashMap<>();
    private final List<DeviceError> errors;
    private int nextError;

    RingChecks(Findings out, LintInput in) {
        this.out = out;
        this.in = in;
        this.j = in.journal();
        this.dev = in.device();
        this.errors = dev.errors();
        for (LintInput.PringRef p : in.prings()) {
            long a = address(p.pring());
            if (a >= 0) {
                names.putIfAbsent(a, p.name());
            }
        }
    }

    private static long address(Pring p) {
        if (p.memory() == null || p.memory().deviceAddress() < 0) {
            return -1;
        }
        return p.memory().deviceAddress() + p.ringOffsetBytes();
    }

    void run() {
        VringDomain vd = VringDomain.of(j);
        for (int i = 0; i < j.size(); i++) {
            VringDomain.Dump d = vd.dumpOf(i);
            if (d != null) {
                dumped(i, d);
            } else {
                DeviceWalk.walk(dev, j, i, i + 1, this);
            }
        }
        for (Mem m : new LinkedHashSet<>(bound.values())) {
            unpublished(m, j.size());
        }
        padding();
    }

    private Mem mem(long base, int count) {
        alone = null; // a ring added or grown may touch it, or fill the gap
        gapFrom = 0;
        gapTo = 0;
        Mem m = mems.get(base);
        if (m == null) {
            m = new Mem(base, count, names.get(base));
            mems.put(base, m);
        }
        m.grow(count);
        return m;
    }

    private void dumped(int i, VringDomain.Dump d) {
        long a = address(d.pring());
        lastDump.put(d.pring(), i);
        if (a < 0) {
            return;
        }
        Mem m = mem(a, d.pring().allocatedDescCount());
        Arrays.fill(m.writeAt, 0, Math.min(d.paddedSize(), m.count()), i);
    }

    private String queue(int q) {
        return in.queueName(q, dev.topology().queuesPerEngine());
    }

    private static int ring(int queue, Direction d) {
        return queue * 2 + (d == Direction.TX ? 0 : 1);
    }

    @Override
    public void queueInit(int record, int queue, long txBase, int txCount, long rxBase, int rxCount) {
        bind(record, ring(queue, Direction.TX), txBase, txCount);
        bind(record, ring(queue, Direction.RX), rxBase, rxCount);
    }

    private void bind(int record, int ring, long base, int count) {
        Mem old = bound.get(ring);
        if (old != null) {
            unpublished(old, record);
        }
        Mem m = mem(base, count);
        m.bound = true;
        Arrays.fill(m.pubAt, -1);
        bound.put(ring, m);
        cursors.put(ring, new long[2]);
    }

    @Override
    public void queueReset(int record, int queue) {
        for (Direction d : Direction.values()) {
            Mem m = bound.get(ring(queue, d));
            if (m != null) {
                bind(record, ring(queue, d), m.base, m.count());
            }
        }
    }

    @Override
    public void descriptors(int record, int queue, Direction d, int start, int n, long address) {
        Mem m = bound.get(ring(queue, d));
        if (m == null) {
            return;
        }
        for (int k = 0; k < n; k++) {
            m.writeAt[(start + k) % m.count()] = record;
        }
    }

    @Override
    public void dmaWrite(int record, long address, long len) {
        Mem a = alone;
        if (a != null && a.holds(address, len)) {
            mark(a, record, address, len); // the ring the last write fell in, which no other ring touches
            return;
        }
        if (address >= gapFrom && address + len <= gapTo) {
            return; // between the same two rings as a write before it (a data write, most of them)
        }
        Map.Entry<Long, Mem> e = mems.floorEntry(address + len - 1);
        if (e == null || e.getKey() + 16L * e.getValue().count() <= address) {
            // in no ring: remember the gap, from the end of the ring below to the start of the ring above
            Long above = mems.higherKey(address + len - 1);
            gapFrom = e == null ? Long.MIN_VALUE : e.getKey() + 16L * e.getValue().count();
            gapTo = above == null ? Long.MAX_VALUE : above;
            return;
        }
        while (e != null && e.getKey() + 16L * e.getValue().count() > address) {
            Mem m = e.getValue();
            mark(m, record, address, len);
            if (m.holds(address, len) && apart(m)) {
                alone = m;
            }
            e = mems.lowerEntry(e.getKey());
        }
    }

    private static void mark(Mem m, int record, long address, long len) {
        long from = Math.max(0, (address - m.base) / 16);
        long to = Math.min(m.count(), (address + len - m.base + 15) / 16);
        for (long s = from; s < to; s++) {
            m.writeAt[(int) s] = record;
        }
    }

    /** Whether no other ring starts inside {@code m} and the ring below it ends at or before its base. */
    private boolean apart(Mem m) {
        long end = m.base + 16L * m.count();
        Map.Entry<Long, Mem> above = mems.higherEntry(m.base);
        Map.Entry<Long, Mem> below = mems.lowerEntry(m.base);
        return (above == null || above.getKey() >= end)
                && (below == null || below.getKey() + 16L * below.getValue().count() <= m.base);
    }

    @Override
    public void doorbell(int record, int queue, Direction d, int num, boolean byDma, boolean overrun) {
        int ordinal = ordinals.merge(queue, 1, Integer::sum) - 1;
        int r = ring(queue, d);
        Mem m = bound.get(r);
        long[] c = cursors.get(r);
        if (overrun) {
            Doorbell where = new Doorbell(queue(queue), ordinal);
            String who = doorbellName(ordinal, queue, d, m, byDma);
            String subject = "queue " + queue(queue);
            DeviceError e = nextError(-1);
            out.add(Severity.ERROR, "ring-wrap", subject, String.format("%s hands %d descriptors to a ring of %s: the "
                    + "tail would wrap past descriptors the engine has not processed, so the queue aborts (%s)", who, num,
                    m == null ? "?" : m.count() + " slots", e == null ? "DMA abort 1203" : e.reason()), where, record + 1);
            return;
        }
        if (m == null || c == null) {
            return;
        }
        if (num == 0) {
            out.add(Severity.WARNING, "doorbell-stale", "queue " + queue(queue), doorbellName(ordinal, queue, d, m, byDma)
                    + " publishes no descriptors", new Doorbell(queue(queue), ordinal), record + 1);
            return;
        }
        int tail = (int) c[0];
        int fresh = 0;
        int count = m.count();
        for (int k = 0; k < num; k++) {
            int s = (tail + k) % count;
            if (m.writeAt[s] > m.pubAt[s]) {
                fresh++;
            }
            m.pubAt[s] = record;
        }
        if (fresh == 0) {
            out.add(Severity.WARNING, "doorbell-stale", "queue " + queue(queue), String.format("%s publishes %d descriptors "
                    + "(slots %d..%d) and none was written since it was last published: the engine runs stale descriptors "
                    + "again", doorbellName(ordinal, queue, d, m, byDma), num, tail, (tail + num - 1) % count),
                    new Doorbell(queue(queue), ordinal), record + 1);
        }
        c[0] = (tail + num) % count;
        c[1] += num;
    }

    /** How a doorbell is named in a problem; built only when there is one (the checks visit every doorbell). */
    private String doorbellName(int ordinal, int queue, Direction d, Mem m, boolean byDma) {
        return String.format("doorbell #%d of queue %s (%s ring%s%s)", ordinal, queue(queue), d,
                m == null ? "" : ", " + m.label(), byDma ? ", written by DMA" : "");
    }

    @Override
    public void packet(DevicePackets.PacketInfo p) {
        int q = p.queue();
        Mem m = bound.get(ring(q, Direction.TX));
        boolean problem = p.aborted() || p.has(DmaEngine.F_RING_ID_MISMATCH) || p.unorderedSync();
        if (!problem) {
            pending(ring(q, Direction.TX), p.txCount());
            pending(ring(q, Direction.RX), p.rxCount());
            return;
        }
        Location where = m != null && m.name != null ? new PringSlot(new org.ringscope.model.location.Pring(m.name), p.txSlot()) // qualified: clashes
                : new Doorbell(queue(q), Math.max(0, ordinals.getOrDefault(q, 1) - 1));
        String which = String.format("packet at slot %d of queue %s%s", p.txSlot(), queue(q),
                m == null ? "" : " (" + m.label() + ")");
        String subject = "queue " + queue(q);
        int step = p.record() + 1;
        if (p.aborted()) {
            DeviceError e = nextError(p.txSlot());
            out.add(Severity.ERROR, "dma-abort", subject, which + " aborted its queue: "
                    + (e == null ? "DMA abort 1203" : e.reason()), where, step);
            return;
        }
        pending(ring(q, Direction.TX), p.txCount());
        pending(ring(q, Direction.RX), p.rxCount());
        if (p.has(DmaEngine.F_RING_ID_MISMATCH)) {
            out.add(Severity.ERROR, "ring-id-phase", subject, which + " carries a ring id that is not the ring's pass "
                    + "(the 2-bit phase flips on every wrap): the engine would take it for a stale descriptor", where, step);
        }
        if (p.unorderedSync()) {
            out.add(Severity.ERROR, "barrier-missing", subject, which + " writes a semaphore, event or doorbell that is not "
                    + "ordered behind the queue's earlier data writes: the last data chunk carries no barrier (DMB on "
                    + dev.arch() + (dev.arch().isSowSupported() ? ", or SOW on its RX descriptors" : "") + ")", where, step);
        }
    }

    private void pending(int ring, int n) {
        long[] c = cursors.get(ring);
        if (c != null) {
            c[1] = Math.max(0, c[1] - n);
        }
    }

    /** The next device error of a packet ({@code txSlot >= 0}) or of a doorbell ({@code -1}), in order. */
    private DeviceError nextError(int txSlot) {
        for (int k = nextError; k < errors.size(); k++) {
            if ((errors.get(k).txSlot() < 0) == (txSlot < 0)) {
                nextError = k + 1;
                return errors.get(k);
            }
        }
        return null;
    }

    /** Slots written after the last doorbell that published them, reported in runs. */
    private void unpublished(Mem m, int before) {
        int s = 0;
        while (s < m.count()) {
            if (m.writeAt[s] < 0 || m.writeAt[s] <= m.pubAt[s] || m.writeAt[s] >= before) {
                s++;
                continue;
            }
            int from = s;
            int last = 0;
            while (s < m.count() && m.writeAt[s] >= 0 && m.writeAt[s] > m.pubAt[s] && m.writeAt[s] < before) {
                last = Math.max(last, m.writeAt[s]);
                s++;
            }
            String where = m.name != null ? m.name : String.format("0x%x", m.base);
            out.add(Severity.WARNING, "desc-unpublished", m.label(), String.format("%d descriptors written to %s (slots "
                    + "%d..%d) were never published by a doorbell", s - from, m.label(), from, s - 1),
                    new PringSlot(new org.ringscope.model.location.Pring(where), from), last + 1); // qualified: clashes
        }
    }

    private void padding() {
        Set<Pring> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (LintInput.PringRef p : in.prings()) {
            Pring r = p.pring();
            if (!seen.add(r) || r.usedDescCount() == 0) {
                continue;
            }
            int free = r.allocatedDescCount() - r.usedDescCount();
            if (free < Topology.RING_GUARD) {
                out.add(Severity.WARNING, "pring-padding", "pring " + p.name(), String.format("pring %s holds %d "
                        + "descriptors in %d slots: %d free, fewer than the %d that udma_available_get keeps free — a "
                        + "producer checking available() cannot queue them all", p.name(), r.usedDescCount(),
                        r.allocatedDescCount(), free, Topology.RING_GUARD), new org.ringscope.model.location.Pring(p.name()), // qualified: clashes
                        lastDump.getOrDefault(r, -1) + 1);
            }
        }
    }
}
