package org.ringscope.model.check;

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
        ringMemory = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(ringMemory));
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
            byUse = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(byUse));
        }
    }
}
