package org.ringscope.model.timeline;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.Device;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.trace.Journal;

/**
 * Every device event of a journal in primitive columns (no object per event), built off the FX thread by
 * {@link #build} and never changed after: doorbells, kickoffs, semaphore and event changes, DMA packets
 * (completions), each with its record, lane, kind and arguments; the lanes (one per NeuronCore for its
 * semaphores and events, one per DMA queue for its doorbells and packets), each lane's events in record order,
 * the packets' records (the device clock) and the prings with the slot ranges written into them.
 *
 * <p>Columns by kind — doorbells: {@code ring} = queue × 2 + (0 TX, 1 RX), {@code first} slot, {@code count}
 * descriptors, {@code pring}, {@code ordinal} on the queue, {@code link1} / {@code link2} the first and last packet
 * that consumed them, {@code flags} 1 when aborted. Sync: {@code ring} = nc × 256 + index, {@code first} the old
 * value, {@code count} the ioctl's operand, {@code extra} the new value ({@link #UNKNOWN} when not recorded),
 * {@code flags} the op. Packets: {@code ring} = queue, {@code first} the TX slot, {@code count} TX descriptors,
 * {@code extra} RX descriptors, {@code link1} the doorbell that published the first TX slot, {@code link2} the RX
 * slot, {@code bytes} written, {@code flags} the engine's {@code F_*} bits (op class in bits 0..3) and the
 * notifications written in bits 32 on. {@code src} is the queue whose descriptor made a DMA-written change, else -1.
 */
public final class TimelineIndex {
    /** A value the journal does not record (the new value of a semaphore a descriptor wrote, last of its kind). */
    public static final int UNKNOWN = Integer.MIN_VALUE;

    /**
     * A lane: a NeuronCore's sync ({@code queue} = -1), one DMA queue ({@code eng × 16 + q}), or one semaphore of the
     * bank the engines wait on ({@code queue} = {@link #semaphoreLane}; events 256 further).
     */
    public record Lane(int nc, int queue, String name, String label) {
        public boolean core() {
            return queue < 0;
        }

        /** Whether it is an engine semaphore's lane. */
        public boolean semaphore() {
            return queue <= -2;
        }
    }

    /** The {@code queue} of the lane of semaphore (or, {@code event}, event) {@code idx}. */
    public static int semaphoreLane(boolean event, int idx) {
        return -2 - (event ? 256 : 0) - idx;
    }

    /**
     * A pring of the device, in allocation order ({@code Device.prings()}): its {@code Pring} name, TX or RX,
     * descriptor count, device address and the records that allocated and freed it (-1: not freed).
     */
    public record PringInfo(String name, boolean rx, int count, long address, int allocRecord, int freeRecord) {
    }

    /**
     * Slots {@code [start, start + count)} of a pring written by a record: descriptors, or pads, or the trap
     * descriptor that ends a padded region ({@code trap}, decision 1325); {@code vring} dumped.
     */
    public record RingWrite(int record, int pring, int start, int count, boolean pad, String vring, boolean trap) {
        public RingWrite(int record, int pring, int start, int count, boolean pad, String vring) {
            this(record, pring, start, count, pad, vring, false);
        }

    }

    private final int steps;
    private final int size;
    private final int[] record;
    private final byte[] kind;
    private final int[] lane;
    private final int[] ring;
    private final int[] first;
    private final int[] count;
    private final int[] extra;
    private final int[] pring;
    private final int[] src;
    private final int[] ordinal;
    private final int[] link1;
    private final int[] link2;
    private final int[] node;
    /** Packets: the RX pring; else -1. */
    private final int[] pring2;
    private final long[] flags;
    private final long[] bytes;
    private final String[] nodes;
    /** Engine-semaphore events: the text of who changed it or who waits ({@code extra} indexes it). */
    private final List<String> texts;
    private final List<Lane> lanes;
    private final int[][] laneEvents;
    private final int[] packetRecords;
    private final List<PringInfo> prings;
    private final List<RingWrite> writes;
    private final Map<Integer, String> queueNames;
    /** The DGE queues' tags: {@code SW DGE} (software-dynamic), {@code HW DGE} (hardware-dynamic). */
    private final Map<Integer, String> dgeTags;
    /** Every queue a {@code NEURON_IOCTL_DMA_QUEUE_INIT} bound, ascending. */
    private final int[] queues;
    /** The ring writes grouped by pring, built on first use. */
    private volatile PringWrites pringWrites;

    TimelineIndex(int steps, int size, int[][] ints, byte[] kind, long[] flags, long[] bytes, String[] nodes,
            List<Lane> lanes, int[][] laneEvents, int[] packetRecords, List<PringInfo> prings, List<RingWrite> writes,
            Map<Integer, String> queueNames, Map<Integer, String> dgeTags, int[] queues, List<String> texts) {
        this.texts = List.copyOf(texts);
        this.queues = queues;
        this.steps = steps;
        this.size = size;
        this.record = ints[0];
        this.lane = ints[1];
        this.ring = ints[2];
        this.first = ints[3];
        this.count = ints[4];
        this.extra = ints[5];
        this.pring = ints[6];
        this.src = ints[7];
        this.ordinal = ints[8];
        this.link1 = ints[9];
        this.link2 = ints[10];
        this.node = ints[11];
        this.pring2 = ints[12];
        this.kind = kind;
        this.flags = flags;
        this.bytes = bytes;
        this.nodes = nodes;
        this.lanes = List.copyOf(lanes);
        this.laneEvents = laneEvents;
        this.packetRecords = packetRecords;
        this.prings = List.copyOf(prings);
        this.writes = List.copyOf(writes);
        this.queueNames = Map.copyOf(queueNames);
        this.dgeTags = Map.copyOf(dgeTags);
    }

    /**
     * The index of every record of {@code journal} on the thread that owns it ({@code result} names the queues and
     * may be {@code null}; {@code names} and {@code tags}: the DGE queues' names and tags, by queue).
     */
    public static TimelineIndex build(Journal journal, Device device, RunResult result, Map<Integer, String> names,
            Map<Integer, String> tags) {
        return TimelineIndexer.build(journal, device, result, names, tags);
    }

    /** Columns the indexer fills, in the order of the constructor's {@code ints}. */
    static final int INT_COLUMNS = 13;

    // ---- the columns, one value an event (see the type's comment) -------------------------------------

    /**
     * Bytes the index holds: its columns, the lanes' event lists, the packets' records, the ring writes (an object
     * each) and their grouping by pring once built — strings shared with the run not counted.
     */
    public long bytes() {
        long n = 0;
        for (int[] a : new int[][] {record, lane, ring, first, count, extra, pring, src, ordinal, link1, link2, node,
            pring2, packetRecords, queues}) {
            n += 16 + 4L * a.length;
        }
        n += 16 + kind.length + 2 * (16 + 8L * flags.length) + 16 + 4L * nodes.length;
        for (int[] a : laneEvents) {
            n += 16 + 4L * a.length;
        }
        PringWrites byPring = pringWrites;
        return n + 40L * writes.size() + 32L * (lanes.size() + prings.size())
                + (byPring == null ? 0 : byPring.bytes());
    }

    /** The journal's size when the index was built: the axis's last step. */
    public int steps() {
        return steps;
    }

    /** Events in the index. */
    public int size() {
        return size;
    }

    /** The record event {@code e} was read from. */
    public int record(int e) {
        return record[e];
    }

    /** The lane event {@code e} is drawn on (an index of {@link #lanes()}). */
    public int lane(int e) {
        return lane[e];
    }

    public int ring(int e) {
        return ring[e];
    }

    public int first(int e) {
        return first[e];
    }

    public int count(int e) {
        return count[e];
    }

    public int extra(int e) {
        return extra[e];
    }

    public int pring(int e) {
        return pring[e];
    }

    public int src(int e) {
        return src[e];
    }

    public int ordinal(int e) {
        return ordinal[e];
    }

    public int link1(int e) {
        return link1[e];
    }

    public int link2(int e) {
        return link2[e];
    }

    /** The innermost spine node open at the event (an index of {@link #nodes(int)}), or -1. */
    public int node(int e) {
        return node[e];
    }

    public int pring2(int e) {
        return pring2[e];
    }

    public long flags(int e) {
        return flags[e];
    }

    public long bytes(int e) {
        return bytes[e];
    }

    /** The name of spine node {@code n} ({@link #node(int)}). */
    public String nodes(int n) {
        return nodes[n];
    }

    public List<String> texts() {
        return texts;
    }

    public List<Lane> lanes() {
        return lanes;
    }

    /** The events of lane {@code l} in record order; shared, not copied: callers must not modify it. */
    public int[] laneEvents(int l) {
        return laneEvents[l];
    }

    /** The records of the packets (the device clock), ascending; shared, not copied: callers must not modify it. */
    public int[] packetRecords() {
        return packetRecords;
    }

    public List<PringInfo> prings() {
        return prings;
    }

    public List<RingWrite> writes() {
        return writes;
    }

    /** The {@linkplain #writes() ring writes} grouped by pring: built once, on the first call, by whichever thread. */
    public PringWrites pringWrites() {
        PringWrites w = pringWrites;
        if (w == null) {
            synchronized (this) {
                w = pringWrites;
                if (w == null) {
                    w = PringWrites.of(prings.size(), writes);
                    pringWrites = w;
                }
            }
        }
        return w;
    }

    public Map<Integer, String> queueNames() {
        return queueNames;
    }

    public Map<Integer, String> dgeTags() {
        return dgeTags;
    }

    /** Every queue a {@code NEURON_IOCTL_DMA_QUEUE_INIT} bound, ascending; shared, not copied. */
    public int[] queues() {
        return queues;
    }

    public EventKind kind(int e) {
        return EventKind.of(kind[e]);
    }

    /** Events of {@code kind}. */
    public int count(EventKind k) {
        int n = 0;
        for (int e = 0; e < size; e++) {
            n += kind[e] == k.ordinal() ? 1 : 0;
        }
        return n;
    }

    /** The queue a doorbell or packet is about, or -1 for sync events. */
    public int queueOf(int e) {
        EventKind k = kind(e);
        return k.doorbell() ? ring[e] / 2 : k.packet() ? ring[e] : -1;
    }

    /** The name a queue goes by in locations ({@code sg00:qSPIO0_0}, else {@code q0.3}). */
    public String queueName(int queue) {
        String n = queueNames.get(queue);
        return n != null ? n : "q" + queue / 16 + "." + queue % 16;
    }

    // ---- the x axis: journal steps, or the device clock (packets executed) -----------------------

    /** Where an event sits on the axis: the step at which its record has been applied, or the clock after it. */
    public double value(int e, AxisMode mode) {
        int r = record[e];
        return mode == AxisMode.STEP ? r + 1 : upperBound(packetRecords, r);
    }

    /** The axis value of cursor step {@code step}. */
    public double valueOfStep(int step, AxisMode mode) {
        return mode == AxisMode.STEP ? step : lowerBound(packetRecords, step);
    }

    /** The step an axis value stands for (the state right after the packet that made the clock {@code v}). */
    public int stepAt(double v, AxisMode mode) {
        if (mode == AxisMode.STEP) {
            return (int) Math.max(0, Math.min(steps, Math.round(v)));
        }
        int c = (int) Math.round(v);
        if (c <= 0 || packetRecords.length == 0) {
            return 0;
        }
        return Math.min(steps, packetRecords[Math.min(c, packetRecords.length) - 1] + 1);
    }

    /** The axis's extent. */
    public double maxValue(AxisMode mode) {
        return mode == AxisMode.STEP ? steps : packetRecords.length;
    }

    /** The first position in lane {@code l}'s events whose value is at least {@code v}. */
    public int lowerBoundInLane(int l, double v, AxisMode mode) {
        int[] ev = laneEvents[l];
        int lo = 0;
        int hi = ev.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (value(ev[mid], mode) < v) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    public static int lowerBound(int[] a, int key) {
        int i = Arrays.binarySearch(a, key);
        if (i < 0) {
            return -i - 1;
        }
        while (i > 0 && a[i - 1] == key) {
            i--;
        }
        return i;
    }

    public static int upperBound(int[] a, int key) {
        int i = Arrays.binarySearch(a, key);
        if (i < 0) {
            return -i - 1;
        }
        while (i < a.length && a[i] == key) {
            i++;
        }
        return i;
    }

    /** The lane index of the NC's sync lane or the queue's lane, or -1. */
    public int laneOf(int nc, int queue) {
        for (int l = 0; l < lanes.size(); l++) {
            Lane x = lanes.get(l);
            if (queue == -1 ? x.queue() == -1 && x.nc() == nc : x.queue() == queue && (queue >= 0 || x.nc() == nc)) {
                return l;
            }
        }
        return -1;
    }

    /** The pring index whose location name is {@code name}, or -1. */
    public int pringNamed(String name) {
        for (int p = 0; p < prings.size(); p++) {
            if (prings.get(p).name().equals(name)) {
                return p;
            }
        }
        return -1;
    }
}
