package org.ringscope.model.runtime.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Vring;

/** The translation on every public NEFF (../shared/fixtures/neff, skipped when absent) and the bundled sample. */
class FixtureTranslationTest {
    static Stream<Path> neffs() {
        return Fixtures.neffs();
    }

    private static List<Subgraph> subgraphs(Path neff) throws Exception {
        return ManifestParser.parse(NeffReader.read(neff)).subgraphs();
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void everySubgraphTranslatesAndExecutesByteExact(Path neff) throws Exception {
        for (Subgraph sg : subgraphs(neff)) {
            CopyHarness h = new CopyHarness(sg, Arch.CAYMAN, 7).run();
            h.assertExact();
            DmaProgram p = h.program;
            assertEquals(sg.queueSets().stream().filter(QueueSet::dynamic).count(), p.dynamicQueueSets().size());
            int staticEntries = 0;
            for (var ep : sg.engines()) {
                for (var e : ep.dma()) {
                    staticEntries += p.queue(e.queue()).isPresent() ? 1 : 0;
                }
            }
            assertEquals(staticEntries, p.entries().size(), neff + " " + sg.name());
            for (var ep : sg.engines()) {
                InstructionStream is = ep.instructions().orElse(null);
                for (int s = 0; is != null && s < is.slotCount(); s++) {
                    is.dmaTrigger(s).ifPresent(t -> {
                        if (p.queue(t.queue()).isPresent()) {
                            assertEquals(1, p.locate(t).size(), "trigger " + t + " of " + sg.name());
                        }
                    });
                }
            }
        }
    }

    @Test
    void v6b() throws Exception {
        Subgraph sg = subgraphs(Fixtures.shared("neff").resolve("v6b.neff")).get(0);
        DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg));
        QueueProgram pool = p.queue("qPoolIO0").orElseThrow();
        QueueProgram sp = p.queue("qSPIO0").orElseThrow();
        for (int q = 0; q < 16; q++) {
            assertEquals(1, pool.entries(q), "qPoolIO0 queue " + q);
            assertEquals(q < 9 ? 1 : 0, sp.entries(q), "qSPIO0 queue " + q);
            Vring v = pool.vrings().get(q);
            assertEquals(1, v.tx().usedDescCount(), "256 bytes, the semaphore embedded in the RX descriptor");
            assertTrue(pool.rxTemplate(q) && !pool.txTemplate(q), "SB → output0: RX templates only");
            assertTrue(pool.isTemplate(q));
        }
        assertEquals(List.of("qPoolDynamic"), p.dynamicQueueSets().stream().map(DynamicQueueSet::name).toList());
        assertEquals(0, p.dynamicQueueSets().get(0).staticEntries());
        assertEquals(25, p.entries().size());
        EntryLocation e = p.locate("qPoolIO0", 15).get(0);
        assertEquals(Engine.POOL, e.engine());
        assertEquals(15, e.queue());
        assertEquals("qPoolIO0_15", e.vring());
        assertEquals(55, e.semaphore());
        assertEquals(256, e.bytes());
        EntryLocation s = p.locate("qSPIO0", 8).get(0);
        assertEquals(8, s.queue());
        assertEquals(4, s.bytes());
        assertTrue(sp.txTemplate(0) && !sp.rxTemplate(0), "input → SB: TX templates only");
        assertEquals(16 + 9, p.txDescriptors());
    }

    @Test
    void attnV6SharesQueuesAndAliasesTheScratchpad() throws Exception {
        List<Subgraph> sgs = subgraphs(Fixtures.shared("neff").resolve("attn_v6.neff"));
        DmaProgram p = DmaTranslator.translate(sgs.get(0), Arch.CAYMAN, VarLayout.place(sgs.get(0)));
        QueueProgram dve = p.queue("qDVESpillReload0").orElseThrow();
        for (int q = 0; q < 16; q++) {
            assertEquals(q < 4 ? 2 : 1, dve.entries(q), "queue " + q);
            assertTrue(!dve.isTemplate(q), "SB → virtual: placed at load, a static ring");
        }
        assertEquals(2 * 2, dve.vrings().get(0).tx().usedDescCount(), "2 entries of 2 runs, the semaphores embedded");
        assertEquals(List.of("qPoolDynamic", "qSPDynamicHW"),
                p.dynamicQueueSets().stream().map(DynamicQueueSet::name).toList());
        assertEquals(16, StaticRings.create(p).size());
        DmaProgram sg01 = DmaTranslator.translate(sgs.get(1), Arch.CAYMAN, VarLayout.place(sgs.get(1)));
        assertEquals(0, sg01.queues().size());
    }

    @Test
    void matmulSmallHasOnlyDynamicQueues() throws Exception {
        for (Subgraph sg : subgraphs(Fixtures.shared("neff").resolve("matmul_small.neff"))) {
            DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg));
            assertEquals(0, p.queues().size());
            assertEquals(2, p.dynamicQueueSets().size());
            assertEquals(0, p.entries().size());
        }
    }
}
