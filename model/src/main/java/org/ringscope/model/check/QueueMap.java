package org.ringscope.model.check;

import java.util.HashMap;
import java.util.Map;
import org.ringscope.model.device.Topology;
import org.ringscope.model.neff.Kelf;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.load.EngineQueues;

/**
 * Where the emulated runtime puts each subgraph and each queue (decision 0704), computed the same way without
 * running it: a kelf's subgraphs on consecutive NeuronCores after the previous kelf's (from 0 again when they do
 * not fit the device); a core's static queue sets, then each of their {@code queue_instances}, on the core's
 * engines 0–13 in def.json order around the DGE sets' queue ids ({@link EngineQueues}); engine 14 queue 0 the instruction fetch,
 * engine 15 queue 0 the hw exec queue. {@code LoadPlannerRuntimeTest} holds it to the runtime's own placement.
 */
final class QueueMap {
    /** Engines of a core that carry queue sets. */
    static final int DATA_ENGINES = EngineQueues.DATA_ENGINES;
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
     * Queue set (or instance) name → {engine, qid} of each of its queues on core {@code nc}, flattened, as the
     * runtime places them ({@link EngineQueues}); a name that found no engine is absent.
     */
    static Map<String, int[]> queues(Subgraph sg, int nc, Topology t) {
        Map<String, int[]> out = new HashMap<>();
        EngineQueues.lut(sg, t.queuesPerEngine()).queues().forEach((name, at) -> {
            int[] abs = at.clone();
            for (int q = 0; q < abs.length; q += 2) {
                abs[q] = engine(nc, at[q], t);
            }
            out.put(name, abs);
        });
        return out;
    }

    static int engine(int nc, int k, Topology t) {
        return nc * t.dmaEnginesPerNc() + k;
    }
}
