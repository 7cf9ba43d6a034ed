package org.ringscope.model.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.io.MemoryBudget;
import org.ringscope.model.testing.HostileNeffs;

/**
 * Hostile NEFFs: sizes that would exhaust the heap if believed, archive members that are not files, corrupt tar
 * headers, manifests of the wrong shape or with values a model invariant would trip on, and paths that are not
 * files. Each is a clean {@link InputException} naming the file and the member or field — or, for members that
 * are not regular files, a warning and a skip.
 */
class HostileNeffTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The sample with one JSON member edited as a tree. */
    private static NeffFile edited(String member, Consumer<ObjectNode> edit) throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        ObjectNode n = (ObjectNode) JSON.readTree(b.members().get(member));
        edit.accept(n);
        b.member(member, JSON.writeValueAsBytes(n));
        return NeffReader.read("edited.neff", b.build(), ReadLimits.DEFAULT);
    }

    private static InputException refusedManifest(NeffFile f, String file, String field, String... parts) {
        InputException e = assertThrows(InputException.class, () -> ManifestParser.parse(f));
        assertEquals(file, e.file(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
        for (String p : parts) {
            assertTrue(e.getMessage().contains(p), "'" + p + "' in: " + e.getMessage());
        }
        return e;
    }

    @Test
    void aSmallFileDeclaringAHugeMemberAllocatesOnlyWhatArrives() throws Exception {
        // 1.9 GiB declared, in a file of a few KiB, under a limit that would allow it
        byte[] file = HostileNeffs.hugeDeclaredMember();
        assertTrue(file.length < 16 << 10);
        InputException e = assertThrows(InputException.class,
                () -> NeffReader.read("claim.neff", file, new ReadLimits(8L << 30)));
        assertTrue(e.getMessage().startsWith("claim.neff") && e.getMessage().toLowerCase().contains("truncated tar"),
                e.getMessage());
    }

    @Test
    void theDefaultLimitIsAQuarterOfTheHeapAtMost() {
        assertTrue(ReadLimits.DEFAULT.maxUnpacked() <= Math.max(MemoryBudget.FLOOR, MemoryBudget.maxHeap() / 4));
        assertTrue(ReadLimits.DEFAULT.maxUnpacked() <= ReadLimits.DEFAULT_MAX_UNPACKED);
    }

    @Test
    void linksDevicesAndFifosAreSkippedWithAWarning() throws Exception {
        NeffFile f = NeffReader.read("special.neff", HostileNeffs.specialMembers(), ReadLimits.DEFAULT);
        for (String name : List.of("sg00/link.json", "sg00/hard.json", "sg00/tty", "sg00/disk", "sg00/pipe")) {
            assertFalse(f.members().contains(name), name + " is not a member");
        }
        String w = String.join("\n", f.warnings());
        for (String p : List.of("'sg00/link.json' is a symbolic link to '/etc/passwd'",
                "'sg00/hard.json' is a hard link to 'sg00/def.json'", "'sg00/tty' is a character device",
                "'sg00/disk' is a block device", "'sg00/pipe' is a FIFO", "not a regular file, and was skipped")) {
            assertTrue(w.contains(p), p + " in:\n" + w);
        }
        NeffFile plain = NeffReader.read("sample.neff", SampleNeffs.sample().build(), ReadLimits.DEFAULT);
        assertEquals(ManifestParser.parse(plain).subgraphs().get(0).dmaEntryCount(),
                ManifestParser.parse(f).subgraphs().get(0).dmaEntryCount(), "the rest still loads");
    }

    @Test
    void aCorruptTarHeaderChecksumIsAnError() throws Exception {
        InputException e = assertThrows(InputException.class,
                () -> NeffReader.read("sum.neff", HostileNeffs.badTarChecksum(), ReadLimits.DEFAULT));
        assertTrue(e.getMessage().startsWith("sum.neff"), e.getMessage());
        assertTrue(e.getMessage().contains("checksum mismatch in the 512-byte header at tar offset 0x0"), e.getMessage());
    }

    @Test
    void manifestsThatAreNotObjects() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        b.member("sg00/def.json", "42".getBytes(StandardCharsets.US_ASCII));
        NeffFile f = NeffReader.read("scalar.neff", b.build(), ReadLimits.DEFAULT);
        refusedManifest(f, "scalar.neff!sg00/def.json", "", "expected a JSON object, found number");
        NeffBuilder c = SampleNeffs.sample();
        c.member("sg00/SP.json", "[1, 2]".getBytes(StandardCharsets.US_ASCII));
        refusedManifest(NeffReader.read("scalar.neff", c.build(), ReadLimits.DEFAULT), "scalar.neff!sg00/SP.json", "",
                "expected a JSON object, found array");
    }

    @Test
    void aKeyGivenTwiceIsRefused() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        String def = new String(b.members().get("sg00/def.json"), StandardCharsets.UTF_8);
        b.member("sg00/def.json", def.replaceFirst("\"act\" :", "\"act\" : \"x.json\", \"act\" :")
                .getBytes(StandardCharsets.UTF_8));
        NeffFile f = NeffReader.read("twice.neff", b.build(), ReadLimits.DEFAULT);
        InputException e = refusedManifest(f, "twice.neff!sg00/def.json", "line 2, column 26",
                "Duplicate field 'act'");
        assertTrue(e.offset() > 0);
    }

    @Test
    void variableValuesAreRangeChecked() throws Exception {
        String var = firstVar();
        refusedManifest(edited("sg00/def.json", d -> ((ObjectNode) d.get("var").get(var)).put("size", -4)),
                "edited.neff!sg00/def.json", "var." + var + ".size", "-4 is outside 0..");
        refusedManifest(edited("sg00/def.json", d -> ((ObjectNode) d.get("var").get(var)).put("var_id", 600000)),
                "edited.neff!sg00/def.json", "var." + var + ".var_id", "600000 is outside 0..524287",
                "var_id bits 54:36");
        refusedManifest(edited("sg00/def.json", d -> ((ObjectNode) d.get("var").get(var)).put("var_id",
                new BigInteger("123456789012345678901234567890"))), "edited.neff!sg00/def.json",
                "var." + var + ".var_id", "does not fit a 64-bit integer");
        refusedManifest(edited("sg00/def.json", d -> ((ObjectNode) d.get("var")).put(var, "text")),
                "edited.neff!sg00/def.json", "var." + var, "expected an object, found string");
    }

    @Test
    void namesThatCannotNameAVringAreRefused() throws Exception {
        String longName = "s".repeat(300);
        refusedManifest(edited("kelf-0.json", k -> ((ObjectNode) k.get("graphs").get(0)).put("name", longName)),
                "edited.neff!kelf-0.json", "graphs[0].name", "a subgraph name of 300 characters", "at most 249 fit");
        refusedManifest(edited("sg00/def.json", d -> {
            ObjectNode q = (ObjectNode) d.get("dma_queue");
            q.set("q".repeat(260), q.get("qActIO0"));
        }), "edited.neff!sg00/def.json", "dma_queue." + "q".repeat(260), "a queue name of 260 characters");
    }

    @Test
    void pathsThatAreNotFilesAreRefusedWithWhatTheyAreNeverBlocking(@TempDir Path dir) throws Exception {
        InputException d = assertThrows(InputException.class, () -> NeffReader.read(dir));
        assertTrue(d.getMessage().contains("is a directory"), d.getMessage());
        Path zero = Path.of("/dev/zero");
        if (Files.exists(zero)) {
            InputException z = assertThrows(InputException.class, () -> NeffReader.read(zero));
            assertTrue(z.getMessage().contains("/dev/zero: is a character device"), z.getMessage());
        }
        Path fifo = dir.resolve("pipe.neff");
        Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo");
        InputException p = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(InputException.class, () -> NeffReader.read(fifo)));
        assertTrue(p.getMessage().contains("is a FIFO (named pipe)") && p.getMessage().contains("'-'"), p.getMessage());
    }

    @Test
    void aStreamReadsExactlyTheHeaderAndThePayload() throws Exception {
        byte[] file = SampleNeffs.sample().build();
        byte[] withTail = Arrays.copyOf(file, file.length + 4096);
        NeffFile s = NeffReader.read("<stdin>", new ByteArrayInputStream(withTail), ReadLimits.DEFAULT);
        NeffFile m = NeffReader.read("sample.neff", file, ReadLimits.DEFAULT);
        assertEquals(m.members().names(), s.members().names());
        assertEquals(m.sha256(), s.sha256(), "the SHA-256 of header and payload: the whole file here");
        assertEquals(file.length, s.fileSize());
        InputException cut = assertThrows(InputException.class, () -> NeffReader.read("<stdin>",
                new ByteArrayInputStream(Arrays.copyOf(file, file.length - 2000)), ReadLimits.DEFAULT));
        assertTrue(cut.getMessage().startsWith("<stdin>"), cut.getMessage());
    }

    private static String firstVar() throws Exception {
        return JSON.readTree(SampleNeffs.sample().members().get("sg00/def.json")).get("var").fieldNames().next();
    }
}
