package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;

/**
 * Where a subgraph's queues sit on its core's DMA engines (decisions 0704, 1103) — one rule shared by the runtime's
 * {@code dma_queue_bundle_instance_lut_init} and the pre-flight plan. The DGE (dynamic) sets take one queue id on all
 * 16 engines each: 13, 12, … in def.json order (14 and 15 stay the driver's). The static sets, then each of their
 * {@code queue_instances}, fill engines 0–13 in def.json order on the ids left; without DGE sets a set never
 * straddles two engines, with them a set may go on into the next engine.
 */
public final class EngineQueues {
    /** Engines of a core that carry static queue sets. */
    public static final int DATA_ENGINES = 14;
    /** Descriptors of each ring a DGE set has on an engine (decision 1103). */
    public static final int DGE_RING_DESCS = 64;
    /** The queue id the first DGE set takes. */
    public static final int FIRST_DGE_QUEUE = 13;

    /**
     * The placement of one subgraph.
     *
     * @param queues   queue set (or instance) name → {engine index on the core, queue id} per queue, flattened
     * @param overflow the first name that found no engine (more than {@value #DATA_ENGINES} engines' worth), or
     *                 {@code null}; names after it are absent
     */
    public record Lut(Map<String, int[]> queues, String overflow) {
    }

    private EngineQueues() {
    }

    /** The queue id each DGE set of {@code sg} takes on every engine, in def.json order of the dynamic sets. */
    public static int[] dgeQueueIds(Subgraph sg) {
        int n = (int) sg.queueSets().stream().filter(QueueSet::dynamic).count();
        int[] ids = new int[Math.min(n, FIRST_DGE_QUEUE + 1)];
        for (int k = 0; k < ids.length; k++) {
            ids[k] = FIRST_DGE_QUEUE - k;
        }
        return ids;
    }

    /** The static queue sets' places with {@code perEngine} queues per engine. */
    public static Lut lut(Subgraph sg, int perEngine) {
        Map<String, int[]> lut = new HashMap<>();
        boolean[] reserved = new boolean[perEngine];
        for (int id : dgeQueueIds(sg)) {
            if (id < perEngine) {
                reserved[id] = true;
            }
        }
        int free = 0;
        for (boolean r : reserved) {
            free += r ? 0 : 1;
        }
        int slot = 0;
        for (QueueSet qs : sg.queueSets()) {
            if (qs.dynamic()) {
                continue;
            }
            List<String> names = new ArrayList<>();
            names.add(qs.name());
            names.addAll(qs.queueInstances());
            for (String name : names) {
                int n = Math.max(1, Math.min(qs.numQueues(), perEngine));
                if (free == perEngine && slot % perEngine + n > perEngine) {
                    slot = (slot / perEngine + 1) * perEngine;
                }
                int[] at = new int[2 * n];
                for (int q = 0; q < n; q++) {
                    while (reserved[slot % perEngine]) {
                        slot++;
                    }
                    if (slot / perEngine >= DATA_ENGINES) {
                        return new Lut(lut, name);
                    }
                    at[2 * q] = slot / perEngine;
                    at[2 * q + 1] = slot % perEngine;
                    slot++;
                }
                lut.put(name, at);
            }
        }
        return new Lut(lut, null);
    }
}
