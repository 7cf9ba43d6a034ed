package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.udma.Arch;

/**
 * The emulated load of one NEFF on one arch, as the pre-flight rules read it: the NEFF's gates, and per subgraph its
 * core, queues, rings and variables. Built by {@link LoadPlanner}; checked against a profile by {@link Preflight}.
 */
public record LoadPlan(NeffFacts neff, Arch arch, List<PlannedSubgraph> subgraphs, PlanScans scans) {
    public LoadPlan {
        subgraphs = List.copyOf(subgraphs);
    }

    public LoadPlan(NeffFacts neff, Arch arch, List<PlannedSubgraph> subgraphs) {
        this(neff, arch, subgraphs, new PlanScans());
    }

    /** Every queue, subgraph by subgraph, in the order the runtime binds them. */
    public List<PlannedQueue> queues() {
        List<PlannedQueue> out = new ArrayList<>();
        subgraphs.forEach(s -> out.addAll(s.queues()));
        return out;
    }

    /** The queue with session key {@code key}, or {@code null}. */
    public PlannedQueue queue(String key) {
        for (PlannedSubgraph s : subgraphs) {
            for (PlannedQueue q : s.queues()) {
                if (q.key().equals(key)) {
                    return q;
                }
            }
        }
        return null;
    }
}
