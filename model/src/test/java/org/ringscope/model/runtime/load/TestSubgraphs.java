package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;

/** Builds Subgraph records directly, as a NEFF's def.json and engine JSONs would give them. */
final class TestSubgraphs {
    private TestSubgraphs() {
    }

    static Variable var(String name, String type, int id, long size) {
        return new Variable(name, type, id, size, 0, "", -1, -1, List.of());
    }

    static Variable virtual(String name, int id, long size, long backingOff) {
        return new Variable(name, "virtual", id, size, 0, "", backingOff, -1, List.of());
    }

    static QueueSet queues(String name, int n, int firstSemaphore) {
        List<Integer> sems = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            sems.add(firstSemaphore + i);
        }
        return new QueueSet(name, "in", n, "sp", sems, "main", List.of());
    }

    static QueueSet dynamic(String name) {
        return new QueueSet(name, "dynamic", 16, "pool", List.of(8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                22, 23), "main", List.of());
    }

    static AccessPattern ap(String var, long off, long[] steps, long[] sizes) {
        return new AccessPattern(var, off, steps, sizes, "uint8");
    }

    static long[] l(long... v) {
        return v;
    }

    static DmaDesc copy(AccessPattern from, AccessPattern to) {
        return new DmaDesc("copy", from, to, Map.of());
    }

    static DmaDesc op(String op, AccessPattern from, AccessPattern to, Map<String, String> extra) {
        return new DmaDesc(op, from, to, extra);
    }

    static DmaEntry entry(int id, String queue, int semaphore, DmaDesc... descs) {
        return new DmaEntry(id, queue, semaphore, -1, "", List.of(descs));
    }

    static Subgraph subgraph(List<QueueSet> queueSets, List<Variable> vars, Engine engine, List<DmaEntry> dma) {
        EngineProgram ep = new EngineProgram(engine, "sg00/" + engine.displayName() + ".json", "", dma, Optional.empty());
        return new Subgraph("sg00", "sg00/def.json", queueSets, vars, List.of(ep), List.of());
    }
}
