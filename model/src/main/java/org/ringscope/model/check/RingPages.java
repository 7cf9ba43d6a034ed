package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.VringPages;

/**
 * The Inf1 runtime's page pool for data-refill rings (aws-neuron-sdk#369: {@code No more pages for ring type: 1}).
 * Its size and ring-type numbering are not public: RingScope counts the vring pages (65,536 descriptors each) of a
 * core's {@code data} queue sets per ring type (TX = 1, RX = 2, as {@code dma_ring_type_t} numbers them) against the
 * profile's budget, and labels the finding unverified (decision 1055).
 */
final class RingPages {
    private RingPages() {
    }

    static void run(Eval e) {
        e.at(Rule.RING_PAGES).ifPresent(v -> {
            long budget = v.number("value");
            Map<Integer, long[]> perNc = new TreeMap<>();
            Map<Integer, PlannedQueue> crossing = new TreeMap<>();
            Map<Integer, PlannedSubgraph> owner = new TreeMap<>();
            for (PlannedSubgraph sg : e.plan.subgraphs()) {
                for (PlannedQueue q : sg.queues()) {
                    if (!"data".equals(q.setType())) {
                        continue;
                    }
                    long[] pages = perNc.computeIfAbsent(q.nc(), k -> new long[2]);
                    pages[0] += pages(q.txDescs());
                    pages[1] += pages(q.rxDescs());
                    if ((pages[0] > budget || pages[1] > budget) && !crossing.containsKey(q.nc())) {
                        crossing.put(q.nc(), q);
                        owner.put(q.nc(), sg);
                    }
                }
            }
            crossing.forEach((nc, q) -> {
                long[] pages = perNc.get(nc);
                RingType type = pages[0] > budget ? RingType.TX : RingType.RX;
                List<String> log = new ArrayList<>();
                RuleSpec s = e.spec(Rule.RING_PAGES);
                log.add(e.log.error(s.subsystem(), s.function(), CFormat.format(v.message(), type.value())));
                log.add(e.log.error("TDRV", "kbl_model_add", "create_data_refill_rings() error"));
                log.add(e.log.error("NMGR", "dlr_kelf_stage", "Failed to load subgraph"));
                log.add(e.log.error("NMGR", "stage_kelf_models", "Failed to stage graph: " + e.plan.neff().kelfMember()
                        + " to NeuronCore"));
                log.add(e.nnFailed(s.status()));
                boolean tx = type == RingType.TX;
                e.add(Severity.ERROR, Rule.RING_PAGES, "pages nc" + nc, "NC " + nc + "'s data-refill rings need "
                        + pages[tx ? 0 : 1] + " pages of ring type " + type.value() + " (" + type + "), more than the "
                        + budget + " RingScope assumes for the Inf1 runtime's pool (not public); the page ran out at "
                        + q.pringName(tx) + ", engine " + q.engine() + ", queue " + q.qid(), List.of(), log, q.engine(),
                        q.qid(), EntryLookup.at(owner.get(nc), q, tx, -1), Finding.at(q.key(), tx, null), false);
            });
        });
    }

    private static long pages(int descs) {
        return (descs + VringPages.DESCS_PER_PAGE - 1) / VringPages.DESCS_PER_PAGE;
    }
}
