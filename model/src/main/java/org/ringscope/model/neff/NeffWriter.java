package org.ringscope.model.neff;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;

/**
 * Writes a NEFF in the format the compiler produces (neff-format.md §1, §5): a POSIX ustar of regular
 * files (mode 0664, owner nobody, mtime 0), gzip-compressed, zero-padded to a multiple of 10240 bytes,
 * behind a 1024-byte header whose hash is the word-swapped MD5 of the whole payload window. Output is
 * deterministic: the same members and header give the same bytes.
 */
public final class NeffWriter {
    /** libarchive's default blocking, which the compiler's payloads are padded to. */
    public static final int PAD_BLOCK = 10240;

    private NeffWriter() {
    }

    /** The payload for {@code members}: gzip(tar), optionally padded. */
    public static byte[] payload(Map<String, byte[]> members, boolean compress, boolean pad) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OutputStream target = compress ? new FastGzip(out) : out;
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(target)) {
            tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (Map.Entry<String, byte[]> m : members.entrySet()) {
                TarArchiveEntry e = new TarArchiveEntry(m.getKey());
                e.setSize(m.getValue().length);
                e.setMode(0100664);
                e.setUserName("nobody");
                e.setGroupName("nobody");
                e.setModTime(0);
                tar.putArchiveEntry(e);
                tar.write(m.getValue());
                tar.closeArchiveEntry();
            }
            tar.finish();
        }
        if (pad && out.size() % PAD_BLOCK != 0) {
            out.write(new byte[PAD_BLOCK - out.size() % PAD_BLOCK]);
        }
        return out.toByteArray();
    }

    /** The complete file: {@code template}'s header with data_size and hash filled in, then the payload. */
    public static byte[] write(NeffHeader template, byte[] payload) {
        byte[] digest = HashVerifier.digestFor(template.pkgVersion()).digest(payload);
        NeffHeader h = template.withPayload(payload.length, HashVerifier.headerField(digest));
        byte[] file = new byte[NeffHeader.SIZE + payload.length];
        System.arraycopy(h.encode(), 0, file, 0, NeffHeader.SIZE);
        System.arraycopy(payload, 0, file, NeffHeader.SIZE, payload.length);
        return file;
    }

    /** Writes {@code members} behind {@code template} to {@code path} atomically (temporary file, then rename). */
    public static void write(NeffHeader template, Map<String, byte[]> members, Path path) throws IOException {
        byte[] file = write(template, payload(members, true, true));
        Path dir = path.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, ".neff-", ".tmp");
        try {
            Files.write(tmp, file);
            Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The digest the header must hold for {@code payload}, in digest order. */
    public static byte[] digest(long pkgVersion, byte[] payload) {
        MessageDigest md = HashVerifier.digestFor(pkgVersion);
        return md.digest(payload);
    }

    /** gzip with the fastest level (XFL=4 like the compiler's payloads) and mtime 0. */
    private static final class FastGzip extends GZIPOutputStream {
        FastGzip(OutputStream out) throws IOException {
            super(out, 1 << 16);
            def.setLevel(Deflater.BEST_SPEED);
        }
    }
}
