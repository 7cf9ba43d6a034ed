package org.ringscope.model.neff;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.ringscope.model.io.AtomicWrite;
import org.ringscope.model.io.CountingOutputStream;
import org.ringscope.model.io.OutputTarget;

/**
 * Writes a NEFF in the format the compiler produces (docs/reference/neff-container.md): a POSIX ustar of regular
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
        writePayload(members, compress, pad, out);
        return out.toByteArray();
    }

    /** Streams the payload for {@code members} to {@code out}; returns its length in bytes. */
    private static long writePayload(Map<String, byte[]> members, boolean compress, boolean pad, OutputStream sink)
            throws IOException {
        CountingOutputStream out = new CountingOutputStream(sink);
        OutputStream target = compress ? new FastGzip(out) : out;
        TarArchiveOutputStream tar = new TarArchiveOutputStream(new NonClosing(target));
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
        tar.close();
        if (target instanceof FastGzip gz) {
            gz.finish();
        }
        if (pad && out.count() % PAD_BLOCK != 0) {
            out.write(new byte[(int) (PAD_BLOCK - out.count() % PAD_BLOCK)]);
        }
        out.flush();
        return out.count();
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

    /**
     * Writes {@code members} behind {@code template} to {@code path}, streaming (the payload is never held in
     * memory) and atomically ({@link AtomicWrite}: a temporary file beside the target, flushed, then a rename; {@link OutputTarget}).
     */
    public static void write(NeffHeader template, Map<String, byte[]> members, Path path) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        write(template, members, OutputTarget.file(path));
    }

    /** {@link #write(NeffHeader, Map, Path)} to {@code target} (a FIFO, a device, standard output: decision 1330). */
    public static void write(NeffHeader template, Map<String, byte[]> members, OutputTarget target) throws IOException {
        target.write(tmp -> {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ch.write(ByteBuffer.allocate(NeffHeader.SIZE));
                MessageDigest md = HashVerifier.digestFor(template.pkgVersion());
                OutputStream body = new BufferedOutputStream(
                        new DigestOutputStream(new NonClosing(Channels.newOutputStream(ch)), md), 1 << 16);
                long size = writePayload(members, true, true, body);
                body.flush();
                NeffHeader h = template.withPayload(size, HashVerifier.headerField(md.digest()));
                ch.write(ByteBuffer.wrap(h.encode()), 0);
            }
        });
    }

    /** The digest the header must hold for {@code payload}, in digest order. */
    public static byte[] digest(long pkgVersion, byte[] payload) {
        MessageDigest md = HashVerifier.digestFor(pkgVersion);
        return md.digest(payload);
    }

    /** Keeps an inner stream open when an outer one closes. */
    private static final class NonClosing extends FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    /** gzip with the fastest level (XFL=4 like the compiler's payloads) and mtime 0. */
    private static final class FastGzip extends GZIPOutputStream {
        FastGzip(OutputStream out) throws IOException {
            super(out, 1 << 16);
            def.setLevel(Deflater.BEST_SPEED);
        }
    }
}
