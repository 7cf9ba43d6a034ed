package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.gen.DescriptorCount;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;

/** {@code ringscope gen}: every profile, {@code --list}, and usage errors (exit 2). */
class GenCommandTest {

    @Test
    void listNamesEveryProfileWithADescription() {
        CliRun r = CliRun.of("gen", "--list");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(GenProfiles.ALL.size(), lines.size());
        for (GenProfiles.Profile p : GenProfiles.ALL) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(p.name() + " ") && l.contains(p.description())),
                    p.name() + " in " + r.out());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sample", "copy", "ops", "queues", "ucode"})
    void everyProfileWritesAValidNeff(String profile, @TempDir Path dir) throws Exception {
        Path out = dir.resolve(profile + ".neff");
        CliRun r = CliRun.of("gen", "--profile", profile, "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("wrote " + out), r.out());
        NeffFile f = NeffReader.read(out);
        assertTrue(f.hash().valid());
        assertFalse(ManifestParser.parse(f).subgraphs().isEmpty());
    }

    @Test
    void copyWritesExactlyTheDescriptorsAsked(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("c.neff");
        CliRun r = CliRun.of("gen", "--profile", "copy", "--descriptors", "65537", "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        NeffFile f = NeffReader.read(out);
        assertEquals(65_537, DescriptorCount.of(ManifestParser.parse(f).subgraphs().get(0)));
    }

    @Test
    void largeTakesMegabytes(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("l.neff");
        assertEquals(0, CliRun.of("gen", "--profile", "large", "--megabytes", "1", "--out", out.toString()).exit());
        assertTrue(Files.size(out) > 1 << 20);
    }

    @Test
    void usageErrorsExitTwo(@TempDir Path dir) {
        String out = dir.resolve("x.neff").toString();
        for (String[] args : List.of(
                new String[] {"gen", "--profile", "nope", "--out", out},
                new String[] {"gen", "--out", out},
                new String[] {"gen", "--profile", "copy", "--descriptors", "0", "--out", out},
                new String[] {"gen", "--profile", "copy", "--descriptors", "-5", "--out", out},
                new String[] {"gen", "--profile", "copy", "--descriptors", "16777201", "--out", out},
                new String[] {"gen", "--profile", "copy", "--descriptors", "lots", "--out", out},
                new String[] {"gen", "--profile", "ops", "--descriptors", "10", "--out", out},
                new String[] {"gen", "--profile", "large", "--megabytes", "0", "--out", out})) {
            CliRun r = CliRun.of(args);
            assertEquals(2, r.exit(), String.join(" ", args) + ": " + r.err());
            assertFalse(r.err().isBlank(), String.join(" ", args));
        }
        assertFalse(Files.exists(dir.resolve("x.neff")), "nothing is written on a usage error");
        assertTrue(CliRun.of("gen", "--profile", "copy", "--descriptors", "16777201", "--out", out).err()
                .contains("exceed the vring cap of 16,777,200 per half (at most 16,777,184 on cayman)"));
        assertTrue(CliRun.of("gen", "--profile", "copy", "--descriptors", "16777190", "--out", out).err()
                .contains("round_up_16(16,777,190 + 16) = 16,777,216 descriptors, above UDMA_MAX_Q_SIZE 16,777,200"));
    }
}
