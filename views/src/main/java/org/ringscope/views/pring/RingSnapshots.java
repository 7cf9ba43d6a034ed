package org.ringscope.views.pring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.timeline.PringWrites;
import org.ringscope.model.timeline.RingSlots;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Pring;

/**
 * The rings at the cursor, computed on the journal thread from the device's state there and the index: which
 * prings are allocated at the step, which queue each is bound to (the queue's ring base), its cursors and
 * counters ({@link DmaQueue}), what each slot holds (the index's ring writes before the step) and each slot's ring
 * id (read from device memory for rings up to {@link #PHASE_LIMIT} descriptors). Slots ({@link RingSlots}: runs, a
 * few for a ring of millions) and ring-id arrays are cached by ring and the count of the index's writes into it
 * before the step ({@link PringWrites#before}): a ring's slots
 * are written only by those writes (the dumps' copies, pads and traps, the descriptors a set-descriptors call
 * commits), and a seek back restores the memory they wrote, so the same count means the same slots and the same ring
 * ids — a step that writes no ring reads no ring memory. Both caches drop the least recently used arrays first.
 */
final class RingSnapshots {
    /** Rings up to this many descriptors have their ring ids read at every step. */
    static final int PHASE_LIMIT = 1 << 16;

    /** Ring-id arrays kept (least recently used dropped first): one per ring and write count seen. */
    static final int PHASE_CACHE = 512;

    /**
     * Slots kept, at most (least recently used dropped first): one per ring and write count seen, and at most
     * {@link #SLOT_CACHE_BYTES} bytes of runs in all (a ring written in many short runs holds more).
     */
    static final int SLOT_CACHE = 512;

    /** Bytes of slot runs kept, at most (the latest slots are kept whatever their size). */
    static final long SLOT_CACHE_BYTES = 32L << 20;

    private final TimelineIndex index;
    private final PringWrites writes;
    private final WeighedLru<RingSlots> slotCache;
    private final WeighedLru<byte[]> phaseCache = new WeighedLru<>(PHASE_CACHE, Long.MAX_VALUE, a -> a.length);

    RingSnapshots(TimelineIndex index) {
        this(index, SLOT_CACHE, SLOT_CACHE_BYTES);
    }

    /** With at most {@code slotArrays} rings' slots kept, of at most {@code slotBytes} bytes in all. */
    RingSnapshots(TimelineIndex index, int slotArrays, long slotBytes) {
        this.index = index;
        this.writes = index.pringWrites();
        this.slotCache = new WeighedLru<>(slotArrays, slotBytes, RingSlots::bytes);
    }

    TimelineIndex index() {
        return index;
    }

    /** Rings' slots kept. */
    int slotArraysKept() {
        return slotCache.size();
    }

    /** Bytes of the slots kept. */
    long slotBytesKept() {
        return slotCache.held();
    }

    /** The rows at {@code step}; the device must be at {@code step}. */
    List<RingRow> rows(Device device, int step) {
        List<Pring> prings = device.prings();
        int qpe = device.topology().queuesPerEngine();
        Map<Long, Integer> alive = new HashMap<>();
        for (int p = 0; p < index.prings().size(); p++) {
            TimelineIndex.PringInfo i = index.prings().get(p);
            if (i.allocRecord() < step && (i.freeRecord() < 0 || i.freeRecord() >= step)) {
                alive.put(i.address(), p);
            }
        }
        Map<Integer, int[]> binding = new HashMap<>();
        for (int q : index.queues()) {
            DmaQueue dq = device.queue(q / qpe, q % qpe);
            if (!dq.initialized()) {
                continue;
            }
            for (Direction d : Direction.values()) {
                Integer p = alive.get(dq.ringBase(d));
                if (p != null) {
                    binding.put(p, new int[] {q, d == Direction.TX ? 0 : 1});
                }
            }
        }
        List<RingRow> rows = new ArrayList<>();
        for (int p : alive.values().stream().sorted().toList()) {
            TimelineIndex.PringInfo info = index.prings().get(p);
            int applied = applied(p, step);
            RingSlots slots = slots(p, info.count(), applied);
            byte[] phases = p < prings.size() && info.count() <= PHASE_LIMIT ? phases(prings.get(p), p, info.count(),
                    applied) : null;
            int[] b = binding.get(p);
            if (b == null) {
                rows.add(new RingRow(p, info.name(), info.rx(), info.count(), -1, null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                        false, false, slots, phases, null));
                continue;
            }
            DmaQueue q = device.queue(b[0] / qpe, b[0] % qpe);
            Direction d = b[1] == 0 ? Direction.TX : Direction.RX;
            rows.add(new RingRow(p, info.name(), info.rx(), info.count(), b[0], index.queueName(b[0]) + " " + d + " · "
                    + b[0] / qpe + "." + b[0] % qpe, q.head(d), q.tail(d), q.nextDescIdx(d), q.nextCdescIdx(d),
                    q.descRingId(d), q.headRingId(d), q.pending(d), q.descriptors(d), q.bytes(d), q.packets(), q.busy(),
                    q.aborted(), slots, phases, index.dgeTags().get(b[0])));
        }
        rows.sort(Comparator.comparingInt((RingRow r) -> r.bound() ? 0 : 1)
                .thenComparingInt(r -> r.bound() ? r.queue() : r.pring())
                .thenComparing(RingRow::rx));
        return rows;
    }

    /** How many of the index's writes into pring {@code p} come before {@code step}. */
    private int applied(int p, int step) {
        return writes.before(p, step);
    }

    /** What the first {@code applied} of the index's writes into pring {@code p} put into each of its slots. */
    private RingSlots slots(int p, int count, int applied) {
        long key = (long) p << 32 | applied;
        RingSlots cached = slotCache.get(key);
        if (cached != null) {
            return cached;
        }
        RingSlots s = RingSlots.of(index, p, count, applied);
        slotCache.put(key, s);
        return s;
    }

    /** The ring id of each slot of {@code ring} (pring {@code p}) as device memory holds it after {@code applied} writes. */
    private byte[] phases(Pring ring, int p, int count, int applied) {
        long key = (long) p << 32 | applied;
        byte[] cached = phaseCache.get(key);
        if (cached != null) {
            return cached;
        }
        long[] w = ring.words(0, count);
        byte[] ph = new byte[count];
        for (int i = 0; i < count; i++) {
            ph[i] = (byte) LenCtrl.ringId(Desc.lenCtrl(w[2 * i]));
        }
        phaseCache.put(key, ph);
        return ph;
    }
}
