package org.ringscope.model.device;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;

/**
 * The records at which the driver's ring id ({@code desc_ring_id}, the phase {@code sw_dma_queue_set_descriptors}
 * stamps into each slot's len_ctrl) of the ring at one device address changed: a reservation that wrapped the ring
 * ({@code +1 mod 4}), or an init or reset that put a ring id other than 1 back to 1. Read from the queue records
 * alone, in one pass that follows every queue's producer cursor from its init: QINIT (which queue the ring at that
 * address is), QRESET and RESERVE.
 */
public final class RingIdFlips {
    /** Records read between two looks at the cancellation flag. */
    static final int CHECK_EVERY = 4096;

    private RingIdFlips() {
    }

    /** One ring's producer as the records move it. */
    private static final class Ring {
        long base;
        long count;
        long next;
        int id = QueueOps.INITIAL_RING_ID;
    }

    /**
     * The ascending records that changed the ring id of the {@code d} ring based at device address {@code ringBase}
     * (a queue's {@code drbp}, a pring's address plus its ring offset); {@code null} when {@code cancelled} said so.
     */
    public static IntList of(Device dev, Journal j, long ringBase, Direction d, BooleanSupplier cancelled) {
        IntList out = new IntList();
        if (dev.domain() == null) {
            return out;
        }
        int dom = dev.domain().id();
        int dir = d.ordinal();
        Map<Integer, Ring> rings = new HashMap<>();
        int size = j.size();
        for (int i = 0; i < size; i++) {
            if (i % CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                return null;
            }
            if (j.domain(i) != dom) {
                continue;
            }
            int kind = j.kind(i);
            if (kind != DeviceRecords.QINIT && kind != DeviceRecords.QRESET && kind != DeviceRecords.RESERVE) {
                continue;
            }
            int queue = j.a(i);
            int before = idOf(rings.get(queue), ringBase);
            Ring r = rings.get(queue);
            if (kind == DeviceRecords.QINIT) {
                QueueInitRecord q = QueueInitRecord.read(j, i);
                r = new Ring();
                r.base = dir == 0 ? q.txBase() : q.rxBase();
                r.count = dir == 0 ? q.txCount() : q.rxCount();
                rings.put(queue, r);
            } else if (r == null) {
                continue;
            } else if (kind == DeviceRecords.QRESET) {
                r.next = 0;
                r.id = QueueOps.INITIAL_RING_ID;
            } else {
                long b = j.b(i);
                int only = (int) (b >>> 32) - 1;
                if (only < 0 || only == dir) {
                    long v = r.next + (int) b;
                    if (v >= r.count) {
                        r.id = (r.id + 1) & 3;
                    }
                    r.next = v % r.count;
                }
            }
            int after = idOf(r, ringBase);
            if (before >= 0 && after >= 0 && before != after) {
                out.add(i);
            }
        }
        return out;
    }

    private static int idOf(Ring r, long ringBase) {
        return r == null || r.base != ringBase ? -1 : r.id;
    }
}
