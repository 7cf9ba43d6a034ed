package org.ringscope.model.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.DgeIssue;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;

/** {@link DgeTraffic} and {@link DgeFields} on the generated sample (never skipped) and on a public NEFF. */
class DgeTrafficTest {

    private static EmulationSession run(Path p) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(p), RunOptions.defaults());
        s.run();
        return s;
    }

    @Test
    void theSamplesSoftwareDgeRingsPatchesAndDescriptors() throws Exception {
        EmulationSession s = run(Fixtures.repo("resources/samples/sample.neff"));
        DgeTraffic t = DgeTraffic.of(s);
        // one software-DGE set: a ring pair on each of the core's 16 engines
        assertEquals(16, t.rings().size());
        assertTrue(t.rings().stream().allMatch(r -> r.queueSet().equals("qPoolDynamic") && !r.hardware()));
        assertEquals("software DGE", t.ringOfPring("sg00:qPoolDynamic_3.tx").orElseThrow().kindLabel());
        assertTrue(t.ringOfPring("sg00:qSPIO0_0.tx").isEmpty());
        // three pseudos lowered: DMAMemcpy, DmaTranspose, DmaGatherTranspose
        List<Integer> lowered = t.patches().stream().map(p -> p.after()[0] & 0xFF).toList();
        assertEquals(List.of(DgeWords.DMA_MEMCPY, DgeWords.DMA_TRANSPOSE, DgeWords.DMA_GATHER_TRANSPOSE), lowered);
        assertTrue(t.patches().stream().allMatch(p -> (p.before()[0] & 0xFF) == DgeWords.PSEUDO_DMA_DIRECT2D));
        // every TX descriptor the issues counted is attributed to one of them, engine by engine
        assertAttributedCounts(s, t);
        // the first issue's descriptors: data first, then its completion (one semaphore write per engine)
        DgeIssue first = t.issues().get(0);
        Optional<DgeTraffic.Generated> g = firstWritten(s, t, "sg00:qPoolDynamic_", first);
        assertTrue(g.isPresent(), "a descriptor of the first DGE instruction is in some engine's TX ring");
        assertEquals(Direction.TX, g.get().leg());
        assertEquals(first.slot(), g.get().issue().slot());
    }

    @Test
    void fieldsOfThePseudoAndItsLoweredWordNameTheSameLayout() throws Exception {
        EmulationSession s = run(Fixtures.repo("resources/samples/sample.neff"));
        InstructionPatch p = DgeTraffic.of(s).patches().get(0);
        List<DgeFields.Field> before = DgeFields.decode(p.before());
        List<DgeFields.Field> after = DgeFields.decode(p.after());
        assertEquals(before.size(), after.size(), "one layout but byte +15");
        assertEquals("dge_op", before.get(6).name());
        assertEquals("0 DMA_DIRECT2D", before.get(6).value());
        assertEquals("compute_op", after.get(6).name());
        Map<String, String> a = after.stream().collect(Collectors.toMap(DgeFields.Field::name, DgeFields.Field::value));
        assertTrue(a.get("src_start_addr").startsWith("ADDR8 0x"), a.get("src_start_addr"));
        assertTrue(before.stream().filter(f -> f.name().equals("src_start_addr")).findFirst().orElseThrow().value()
                .startsWith("PSEUDO_ADDR8 var "));
        assertEquals(List.of(), DgeFields.decode(new byte[64]));
    }

    @Test
    void attnV6HasSoftwareAndHardwareDgeAndEveryDescriptorIsAttributed() throws Exception {
        Path f = Fixtures.shared("neff").resolve("attn_v6.neff");
        Assumptions.assumeTrue(Files.isRegularFile(f), "attn_v6.neff absent; skipping");
        EmulationSession s = run(f);
        DgeTraffic t = DgeTraffic.of(s);
        assertEquals(32, t.rings().size());
        assertTrue(t.ringOfPring("sg00:qSPDynamicHW_0.rx").orElseThrow().hardware());
        assertFalse(t.ringOfPring("sg00:qPoolDynamic_15.tx").orElseThrow().hardware());
        assertAttributedCounts(s, t);
        DgeIssue hw = t.issues().stream().filter(i -> i.kind().equals("hardware_dynamic")).findFirst().orElseThrow();
        assertTrue(firstWritten(s, t, "sg00:qSPDynamicHW_", hw).isPresent());
    }

    /** The TX descriptors attributed over all rings at the end equal what the issues of each set still hold. */
    private static void assertAttributedCounts(EmulationSession s, DgeTraffic t) {
        int step = s.steps();
        long attributed = 0;
        long inRings = 0;
        for (DgeTraffic.Ring r : t.rings()) {
            Pring p = pring(s, r.pring(Direction.TX));
            for (int slot = 0; slot < p.allocatedDescCount(); slot++) {
                if (p.word0(slot) != 0 || p.word1(slot) != 0) {
                    inRings++;
                    attributed += t.descriptor(r.pring(Direction.TX), slot, step).isPresent() ? 1 : 0;
                }
            }
        }
        assertTrue(inRings > 0);
        assertEquals(inRings, attributed, "every written DGE TX slot names its instruction");
    }

    private static Optional<DgeTraffic.Generated> firstWritten(EmulationSession s, DgeTraffic t, String prefix,
            DgeIssue is) {
        for (int step = 1; step <= s.steps(); step += Math.max(1, s.steps() / 4000)) {
            for (int e = 0; e < 16; e++) {
                for (int slot = 0; slot < 64; slot++) {
                    Optional<DgeTraffic.Generated> g = t.descriptor(prefix + e + ".tx", slot, step);
                    if (g.isPresent() && g.get().issue().equals(is)) {
                        return g;
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Pring pring(EmulationSession s, String name) {
        return s.device().prings().stream().filter(p -> name.equals(s.device().pringName(p))).findFirst().orElseThrow();
    }
}
