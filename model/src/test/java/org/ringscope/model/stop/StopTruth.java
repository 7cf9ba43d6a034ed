package org.ringscope.model.stop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.function.ToLongFunction;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DevicePackets;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;

/**
 * The brute-force answers the stop-condition tests compare with, found without the code under test: a predicate over
 * the records (the device's and the vring domain's own decoders), or the live state read at every step in one walk
 * from step 0 (a queue's tail, head and ring id, a semaphore's value), each the ascending records that match.
 */
final class StopTruth {
    private final EmulationSession s;
    private final Map<String, ToLongFunction<EmulationSession>> probes = new LinkedHashMap<>();
    private final Map<String, List<Integer>> changed = new LinkedHashMap<>();
    private final Map<String, IntPredicate> packetSlots = new LinkedHashMap<>();

    StopTruth(EmulationSession s) {
        this.s = s;
    }

    /** A probe's answer where what it reads does not exist: a change to or from it is no change. */
    static final long UNDEFINED = Long.MIN_VALUE;

    /**
     * The records whose effect {@code probe} sees: its value after the record differs from before (neither being
     * {@link #UNDEFINED}).
     */
    void watch(String name, ToLongFunction<EmulationSession> probe) {
        probes.put(name, probe);
    }

    /** The PACKET records that read slot {@code slot} of ring {@code d} of {@code q}, from its head before the packet. */
    void watchSlot(String name, DmaQueue q, Direction d, int slot) {
        packetSlots.put(name, r -> {
            DevicePackets.PacketInfo p = DevicePackets.info(s.device(), s.journal(), r);
            if (p == null || p.queue() != q.id() || !q.initialized()) {
                return false;
            }
            int k = d == Direction.TX ? p.txCount() : p.rxCount();
            int head = d == Direction.TX ? p.txSlot() : q.head(d);
            return k > 0 && Math.floorMod(slot - head, q.descCount(d)) < k;
        });
    }

    /** Walks the run from step 0 to its end once, reading every watched value before and after each record. */
    void walk() {
        Journal j = s.journal();
        int end = j.position();
        j.seek(0);
        probes.keySet().forEach(k -> changed.put(k, new ArrayList<>()));
        packetSlots.keySet().forEach(k -> changed.put(k, new ArrayList<>()));
        long[] before = new long[probes.size()];
        List<ToLongFunction<EmulationSession>> ps = new ArrayList<>(probes.values());
        List<String> names = new ArrayList<>(probes.keySet());
        for (int k = 0; k < ps.size(); k++) {
            before[k] = ps.get(k).applyAsLong(s);
        }
        for (int r = 0; r < j.size(); r++) {
            for (Map.Entry<String, IntPredicate> e : packetSlots.entrySet()) {
                if (e.getValue().test(r)) {
                    changed.get(e.getKey()).add(r);
                }
            }
            j.seek(r + 1);
            for (int k = 0; k < ps.size(); k++) {
                long now = ps.get(k).applyAsLong(s);
                if (now != before[k] && now != UNDEFINED && before[k] != UNDEFINED) {
                    changed.get(names.get(k)).add(r);
                }
                before[k] = now;
            }
        }
        j.seek(end);
    }

    List<Integer> of(String name) {
        return changed.get(name);
    }

    /** The records {@code p} holds for, read one by one. */
    static List<Integer> records(Journal j, IntPredicate p) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < j.size(); i++) {
            if (p.test(i)) {
                out.add(i);
            }
        }
        return out;
    }

    /** The queue whose ring {@code d} is based at {@code base} at the cursor, or null. */
    static DmaQueue queueAt(Device dev, long base, Direction d) {
        for (int e = 0; e < dev.topology().dmaEnginesPerDevice(); e++) {
            for (int q = 0; q < dev.topology().queuesPerEngine(); q++) {
                DmaQueue dq = dev.queue(e, q);
                if (dq.initialized() && dq.ringBase(d) == base) {
                    return dq;
                }
            }
        }
        return null;
    }
}
