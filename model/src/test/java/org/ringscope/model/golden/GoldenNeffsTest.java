package org.ringscope.model.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;
import org.ringscope.model.testing.Golden;
import org.ringscope.model.testing.GoldenNeffs;

/**
 * The goldens of the public NEFFs are cases whether or not ../shared/fixtures is there: without it each one skips by
 * name and says which NEFF it misses and which golden goes unchecked, instead of vanishing from the run.
 */
class GoldenNeffsTest {
    private static List<String> committed(String dir, String prefix, String suffix) throws Exception {
        try (Stream<Path> s = Files.list(Golden.file(dir))) {
            return s.map(p -> p.getFileName().toString()).filter(f -> f.startsWith(prefix) && f.endsWith(suffix))
                    .map(f -> f.substring(prefix.length(), f.length() - suffix.length())).sorted().toList();
        }
    }

    @Test
    void withoutTheSharedFixturesEveryPublicGoldenIsACaseThatSaysWhyItSkips(@TempDir Path tmp) throws Exception {
        Path missing = tmp.resolve("no-shared/fixtures/neff");
        List<GoldenNeffs.Case> flags = GoldenNeffs.of(missing, Golden.file("flags"), "flags", "public-", ".txt");
        List<String> names = committed("flags", "public-", ".txt");
        assertEquals(10, names.size(), "the public flag goldens committed: " + names);
        assertEquals(names, flags.stream().map(GoldenNeffs.Case::name).toList());
        for (GoldenNeffs.Case c : flags) {
            assertFalse(c.present(), c.name());
            TestAbortedException e = assertThrows(TestAbortedException.class, c::assumePresent);
            assertTrue(e.getMessage().contains(c.name() + ": ") && e.getMessage().contains(c.name() + ".neff is absent")
                    && e.getMessage().contains("golden flags/public-" + c.name() + ".txt is not checked"),
                    e.getMessage());
        }
        List<GoldenNeffs.Case> info = GoldenNeffs.of(missing, Golden.file("neff"), "neff", "", ".neff.info.json");
        assertEquals(11, info.size(), "ten public NEFF-info goldens and the sample's");
    }

    @Test
    void aSharedNeffWithoutAGoldenIsACaseTooAndTheSampleNeverSkips(@TempDir Path tmp) throws Exception {
        Files.write(tmp.resolve("new_one.neff"), new byte[] {1});
        List<GoldenNeffs.Case> flags = GoldenNeffs.of(tmp, Golden.file("flags"), "flags", "public-", ".txt");
        GoldenNeffs.Case added = flags.stream().filter(c -> c.name().equals("new_one")).findFirst().orElseThrow();
        assertTrue(added.present());
        assertEquals("flags/public-new_one.txt", added.golden());
        GoldenNeffs.Case sample = GoldenNeffs.info().get(0);
        assertEquals("sample", sample.name());
        assertTrue(sample.present(), "the repository's own golden is checked on a clean clone");
        assertEquals(1, GoldenNeffs.info().stream().filter(c -> c.name().equals("sample")).count());
    }
}
