package org.ringscope.model.dump;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Direction;

/** Every bad dump is an {@link InputException} that names the file, the entry and the field. */
class BadDumpTest {
    /** More rings than Linux's default limit of memory maps per process (vm.max_map_count 65530). */
    private static final int MANY_RINGS = 70_000;

    @TempDir
    static Path dir;
    static Path good;

    @BeforeAll
    static void dumpTheSample() throws Exception {
        EmulationSession s = DumpRoundTripTest.sample(RunOptions.defaults());
        good = dir.resolve("good.rsdump");
        DumpWriter.write(s, s.steps(), good);
    }

    private static ObjectNode readTree(String json) {
        try {
            return (ObjectNode) new ObjectMapper().readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads {@code f} expecting a refusal whose message names the file and holds every part. */
    static InputException refused(Path f, String... parts) {
        InputException e = assertThrows(InputException.class, () -> DumpReader.read(f));
        assertTrue(e.getMessage().startsWith(f.toString()), "names the file: " + e.getMessage());
        for (String p : parts) {
            assertTrue(e.getMessage().contains(p), "'" + p + "' in: " + e.getMessage());
        }
        return e;
    }

    @Test
    void notAZip() throws Exception {
        Path f = dir.resolve("noise.rsdump");
        byte[] b = new byte[4096];
        Arrays.fill(b, (byte) 0x5a);
        Files.write(f, b);
        refused(f, "not a zip");
    }

    @Test
    void tooShortToBeAZip() throws Exception {
        Path f = dir.resolve("short.rsdump");
        Files.write(f, new byte[] {'P', 'K', 3, 4});
        refused(f, "too short");
    }

    @Test
    void truncatedZip() throws Exception {
        Path f = dir.resolve("truncated.rsdump");
        byte[] all = Files.readAllBytes(good);
        Files.write(f, Arrays.copyOf(all, all.length / 2));
        refused(f, "not a zip", "truncated");
    }

    @Test
    void foreignZip() throws Exception {
        Path f = dir.resolve("foreign.zip");
        ZipCraft.write(f, List.of(new ZipCraft.Entry("hello.txt", "hi".getBytes(), false)));
        refused(f, "manifest.json", "not a RingScope dump");
    }

    @Test
    void aManifestOfAnotherFormat() throws Exception {
        Path f = dir.resolve("other.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replace("\"ringscope-dump\"", "\"something-else\""));
        refused(f, "manifest.json: format", "not a RingScope dump");
    }

    @Test
    void aVersionFromTheFuture() throws Exception {
        Path f = dir.resolve("future.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replaceFirst("\"formatVersion\" : 1", "\"formatVersion\" : 99"));
        refused(f, "manifest.json: formatVersion", "version 99 is newer", "update RingScope");
    }

    @Test
    void aManifestThatIsNotJson() throws Exception {
        Path f = dir.resolve("json.rsdump");
        ZipCraft.editManifest(good, f, m -> m.substring(0, m.length() / 2));
        refused(f, "manifest.json", "not valid JSON");
    }

    @Test
    void aMissingField() throws Exception {
        Path f = dir.resolve("field.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replaceFirst("\"descriptors\"", "\"descriptorz\""));
        refused(f, "manifest.json: rings[0].descriptors", "missing");
    }

    @Test
    void aBlobWhoseSizeDisagreesWithTheManifest() throws Exception {
        Path f = dir.resolve("size.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replaceFirst("\"descriptors\" : (\\d+)", "\"descriptors\" : 7"));
        refused(f, "entry rings/0000.bin", "the manifest says 112", "rings[0].descriptors");
    }

    @Test
    void hostileSizesAllocateNothing() throws Exception {
        Path f = dir.resolve("hostile.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replaceFirst("\"pages\" : (\\d+)", "\"pages\" : 2000000000"));
        refused(f, "entry memory/HBM.pages", "the manifest says 8208000000000");
        Path g = dir.resolve("hostile2.rsdump");
        ZipCraft.editManifest(good, g, m -> m.replaceFirst("\"descriptors\" : (\\d+)", "\"descriptors\" : 99999999999"));
        refused(g, "manifest.json: rings[0].descriptors", "not a whole number");
    }

    @Test
    void theInflateBudgetBoundsDecompression() throws Exception {
        InputException e = assertThrows(InputException.class, () -> DumpReader.read(good, new DumpLimits(1 << 20, 100, DumpLimits.DEFAULT_MAX_ENTRIES)));
        assertTrue(e.getMessage().contains("decompression bomb"), e.getMessage());
        InputException m = assertThrows(InputException.class, () -> DumpReader.read(good, new DumpLimits(10, 1L << 30, DumpLimits.DEFAULT_MAX_ENTRIES)));
        assertTrue(m.getMessage().contains("manifest.json: larger than 10 bytes"), m.getMessage());
    }

    @Test
    void anEntryTheManifestNamesIsMissing() throws Exception {
        Path f = dir.resolve("missing.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replaceFirst("rings/0000.bin", "rings/9999.bin"));
        refused(f, "manifest.json: rings[0].entry", "names entry 'rings/9999.bin', which the zip does not hold");
        Path g = dir.resolve("passwd.rsdump");
        ZipCraft.editManifest(good, g, m -> m.replaceFirst("rings/0000.bin", "../../etc/passwd"));
        refused(g, "manifest.json: rings[0].entry", "names entry '../../etc/passwd', which the zip does not hold");
    }

    @Test
    void aNegativeUsedCountNamesUsed() throws Exception {
        Path f = dir.resolve("used.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replaceFirst("\"used\" : (\\d+)", "\"used\" : -7"));
        refused(f, "manifest.json: rings[0].used", "negative count -7");
    }

    /**
     * Many rings naming one stored entry read it once: one mapping and one CRC check shared by all (not a memory map
     * per ring against the kernel's map limit), and every ring sees the same bytes.
     */
    @Test
    void ringsSharingOneEntryShareItsBytes() throws Exception {
        Path f = dir.resolve("shared.rsdump");
        ZipCraft.editManifest(good, f, m -> {
            Matcher first = Pattern.compile("\"descriptors\" : (\\d+)").matcher(m);
            assertTrue(first.find(), "a ring");
            return m.replaceAll("rings/\\d{4}\\.bin", "rings/0000.bin")
                    .replaceAll("\"descriptors\" : \\d+", "\"descriptors\" : " + first.group(1))
                    .replaceAll("\"used\" : \\d+", "\"used\" : 0");
        });
        Dump d = DumpReader.read(f);
        assertTrue(d.rings().size() > 1, "several rings");
        Path many = dir.resolve("many.rsdump");
        ZipCraft.editManifest(good, many, m -> {
            ObjectNode o = readTree(m);
            JsonNode ring = o.path("rings").get(0);
            ArrayNode rings = o.putArray("rings");
            for (int k = 0; k < MANY_RINGS; k++) {
                rings.add(((ObjectNode) ring.deepCopy()).put("id", "vring:sg00/q" + k + "/0/tx"));
            }
            return o.toString();
        });
        assertEquals(MANY_RINGS, DumpReader.read(many).rings().size(), "more rings than the kernel's map limit");
        for (DumpRing r : d.rings()) {
            assertEquals(d.rings().get(0).word0(0), r.word0(0), r.id().toString());
        }
    }

    @Test
    void zipSlipNames() throws Exception {
        Path f = dir.resolve("slip.rsdump");
        ZipCraft.addEntry(good, f, new ZipCraft.Entry("../../evil.sh", new byte[1], false));
        refused(f, "entry '../../evil.sh'", "unsafe entry name");
        Path g = dir.resolve("abs.rsdump");
        ZipCraft.addEntry(good, g, new ZipCraft.Entry("/etc/evil", new byte[1], false));
        refused(g, "entry '/etc/evil'", "unsafe entry name");
        Path h = dir.resolve("win.rsdump");
        ZipCraft.addEntry(good, h, new ZipCraft.Entry("..\\evil", new byte[1], false));
        refused(h, "unsafe entry name");
    }

    @Test
    void duplicateEntries() throws Exception {
        Path f = dir.resolve("dup.rsdump");
        ZipCraft.addEntry(good, f, new ZipCraft.Entry("rings/0000.bin", new byte[16], true));
        refused(f, "entry 'rings/0000.bin'", "appears twice");
    }

    @Test
    void duplicateRingIds() throws Exception {
        Path f = dir.resolve("dupid.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replace("vring:sg00/qDVESpill0/0/rx", "vring:sg00/qDVESpill0/0/tx"));
        refused(f, "manifest.json: rings[1].id", "is also rings[0]");
    }

    @Test
    void aBadRingId() throws Exception {
        Path f = dir.resolve("id.rsdump");
        ZipCraft.editManifest(good, f, m -> m.replace("vring:sg00/qDVESpill0/0/rx", "vring:sg00/qDVESpill0/0/up"));
        refused(f, "manifest.json: rings[1].id", "direction must be tx or rx");
    }

    @Test
    void aRawRingThatIsNotAMultipleOf16() throws Exception {
        Path f = dir.resolve("ring.bin");
        Files.write(f, new byte[16 * 3 + 5]);
        InputException e = assertThrows(InputException.class, () -> DumpReader.readRaw(f, Direction.TX));
        assertTrue(e.getMessage().contains("ring.bin: offset 0x30 (48): field descriptor 3: the file is 53 bytes, "
                + "not a multiple of 16"), e.getMessage());
    }

    @Test
    void noSuchFile() {
        InputException e = assertThrows(InputException.class, () -> DumpReader.read(dir.resolve("nope.rsdump")));
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());
    }
}
