package org.ringscope.model.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncQueries;
import org.ringscope.model.sync.SyncStream;
import org.ringscope.model.testing.Fixtures;

/**
 * A real convolution NEFF's output bytes were computed by the engines, which RingScope does not emulate: {@code why}
 * on one follows the output DMA back to the state buffer and ends "computed by the engines (not emulated)", naming the
 * instructions the sequencer ran on PE, Activation and DVE between the inputs' arrival and the read — each named slot
 * one the sequencer issued in that window, none outside it — and selecting the first of them (decision 1327).
 */
class ComputedOriginTest {
    private static EmulationSession s;

    @BeforeAll
    static void run() throws Exception {
        Path neff = Fixtures.shared("neff").resolve("chengli2003__part2_conv2d_1_float32_smaller.neff");
        Assumptions.assumeTrue(Files.isRegularFile(neff), "conv2d_1 absent from ../shared/fixtures/neff");
        s = EmulationSession.open(NeffReader.read(neff), RunOptions.defaults());
        assertEquals(0, s.run().status(), s.result().message());
    }

    @Test
    void anOutputByteEndsAtTheEnginesThatComputedIt() {
        Provenance p = Provenance.of(s);
        long out = p.addressOf("X_out", 100).orElseThrow();
        Chain c = p.why(out, 1, s.steps(), Provenance.DEFAULT_DEPTH);
        Row last = c.rows().get(c.rows().size() - 1);
        assertTrue(last instanceof Row.Origin, last.text());
        Row.Origin o = (Row.Origin) last;
        assertEquals(Row.Origin.Kind.COMPUTED, o.kind(), o.text());
        assertEquals("SB", o.variable());
        assertTrue(o.text().startsWith("origin: COMPUTED SB+18532 (0x1000004864): computed by the engines (not emulated): "
                + "the instructions that ran on sg00 PE slots "), o.text());
        assertTrue(o.text().contains("Matmul") && o.text().contains("sg00 Activation slots")
                && o.text().contains("sg00 DVE slots"), o.text());
        assertTrue(o.text().contains(" (the inputs arrived) and step " + o.step() + " (the DMA read it)"), o.text());
        assertEquals(1, c.writes().size(), "one hop: the output DMA");

        Optional<EngineCompute.Computed> got = EngineCompute.of(s, o.address(), o.step());
        EngineCompute.Computed k = got.orElseThrow();
        assertTrue(k.from() < k.to(), k.from() + " .. " + k.to());
        assertEquals(DeviceWrites.Kind.DMA, DeviceWrites.kind(s.device(), s.journal(), k.from() - 1),
                "step A follows a DMA write");
        assertEquals(List.of("sg00 PE", "sg00 Activation", "sg00 DVE"),
                k.engines().stream().map(EngineCompute.EngineRun::label).toList());
        SyncDomain d = SyncDomain.of(s.journal());
        for (EngineCompute.EngineRun r : k.engines()) {
            SyncStream st = d.streams().get(r.stream());
            int named = 0;
            for (int pos = 0; pos < st.size(); pos++) {
                int at = SyncQueries.issueStep(d, st.id(), pos);
                boolean inside = at > k.from() && at <= k.to() && EngineCompute.computes(st.opcodes()[pos]);
                boolean listed = false;
                for (int slot : r.slots()) {
                    listed |= slot == st.slots()[pos];
                }
                assertEquals(inside, listed, r.label() + " slot " + st.slots()[pos] + " issued at step " + at);
                named += listed ? 1 : 0;
            }
            assertEquals(r.slots().length, named);
            assertEquals(named, r.mnemonics().values().stream().mapToInt(Integer::intValue).sum());
        }
        Instruction first = (Instruction) o.location();
        assertEquals("sg00/PE.bin", first.member().path());
        assertEquals(k.engines().get(0).slots()[0], first.slot());
    }

    @Test
    void whatComputesIsNeitherSyncNorDataMovement() {
        assertTrue(EngineCompute.computes(0x02), "Matmul");
        assertFalse(EngineCompute.computes(Opcodes.PSEUDO_DMA_TRIGGER));
        assertFalse(EngineCompute.computes(Opcodes.SET_ORDERING_MODE));
        assertFalse(EngineCompute.computes(0xA0), "EventSemaphore");
        assertFalse(EngineCompute.computes(0xB8), "DMAMemcpy");
        assertEquals("sg00 PE slots 3–5, 9 (4: 3 Matmul, 1 Ldweights)", new EngineCompute.EngineRun(0, "sg00 PE", "",
                new int[] {3, 4, 5, 9}, Map.of("Matmul", 3, "Ldweights", 1)).text());
        assertEquals("sg00 DVE slots 1–11 (6 in that range: 6 Copy)", new EngineCompute.EngineRun(0, "sg00 DVE", "",
                new int[] {1, 3, 5, 7, 9, 11}, Map.of("Copy", 6)).text(), "more runs than shown: the span");
    }

    /**
     * The placeholders of the run: the state-buffer bytes the output DMA read unwritten, and the output bytes it
     * copied from them — all of {@code X_out}, which the engines computed — and none before they were read.
     */
    @Test
    void theOutputIsAPlaceholderForComputeAndTheQueryGivesItsRanges() {
        Placeholders p = Placeholders.of(s);
        Provenance prov = Provenance.of(s);
        long out = prov.addressOf("X_out", 0).orElseThrow();
        long size = s.result().variables().stream().filter(v -> v.name().equals("X_out") && v.subgraph().equals("sg00"))
                .findFirst().orElseThrow().size();
        List<Placeholders.Span> spans = p.spans(out, size, s.steps());
        assertEquals(List.of(new Placeholders.Span(0, size, Placeholders.Kind.COMPUTED)), spans);
        assertEquals(1, p.passes(), "the engines computed: one pass finds what stands in for it");
        List<Placeholders.Range> end = p.at(s.steps());
        long sb = s.runtime().address("sg00", "SB");
        assertTrue(end.stream().anyMatch(r -> r.address() <= sb + 18532 && sb + 18532 < r.address() + r.length()),
                "the state-buffer byte the chain ended at");
        assertTrue(end.stream().anyMatch(r -> r.address() <= out + 100 && out + 100 < r.address() + r.length()));
        Chain c = prov.why(out + 100, 1, s.steps(), 2);
        int read = c.writes().get(0).record();
        assertTrue(p.at(read).stream().noneMatch(r -> r.address() <= out + 100 && out + 100 < r.address() + r.length()),
                "before the output DMA ran, the output held no placeholder");
        long in = prov.addressOf("X", 0).orElseThrow();
        assertTrue(p.spans(in, 64, s.steps()).stream().noneMatch(x -> x.kind() == Placeholders.Kind.COMPUTED),
                "an input is no placeholder");
    }

    @Test
    void aStateBufferByteAskedDirectlyStaysUnwritten() {
        long sb = s.runtime().address("sg00", "SB") + 18532;
        Chain c = Provenance.of(s).why(sb, 1, s.steps(), 4);
        Row.Origin o = (Row.Origin) c.rows().get(c.rows().size() - 1);
        assertEquals(Row.Origin.Kind.UNWRITTEN, o.kind(), "no DMA read it in this question: " + o.text());
    }
}
