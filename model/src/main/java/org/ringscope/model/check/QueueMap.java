package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.Topology;
import org.ringscope.model.neff.Kelf;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;

/**
 * Where the emulated runtime puts each subgraph and each queue (decision 0704), computed the same way without
 * running it: a kelf's subgraphs on consecutive NeuronCores after the previous kelf's (from 0 again when they do
 * not fit the device); a core's static queue sets, then each of their {@code queue_instances}, on the core's
 * engines 0–13 in def.json order, a set never straddling two engines; engine 14 queue 0 the instruction fetch,
 * engine 15 queue 0 the hw exec queue. {@code LoadPlannerRuntimeTest} holds it to the runtime's own placement.
 */
final class QueueMap {
    /** Engines of a core that carry queue sets. */
    static final int DATA_ENGINES = 14;
    static final int INSTR_ENGINE = 14;
    static final int EXEC_ENGINE = 15;

    private QueueMap() {
    }

    /** Subgraph name → NeuronCore. */
    static Map<String, Integer> cores(Manifest m, Topology t) {
        Map<String, Integer> out = new HashMap<>();
        int per = t.ncPerDevice();
        int next = 0;
        for (Kelf k : m.kelfs()) {
            int n = k.subgraphs().size();
            int start = next + n > per ? 0 : next;
            for (int i = 0; i < n; i++) {
                out.putIfAbsent(k.subgraphs().get(i).name(), (start + i) % per);
            }
            next = start + n;
        }
        return out;
    }

    /**
     * Queue set (or instance) name → {engine, first qid} on core {@code nc}; a name that found no engine (more
     * than {@value #DATA_ENGINES} engines' worth of queue sets) is absent.
     */
    static Map<String, int[]> queues(Subgraph sg, int nc, Topology t) {
        Map<String, int[]> out = new HashMap<>();
        int per = t.queuesPerEngine();
        int slot = 0;
        for (QueueSet qs : sg.queueSets()) {
            if (qs.dynamic()) {
                continue;
            }
            List<String> names = new ArrayList<>();
            names.add(qs.name());
            names.addAll(qs.queueInstances());
            for (String name : names) {
                int n = Math.max(1, Math.min(qs.numQueues(), per));
                if (slot % per + n > per) {
                    slot = (slot / per + 1) * per;
                }
                if (slot / per >= DATA_ENGINES) {
                    return out;
                }
                out.put(name, new int[] {engine(nc, slot / per, t), slot % per});
                slot += n;
            }
        }
        return out;
    }

    static int engine(int nc, int k, Topology t) {
        return nc * t.dmaEnginesPerNc() + k;
    }
}
