package org.ringscope.model.neff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.testing.Fixtures;

/** Write → read gives the same members, a valid header and a valid word-swapped hash. */
class NeffWriterRoundTripTest {

    @Test
    void sampleRoundTripsThroughWriterAndReader(@TempDir Path dir) throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        Path out = dir.resolve("s.neff");
        b.write(out);
        NeffFile f = NeffReader.read(out);
        assertEquals(b.members().keySet().stream().toList(), f.members().names());
        b.members().forEach((k, v) -> assertArrayEquals(v, f.members().get(k).orElseThrow(), k));
        assertTrue(f.hash().valid());
        assertEquals(HashByteOrder.WORD_SWAPPED, f.hash().byteOrder());
        assertEquals(PayloadEncoding.GZIP_TAR, f.encoding());
        NeffHeader h = f.header();
        assertEquals(2, h.pkgVersion());
        assertEquals(1024, h.headerSize());
        assertEquals(Files.size(out) - 1024, h.dataSize());
        assertEquals(0, h.dataSize() % NeffWriter.PAD_BLOCK, "payload padded to 10240 like the compiler's");
        assertEquals(b.header().withPayload(h.dataSize(), h.hash()), h);
        assertEquals('4', h.uuidText().charAt(14), "uuid is in v4 form");
        assertTrue(f.warnings().isEmpty(), f.warnings()::toString);
    }

    @Test
    void aCompilerNeffsMembersRewrittenReadBackIdentically(@TempDir Path dir) throws Exception {
        NeffFile orig = NeffReader.read(Fixtures.shared("neff").resolve("v6b.neff"));
        Map<String, byte[]> members = new LinkedHashMap<>();
        orig.members().names().forEach(n -> members.put(n, orig.members().get(n).orElseThrow()));
        Path out = dir.resolve("v6b-rewritten.neff");
        NeffWriter.write(orig.header(), members, out);
        NeffFile again = NeffReader.read(out);
        assertEquals(orig.members().names(), again.members().names());
        for (String n : orig.members().names()) {
            assertArrayEquals(orig.members().get(n).orElseThrow(), again.members().get(n).orElseThrow(), n);
        }
        assertEquals(orig.header().uuidText(), again.header().uuidText());
        assertEquals(orig.header().featureBits(), again.header().featureBits());
        assertTrue(again.hash().valid());
        assertEquals(NeffInfo.of(orig, ManifestParser.parse(orig)).subgraphs(),
                NeffInfo.of(again, ManifestParser.parse(again)).subgraphs());
    }

    @Test
    void anUncompressedTarPayloadIsSniffedAndRead() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        byte[] file = NeffWriter.write(b.header(), NeffWriter.payload(b.members(), false, false));
        NeffFile f = NeffReader.read("plain.neff", file, ReadLimits.DEFAULT);
        assertEquals(PayloadEncoding.TAR, f.encoding());
        assertTrue(f.hash().valid());
        assertEquals(b.members().size(), f.members().count());
        assertEquals(7, ManifestParser.parse(f).subgraphs().get(0).dmaEntryCount());
    }

    @Test
    void aHashStoredInDigestOrderIsAcceptedAndReported() throws Exception {
        NeffBuilder b = SampleNeffs.sample();
        byte[] payload = NeffWriter.payload(b.members(), true, true);
        byte[] file = NeffWriter.write(b.header(), payload);
        byte[] digest = NeffWriter.digest(2, payload);
        System.arraycopy(digest, 0, file, NeffHeader.OFF_HASH, 16);
        NeffFile f = NeffReader.read("digest-order.neff", file, ReadLimits.DEFAULT);
        assertTrue(f.hash().valid());
        assertEquals(HashByteOrder.DIGEST, f.hash().byteOrder());
    }

    @Test
    void theCommittedSampleIsExactlyWhatTheGeneratorWrites() throws Exception {
        byte[] committed = Files.readAllBytes(Fixtures.repo("resources/samples/sample.neff"));
        assertArrayEquals(SampleNeffs.sample().build(), committed,
                "resources/samples/sample.neff is stale: run resources/samples/regenerate.sh");
    }

    @Test
    void headerEncodeDecodeIsLossless() throws Exception {
        NeffHeader h = new NeffHeader(2, 1024, 61440, 2, 0, "2.0.21884.0%kaena-tools/develop@6c66f4b", 1,
                new byte[] {1, 2, 3}, new byte[] {9, 8, 7}, "file.neff", 1, new byte[] {1}, 0x209c00, 2);
        byte[] enc = h.encode();
        assertEquals(1024, enc.length);
        assertEquals(h, NeffHeader.decode(ByteBuffer.wrap(enc), "x"));
        assertEquals(0x28, NeffHeader.OFF_BUILD_VERSION);
        assertEquals(0x22C + 468, NeffHeader.SIZE, "the pad runs to the end of the 1024-byte header");
    }
}
