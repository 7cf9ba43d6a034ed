package org.ringscope.model.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarConstants;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.neff.NeffWriter;

/**
 * The hostile NEFFs of the tests and the fuzz corpora, each built from a real generated NEFF with one thing made
 * hostile: an output name that climbs out of the output directory, a var_id past its descriptor bits, a subgraph
 * name longer than a vring name holds, a negative size, a manifest that is a scalar, a key given twice, archive
 * members that are links or devices, a tar header whose checksum is wrong, a member declaring far more than the
 * file holds, a gzip bomb, and queue sets the runtime's {@code dma_queue} parse refuses.
 */
public final class HostileNeffs {
    private static final ObjectMapper JSON = new ObjectMapper();

    private HostileNeffs() {
    }

    /** The copy profile (4 descriptors) with its output variable renamed to {@code name}. */
    public static NeffBuilder copyWithOutput(String name) {
        NeffBuilder b = GenProfiles.build("copy", OptionalInt.of(4), OptionalInt.empty());
        String json;
        try {
            json = JSON.writeValueAsString(name);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
        edit(b, "sg00/def.json", "\"out\" : {", json + " : {");
        edit(b, "sg00/SP.json", "\"to\" : \"out\"", "\"to\" : " + json);
        edit(b, "neff.json", "\"output_names\" : [ \"out\" ]", "\"output_names\" : [ " + json + " ]");
        return b;
    }

    /** Replaces {@code from} by {@code to} in a JSON member (which must contain it). */
    public static NeffBuilder edit(NeffBuilder b, String member, String from, String to) {
        String s = new String(b.members().get(member), StandardCharsets.UTF_8);
        if (!s.contains(from)) {
            throw new IllegalArgumentException(member + " has no " + from);
        }
        return b.member(member, s.replace(from, to).getBytes(StandardCharsets.UTF_8));
    }

    /** The queues profile (static and dynamic queue sets) with {@code from} replaced by {@code to} in sg00/def.json. */
    public static NeffBuilder queueSets(String from, String to) {
        return edit(GenProfiles.build("queues", OptionalInt.empty(), OptionalInt.empty()), "sg00/def.json", from, to);
    }

    /** The queues profile's dynamic queue set qPoolDynamic with {@code owner} (null: no owner) and {@code numQueues}. */
    public static NeffBuilder poolDynamic(String owner, String numQueues) {
        return queueSets("\"num_queues\" : 16,\n      \"owner\" : \"pool\",\n", "\"num_queues\" : " + numQueues + ",\n"
                + (owner == null ? "" : "      \"owner\" : \"" + owner + "\",\n"));
    }

    public static NeffBuilder varIdOverflow() {
        return edit(copyWithOutput("out"), "sg00/def.json", "\"var_id\" : 1", "\"var_id\" : 600000");
    }

    public static NeffBuilder longSubgraphName() {
        return edit(copyWithOutput("out"), "kelf-0.json", "\"name\" : \"sg00\"", "\"name\" : \"" + "g".repeat(300) + "\"");
    }

    public static NeffBuilder negativeSize() {
        return edit(copyWithOutput("out"), "sg00/def.json", "\"size\" : 64", "\"size\" : -64");
    }

    public static NeffBuilder scalarDefinition() {
        return copyWithOutput("out").member("sg00/def.json", "42".getBytes(StandardCharsets.US_ASCII));
    }

    public static NeffBuilder duplicateKey() {
        return edit(copyWithOutput("out"), "sg00/def.json", "\"act\" :", "\"act\" : \"x.json\", \"act\" :");
    }

    /** A file around {@code payload} with the sample's header (and a valid hash). */
    public static byte[] around(byte[] payload) {
        return NeffWriter.write(SampleNeffs.sample().header(), payload);
    }

    /** The sample with a symbolic link, a hard link, two devices and a FIFO among its members. */
    public static byte[] specialMembers() {
        Map<String, byte[]> members = SampleNeffs.sample().members();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(out))) {
            special(t, "sg00/link.json", TarConstants.LF_SYMLINK, "/etc/passwd");
            special(t, "sg00/hard.json", TarConstants.LF_LINK, "sg00/def.json");
            special(t, "sg00/tty", TarConstants.LF_CHR, null);
            special(t, "sg00/disk", TarConstants.LF_BLK, null);
            special(t, "sg00/pipe", TarConstants.LF_FIFO, null);
            for (Map.Entry<String, byte[]> m : members.entrySet()) {
                regular(t, m.getKey(), m.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return around(out.toByteArray());
    }

    /** A plain tar of one member whose header has one name byte changed after its checksum was computed. */
    public static byte[] badTarChecksum() {
        byte[] t = plainTar(Map.of("sg00/def.json", "{}".getBytes(StandardCharsets.US_ASCII)));
        t[20] ^= 0x01;
        return around(t);
    }

    /** A plain tar whose one member declares 1.9 GiB (the file is a few KiB). */
    public static byte[] hugeDeclaredMember() {
        byte[] t = plainTar(Map.of("big.bin", new byte[512]));
        byte[] size = "16200000000\0".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(size, 0, t, 124, size.length);
        fixChecksum(t);
        return around(t);
    }

    /** A gzip'd tar of one member of {@code bytes} zeros: a few KiB per MiB it unpacks to. */
    public static byte[] gzipBomb(long bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(new GZIPOutputStream(out))) {
            TarArchiveEntry e = new TarArchiveEntry("sg00/bomb.bin");
            e.setSize(bytes);
            t.putArchiveEntry(e);
            byte[] zeros = new byte[1 << 20];
            for (long w = 0; w < bytes; w += zeros.length) {
                t.write(zeros, 0, (int) Math.min(zeros.length, bytes - w));
            }
            t.closeArchiveEntry();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return around(out.toByteArray());
    }

    /** A plain tar of {@code members}. */
    public static byte[] plainTar(Map<String, byte[]> members) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(out)) {
            for (Map.Entry<String, byte[]> m : new LinkedHashMap<>(members).entrySet()) {
                regular(t, m.getKey(), m.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** Recomputes the checksum of the 512-byte tar header at the start of {@code header}. */
    public static void fixChecksum(byte[] header) {
        Arrays.fill(header, 148, 156, (byte) ' ');
        long sum = 0;
        for (int i = 0; i < 512; i++) {
            sum += header[i] & 0xFF;
        }
        byte[] cs = String.format("%06o\0 ", sum).getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(cs, 0, header, 148, 8);
    }

    private static void regular(TarArchiveOutputStream t, String name, byte[] data) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name, true);
        e.setSize(data.length);
        t.putArchiveEntry(e);
        t.write(data);
        t.closeArchiveEntry();
    }

    private static void special(TarArchiveOutputStream t, String name, byte flag, String link) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name, flag);
        if (link != null) {
            e.setLinkName(link);
        }
        t.putArchiveEntry(e);
        t.closeArchiveEntry();
    }
}
