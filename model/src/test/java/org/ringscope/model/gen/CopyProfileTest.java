package org.ringscope.model.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.device.Topology;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.load.PatternCopy;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringPages;

/** {@code copy --descriptors N} yields exactly N descriptors by the translation's counting rule (decision 0602). */
class CopyProfileTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 255, 256, 257, 65_535, 65_536, 65_537, 131_072, 131_073, 1_000_000,
            16_777_183, 16_777_184})
    void nDescriptorsInCeilNOver65536Entries(int n) throws Exception {
        GenChecks.ReadBack r = GenChecks.read(CopyProfile.build(n));
        Subgraph sg = r.manifest().subgraphs().get(0);
        assertEquals(n, DescriptorCount.of(sg));
        EngineProgram sp = sg.engine(Engine.SP).orElseThrow();
        assertEquals(CopyProfile.entries(n), sp.dma().size());
        assertEquals((n + 65_535) / 65_536, sp.dma().size());
        assertEquals(CopyProfile.inputBytes(n), sg.variable("in").orElseThrow().size());
        assertEquals(CopyProfile.outputBytes(n), sg.variable("out").orElseThrow().size());
        long moved = 0;
        for (DmaEntry e : sp.dma()) {
            assertTrue(DescriptorCount.of(e) <= CopyProfile.PER_ENTRY, "one vring page per entry at most");
            for (DmaDesc d : e.descs()) {
                assertEquals(CopyProfile.ROW, d.from().sizes()[0]);
                assertEquals(CopyProfile.PITCH, d.from().steps()[1], "source rows never touch: nothing to merge");
                moved += d.to().totalBytes();
                assertTrue(d.from().offset() + (d.from().totalBytes() / 16 - 1) * 32 + 16 <= CopyProfile.inputBytes(n));
            }
        }
        assertEquals(CopyProfile.outputBytes(n), moved, "out is written once, completely");
        assertTrue(r.file().fileSize() < 64 * 1024, "a few KiB whatever N is");
    }

    @Test
    void onlyCountsThatRunAreAccepted() {
        assertEquals(16_777_184, CopyProfile.maxDescriptors(Arch.CAYMAN), "round_up_16(n + 16) ≤ UDMA_MAX_Q_SIZE");
        assertEquals(16_777_184, CopyProfile.maxDescriptors(Arch.MARIANA));
        assertEquals(16_776_928, CopyProfile.maxDescriptors(Arch.SUNDA), "256 entries add 256 semaphore descriptors");
        assertEquals(16_776_928, CopyProfile.maxDescriptors(null), "a NEFF for any arch must run on SUNDA too");
        for (Arch a : Arch.values()) {
            int max = CopyProfile.maxDescriptors(a);
            long half = CopyProfile.halfDescriptors(max, a);
            assertTrue(half <= VringPages.MAX_DESCRIPTORS);
            assertTrue(Pring.pringTotalDescNum((int) half, false) <= Topology.MAX_RING_DESCS, a.name());
            assertTrue(Pring.pringTotalDescNum((int) CopyProfile.halfDescriptors(max + 1, a), false)
                    > Topology.MAX_RING_DESCS, a.name());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CopyProfile.build(16_777_200, Arch.CAYMAN));
        assertEquals("16,777,200 descriptors do not run on cayman: the per-execution ring of 16,777,200 descriptors "
                + "is round_up_16(16,777,200 + 16) = 16,777,216 descriptors, above UDMA_MAX_Q_SIZE 16,777,200 (at most "
                + "16,777,184 on cayman)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> CopyProfile.build(16_777_000, Arch.SUNDA));
        assertTrue(e.getMessage().contains("and 256 semaphore descriptors (one per entry)"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> CopyProfile.build(16_777_000, null));
        assertTrue(e.getMessage().endsWith("(the NEFF targets any arch, so it must run on each)"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 300, 65_537})
    void outRowIIsInRowTwoI(int n) throws Exception {
        Subgraph sg = GenChecks.read(CopyProfile.build(n)).manifest().subgraphs().get(0);
        byte[] in = new byte[Math.toIntExact(CopyProfile.inputBytes(n))];
        new Random(n).nextBytes(in);
        byte[] out = new byte[Math.toIntExact(CopyProfile.outputBytes(n))];
        for (DmaEntry e : sg.engine(Engine.SP).orElseThrow().dma()) {
            for (DmaDesc d : e.descs()) {
                PatternCopy.apply(d.from(), d.to(), in, out);
            }
        }
        byte[] expected = new byte[out.length];
        for (int i = 0; i < n; i++) {
            System.arraycopy(in, 32 * i, expected, 16 * i, 16);
        }
        assertArrayEquals(expected, out);
    }
}
