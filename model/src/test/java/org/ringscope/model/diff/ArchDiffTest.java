package org.ringscope.model.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.dump.DumpWriter;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;

/**
 * Issue #7's acceptance: the same NEFF dumped on SUNDA and on CAYMAN diffs as different, with the barrier
 * fields among the changes (v2 puts DMB on TX descriptors, v3 SOW on RX ones); each dump diffed with itself is
 * identical. The bundled sample and every public NEFF of the shared fixtures (skipped when absent).
 */
class ArchDiffTest {
    static Stream<Path> neffs() {
        return Fixtures.neffs();
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void sundaAgainstCaymanDiffersInTheBarriers(Path neff, @TempDir Path dir) throws Exception {
        Dump sunda = dumped(neff, Arch.SUNDA, dir.resolve("sunda.rsdump"));
        Dump cayman = dumped(neff, Arch.CAYMAN, dir.resolve("cayman.rsdump"));
        assertTrue(DumpDiff.of(sunda, DumpReader.read(dir.resolve("sunda.rsdump")), DiffOptions.defaults()).identical());
        assertTrue(DumpDiff.of(cayman, cayman, DiffOptions.defaults()).identical());
        DumpDiff d = DumpDiff.of(sunda, cayman, DiffOptions.defaults());
        assertFalse(d.identical(), neff + ": sunda and cayman dumps differ");
        long dmb = 0;
        long sow = 0;
        for (RingDiff r : d.rings()) {
            dmb += r.fieldCount(DescField.DMB);
            sow += r.fieldCount(DescField.SOW);
            RingDiffTest.assertConsistent(r);
        }
        assertTrue(dmb > 0, neff + ": DMB (v2's barrier) differs somewhere");
        assertTrue(sow > 0, neff + ": SOW (v3's barrier) differs somewhere");
        DiffSummary s = d.summary(3);
        assertFalse(s.identical());
        assertEquals(d.rings().size(), s.rings().size());
        assertTrue(s.rings().stream().anyMatch(r -> r.fields().containsKey("dmb")));
        assertTrue(s.rings().stream().anyMatch(r -> r.fields().containsKey("sow")));
    }

    private static Dump dumped(Path neff, Arch arch, Path f) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(neff), RunOptions.defaults().withArch(arch));
        s.run();
        DumpWriter.write(s, s.steps(), f);
        return DumpReader.read(f);
    }
}
