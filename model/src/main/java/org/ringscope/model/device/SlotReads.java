package org.ringscope.model.device;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;

/**
 * The DMA packets that read one slot of a ring: the PACKET records of the queue whose ring {@code d} is based at a
 * device address, whose descriptors (from the ring's hardware head, {@code n} TX or {@code m} RX of them, wrapping at
 * the ring's end) include the slot. The TX head a packet started at is in its record; the RX head is followed from the
 * queue's init or reset (head 0) through every packet's RX count, as the engine advances it.
 */
public final class SlotReads {
    private SlotReads() {
    }

    /** One ring's hardware head as the records move it. */
    private static final class Ring {
        long base;
        long count;
        long head;
    }

    /**
     * The ascending PACKET records that read slot {@code slot} of the {@code d} ring based at {@code ringBase};
     * {@code null} when {@code cancelled} said so.
     */
    public static IntList of(Device dev, Journal j, long ringBase, Direction d, int slot, BooleanSupplier cancelled) {
        IntList out = new IntList();
        if (dev.domain() == null) {
            return out;
        }
        int dom = dev.domain().id();
        int dir = d.ordinal();
        Map<Integer, Ring> rings = new HashMap<>();
        int size = j.size();
        for (int i = 0; i < size; i++) {
            if (i % RingIdFlips.CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                return null;
            }
            if (j.domain(i) != dom) {
                continue;
            }
            int kind = j.kind(i);
            int queue = j.a(i);
            if (kind == DeviceRecords.QINIT) {
                QueueInitRecord q = QueueInitRecord.read(j, i);
                Ring r = new Ring();
                r.base = dir == 0 ? q.txBase() : q.rxBase();
                r.count = dir == 0 ? q.txCount() : q.rxCount();
                rings.put(queue, r);
            } else if (kind == DeviceRecords.QRESET && rings.containsKey(queue)) {
                rings.get(queue).head = 0;
            } else if (kind == DeviceRecords.PACKET && rings.containsKey(queue)) {
                Ring r = rings.get(queue);
                ArenaReader p = j.payload(i);
                int n = p.getVarInt();
                int m = p.getVarInt();
                long first = dir == 0 ? (int) j.b(i) : r.head;
                int k = dir == 0 ? n : m;
                if (r.base == ringBase && k > 0 && Math.floorMod(slot - first, r.count) < k) {
                    out.add(i);
                }
                if (r.count > 0) {
                    r.head = dir == 0 ? (first + n) % r.count : (r.head + m) % r.count;
                }
            }
        }
        return out;
    }
}
