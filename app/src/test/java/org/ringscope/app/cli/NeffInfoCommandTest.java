package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.testing.GoldenNeffs;

/** {@code ringscope neff info} as a user runs it: JSON against the independent goldens, and exit codes. */
class NeffInfoCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static List<GoldenNeffs.Case> infoGoldens() {
        return GoldenNeffs.info();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("infoGoldens")
    void jsonMatchesTheGolden(GoldenNeffs.Case c) throws Exception {
        c.assumePresent();
        Path neff = c.neff();
        CliRun r = CliRun.of("neff", "info", neff.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode actual = JSON.readTree(r.out());
        JsonNode golden = JSON.readTree(Files.readString(
                Fixtures.repo("model/src/test/resources/golden/neff/" + neff.getFileName() + ".info.json")));
        for (Iterator<Map.Entry<String, JsonNode>> it = golden.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            assertEquals(e.getValue(), actual.get(e.getKey()), e.getKey());
        }
        for (String key : new String[] {"pkgVersion", "dataSize", "featureBits", "lncSize", "numTpb"}) {
            assertTrue(actual.get(key).isNumber(), key + " is a JSON number");
        }
    }

    @Test
    void textOutputShowsHeaderMembersAndSubgraphs() {
        CliRun r = CliRun.of("neff", "info", Fixtures.repo("resources/samples/sample.neff").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("pkg_version         2"), r.out());
        assertTrue(r.out().contains("valid, word-swapped"), r.out());
        assertTrue(r.out().contains("sg00/def.json"), r.out());
        assertTrue(r.out().contains("sg00"), r.out());
    }

    @Test
    void invalidInputExitsOneWithFileOffsetAndField(@TempDir Path dir) throws Exception {
        byte[] good = Files.readAllBytes(Fixtures.repo("resources/samples/sample.neff"));
        Path bad = dir.resolve("bad-header-size.neff");
        byte[] b = good.clone();
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putLong(8, 4096);
        Files.write(bad, b);
        CliRun r = CliRun.of("neff", "info", bad.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains(bad.toString()) && r.err().contains("offset 0x8")
                && r.err().contains("field header_size"), r.err());
        assertFalse(r.err().contains("Exception"), "no stack trace: " + r.err());
        assertEquals("", r.out());

        Path cut = dir.resolve("cut.neff");
        Files.write(cut, Arrays.copyOf(good, 500));
        CliRun c = CliRun.of("neff", "info", cut.toString(), "--json");
        assertEquals(1, c.exit());
        assertTrue(c.err().contains("truncated header"), c.err());
    }

    @Test
    void maxUnpackedRefusesAndNamesTheOption() {
        CliRun r = CliRun.of("neff", "info", Fixtures.repo("resources/samples/sample.neff").toString(),
                "--max-unpacked", "4K");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("--max-unpacked"), r.err());
    }

    @Test
    void hashMismatchWarnsButSucceeds(@TempDir Path dir) throws Exception {
        byte[] b = Files.readAllBytes(Fixtures.repo("resources/samples/sample.neff"));
        b[0xAC] ^= 1;
        Path p = dir.resolve("hash.neff");
        Files.write(p, b);
        CliRun r = CliRun.of("neff", "info", p.toString(), "--json");
        assertEquals(0, r.exit());
        assertFalse(JSON.readTree(r.out()).get("hashValid").asBoolean());
        assertTrue(r.err().contains("warning") && r.err().contains("mismatch"), r.err());
    }

    @Test
    void usageErrorsExitTwo() {
        assertEquals(2, CliRun.of("neff", "info").exit());
        assertEquals(2, CliRun.of("neff", "info", "x.neff", "--max-unpacked", "lots").exit());
        assertEquals(2, CliRun.of("--no-such-option").exit());
    }

    @Test
    void missingFileExitsOne(@TempDir Path dir) {
        CliRun r = CliRun.of("neff", "info", dir.resolve("absent.neff").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("no such file"), r.err());
    }

    @Test
    void versionPrintsTheToolVersion() {
        CliRun r = CliRun.of("--version");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("ringscope 0.1.0"), r.out());
    }

    @Test
    void genWritesTheSampleByteForByte(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("s.neff");
        assertEquals(0, CliRun.of("gen", "--profile", "sample", "--out", out.toString()).exit());
        assertTrue(Arrays.equals(Files.readAllBytes(Fixtures.repo("resources/samples/sample.neff")),
                Files.readAllBytes(out)));
        assertEquals(2, CliRun.of("gen", "--profile", "nope", "--out", out.toString()).exit());
    }
}
