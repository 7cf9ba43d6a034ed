package org.ringscope.views.pring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Pring;

/**
 * The rings at the cursor, computed on the journal thread from the device's state there and the index: which
 * prings are allocated at the step, which queue each is bound to (the queue's ring base), its cursors and
 * counters ({@link DmaQueue}), what each slot holds (the index's ring writes before the step) and each slot's ring
 * id (read from device memory for rings up to {@link #PHASE_LIMIT} descriptors). Slot arrays are cached by ring
 * and write count, so a step that changes nothing in a million-slot ring copies nothing.
 */
final class RingSnapshots {
    /** Rings up to this many descriptors have their ring ids read at every step. */
    static final int PHASE_LIMIT = 1 << 16;

    private final TimelineIndex index;
    private final Map<Long, byte[]> slotCache = new HashMap<>();

    RingSnapshots(TimelineIndex index) {
        this.index = index;
    }

    TimelineIndex index() {
        return index;
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
            byte[] slots = slots(p, info.count(), step);
            byte[] phases = p < prings.size() && info.count() <= PHASE_LIMIT ? phases(prings.get(p), info.count()) : null;
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

    /** What the index's writes before {@code step} put into each slot of pring {@code p}. */
    private byte[] slots(int p, int count, int step) {
        int applied = 0;
        for (TimelineIndex.RingWrite w : index.writes()) {
            if (w.record() >= step) {
                break;
            }
            applied += w.pring() == p ? 1 : 0;
        }
        long key = (long) p << 32 | applied;
        byte[] cached = slotCache.get(key);
        if (cached != null) {
            return cached;
        }
        byte[] s = new byte[count];
        int seen = 0;
        for (TimelineIndex.RingWrite w : index.writes()) {
            if (seen == applied) {
                break;
            }
            if (w.pring() != p) {
                continue;
            }
            seen++;
            int end = Math.min(count, w.start() + w.count());
            Arrays.fill(s, Math.min(w.start(), end), end, w.trap() ? RingRow.TRAP : w.pad() ? RingRow.PAD
                    : RingRow.DESCRIPTOR);
        }
        slotCache.put(key, s);
        return s;
    }

    private static byte[] phases(Pring p, int count) {
        long[] w = p.words(0, count);
        byte[] ph = new byte[count];
        for (int i = 0; i < count; i++) {
            ph[i] = (byte) LenCtrl.ringId(Desc.lenCtrl(w[2 * i]));
        }
        return ph;
    }
}
