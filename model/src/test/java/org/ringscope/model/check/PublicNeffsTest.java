package org.ringscope.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.testing.Fixtures;

/**
 * Every public NEFF (and the bundled sample) loads on its own arch's current profile, with its ring memory: each ring
 * half charged in whole pages, the categories summing the rings, the HBM charged for the microcode of each core.
 */
class PublicNeffsTest {
    static Stream<Path> neffs() {
        return Fixtures.neffs();
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void loadsOnItsArchsCurrentProfileWithItsRingMemory(Path neff) throws Exception {
        CheckInput in = CheckInput.of(NeffReader.read(neff));
        Catalog c = Catalog.standard();
        Profile p = ProfileRequest.NONE.resolve(c, in.neffArch()).profile();
        assertEquals(c.current(in.neffArch().orElse(CheckArch.CAYMAN)), p);
        CheckReport r = Preflight.check(in, p, c, Stamps.FIXED);
        assertTrue(r.loads(), () -> neff + ": " + r.findings().stream().filter(f -> f.severity() == Severity.ERROR).toList());
        assertFalse(r.rings().isEmpty(), "every load has at least the fetch and exec-queue rings");
        long sum = 0;
        for (CheckReport.RingFigure f : r.rings()) {
            assertEquals(0, f.bytes() % 4096, f.ring() + " is charged in pages");
            assertTrue(f.bytes() >= 16L * f.allocated(), f.ring());
            assertTrue(f.allocated() >= Math.max(64, f.descriptors()), f.ring());
            sum += f.bytes();
        }
        assertEquals(sum, r.ringMemory().values().stream().mapToLong(Long::longValue).sum());
        assertTrue(r.ringMemory().get("runtime") > 0);
        for (CheckReport.Pool pool : r.hbm().pools()) {
            assertTrue(pool.free() > 0);
            assertEquals(pool.used(), pool.byUse().values().stream().mapToLong(Long::longValue).sum());
            long microcode = 96L * (1 << 20) * pool.cores().size();
            long code = pool.byUse().get("model code");
            assertTrue(code > microcode && code < microcode + (64L << 20), "96 MB of microcode per core, then the "
                    + "instruction images: " + code);
        }
    }
}
