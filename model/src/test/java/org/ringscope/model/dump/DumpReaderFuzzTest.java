package org.ringscope.model.dump;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Corpus;
import org.ringscope.model.udma.Direction;

/**
 * Jazzer fuzz test of the dump reader: for any bytes, as a dump or as a raw ring, the only exception is
 * {@link InputException}, and what reads diffs against itself as identical. In {@code mvn verify} it runs in
 * regression mode over the seed corpus in {@code src/test/resources/org/ringscope/model/dump/
 * DumpReaderFuzzTestInputs/}: small dumps the writer made, raw rings, and the corrupt dumps a zip reader alone
 * accepts (a wrong CRC-32, a local header that disagrees, a zstd manifest, values out of range, a key twice).
 * A bounded fuzzing run (10 s):
 * {@code JAZZER_FUZZ=1 mvn -B -ntp -pl model test -Dtest=DumpReaderFuzzTest}.
 */
class DumpReaderFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void readNeverCrashes(byte[] data) throws IOException {
        Path f = Files.createTempFile("fuzz", ".rsdump");
        try {
            Files.write(f, data);
            for (int raw = 0; raw < 2; raw++) {
                try {
                    Dump d = raw == 0 ? DumpReader.read(f) : DumpReader.readRaw(f, Direction.RX);
                    if (!DumpDiff.of(d, d, DiffOptions.defaults()).identical()) {
                        throw new AssertionError("a dump differs from itself");
                    }
                } catch (InputException expected) {
                    // the declared outcome for bad input
                }
            }
        } finally {
            Files.deleteIfExists(f);
        }
    }

    @Test
    void seedCorpus() throws Exception {
        Path dir = Files.createTempDirectory("corpus");
        try {
            Path raw = dir.resolve("ring.bin");
            byte[] ring = new byte[64];
            for (int i = 0; i < ring.length; i++) {
                ring[i] = (byte) (i * 37);
            }
            Files.write(raw, ring);
            Path small = dir.resolve("small.rsdump");
            DumpWriter.write(DumpReader.readRaw(raw, Direction.TX), small);
            byte[] good = Files.readAllBytes(small);
            Map<String, byte[]> seeds = new LinkedHashMap<>();
            seeds.put("writer-raw-ring-64", ring);
            seeds.put("writer-dump-of-a-raw-ring", good);
            EmulationSession run = EmulationSession.open(
                    NeffReader.read("copy.neff", GenProfiles.build("copy",
                            OptionalInt.of(16), OptionalInt.empty()).build(),
                            ReadLimits.DEFAULT), RunOptions.defaults());
            run.run();
            Path copy = dir.resolve("copy.rsdump");
            DumpWriter.write(run, run.steps(), copy);
            seeds.put("writer-dump-of-a-copy-run", Files.readAllBytes(copy));
            ZipCraft.Offsets ringAt = ZipCraft.offsets(small, "rings/0000.bin");
            ZipCraft.Offsets manifestAt = ZipCraft.offsets(small, "manifest.json");
            byte[] flipped = good.clone();
            flipped[ringAt.data() + 5] ^= 0x04;
            seeds.put("hostile-flipped-ring-bit", flipped);
            seeds.put("hostile-crc-in-both-headers", ZipCraft.put(ZipCraft.put(good, ringAt.local() + 14, 4, 0x1234L),
                    ringAt.central() + 16, 4, 0x1234L));
            seeds.put("hostile-local-header-disagrees", ZipCraft.put(good, ringAt.local() + 14, 4, 0xCAFEL));
            seeds.put("hostile-zstd-manifest", ZipCraft.put(ZipCraft.put(good, manifestAt.local() + 8, 2, 93),
                    manifestAt.central() + 10, 2, 93));
            seeds.put("hostile-negative-step", edited(small, dir, m -> m.replaceFirst("\"step\" : \\d+", "\"step\" : -1")));
            seeds.put("hostile-duplicate-key", edited(small, dir, m -> m.replaceFirst("\"step\" :", "\"step\" : 0, \"step\" :")));
            seeds.put("hostile-zip-slip", withEntry(small, dir, "../../evil.sh"));
            Corpus.check(DumpReaderFuzzTest.class, "readNeverCrashes", seeds);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
        }
    }

    private static byte[] edited(Path dump, Path dir, UnaryOperator<String> edit) throws Exception {
        Path out = dir.resolve("edited.rsdump");
        ZipCraft.editManifest(dump, out, edit);
        return Files.readAllBytes(out);
    }

    private static byte[] withEntry(Path dump, Path dir, String name) throws Exception {
        Path out = dir.resolve("extra.rsdump");
        ZipCraft.addEntry(dump, out, new ZipCraft.Entry(name, "x".getBytes(StandardCharsets.US_ASCII), false));
        return Files.readAllBytes(out);
    }
}
