package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringscope.model.dge.DgeGaps;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.DgeLoadRefusal;
import org.ringscope.model.runtime.load.EngineQueues;
import org.ringscope.model.runtime.load.VarAddressing;

/**
 * A subgraph's DGE work as the load would meet it, read once per plan (decision 1371): the first refusal of its
 * instruction streams ({@link DgeLoadRefusal}), the DGE instructions with no backend or table entry
 * ({@link DgeGaps}), and the dynamic queue sets that get no queue id and so no rings.
 *
 * @param refusal    the load's refusal, in its words, or empty
 * @param gaps       every DGE instruction with nothing to run it
 * @param unqueued   the dynamic queue sets left without a queue id, each as a sentence
 */
public record PlannedDge(Optional<String> refusal, List<DgeGaps.Gap> gaps, List<String> unqueued) {
    /** No DGE work at all. */
    public static final PlannedDge NONE = new PlannedDge(Optional.empty(), List.of(), List.of());

    public PlannedDge {
        gaps = List.copyOf(gaps);
        unqueued = List.copyOf(unqueued);
    }

    static PlannedDge of(Subgraph sg, VarAddressing vars) {
        List<String> unqueued = new ArrayList<>();
        int ids = EngineQueues.dgeQueueIds(sg).length;
        int k = 0;
        for (QueueSet q : sg.queueSets()) {
            if (q.dynamic() && k++ >= ids) {
                unqueued.add("dynamic queue set " + sg.name() + ":" + q.name() + " has no DGE rings: it got no queue id "
                        + "(more dynamic sets than ids 13 down to 0)");
            }
        }
        return new PlannedDge(DgeLoadRefusal.first(sg, vars), DgeGaps.of(sg), unqueued);
    }
}
