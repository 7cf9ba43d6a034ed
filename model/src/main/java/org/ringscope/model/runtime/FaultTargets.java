package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.sync.Fault;

/**
 * Whether each fault of a run names something the NEFF has (decision 1332): a fault that matches nothing would
 * change nothing and the run would end clean, as if the failure it was to reproduce were not there. The refusal
 * names what exists: the queue sets and instances, the DMA entry ids (of the named queue set).
 */
final class FaultTargets {
    private FaultTargets() {
    }

    /** The message refusing the first fault that names nothing in {@code m}, or empty when all match. */
    static Optional<String> unmatched(Manifest m, List<Fault> faults) {
        List<Subgraph> sgs = m.subgraphs();
        for (Fault f : faults) {
            Optional<String> why = Optional.empty();
            if (f instanceof Fault.DropDoorbell d) {
                why = queue(f, d.queue(), sgs);
            } else if (f instanceof Fault.SkipDma s) {
                why = dma(f, s.queue(), s.dmaId(), sgs);
            } else if (f instanceof Fault.SemIndex s) {
                why = dma(f, s.queue(), s.dmaId(), sgs);
            }
            if (why.isPresent()) {
                return why;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> queue(Fault f, String name, List<Subgraph> sgs) {
        TreeSet<String> names = new TreeSet<>();
        for (Subgraph sg : sgs) {
            for (QueueSet qs : sg.queueSets()) {
                names.add(qs.name());
                names.addAll(qs.queueInstances());
            }
        }
        if (names.contains(name)) {
            return Optional.empty();
        }
        return Optional.of("--fault " + f.text() + ": the NEFF has no queue set or queue instance " + name + "; it has "
                + (names.isEmpty() ? "none" : String.join(", ", names)));
    }

    private static Optional<String> dma(Fault f, String queue, int id, List<Subgraph> sgs) {
        if (queue != null) {
            Optional<String> q = queue(f, queue, sgs);
            if (q.isPresent()) {
                return q;
            }
        }
        List<Integer> ids = new ArrayList<>();
        for (Subgraph sg : sgs) {
            for (EngineProgram ep : sg.engines()) {
                for (DmaEntry e : ep.dma()) {
                    if (queue == null || queue.equals(e.queue())) {
                        ids.add(e.id());
                    }
                }
            }
        }
        if (ids.contains(id)) {
            return Optional.empty();
        }
        String of = queue == null ? "" : " of queue set " + queue;
        if (ids.isEmpty()) {
            return Optional.of("--fault " + f.text() + ": the NEFF has no DMA entry" + of);
        }
        int min = ids.stream().mapToInt(Integer::intValue).min().orElseThrow();
        int max = ids.stream().mapToInt(Integer::intValue).max().orElseThrow();
        return Optional.of("--fault " + f.text() + ": the NEFF has no DMA entry " + id + of + "; its DMA ids" + of
                + " are " + (max - min + 1 == new TreeSet<>(ids).size() ? min + ".." + max : new TreeSet<>(ids).toString()));
    }
}
