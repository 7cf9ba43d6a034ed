package org.ringscope.model.runtime.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.model.runtime.load.TestSubgraphs.ap;
import static org.ringscope.model.runtime.load.TestSubgraphs.copy;
import static org.ringscope.model.runtime.load.TestSubgraphs.dynamic;
import static org.ringscope.model.runtime.load.TestSubgraphs.entry;
import static org.ringscope.model.runtime.load.TestSubgraphs.l;
import static org.ringscope.model.runtime.load.TestSubgraphs.queues;
import static org.ringscope.model.runtime.load.TestSubgraphs.subgraph;
import static org.ringscope.model.runtime.load.TestSubgraphs.var;
import static org.ringscope.model.runtime.load.TestSubgraphs.virtual;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.TensorSet;
import org.ringscope.model.vring.VringException;

/** Queue placement, queue instances, variable placement, static and dynamic rings. */
class RingsAndPlacementTest {
    private static final List<Variable> VARS = List.of(var("SB", "state-buffer", 0, -1), var("in", "input", 1, 4096),
            var("out", "output", 2, 4096));

    @Test
    void anEntrysQueueIsItsSemaphoresPositionElseIdModQueues() {
        QueueSet qs = queues("q", 4, 40);
        assertEquals(2, QueuePlacement.queueOf(entry(9, "q", 42), qs));
        assertEquals(1, QueuePlacement.queueOf(entry(9, "q", -1), qs));
        assertEquals(3, QueuePlacement.queueOf(entry(7, "q", 99), qs));
    }

    @Test
    void queueInstancesGetVringSetsOfTheirOwn() throws Exception {
        QueueSet qs = new QueueSet("qIO", "in", 2, "sp", List.of(24, 25), "main", List.of("qIO_a", "qIO_b"));
        Subgraph sg = subgraph(List.of(qs, dynamic("qDyn")), VARS, Engine.SP, List.of(
                entry(0, "qIO", 24, copy(ap("in", 0, l(1), l(8)), ap("SB", 0, l(1), l(8)))),
                entry(0, "qIO_b", 25, copy(ap("in", 8, l(1), l(8)), ap("SB", 8, l(1), l(8)))),
                entry(0, "qIO_b", 25, copy(ap("in", 16, l(1), l(8)), ap("SB", 16, l(1), l(8)))),
                entry(5, "qDyn", 8, copy(ap("in", 0, l(1), l(8)), ap("SB", 0, l(1), l(8))))));
        DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg));
        assertEquals(List.of("qIO", "qIO_a", "qIO_b"), p.queues().stream().map(QueueProgram::name).toList());
        assertTrue(p.queue("qIO_b").orElseThrow().isInstance());
        assertEquals("qIO_b_1", p.queue("qIO_b").orElseThrow().vrings().get(1).name());
        assertEquals(2, p.locate("qIO_b", 0).size(), "two entries share id 0 on the instance");
        assertEquals(List.of(0, 1), p.locate("qIO_b", 0).stream().map(EntryLocation::txStart).toList(),
                "one copy descriptor each, the semaphores embedded");
        assertEquals(1, p.locate("qIO", 0).size());
        assertEquals(List.of(), p.locate("qIO", 1));
        assertEquals(List.of(), p.locate("qDyn", 5), "dynamic queues have no static descriptors");
        assertEquals(1, p.dynamicQueueSets().get(0).staticEntries());
        assertEquals(3, p.entries().size());
    }

    @Test
    void varLayoutPlacesEachTypeByItsRule() {
        Variable file = new Variable("w", "file", 3, 100, 4096, "w.npy", -1, -1, List.of());
        Variable ptr = new Variable("p", "pointer", 4, -1, 0, "", -1, 3, List.of());
        Variable table = new Variable("t", "dge-table", 5, -1, 0, "", -1, -1, List.of(1, 2, 3));
        Variable unknown = new Variable("r", "remote", 9, -1, 0, "", -1, -1, List.of());
        Subgraph sg = subgraph(List.of(), List.of(VARS.get(0), VARS.get(1), file, ptr, table, virtual("v0", 6, 8, 0),
                virtual("v1", 7, 8, 0), virtual("v2", 8, 16, 32), unknown), Engine.SP, List.of());
        VarLayout l = VarLayout.place(sg);
        VarLayout.Bases b = VarLayout.Bases.DEFAULT;
        assertEquals(b.stateBuffer(), l.address(VARS.get(0)).base());
        assertTrue(l.address(VARS.get(1)).perExecution());
        assertEquals(l.scratchpadBase(), l.address(sg.variables().get(5)).base());
        assertEquals(l.scratchpadBase(), l.address(sg.variables().get(6)).base(), "virtual vars alias at their offset");
        assertEquals(l.scratchpadBase() + 32, l.address(sg.variables().get(7)).base());
        assertEquals(48, l.scratchpadSize());
        assertEquals(0, l.address(file).base() % 4096);
        assertEquals(8, l.address(ptr).size());
        assertEquals(24, l.address(table).size());
        assertNull(l.address(unknown));
        assertEquals(8, l.placements().size());
        Subgraph uses = subgraph(List.of(queues("q", 1, 0)), sg.variables(), Engine.SP,
                List.of(entry(0, "q", 0, copy(ap("r", 0, l(1), l(4)), ap("w", 0, l(1), l(4))))));
        InputException e = assertThrows(InputException.class, () -> DmaTranslator.translate(uses, Arch.CAYMAN, l));
        assertTrue(e.getMessage().contains("Variable r is not staged in HBM"), e.getMessage());
    }

    private static DmaProgram templateProgram() throws Exception {
        Subgraph sg = subgraph(List.of(queues("q", 2, 24)), VARS, Engine.POOL, List.of(
                entry(0, "q", 24, copy(ap("SB", 256, l(1), l(64)), ap("out", 128, l(1), l(64)))),
                entry(1, "q", 25, copy(ap("SB", 0, l(1), l(64)), ap("SB", 4096, l(1), l(64))))));
        return DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg));
    }

    @Test
    void staticVringsAreDumpedAtLoadIntoWraparoundRings() throws Exception {
        DmaProgram p = templateProgram();
        List<QueueRings> rings = StaticRings.create(p);
        assertEquals(1, rings.size(), "queue 0 holds a template");
        QueueRings r = rings.get(0);
        assertEquals("q_1", r.vring());
        assertEquals(1, r.tx().usedDescCount(), "the copy; its semaphore embedded");
        assertEquals(Pring.pringTotalDescNum(1, true), r.tx().allocatedDescCount());
        assertEquals(p.queue("q").orElseThrow().vrings().get(1).tx().word1(0), r.tx().word1(0));
        assertThrows(IllegalArgumentException.class,
                () -> StaticRings.createPringsFromVring(p.queue("q").orElseThrow().vrings().get(0)));
    }

    @Test
    void templateVringsAreResolvedPerExecutionAndCached() throws Exception {
        DmaProgram p = templateProgram();
        QueueProgram qp = p.queue("q").orElseThrow();
        Subgraph sg = subgraph(List.of(), VARS, Engine.POOL, List.of());
        DynamicRings ddrs = new DynamicRings(1, null);
        TensorSet exec1 = ExecutionTensors.of(sg, Map.of("out", 0x5000_0000L, "in", 0x6000_0000L));
        QueueRings a = ddrs.build(qp, 0, exec1);
        assertTrue(a.perExecution());
        assertEquals(0x5000_0000L + 128, a.rx().word1(0));
        assertEquals(Pring.pringTotalDescNum(2, false), a.rx().allocatedDescCount(), "wrap = 0");
        assertTrue(qp.vrings().get(0).rx().isTemplate(), "the template itself is untouched");
        assertSame(a, ddrs.build(qp, 0, ExecutionTensors.of(sg, Map.of("out", 0x5000_0000L))), "same PAs: a hit");
        assertEquals(1, ddrs.hits());
        ddrs.release(a);
        ddrs.release(a);
        QueueRings b = ddrs.build(qp, 0, ExecutionTensors.of(sg, Map.of("out", 0x7000_0000L)));
        assertNotSame(a, b);
        assertEquals(1, ddrs.size(), "the unreferenced pair was evicted");
        VringException e = assertThrows(VringException.class, () -> ddrs.build(qp, 0, ExecutionTensors.of(sg, Map.of())));
        assertEquals("Failed to find tensor out in tensor set", e.getMessage());
    }

    @Test
    void numQueuesOutsideOneToSixteenIsALoadError() {
        List<DmaEntry> many = List.of(entry(3, "q", 24, copy(ap("in", 0, l(1), l(4096)), ap("out", 0, l(1), l(4096)))));
        Subgraph sg = subgraph(List.of(new QueueSet("q", "in", 1, "sp", List.of(24), "main", List.of())), VARS,
                Engine.SP, many);
        InputException e = assertThrows(InputException.class, () -> DmaTranslator.translate(
                subgraph(List.of(new QueueSet("q", "in", 17, "sp", List.of(24), "main", List.of())), VARS, Engine.SP,
                        many), Arch.CAYMAN, VarLayout.place(sg)));
        assertTrue(e.getMessage().contains("num_queues"), e.getMessage());
    }
}
