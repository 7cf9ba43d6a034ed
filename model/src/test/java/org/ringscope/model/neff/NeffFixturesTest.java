package org.ringscope.model.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.testing.GoldenNeffs;

/**
 * The reader on the public NEFFs produced by the Neuron compiler (../shared/fixtures/neff) and on the
 * bundled sample, against goldens derived independently by golden/neff/make_golden.py.
 */
class NeffFixturesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static List<GoldenNeffs.Case> infoGoldens() {
        return GoldenNeffs.info();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("infoGoldens")
    void infoMatchesTheIndependentGolden(GoldenNeffs.Case c) throws Exception {
        c.assumePresent();
        Path neff = c.neff();
        NeffFile f = NeffReader.read(neff);
        NeffInfo info = NeffInfo.of(f, ManifestParser.parse(f));
        JsonNode actual = JSON.readTree(JSON.writeValueAsString(info));
        Path golden = Fixtures.repo("model/src/test/resources/golden/neff/" + neff.getFileName() + ".info.json");
        JsonNode expected = JSON.readTree(Files.readString(golden));
        for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            assertEquals(e.getValue(), actual.get(e.getKey()), neff.getFileName() + ": " + e.getKey());
        }
        assertTrue(f.warnings().isEmpty(), () -> "unexpected warnings: " + f.warnings());
    }

    @Test
    void matmulSmallHashIsTheWordSwappedMd5FromTheReference() throws Exception {
        Path p = Fixtures.shared("neff").resolve("matmul_small.neff");
        NeffFile f = NeffReader.read(p);
        // docs/reference/neff-container.md: md5(payload) = efe9b3bc 98163077 b94c8bcd acf51f47, stored word-swapped.
        assertEquals("efe9b3bc98163077b94c8bcdacf51f47", f.hash().computed());
        assertEquals("bcb3e9ef77301698cd8b4cb9471ff5ac", f.hash().stored());
        assertEquals(HashByteOrder.WORD_SWAPPED, f.hash().byteOrder());
        assertEquals(PayloadEncoding.GZIP_TAR, f.encoding());
        assertEquals(72, f.members().count());
    }

    @Test
    void v6bTriggersMatchTheDmaListsAndExtensionsAttachToDge() throws Exception {
        NeffFile f = NeffReader.read(Fixtures.shared("neff").resolve("v6b.neff"));
        Subgraph sg = ManifestParser.parse(f).subgraphs().get(0);
        for (Engine e : List.of(Engine.POOL, Engine.SP)) {
            EngineProgram p = sg.engine(e).orElseThrow();
            InstructionStream s = p.instructions().orElseThrow();
            List<InstructionStream.DmaTrigger> triggers = Stream.iterate(0, i -> i < s.slotCount(), i -> i + 1)
                    .map(s::dmaTrigger).flatMap(Optional::stream).toList();
            // docs/reference/neff-container.md: count of 0xC1 slots == length of the engine's dma list (Pool 16/16, SP 9/9).
            assertEquals(p.dma().size(), triggers.size(), e.name());
            for (InstructionStream.DmaTrigger t : triggers) {
                assertTrue(p.dma().stream().anyMatch(d -> d.id() == t.dmaId() && d.queue().equals(t.queue())),
                        () -> "trigger " + t + " has no dma entry");
            }
            assertEquals(Opcodes.SET_ORDERING_MODE, s.opcode(0));
            assertEquals(Opcodes.PSEUDO_BRANCH_LABEL, s.opcode(1));
        }
        InstructionStream pool = sg.engine(Engine.POOL).orElseThrow().instructions().orElseThrow();
        int d4 = 0;
        int d4WithExt = 0;
        for (int i = 0; i < pool.slotCount(); i++) {
            if (pool.opcode(i) == Opcodes.PSEUDO_DMA_DIRECT_2D) {
                d4++;
                if (i + 1 < pool.slotCount() && pool.isExtension(i + 1)) {
                    d4WithExt++;
                    assertEquals(pool.instructionOf(i), pool.instructionOf(i + 1));
                    assertEquals(i, pool.ownerSlot(i + 1));
                    assertEquals(0, pool.wordLength(i + 1));
                }
            }
        }
        // docs/reference/neff-container.md: 144 of 160 0xD4 slots are followed by a 0xDA PseudoExtension.
        assertEquals(160, d4);
        assertEquals(144, d4WithExt);
        assertEquals(pool.slotCount() - 144, pool.instructionCount());
        assertEquals("PseudoDmaDirect2d", Opcodes.name(Opcodes.PSEUDO_DMA_DIRECT_2D));
    }

    @Test
    void v6bDmaEntriesCarryTheirAccessPatterns() throws Exception {
        NeffFile f = NeffReader.read(Fixtures.shared("neff").resolve("v6b.neff"));
        Subgraph sg = ManifestParser.parse(f).subgraphs().get(0);
        DmaEntry first = sg.engine(Engine.POOL).orElseThrow().dma().get(0);
        assertEquals("qPoolIO0", first.queue());
        assertEquals(40, first.semaphore());
        DmaDesc d = first.descs().get(0);
        assertEquals("copy", d.op());
        assertEquals("SB", d.from().var());
        assertEquals(8446720, d.from().offset());
        // The innermost size is in bytes (not elements): sizes [256,1] move 256 bytes of bfloat16.
        assertEquals(256, d.from().totalBytes());
        QueueSet dyn = sg.queueSet("qPoolDynamic").orElseThrow();
        assertTrue(dyn.dynamic());
        assertEquals(16, dyn.numQueues());
        assertEquals(16, dyn.semaphores().size());
        Variable in2 = sg.variable("input2").orElseThrow();
        assertEquals("input", in2.type());
        assertEquals(134217728L, in2.size());
    }
}
