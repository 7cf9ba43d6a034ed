package org.ringscope.model.check;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.lint.Severity;

/**
 * The result of a check: the profile, every finding in the order the stack would meet them, the ring memory by
 * category, the HBM budget, each ring's size, and what the emulated load left out.
 *
 * @param ringMemory bytes the driver charges for the rings (page-rounded chunks), by category:
 *                   {@code io, spill, collectives, runtime}
 * @param rings      every ring half the load allocates, with its size on this profile
 * @param notes      how the profile was chosen, and what the emulated load left out
 */
public record CheckReport(Profile profile, List<Finding> findings, Map<String, Long> ringMemory, Hbm hbm,
                          List<RingFigure> rings, List<String> notes) {
    public CheckReport {
        findings = List.copyOf(findings);
        ringMemory = Collections.unmodifiableMap(new LinkedHashMap<>(ringMemory));
        rings = List.copyOf(rings);
        notes = List.copyOf(notes);
    }

    /** Whether the load would succeed: no error. */
    public boolean loads() {
        return findings.stream().noneMatch(f -> f.severity() == Severity.ERROR);
    }

    public long count(Severity s) {
        return findings.stream().filter(f -> f.severity() == s).count();
    }

    /** The rings grouped by subgraph, queue set and kind, in load order. */
    public List<QueueSetFigure> queueSets() {
        Map<String, QueueSetFigure> out = new LinkedHashMap<>();
        for (RingFigure f : rings) {
            out.merge(f.subgraph() + "/" + f.queueSet() + "/" + f.kind(), new QueueSetFigure(f.subgraph(), f.queueSet(),
                    f.kind(), f.category(), f.ring().substring(0, f.ring().lastIndexOf('.')), 1, f.engine(), f.engine(),
                    f.allocated(), f.bytes()), QueueSetFigure::plus);
        }
        return List.copyOf(out.values());
    }

    /**
     * The rings of one queue set (or the fetch ring, or the exec queue) of one subgraph.
     *
     * @param firstRing the session key of its first queue's vring ({@code sg00:qSPIO0_0})
     * @param halves    ring halves (two per queue)
     * @param largest   the largest ring size, descriptors
     * @param bytes     what the driver charges for all of them
     */
    public record QueueSetFigure(String subgraph, String queueSet, String kind, String category, String firstRing,
                                 int halves, int firstEngine, int lastEngine, int largest, long bytes) {
        /** Queues: two halves each. */
        public int queues() {
            return halves / 2;
        }

        /** {@code 3} or {@code 3-4}. */
        public String engines() {
            return firstEngine == lastEngine ? String.valueOf(firstEngine) : firstEngine + "-" + lastEngine;
        }

        QueueSetFigure plus(QueueSetFigure o) {
            return new QueueSetFigure(subgraph, queueSet, kind, category, firstRing, halves + o.halves,
                    Math.min(firstEngine, o.firstEngine), Math.max(lastEngine, o.lastEngine), Math.max(largest, o.largest),
                    bytes + o.bytes);
        }
    }

    /**
     * One ring half on the profile.
     *
     * @param descriptors what the vring holds
     * @param allocated   the ring's size after the runtime's sizing law
     * @param bytes       the bytes the driver charges (16 per descriptor, page-rounded)
     */
    public record RingFigure(String ring, String subgraph, String queueSet, String kind, String category, int engine,
                             int queue, String half, int descriptors, int allocated, long bytes) {
    }

    /** The HBM of every pool the load draws from. */
    public record Hbm(List<Pool> pools) {
        public Hbm {
            pools = List.copyOf(pools);
        }
    }

    /**
     * One HBM pool (a channel of a device; on v1 a core's DRAM region).
     *
     * @param cores     the NeuronCores of the load that draw from it
     * @param total     the pool's bytes
     * @param reserved  the firmware carve-out at its start
     * @param used      bytes charged to the load (page-rounded)
     * @param byUse     {@link MemoryUse} label → bytes
     * @param free      {@code total - reserved - used}, negative when the load does not fit
     */
    public record Pool(int device, int channel, List<Integer> cores, long total, long reserved, long used,
                       Map<String, Long> byUse, long free) {
        public Pool {
            cores = List.copyOf(cores);
            byUse = Collections.unmodifiableMap(new LinkedHashMap<>(byUse));
        }
    }
}
