package org.ringscope.model.runtime.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.model.runtime.load.TestSubgraphs.ap;
import static org.ringscope.model.runtime.load.TestSubgraphs.copy;
import static org.ringscope.model.runtime.load.TestSubgraphs.entry;
import static org.ringscope.model.runtime.load.TestSubgraphs.l;
import static org.ringscope.model.runtime.load.TestSubgraphs.queues;
import static org.ringscope.model.runtime.load.TestSubgraphs.subgraph;
import static org.ringscope.model.runtime.load.TestSubgraphs.var;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;

class CopyTranslationTest {
    private static final List<Variable> VARS = List.of(var("SB", "state-buffer", 0, -1), var("in", "input", 1, 1 << 20),
            var("out", "output", 2, 1 << 20), var("tmp", "tmp-buf", 3, 1 << 20));

    private static Subgraph one(DmaDesc... descs) {
        return subgraph(List.of(queues("qSPIO0", 4, 24)), VARS, Engine.SP, List.of(entry(0, "qSPIO0", 24, descs)));
    }

    @Test
    void oneDimensionalCopyIsOneDescriptorPairAndASemaphorePoke() throws Exception {
        DmaProgram sunda = DmaTranslator.translate(one(copy(ap("in", 16, l(1), l(4096)), ap("out", 32, l(1),
                l(4096)))), Arch.SUNDA, VarLayout.place(one()));
        Vring s = sunda.queue("qSPIO0").orElseThrow().vrings().get(0);
        assertEquals(2, s.tx().usedDescCount(), "v2: data + a semaphore increment descriptor");
        assertEquals(new EntryLocation(Engine.SP, 0, 0, "qSPIO0", "qSPIO0_0", 0, 0, 2, 0, 2, 4096, 24, -1, 1),
                sunda.entries().get(0));
        DmaProgram p = DmaTranslator.translate(one(copy(ap("in", 16, l(1), l(4096)), ap("out", 32, l(1), l(4096)))),
                Arch.CAYMAN, VarLayout.place(one()));
        Vring v = p.queue("qSPIO0").orElseThrow().vrings().get(0);
        assertEquals("qSPIO0_0", v.name());
        assertEquals(1, v.tx().usedDescCount(), "v3: the semaphore increment is embedded in the data's RX descriptor");
        assertTrue((v.rx().lenCtrl(0) & LenCtrl.RX_EMBEDDED_SEM) != 0);
        assertEquals(BufPtr.template(1, 16), v.tx().word1(0));
        assertEquals(BufPtr.template(2, 32), v.rx().word1(0));
        assertEquals(4096, LenCtrl.size(v.tx().lenCtrl(0)));
        assertTrue(v.tx().isTemplate() && v.rx().isTemplate());
        assertEquals(3, v.tx().maxVarId());
        EntryLocation loc = p.entries().get(0);
        assertEquals(new EntryLocation(Engine.SP, 0, 0, "qSPIO0", "qSPIO0_0", 0, 0, 1, 0, 1, 4096, 24, -1, 0), loc);
        assertEquals(List.of(loc), p.locate("qSPIO0", 0));
    }

    @ParameterizedTest
    @EnumSource(Arch.class)
    void twoDimensionalStridedBothSidesIsByteExact(Arch arch) throws Exception {
        Subgraph sg = one(copy(ap("in", 3, l(1, 300), l(100, 7)), ap("tmp", 5, l(1, 1000), l(100, 7))),
                copy(ap("tmp", 5, l(1, 1000), l(100, 7)), ap("out", 0, l(1, 100), l(100, 7))));
        CopyHarness h = new CopyHarness(sg, arch, 1).run();
        h.assertExact();
        Vring v = h.program.queue("qSPIO0").orElseThrow().vrings().get(0);
        assertEquals(7 + 7 + (arch.supportsEmbeddedSemaphore() ? 0 : 1), v.tx().usedDescCount(),
                "7 strided runs per desc, then the poke where the semaphore is not embedded");
        assertTrue(v.tx().isTemplate(), "in is an input");
        assertTrue(v.rx().isTemplate(), "out is an output");
    }

    @Test
    void threeDimensionalRunsLargerThan64KiBAreChunked() throws Exception {
        Subgraph sg = one(copy(ap("in", 0, l(1, 70000, 140000), l(70000, 2, 2)), ap("out", 0, l(1, 80000), l(70000, 4))));
        CopyHarness h = new CopyHarness(sg, Arch.CAYMAN, 2).run();
        h.assertExact();
        Vring v = h.program.queue("qSPIO0").orElseThrow().vrings().get(0);
        assertEquals(4 * 2, v.tx().usedDescCount(), "4 runs of 70,000 bytes, 2 blocks each; the semaphore embedded");
        assertEquals(65536, LenCtrl.size(v.tx().lenCtrl(0)));
        assertEquals(70000 - 65536, LenCtrl.size(v.tx().lenCtrl(1)));
        assertEquals(280000, h.program.entries().get(0).bytes());
    }

    @Test
    void twoDimensionalToOneDimensionalOfEqualBytes() throws Exception {
        // attn_v6's shape: two 4-byte rows 256 KiB apart into 8 contiguous bytes
        Subgraph sg = one(copy(ap("tmp", 4096, l(1, 262144), l(4, 2)), ap("out", 0, l(1, 8), l(8, 1))));
        CopyHarness h = new CopyHarness(sg, Arch.CAYMAN, 3).run();
        h.assertExact();
        assertEquals(2, h.program.queue("qSPIO0").orElseThrow().vrings().get(0).tx().usedDescCount());
    }

    @Test
    void contiguousRowsCoalesceIntoOneRun() throws Exception {
        Subgraph sg = one(copy(ap("in", 0, l(1, 4096), l(4096, 8)), ap("out", 0, l(1, 4096), l(4096, 8))));
        DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg));
        Vring v = p.queue("qSPIO0").orElseThrow().vrings().get(0);
        assertEquals(1, v.tx().usedDescCount(), "32 KiB in one descriptor, the semaphore embedded in its RX");
    }

    @Test
    void byteStridedInnermostStepMovesSingleBytes() throws Exception {
        Subgraph sg = one(copy(ap("in", 0, l(3), l(5)), ap("out", 0, l(1), l(5))));
        CopyHarness h = new CopyHarness(sg, Arch.SUNDA, 4).run();
        h.assertExact();
        assertEquals(5 + 1, h.program.queue("qSPIO0").orElseThrow().vrings().get(0).tx().usedDescCount());
    }

    @Test
    void mismatchedTotalsNameTheMemberAndTheEntryId() {
        Subgraph sg = subgraph(List.of(queues("qSPIO0", 4, 24)), VARS, Engine.SP, List.of(
                entry(0, "qSPIO0", 24, copy(ap("in", 0, l(1), l(64)), ap("out", 0, l(1), l(64)))),
                entry(7, "qSPIO0", 25, copy(ap("in", 0, l(1, 32), l(32, 2)), ap("out", 0, l(1), l(60))))));
        InputException e = assertThrows(InputException.class, () -> DmaTranslator.translate(sg, Arch.CAYMAN,
                VarLayout.place(sg)));
        assertEquals("sg00/SP.json", e.file());
        assertTrue(e.getMessage().contains("dma[1] (id 7).desc[0].to_sizes"), e.getMessage());
        assertTrue(e.getMessage().contains("60 bytes") && e.getMessage().contains("64"), e.getMessage());
    }

    @Test
    void badReferencesAreLoadErrors() {
        assertError(one(copy(ap("nope", 0, l(1), l(4)), ap("out", 0, l(1), l(4)))), "nope");
        assertError(one(copy(ap("in", (1 << 20) - 2, l(1), l(4)), ap("out", 0, l(1), l(4)))), "1048577");
        assertError(one(copy(ap("in", 0, l(1), l(4)), ap("out", 0, l(1, 2), l(4)))), "same length");
        assertError(one(copy(ap("in", 0, l(1, 1, 1, 1, 1), l(1, 1, 1, 1, 4)), ap("out", 0, l(1), l(4)))), "at most 4");
        assertError(one(new DmaDesc("scatter", ap("in", 0, l(1), l(4)), ap("out", 0, l(1), l(4)), Map.of())),
                "Unknown dma operation: scatter");
        Subgraph wrongQueue = subgraph(List.of(queues("qSPIO0", 4, 24)), VARS, Engine.SP,
                List.of(entry(3, "qNope", 24, copy(ap("in", 0, l(1), l(4)), ap("out", 0, l(1), l(4))))));
        assertError(wrongQueue, "qNope");
    }

    @Test
    void aBitPreservingCastIsACopyAndAValueConvertingCastIsACastPacket() throws Exception {
        DmaDesc same = new DmaDesc("cast", new AccessPattern("in", 0, l(1), l(64), "int32"),
                new AccessPattern("out", 0, l(1), l(64), "uint32"), Map.of());
        CopyHarness h = new CopyHarness(one(same), Arch.CAYMAN, 5).run();
        h.assertExact();
        DmaDesc narrowing = new DmaDesc("cast", new AccessPattern("in", 0, l(1), l(64), "float32"),
                new AccessPattern("out", 0, l(1), l(32), "bfloat16"), Map.of());
        DmaProgram p = DmaTranslator.translate(one(narrowing), Arch.CAYMAN, VarLayout.place(one(narrowing)));
        Vring v = p.queue("qSPIO0").orElseThrow().vrings().get(0);
        assertEquals(2, v.tx().usedDescCount(), "the META and one 64-byte source block; the completion is embedded");
        assertTrue(LenCtrl.isMeta(v.tx().lenCtrl(0)));
        assertEquals(OpWord.cceAdd(1, 10, 6),
                Desc.metaCtrl(v.tx().word0(1)), "ADD of fp32 (10) into bf16 (6)");
        assertEquals(64, LenCtrl.size(v.tx().lenCtrl(1)));
        assertEquals(32, LenCtrl.size(v.rx().lenCtrl(0)), "the RX block holds the bf16 bytes");
        assertTrue((v.rx().lenCtrl(0) & LenCtrl.RX_EMBEDDED_SEM) != 0, "and the semaphore");
        assertTrue(p.notEmulated().isEmpty());
        DmaDesc counts = new DmaDesc("cast", new AccessPattern("in", 0, l(1), l(64), "float32"),
                new AccessPattern("out", 0, l(1), l(64), "bfloat16"), Map.of());
        DmaProgram q = DmaTranslator.translate(one(counts), Arch.CAYMAN, VarLayout.place(one(counts)));
        assertEquals(1, q.notEmulated().size(), "16 fp32 elements cannot become 32 bf16 ones: not emulated, not refused");
        assertTrue(q.notEmulated().get(0).reason().contains("equal element counts"), q.notEmulated().get(0).reason());
        assertEquals(64, q.notEmulated().get(0).bytes());
        assertEquals(1, q.queue("qSPIO0").orElseThrow().vrings().get(0).tx().usedDescCount(), "only the completion");
    }

    @Test
    void anEmptyPatternAddsOnlyTheCompletion() throws Exception {
        Subgraph sg = one(copy(ap("in", 0, l(1, 4), l(16, 0)), ap("out", 0, l(1), l(0))));
        DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg));
        assertEquals(1, p.queue("qSPIO0").orElseThrow().vrings().get(0).tx().usedDescCount(),
                "no data descriptor to embed it in: the semaphore gets one of its own");
        assertEquals(0, p.entries().get(0).bytes());
    }

    @Test
    void anEventCompletionIsAnEventPoke() throws Exception {
        DmaEntry e = new DmaEntry(2, "qSPIO0", 26, 5, "", List.of(copy(ap("in", 0, l(1), l(8)), ap("out", 0, l(1), l(8)))));
        Subgraph sg = subgraph(List.of(queues("qSPIO0", 4, 24)), VARS, Engine.SP, List.of(e));
        DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg));
        EntryLocation loc = p.entries().get(0);
        assertEquals(2, loc.queue());
        assertEquals(1, loc.syncDescs(), "the semaphore embedded, the event a poke");
        assertEquals(2, loc.txCount());
        var map = ArchAddressMap.emulated(Arch.CAYMAN);
        Vring v = p.queue("qSPIO0").orElseThrow().vrings().get(2);
        assertEquals(26, (Desc.metaCtrl(v.rx().word0(0)) >>> 16) & 0xFFFF, "semaphore 26 in the data's RX descriptor");
        assertEquals(map.tdrvArchGetEvtAddr(0, 5), v.rx().word1(1));
        DmaProgram off = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg),
                LoadOptions.defaults().withEmbeddedSem(false));
        Vring w = off.queue("qSPIO0").orElseThrow().vrings().get(2);
        assertEquals(map.tdrvArchGetSemIncAddr(0, 26), w.rx().word1(1), "embedded_sem_en off: a semaphore poke");
        assertEquals(map.tdrvArchGetEvtAddr(0, 5), w.rx().word1(2));
    }

    private static void assertError(Subgraph sg, String text) {
        InputException e = assertThrows(InputException.class, () -> DmaTranslator.translate(sg, Arch.CAYMAN,
                VarLayout.place(sg)));
        assertTrue(e.getMessage().contains(text), e.getMessage());
        assertTrue(e.getMessage().startsWith("sg00/SP.json"), e.getMessage());
    }
}
