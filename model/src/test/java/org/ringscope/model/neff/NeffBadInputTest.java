package org.ringscope.model.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.testing.HostileNeffs;

/** Every bad input is a clear error naming the file, the offset and the field; never a hang. */
class NeffBadInputTest {
    private static final Duration BOUND = Duration.ofSeconds(20);

    private static byte[] sample() throws Exception {
        return SampleNeffs.sample().build();
    }

    private static InputException fails(byte[] file) {
        return assertThrows(InputException.class,
                () -> Assertions.assertTimeoutPreemptively(BOUND,
                        () -> NeffReader.read("bad.neff", file, ReadLimits.DEFAULT)));
    }

    private static byte[] putLong(byte[] file, int off, long v) {
        byte[] c = file.clone();
        ByteBuffer.wrap(c).order(ByteOrder.LITTLE_ENDIAN).putLong(off, v);
        return c;
    }

    /** A NEFF around an arbitrary payload, with a valid hash. */
    private static byte[] around(byte[] payload) {
        return NeffWriter.write(SampleNeffs.sample().header(), payload);
    }

    @Test
    void truncatedHeader() throws Exception {
        InputException e = fails(Arrays.copyOf(sample(), 700));
        assertEquals("neff_header", e.field());
        assertEquals(700, e.offset());
        assertTrue(e.getMessage().contains("truncated header"), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.neff"), e.getMessage());
    }

    @Test
    void emptyFileFromDisk(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("empty.neff");
        Files.write(p, new byte[0]);
        InputException e = assertThrows(InputException.class, () -> NeffReader.read(p));
        assertTrue(e.getMessage().contains(p.toString()) && e.getMessage().contains("truncated header"));
    }

    @Test
    void missingFile(@TempDir Path dir) {
        InputException e = assertThrows(InputException.class, () -> NeffReader.read(dir.resolve("nope.neff")));
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());
    }

    @Test
    void dataSizePastTheEndOfTheFile() throws Exception {
        byte[] f = sample();
        InputException e = fails(putLong(f, NeffHeader.OFF_DATA_SIZE, f.length));
        assertEquals("data_size", e.field());
        assertEquals(0x10, e.offset());
        assertTrue(e.getMessage().contains("past the end of the file"), e.getMessage());
        // A hostile size (2^63 and more) is the same clear error, not an overflow.
        assertEquals("data_size", fails(putLong(f, NeffHeader.OFF_DATA_SIZE, -1L)).field());
    }

    @Test
    void truncatedFileIsReportedAsDataSizePastTheEnd() throws Exception {
        byte[] f = sample();
        assertEquals("data_size", fails(Arrays.copyOf(f, f.length - 3000)).field());
    }

    @Test
    void headerSizeOtherThan1024() throws Exception {
        InputException e = fails(putLong(sample(), NeffHeader.OFF_HEADER_SIZE, 1224));
        assertEquals("header_size", e.field());
        assertEquals(0x8, e.offset());
        assertTrue(e.getMessage().contains("1224"));
    }

    @Test
    void unknownPkgVersion() throws Exception {
        InputException e = fails(putLong(sample(), NeffHeader.OFF_PKG_VERSION, 7));
        assertEquals("pkg_version", e.field());
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("unknown pkg_version 7"), e.getMessage());
    }

    @Test
    void hashMismatchIsAWarningAndTheFileStillLoads() throws Exception {
        byte[] f = sample();
        f[NeffHeader.OFF_HASH] ^= 0x55;
        NeffFile n = NeffReader.read("bad.neff", f, ReadLimits.DEFAULT);
        assertFalse(n.hash().valid());
        assertEquals(HashByteOrder.NONE, n.hash().byteOrder());
        assertEquals(1, n.warnings().size());
        assertTrue(n.warnings().get(0).contains("offset 0xac: field hash: MD5 mismatch"), n.warnings().get(0));
        assertEquals(7, ManifestParser.parse(n).subgraphs().get(0).dmaEntryCount());
    }

    @Test
    void corruptGzip() throws Exception {
        byte[] payload = NeffWriter.payload(SampleNeffs.sample().members(), true, false);
        for (int i = 40; i < 400; i++) {
            payload[i] = (byte) (payload[i] ^ 0xA7);
        }
        InputException e = fails(around(payload));
        assertEquals("payload (gzip)", e.field());
        // The offset points into the damaged region (bytes 40..400 of the payload), not at the end of the buffer.
        assertTrue(e.offset() >= 0x400 + 40 && e.offset() <= 0x400 + 400 + 16, "offset near the damage: " + e.offset());
        assertTrue(e.getMessage().contains("corrupt gzip"), e.getMessage());
    }

    @Test
    void gzipCutShortIsCorruptNotAHang() throws Exception {
        byte[] payload = NeffWriter.payload(SampleNeffs.sample().members(), true, false);
        InputException e = fails(around(Arrays.copyOf(payload, payload.length / 2)));
        assertEquals("payload (gzip)", e.field());
    }

    @Test
    void payloadThatIsNeitherGzipNorTar() throws Exception {
        InputException e = fails(around("this is not an archive".repeat(40).getBytes(StandardCharsets.US_ASCII)));
        assertEquals("payload", e.field());
        assertEquals(0x400, e.offset());
    }

    @Test
    void tarMemberWithAnAbsolutePathIsRejected() throws Exception {
        InputException e = fails(around(tar(Map.of("/etc/passwd", new byte[10]))));
        assertEquals("tar member name", e.field());
        assertTrue(e.getMessage().contains("absolute path") && e.getMessage().contains("/etc/passwd"), e.getMessage());
    }

    @Test
    void tarMemberEscapingWithDotDotIsRejected() throws Exception {
        InputException e = fails(around(tar(Map.of("sg00/../../evil.json", new byte[10]))));
        assertEquals("tar member name", e.field());
        assertTrue(e.getMessage().contains("'..'"), e.getMessage());
    }

    @Test
    void decompressionBombStopsAtTheLimit() throws Exception {
        // 64 MiB of zeros gzip to ~64 KiB; a 1 MiB limit must stop it without allocating the member.
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(bytes))) {
            TarArchiveEntry e = new TarArchiveEntry("sg00/bomb.bin");
            long size = 64L << 20;
            e.setSize(size);
            t.putArchiveEntry(e);
            byte[] zeros = new byte[1 << 20];
            for (long w = 0; w < size; w += zeros.length) {
                t.write(zeros);
            }
            t.closeArchiveEntry();
        }
        byte[] file = around(bytes.toByteArray());
        InputException ex = assertThrows(InputException.class,
                () -> NeffReader.read("bomb.neff", file, new ReadLimits(1 << 20)));
        assertTrue(ex.getMessage().contains("--max-unpacked"), ex.getMessage());
        // Within the limit the same file loads.
        assertEquals(64L << 20, NeffReader.read("bomb.neff", file, new ReadLimits(80L << 20)).members()
                .size("sg00/bomb.bin"));
    }

    @Test
    void hostileMemberSizeIsRefusedBeforeAllocating() throws Exception {
        byte[] t = tar(Map.of("big.bin", new byte[512]));
        // Rewrite the size field (octal, offset 124 of the header) to 77777777777 (8 GiB) and fix the checksum.
        byte[] size = "77777777777\0".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(size, 0, t, 124, size.length);
        fixChecksum(t);
        InputException e = fails(around(t));
        assertTrue(e.field().startsWith("tar member 'big.bin'"), e.field());
        assertTrue(e.getMessage().contains("--max-unpacked"), e.getMessage());
    }

    @Test
    void malformedJsonNamesTheMemberAndLine() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        b.member("sg00/def.json", "{\n  \"version\": \"0.6\",\n  \"var\": {,\n}".getBytes(StandardCharsets.UTF_8));
        NeffFile f = NeffReader.read("json.neff", b.build(), ReadLimits.DEFAULT);
        InputException e = assertThrows(InputException.class, () -> ManifestParser.parse(f));
        assertEquals("json.neff!sg00/def.json", e.file());
        assertTrue(e.field().startsWith("line 3,"), e.field());
        assertTrue(e.getMessage().contains("malformed JSON"), e.getMessage());
    }

    @Test
    void wrongTypeInAManifestFieldNamesThePath() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        b.json("sg00/SP.json", NeffBuilder.obj("dma", NeffBuilder.list(NeffBuilder.obj("id", "zero", "queue", "q"))));
        NeffFile f = NeffReader.read("type.neff", b.build(), ReadLimits.DEFAULT);
        InputException e = assertThrows(InputException.class, () -> ManifestParser.parse(f));
        assertEquals("type.neff!sg00/SP.json", e.file());
        assertEquals("dma[0].id", e.field());
    }

    @Test
    void aManifestNamingAMissingMemberSaysWhichKeyNamedIt() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        Map<String, byte[]> m = new LinkedHashMap<>(b.members());
        m.remove("sg00/Pool.bin");
        NeffFile f = NeffReader.read("missing.neff", NeffWriter.write(b.header(), NeffWriter.payload(m, true, true)),
                ReadLimits.DEFAULT);
        InputException e = assertThrows(InputException.class, () -> ManifestParser.parse(f));
        assertEquals("sg00/def.json: pool_instr", e.field());
        assertTrue(e.getMessage().contains("'sg00/Pool.bin', which is not in the NEFF"), e.getMessage());
    }

    @Test
    void everyTruncationOfASampleIsAnErrorOrALoadNeverACrash() throws Exception {
        byte[] f = sample();
        for (int cut = 0; cut < f.length; cut += 97) {
            byte[] c = Arrays.copyOf(f, cut);
            try {
                NeffReader.read("cut.neff", c, ReadLimits.DEFAULT);
            } catch (InputException expected) {
                assertFalse(expected.getMessage().isBlank());
            }
        }
    }

    private static byte[] tar(Map<String, byte[]> members) {
        return HostileNeffs.plainTar(members);
    }

    private static void fixChecksum(byte[] header) {
        HostileNeffs.fixChecksum(header);
    }
}
