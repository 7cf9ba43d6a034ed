package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code ringscope diff}: exit 0 identical, 1 different, 2 for every usage and input error. */
class DiffCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    static Path dir;
    static Path cayman;
    static Path sunda;

    @BeforeAll
    static void dumpTheSampleOnTwoArchs() {
        cayman = dir.resolve("cayman.rsdump");
        sunda = dir.resolve("sunda.rsdump");
        CliRun c = CliRun.of("run", "--sample", "--dump", cayman.toString());
        assertEquals(0, c.exit(), c.err());
        assertTrue(c.out().contains("dump: " + cayman), c.out());
        assertEquals(0, CliRun.of("run", "--sample", "--arch", "sunda", "--json", "--dump", sunda.toString()).exit());
    }

    @Test
    void aDumpDiffedWithItselfIsIdentical() {
        CliRun r = CliRun.of("diff", cayman.toString(), cayman.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().strip().endsWith("identical"), r.out());
    }

    @Test
    void sundaAgainstCaymanIsDifferentInTheBarriers() throws Exception {
        CliRun text = CliRun.of("diff", sunda.toString(), cayman.toString(), "--first", "1");
        assertEquals(1, text.exit(), text.err());
        assertTrue(text.out().contains("dmb 1 -> 0"), text.out());
        assertTrue(text.out().contains("sow 0 -> 1"), text.out());
        assertTrue(text.out().strip().endsWith("different"));
        CliRun json = CliRun.of("diff", sunda.toString(), cayman.toString(), "--json");
        assertEquals(1, json.exit(), json.err());
        JsonNode j = JSON.readTree(json.out());
        assertEquals(false, j.get("identical").asBoolean());
        assertTrue(j.get("relocations").isObject());
        boolean dmb = false;
        boolean sow = false;
        for (JsonNode r : j.get("rings")) {
            for (String k : new String[] {"ring", "changed", "inserted", "deleted", "fields"}) {
                assertTrue(r.has(k), k);
            }
            dmb |= r.get("fields").has("dmb");
            sow |= r.get("fields").has("sow");
        }
        assertTrue(dmb && sow, "dmb and sow among the changes");
    }

    @Test
    void oneRingByIdAndContentAlignment() throws Exception {
        CliRun r = CliRun.of("diff", sunda.toString(), cayman.toString(), "--ring", "pring:sg00/qActIO0/0/rx",
                "--align", "content", "--json");
        assertEquals(1, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(1, j.get("rings").size());
        assertEquals("content", j.get("rings").get(0).get("align").asText());
    }

    @Test
    void rawRingsAgainstEachOtherAndAgainstADumpRing() throws Exception {
        byte[] ring = entry(cayman, ringEntry(cayman, "pring:sg00/qActIO0/0/tx"));
        Path a = dir.resolve("a.bin");
        Path b = dir.resolve("b.bin");
        Files.write(a, ring);
        byte[] changed = ring.clone();
        changed[3] ^= 0x40;                          // DMB of descriptor 0
        Files.write(b, changed);
        assertEquals(0, CliRun.of("diff", "--raw", "tx", a.toString(), a.toString()).exit());
        CliRun d = CliRun.of("diff", "--raw", "tx", a.toString(), b.toString(), "--json");
        assertEquals(1, d.exit(), d.err());
        assertEquals(1, JSON.readTree(d.out()).get("rings").get(0).get("fields").get("dmb").asInt());
        CliRun vsDump = CliRun.of("diff", "--raw", "tx", a.toString(), cayman.toString(), "--ring",
                "pring:sg00/qActIO0/0/tx");
        assertEquals(0, vsDump.exit(), vsDump.out() + vsDump.err());
        CliRun noRing = CliRun.of("diff", "--raw", "tx", a.toString(), cayman.toString());
        assertEquals(2, noRing.exit());
        assertTrue(noRing.err().contains("--ring"), noRing.err());
        CliRun wrongDir = CliRun.of("diff", "--raw", "rx", a.toString(), cayman.toString(), "--ring",
                "pring:sg00/qActIO0/0/tx");
        assertEquals(2, wrongDir.exit());
        assertTrue(wrongDir.err().contains("one direction"), wrongDir.err());
        Path odd = dir.resolve("odd.bin");
        Files.write(odd, Arrays.copyOf(ring, 37));
        CliRun bad = CliRun.of("diff", "--raw", "tx", odd.toString(), a.toString());
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("odd.bin: offset 0x20 (32): field descriptor 2: the file is 37 bytes, not a "
                + "multiple of 16"), bad.err());
    }

    @Test
    void forkAndDiff() throws Exception {
        CliRun r = CliRun.of("diff", "--fork", "arch=sunda", "--sample", "--json");
        assertEquals(1, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertTrue(j.get("rings").findValues("fields").stream().anyMatch(f -> f.has("sow")));
        CliRun same = CliRun.of("diff", "--fork", "arch=cayman", "--sample", "--against", "arch=cayman");
        assertEquals(0, same.exit(), same.out() + same.err());
        assertEquals(2, CliRun.of("diff", "--fork", "colour=blue", "--sample").exit());
        assertEquals(2, CliRun.of("diff", "--fork", "arch=sunda").exit());
    }

    /** One bad input: how to make it from the good dump, and what the message must say. */
    interface Bad {
        void make(Path good, Path bad) throws Exception;
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                Arguments.of("future.rsdump", (Bad) (g, b) -> rewrite(g, b, "manifest.json", m -> new String(m)
                        .replaceFirst("\"formatVersion\" : 1", "\"formatVersion\" : 7").getBytes()),
                        new String[] {"manifest.json: formatVersion", "newer than this RingScope reads"}),
                Arguments.of("size.rsdump", (Bad) (g, b) -> rewrite(g, b, "manifest.json", m -> new String(m)
                        .replaceFirst("\"descriptors\" : (\\d+)", "\"descriptors\" : 5").getBytes()),
                        new String[] {"entry rings/0000.bin", "the manifest says 80", "rings[0].descriptors"}),
                Arguments.of("hostile.rsdump", (Bad) (g, b) -> rewrite(g, b, "manifest.json", m -> new String(m)
                        .replaceFirst("\"pages\" : (\\d+)", "\"pages\" : 2000000000").getBytes()),
                        new String[] {"entry memory/HBM.pages", "the manifest says 8208000000000"}),
                Arguments.of("truncated.rsdump", (Bad) (g, b) -> {
                    byte[] all = Files.readAllBytes(g);
                    Files.write(b, Arrays.copyOf(all, all.length - 30));
                }, new String[] {"not a zip"}),
                Arguments.of("foreign.zip", (Bad) (g, b) -> {
                    try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(b))) {
                        z.putNextEntry(new ZipEntry("readme.txt"));
                        z.write("hello".getBytes());
                    }
                }, new String[] {"manifest.json", "not a RingScope dump"}),
                Arguments.of("slip.rsdump", (Bad) (g, b) -> rewrite(g, b, "../../etc/passwd", null),
                        new String[] {"entry '../../etc/passwd'", "unsafe entry name"}),
                Arguments.of("abs.rsdump", (Bad) (g, b) -> rewrite(g, b, "/tmp/x", null),
                        new String[] {"entry '/tmp/x'", "unsafe entry name"}),
                Arguments.of("dup.rsdump", (Bad) DiffCommandTest::duplicate,
                        new String[] {"entry 'manifest.json'", "appears twice"}),
                Arguments.of("none.rsdump", (Bad) (g, b) -> { }, new String[] {"no such file"}),
                Arguments.of("not.rsdump", (Bad) (g, b) -> Files.write(b, new byte[100]), new String[] {"not a zip"}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void everyBadInputExits2WithAMessageNamingFileEntryAndField(String name, Bad make, String[] parts)
            throws Exception {
        Path f = dir.resolve(name);
        make.make(cayman, f);
        CliRun r = CliRun.of("diff", f.toString(), cayman.toString());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(f.toString()), "names the file: " + r.err());
        for (String p : parts) {
            assertTrue(r.err().contains(p), "'" + p + "' in " + r.err());
        }
    }

    /** The dump with its manifest entry twice (java.util.zip refuses to write that, so the bytes are patched). */
    private static void duplicate(Path good, Path bad) throws Exception {
        Path two = dir.resolve("two-" + bad.getFileName());
        rewrite(good, two, "manifest.jsoN", null);
        byte[] b = Files.readAllBytes(two);
        byte[] from = "manifest.jsoN".getBytes();
        for (int i = 0; i + from.length <= b.length; i++) {
            if (Arrays.equals(b, i, i + from.length, from, 0, from.length)) {
                b[i + from.length - 1] = 'n';
            }
        }
        Files.write(bad, b);
    }

    @Test
    void usageErrorsExit2() {
        assertEquals(2, CliRun.of("diff", cayman.toString()).exit());
        assertEquals(2, CliRun.of("diff", cayman.toString(), cayman.toString(), "--align", "sideways").exit());
        assertEquals(2, CliRun.of("diff", cayman.toString(), cayman.toString(), "--raw", "up").exit());
        assertEquals(2, CliRun.of("diff", cayman.toString(), cayman.toString(), "--ring", "nonsense").exit());
        CliRun missing = CliRun.of("diff", cayman.toString(), cayman.toString(), "--ring", "pring:sgX/q/0/tx");
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("no ring pring:sgX/q/0/tx"), missing.err());
    }

    /** The ring blob's entry name for {@code id}, from the manifest. */
    private static String ringEntry(Path dump, String id) throws Exception {
        for (JsonNode r : JSON.readTree(entry(dump, "manifest.json")).get("rings")) {
            if (r.get("id").asText().equals(id)) {
                return r.get("entry").asText();
            }
        }
        throw new AssertionError("no ring " + id);
    }

    private static byte[] entry(Path zip, String name) throws Exception {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (e.getName().equals(name)) {
                    return in.readAllBytes();
                }
            }
        }
        throw new AssertionError("no entry " + name);
    }

    /** Copies {@code src} to {@code dst}, with entry {@code name} edited (or added, empty, when {@code edit} is null). */
    private static void rewrite(Path src, Path dst, String name, UnaryOperator<byte[]> edit)
            throws Exception {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(src));
             ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(dst))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                byte[] b = in.readAllBytes();
                out.putNextEntry(new ZipEntry(e.getName()));
                out.write(e.getName().equals(name) && edit != null ? edit.apply(b) : b);
            }
            if (edit == null) {
                out.putNextEntry(new ZipEntry(name));
            }
        }
    }
}
