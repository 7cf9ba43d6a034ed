package org.ringscope.model.timeline;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceEvents;
import org.ringscope.model.device.DmaEngine;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.device.Region;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncEvents;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.VringDomain;

/**
 * Builds a {@link TimelineIndex} in one pass over a journal's records, on the thread that owns the journal (it
 * reads records only, never the state, so the cursor may be anywhere). Follows what the records imply — each
 * ring's tail and head, the doorbells still waiting for the engine (to link each doorbell to the packets that
 * consumed its descriptors), the innermost spine node — in primitive arrays.
 */
final class TimelineIndexer implements DeviceEvents.Sink {
    private static final String KICKOFF_NODE = "ndl_nc_semaphore_increment";

    private final Journal journal;
    private final Device device;
    private final Map<Integer, String> queueNames = new HashMap<>();
    /** The DGE queues' tags ({@code SW DGE}, {@code HW DGE}), by queue. */
    private final Map<Integer, String> dgeTags = new HashMap<>();
    private int[][] ints = new int[TimelineIndex.INT_COLUMNS][256];
    private byte[] kinds = new byte[256];
    private long[] flags = new long[256];
    private long[] bytes = new long[256];
    private int size;
    private final List<String> nodes = new ArrayList<>();
    private final Map<String, Integer> nodeIds = new HashMap<>();
    private final ArrayDeque<Integer> stack = new ArrayDeque<>();
    private final List<Integer> packetRecords = new ArrayList<>();
    private final List<TimelineIndex.PringInfo> prings = new ArrayList<>();
    private final Map<Long, Integer> pringAt = new HashMap<>();
    private final Map<String, Integer> nameUses = new HashMap<>();
    private final IdentityHashMap<Pring, Integer> pringIds = new IdentityHashMap<>();
    private final List<TimelineIndex.RingWrite> writes = new ArrayList<>();
    /** Per ring (queue × 2 + dir): base, count, tail, head; the doorbells not yet consumed, with what is left. */
    private final Map<Integer, long[]> rings = new HashMap<>();
    private final Map<Integer, ArrayDeque<int[]>> waiting = new HashMap<>();
    private final Map<Integer, Integer> queueOrdinals = new HashMap<>();
    private final Map<Integer, Integer> kickoffOrdinals = new HashMap<>();
    private final Map<Integer, Integer> lastSync = new HashMap<>();
    private final Map<Long, Integer> laneKeys = new HashMap<>();
    private final List<String> texts = new ArrayList<>();
    private final TreeSet<Integer> initialized = new TreeSet<>();

    private TimelineIndexer(Journal journal, Device device, RunResult result, Map<Integer, String> names,
            Map<Integer, String> tags) {
        this.journal = journal;
        this.device = device;
        queueNames.putAll(names);
        dgeTags.putAll(tags);
        if (result != null) {
            int qpe = device.topology().queuesPerEngine();
            for (RunResult.Queue q : result.queues()) {
                if (q.engine() >= 0) {
                    queueNames.putIfAbsent(q.engine() * qpe + q.queue(), q.subgraph() + ":" + q.name());
                }
            }
        }
        List<Pring> all = device.prings();
        for (int k = 0; k < all.size(); k++) {
            pringIds.put(all.get(k), k);
        }
    }

    /** {@link TimelineIndex#build}. */
    static TimelineIndex build(Journal journal, Device device, RunResult result, Map<Integer, String> names,
            Map<Integer, String> tags) {
        TimelineIndexer x = new TimelineIndexer(journal, device, result, names, tags);
        SyncDomain sync = journal.has(SyncDomain.class) ? SyncDomain.of(journal) : null;
        int n = journal.size();
        for (int i = 0; i < n; i++) {
            int d = journal.domain(i);
            if (d == Journal.TRACE_DOMAIN) {
                x.marker(i);
            } else if (sync != null && sync.owns(i)) {
                x.sequencer(i, sync);
            } else if (!DeviceEvents.read(device, journal, i, x)) {
                VringDomain.Dump dump = VringDomain.of(journal).dumpOf(i);
                if (dump != null) {
                    x.dump(i, dump);
                }
            }
        }
        return x.finish(n);
    }

    private void marker(int i) {
        Markers.Marker m = journal.markers().at(i);
        if (m.enter()) {
            stack.push(nodeIds.computeIfAbsent(m.node(), k -> {
                nodes.add(k);
                return nodes.size() - 1;
            }));
        } else if (!stack.isEmpty()) {
            stack.pop();
        }
    }

    /** A sequencer record: a change of an engine semaphore, the start of a wait, the hang (on its semaphore's lane). */
    private void sequencer(int i, SyncDomain sync) {
        for (SyncEvents.Event ev : SyncEvents.of(sync, i)) {
            if (ev instanceof SyncEvents.Changed c) {
                int e = add(i, EventKind.ENGINE_SEMAPHORE, lane(c.core(), TimelineIndex.semaphoreLane(c.event(), c.index())));
                set(2, e, (c.event() ? 1 << 20 : 0) | c.core() * 256 + c.index());
                set(3, e, c.old());
                set(4, e, c.now());
                set(5, e, text(c.by()));
            } else if (ev instanceof SyncEvents.Waited w) {
                int e = add(i, EventKind.WAIT, lane(w.core(), TimelineIndex.semaphoreLane(w.event(), w.index())));
                set(2, e, (w.event() ? 1 << 20 : 0) | w.core() * 256 + w.index());
                set(3, e, w.have());
                set(4, e, w.slot());
                set(5, e, text(w.engine() + " slot " + w.slot() + " waits for " + w.condition()));
            } else if (ev instanceof SyncEvents.Hung h) {
                int e = add(i, EventKind.HANG, lane(h.core(), -1));
                set(2, e, h.core() * 256);
                set(4, e, h.blocked());
                set(5, e, text(h.blocked() + " engine" + (h.blocked() == 1 ? "" : "s") + " cannot issue; execution "
                        + "timeout (" + h.timeoutMs() + " ms)"));
            }
        }
    }

    private int text(String t) {
        texts.add(t);
        return texts.size() - 1;
    }

    private void dump(int i, VringDomain.Dump d) {
        Integer p = pringIds.get(d.pring());
        if (p == null) {
            return;
        }
        String v = d.vring().name() + " " + d.half();
        if (d.realCount() > 0) {
            writes.add(new TimelineIndex.RingWrite(i, p, 0, d.realCount(), false, v));
        }
        int pads = d.paddedSize() - d.realCount() - (d.trap() ? 1 : 0);
        if (pads > 0) {
            writes.add(new TimelineIndex.RingWrite(i, p, d.realCount(), pads, true, v));
        }
        if (d.trap()) {
            writes.add(new TimelineIndex.RingWrite(i, p, d.paddedSize() - 1, 1, true, v, true));
        }
    }

    // ---- events ------------------------------------------------------------------------------

    private int add(int record, EventKind k, int lane) {
        if (size == kinds.length) {
            int c = size * 2;
            for (int col = 0; col < ints.length; col++) {
                ints[col] = Arrays.copyOf(ints[col], c);
            }
            kinds = Arrays.copyOf(kinds, c);
            flags = Arrays.copyOf(flags, c);
            bytes = Arrays.copyOf(bytes, c);
        }
        int e = size++;
        for (int[] col : ints) {
            col[e] = -1;
        }
        ints[0][e] = record;
        ints[1][e] = lane;
        ints[11][e] = stack.isEmpty() ? -1 : stack.peek();
        kinds[e] = (byte) k.ordinal();
        flags[e] = 0;
        bytes[e] = 0;
        return e;
    }

    private void set(int col, int e, int v) {
        ints[col][e] = v;
    }

    /** A lane key: per NC its sync lane, then its queues, then the semaphores its engines wait on. */
    private int lane(int nc, int queue) {
        long low = queue == -1 ? 0 : queue >= 0 ? 1L + queue : SEMAPHORE_LANES + (-2L - queue);
        long key = ((long) nc << 32) | low;
        return laneKeys.computeIfAbsent(key, k -> laneKeys.size());
    }

    /** Where the semaphore lanes' keys start (after any queue's). */
    private static final long SEMAPHORE_LANES = 1L << 24;

    private int ncOfQueue(int queue) {
        return device.topology().ncOfEngine(queue / device.topology().queuesPerEngine());
    }

    @Override
    public void alloc(int record, Region region, long address, long size, String name, MemCategory category,
            int pringType, int pringCount) {
        if (pringType < 0) {
            return;
        }
        int uses = nameUses.merge(name, 1, Integer::sum);
        String shown = uses == 1 ? name : name + " #" + uses;
        pringAt.put(address, prings.size());
        prings.add(new TimelineIndex.PringInfo(shown, pringType == RingType.RX.ordinal(), pringCount,
                address, record, -1));
    }

    @Override
    public void free(int record, Region region, long address) {
        Integer p = pringAt.remove(address);
        if (p != null) {
            TimelineIndex.PringInfo i = prings.get(p);
            prings.set(p, new TimelineIndex.PringInfo(i.name(), i.rx(), i.count(), i.address(), i.allocRecord(), record));
        }
    }

    @Override
    public void queueInit(int record, int queue, long txBase, int txCount, long rxBase, int rxCount) {
        initialized.add(queue);
        rings.put(queue * 2, new long[] {txBase, txCount, 0, 0});
        rings.put(queue * 2 + 1, new long[] {rxBase, rxCount, 0, 0});
        waiting.remove(queue * 2);
        waiting.remove(queue * 2 + 1);
    }

    @Override
    public void queueReset(int record, int queue) {
        for (int r = queue * 2; r <= queue * 2 + 1; r++) {
            long[] g = rings.get(r);
            if (g != null) {
                g[2] = 0;
                g[3] = 0;
            }
            waiting.remove(r);
        }
    }

    private int pringOfRing(int ring) {
        long[] g = rings.get(ring);
        Integer p = g == null ? null : pringAt.get(g[0]);
        return p == null ? -1 : p;
    }

    @Override
    public void descriptors(int record, int ring, int start, int count) {
        int p = pringOfRing(ring);
        if (p >= 0) {
            writes.add(new TimelineIndex.RingWrite(record, p, start, count, false, null));
        }
    }

    @Override
    public void doorbell(int record, int ring, int num, int byQueue, boolean aborted) {
        int queue = ring / 2;
        int e = add(record, byQueue == DeviceEvents.HOST ? EventKind.DOORBELL : EventKind.DMA_DOORBELL,
                lane(ncOfQueue(queue), queue));
        long[] g = rings.get(ring);
        set(2, e, ring);
        set(4, e, num);
        set(6, e, pringOfRing(ring));
        set(7, e, byQueue);
        set(8, e, queueOrdinals.merge(queue, 1, Integer::sum) - 1);
        flags[e] = aborted ? 1 : 0;
        if (g != null) {
            set(3, e, (int) g[2]);
            if (!aborted) {
                g[2] = (g[2] + num) % g[1];
                waiting.computeIfAbsent(ring, k -> new ArrayDeque<>()).addLast(new int[] {e, num});
            }
        }
    }

    @Override
    public void sync(int record, int nc, int idx, int op, int value, int old, int byQueue) {
        boolean event = op == DeviceEvents.EVENT_SET;
        boolean host = byQueue == DeviceEvents.HOST;
        int top = stack.isEmpty() ? -1 : stack.peek();
        boolean kickoff = host && op == DeviceEvents.SEM_INC && top >= 0 && nodes.get(top).equals(KICKOFF_NODE);
        EventKind k = kickoff ? EventKind.KICKOFF : event ? (host ? EventKind.EVENT : EventKind.DMA_EVENT)
                : host ? EventKind.SEMAPHORE : EventKind.DMA_SEMAPHORE;
        int e = add(record, k, lane(nc, -1));
        int reg = (event ? 1 << 20 : 0) | nc * 256 + idx;
        set(2, e, nc * 256 + idx);
        set(3, e, old);
        set(4, e, value);
        set(7, e, byQueue);
        flags[e] = op;
        Integer prev = lastSync.put(reg, e);
        if (prev != null && ints[5][prev] == TimelineIndex.UNKNOWN) {
            ints[5][prev] = old;
        }
        int now = switch (op) {
            case DeviceEvents.SEM_INC -> old + value;
            case DeviceEvents.SEM_DEC -> old - value;
            case DeviceEvents.SEM_SET -> value;
            case DeviceEvents.EVENT_SET -> host ? value & 1 : TimelineIndex.UNKNOWN;
            default -> TimelineIndex.UNKNOWN;
        };
        set(5, e, now);
        if (kickoff) {
            set(8, e, kickoffOrdinals.merge(nc, 1, Integer::sum) - 1);
        }
    }

    @Override
    public void packet(int record, int queue, int txSlot, int txCount, int rxCount, long bytesIn, long bytesOut,
            long f, int notifications) {
        boolean aborted = (f & DmaEngine.F_ABORTED) != 0;
        int e = add(record, aborted ? EventKind.ABORT : EventKind.PACKET, lane(ncOfQueue(queue), queue));
        packetRecords.add(record);
        set(2, e, queue);
        set(3, e, txSlot);
        set(4, e, txCount);
        set(5, e, rxCount);
        set(6, e, pringOfRing(queue * 2));
        set(12, e, pringOfRing(queue * 2 + 1));
        flags[e] = f | (long) notifications << 32;
        bytes[e] = bytesOut;
        long[] rx = rings.get(queue * 2 + 1);
        if (rx != null) {
            set(10, e, (int) rx[3]);
            rx[3] = (rx[3] + rxCount) % rx[1];
        }
        long[] tx = rings.get(queue * 2);
        if (tx != null) {
            tx[3] = (tx[3] + txCount) % tx[1];
        }
        if (!aborted) {
            set(9, e, consume(queue * 2, txCount, e));
            consume(queue * 2 + 1, rxCount, e);
        }
    }

    /** Takes {@code n} descriptors off the ring's waiting doorbells; returns the doorbell of the first one. */
    private int consume(int ring, int n, int packet) {
        ArrayDeque<int[]> w = waiting.get(ring);
        int publisher = -1;
        while (n > 0 && w != null && !w.isEmpty()) {
            int[] d = w.peekFirst();
            if (publisher < 0) {
                publisher = d[0];
            }
            if (ints[9][d[0]] < 0) {
                ints[9][d[0]] = packet;
            }
            ints[10][d[0]] = packet;
            int take = Math.min(n, d[1]);
            d[1] -= take;
            n -= take;
            if (d[1] == 0) {
                w.pollFirst();
            }
        }
        return publisher;
    }

    // ---- the index -----------------------------------------------------------------------------

    private TimelineIndex finish(int steps) {
        // lanes: by NC, the NC's sync lane first, then its queues by id
        List<long[]> keys = new ArrayList<>();
        laneKeys.forEach((key, id) -> keys.add(new long[] {key, id}));
        keys.sort((a, b) -> Long.compare(a[0], b[0]));
        int[] remap = new int[keys.size()];
        List<TimelineIndex.Lane> lanes = new ArrayList<>();
        for (int l = 0; l < keys.size(); l++) {
            long key = keys.get(l)[0];
            remap[(int) keys.get(l)[1]] = l;
            int nc = (int) (key >>> 32);
            long low = key & 0xFFFFFFFFL;
            if (low >= SEMAPHORE_LANES) {
                int s = (int) (low - SEMAPHORE_LANES);
                String n = (s >= 256 ? "E[" : "S[") + s % 256 + "]";
                lanes.add(new TimelineIndex.Lane(nc, -2 - s, "nc" + nc + " " + n, "NC " + nc + " " + n));
                continue;
            }
            int queue = (int) low - 1;
            lanes.add(queue < 0 ? new TimelineIndex.Lane(nc, -1, "nc" + nc, "NC " + nc + " sync")
                    : new TimelineIndex.Lane(nc, queue, queueName(queue), queueLabel(queue)));
        }
        int[] laneCount = new int[lanes.size()];
        for (int e = 0; e < size; e++) {
            ints[1][e] = remap[ints[1][e]];
            laneCount[ints[1][e]]++;
        }
        int[][] laneEvents = new int[lanes.size()][];
        for (int l = 0; l < laneEvents.length; l++) {
            laneEvents[l] = new int[laneCount[l]];
        }
        int[] fill = new int[lanes.size()];
        for (int e = 0; e < size; e++) {
            int l = ints[1][e];
            laneEvents[l][fill[l]++] = e;
        }
        int[][] cols = new int[ints.length][];
        for (int c = 0; c < ints.length; c++) {
            cols[c] = Arrays.copyOf(ints[c], size);
        }
        int[] packets = packetRecords.stream().mapToInt(Integer::intValue).toArray();
        return new TimelineIndex(steps, size, cols, Arrays.copyOf(kinds, size), Arrays.copyOf(flags, size),
                Arrays.copyOf(bytes, size), nodes.toArray(String[]::new), lanes, laneEvents, packets, prings, writes,
                queueNames, dgeTags, initialized.stream().mapToInt(Integer::intValue).toArray(), texts);
    }

    private String queueName(int queue) {
        String n = queueNames.get(queue);
        return n != null ? n : "q" + queue / 16 + "." + queue % 16;
    }

    private String queueLabel(int queue) {
        int qpe = device.topology().queuesPerEngine();
        String n = queueNames.get(queue);
        String eq = queue / qpe + "." + queue % qpe;
        String tag = dgeTags.get(queue);
        return n != null ? n.replace(':', ' ') + (tag == null ? "" : " · " + tag) + " · " + eq : "queue " + eq;
    }
}
