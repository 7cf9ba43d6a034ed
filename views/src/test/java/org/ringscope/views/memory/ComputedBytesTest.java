package org.ringscope.views.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.Ranges;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/**
 * The Memory view's overview marks the bytes that stand in for compute (decision 1327): on a public convolution, the
 * state-buffer bytes its output DMA read unwritten and the whole output they became, at the end of the run and not
 * at its start.
 */
class ComputedBytesTest {
    private static MemoryArea areaOf(EmulationSession s, long addr) {
        return MemoryData.areas(s).areas().stream().filter(a -> a.address() <= addr && addr < a.address() + a.size())
                .findFirst().orElseThrow();
    }

    @Test
    void theOverviewMarksThePlaceholdersForCompute() throws Exception {
        Path neff = Fixtures.shared("neff").resolve("chengli2003__part2_conv2d_1_float32_smaller.neff");
        Assumptions.assumeTrue(Files.isRegularFile(neff), "conv2d_1 absent from ../shared/fixtures/neff");
        EmulationSession s = EmulationSession.open(NeffReader.read(neff), RunOptions.defaults());
        s.run();
        assertEquals(s.steps(), s.cursor());
        long out = Provenance.of(s).addressOf("X_out", 0).orElseThrow();
        long sb = s.runtime().address("sg00", "SB") + 18532;
        MemoryArea x = areaOf(s, out);
        Ranges c = MemoryData.overview(s, x, -1).computed();
        assertEquals(430080, c.bytes(), "all of X_out: " + c);
        assertTrue(c.contains(out) && c.contains(out + 430079));
        assertTrue(MemoryData.overview(s, areaOf(s, sb), -1).computed().contains(sb), "the state-buffer byte");
        assertTrue(ComputedBytes.in(s, x, 0).isEmpty(), "nothing at the run's start");
    }
}
