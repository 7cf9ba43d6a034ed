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
 * The same NEFF dumped on SUNDA and on CAYMAN diffs as different, with the barrier fields among the changes (v2:
 * the write barrier in meta_ctrl on a packet's first descriptor and DMB on its semaphore descriptors; v3: SOW on
 * RX descriptors); each dump diffed with itself is identical. The bundled sample (which targets any arch) and
 * every public NEFF of the shared fixtures, run on the other arch as the what-if {@code --allow-arch-mismatch}.
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
        long v2 = 0;
        long sow = 0;
        for (RingDiff r : d.rings()) {
            v2 += r.fieldCount(DescField.DMB) + r.fieldCount(DescField.META_CTRL);
            sow += r.fieldCount(DescField.SOW);
            RingDiffTest.assertConsistent(r);
        }
        assertTrue(v2 > 0, neff + ": v2's barriers (DMB, the meta_ctrl write barrier) differ somewhere");
        assertTrue(sow > 0, neff + ": SOW (v3's barrier) differs somewhere");
        DiffSummary s = d.summary(3);
        assertFalse(s.identical());
        assertEquals(d.rings().size(), s.rings().size());
        assertTrue(s.rings().stream().anyMatch(r -> r.fields().containsKey("dmb") || r.fields().containsKey("metaCtrl")));
        assertTrue(s.rings().stream().anyMatch(r -> r.fields().containsKey("sow")));
    }

    private static Dump dumped(Path neff, Arch arch, Path f) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(neff), RunOptions.defaults().withArch(arch)
                .withAllowArchMismatch(true));
        s.run();
        DumpWriter.write(s, s.steps(), f);
        return DumpReader.read(f);
    }
}
