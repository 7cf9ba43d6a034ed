package org.ringscope.model.neff;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.ringscope.model.InputException;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.io.MemoryBudget;

/**
 * Reads a NEFF container: the 1024-byte header, the hash over the payload window, the payload (gzip or
 * plain tar, sniffed) and its members. The file is read once, as a stream: the hash is computed while the
 * payload inflates, and no copy of the whole payload is made.
 */
public final class NeffReader {
    private static final int SNIFF = 512;
    private static final int BUFFER = 1 << 16;

    private NeffReader() {
    }

    public static NeffFile read(Path path) throws IOException, InputException {
        return read(path, ReadLimits.DEFAULT);
    }

    public static NeffFile read(Path path, ReadLimits limits) throws IOException, InputException {
        if (InputFiles.isStdin(path)) {
            try (InputStream in = InputFiles.open(path)) {
                return read(InputFiles.STDIN_NAME, in, limits);
            }
        }
        String name = path.toString();
        InputFiles.requireRegular(path);
        FileChannel ch;
        try {
            ch = FileChannel.open(path, StandardOpenOption.READ);
        } catch (IOException e) {
            throw InputFiles.cannotRead(name, e);
        }
        try (ch) {
            long size = ch.size();
            ByteBuffer hb = ByteBuffer.allocate((int) Math.min(size, NeffHeader.SIZE));
            while (hb.hasRemaining() && ch.read(hb) >= 0) {
                // read the header
            }
            hb.flip();
            MessageDigest file = sha256();
            file.update(hb.duplicate());
            NeffHeader header = NeffHeader.decode(hb, name);
            List<String> warnings = new ArrayList<>(HeaderChecks.check(header, size, name));
            ch.position(NeffHeader.SIZE);
            InputStream raw = new DigestInputStream(new BufferedInputStream(Channels.newInputStream(ch), BUFFER), file);
            NeffFile f = readPayload(name, size, header, warnings, raw, limits);
            raw.transferTo(OutputSink.INSTANCE);
            return f.withSha256(HexFormat.of().formatHex(file.digest()));
        } catch (IOException e) {
            throw InputFiles.cannotRead(name, e);
        }
    }

    /**
     * Reads a NEFF from a stream (standard input): the header, then exactly {@code data_size} payload bytes;
     * whatever follows the payload is not read, and the SHA-256 covers the header and the payload.
     */
    public static NeffFile read(String name, InputStream in, ReadLimits limits) throws IOException, InputException {
        byte[] head = in.readNBytes(NeffHeader.SIZE);
        NeffHeader header = NeffHeader.decode(ByteBuffer.wrap(head), name);
        List<String> warnings = new ArrayList<>(HeaderChecks.check(header, -1, name));
        MessageDigest file = sha256();
        file.update(head);
        InputStream raw = new DigestInputStream(new BufferedInputStream(in, BUFFER), file);
        NeffFile f = readPayload(name, -1, header, warnings, raw, limits);
        return f.withSha256(HexFormat.of().formatHex(file.digest()))
                .withFileSize(NeffHeader.SIZE + header.dataSize());
    }

    /** Reads a NEFF held in memory (tests, the generator's round trip). */
    public static NeffFile read(String name, byte[] file, ReadLimits limits) throws IOException, InputException {
        NeffHeader header = NeffHeader.decode(ByteBuffer.wrap(file), name);
        List<String> warnings = new ArrayList<>(HeaderChecks.check(header, file.length, name));
        InputStream raw = new ByteArrayInputStream(file, NeffHeader.SIZE, file.length - NeffHeader.SIZE);
        NeffFile f = readPayload(name, file.length, header, warnings, raw, limits);
        return f.withSha256(HexFormat.of().formatHex(sha256().digest(file)));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    private static NeffFile readPayload(String name, long fileSize, NeffHeader header, List<String> warnings,
                                        InputStream raw, ReadLimits limits)
            throws IOException, InputException {
        MessageDigest md = HashVerifier.digestFor(header.pkgVersion());
        PayloadStream payload = new PayloadStream(raw, header.dataSize(), md);
        SniffBuffer sniffable = new SniffBuffer(payload);
        PayloadEncoding encoding = sniff(sniffable, name);
        Map<String, byte[]> members;
        TrackingGzip gzip = null;
        try {
            if (encoding == PayloadEncoding.GZIP_TAR) {
                gzip = new TrackingGzip(sniffable);
            }
            InputStream unpacked = gzip != null ? gzip : sniffable;
            LimitedInputStream limited = new LimitedInputStream(unpacked, limits.maxUnpacked());
            members = TarMembers.read(limited, name, limits, warnings);
            // Read the rest of the archive: the gzip trailer (CRC and length) is only checked at its end.
            limited.transferTo(OutputSink.INSTANCE);
            payload.drain();
        } catch (LimitedInputStream.LimitExceededException e) {
            throw new InputException(name, -1, "payload", e.getMessage() + ", the unpacked-size limit"
                    + MemoryBudget.explain(limits.maxUnpacked(), "--max-unpacked") + ": refusing a possible decompression"
                    + " bomb");
        } catch (ZipException | EOFException e) {
            // The compressed byte the inflater stopped at: what was read, less what still waits in the buffers.
            long consumed = payload.position() - sniffable.buffered() - (gzip == null ? 0 : gzip.unread());
            throw new InputException(name, NeffHeader.SIZE + consumed,
                    encoding == PayloadEncoding.GZIP_TAR ? "payload (gzip)" : "payload (tar)",
                    (encoding == PayloadEncoding.GZIP_TAR ? "corrupt gzip: " : "truncated tar: ") + e.getMessage(), e);
        } catch (IOException e) {
            if (e.getCause() instanceof InputException ie) {
                throw ie;
            }
            throw new InputException(name, NeffHeader.SIZE + payload.position(), "payload (tar)",
                    "corrupt tar: " + e.getMessage(), e);
        }
        HashStatus hash = HashVerifier.verify(header, md.getAlgorithm(), md.digest());
        if (!hash.valid()) {
            warnings.add(name + ": offset 0xac: field hash: " + hash.algorithm() + " mismatch: the header stores "
                    + hash.stored() + " but the payload hashes to " + hash.computed()
                    + " (in either byte order); the file may be corrupt");
        }
        return new NeffFile(name, fileSize, header, hash, encoding, new NeffMembers(members), warnings, "");
    }

    private static PayloadEncoding sniff(BufferedInputStream in, String name) throws IOException, InputException {
        in.mark(SNIFF);
        byte[] head = in.readNBytes(SNIFF);
        in.reset();
        if (head.length >= 2 && (head[0] & 0xFF) == 0x1f && (head[1] & 0xFF) == 0x8b) {
            return PayloadEncoding.GZIP_TAR;
        }
        if (head.length >= 262 && head[257] == 'u' && head[258] == 's' && head[259] == 't' && head[260] == 'a'
                && head[261] == 'r') {
            return PayloadEncoding.TAR;
        }
        throw new InputException(name, NeffHeader.SIZE, "payload",
                "the payload is neither gzip (1f 8b at 0x400) nor a tar ('ustar' at 0x501)");
    }

    /** A buffered stream that says how many bytes it holds unread. */
    private static final class SniffBuffer extends BufferedInputStream {
        SniffBuffer(InputStream in) {
            super(in, BUFFER);
        }

        int buffered() {
            return Math.max(0, count - pos);
        }
    }

    /** gzip that says how much compressed input its inflater holds unread. */
    private static final class TrackingGzip extends GZIPInputStream {
        TrackingGzip(InputStream in) throws IOException {
            super(in, BUFFER);
        }

        int unread() {
            return inf.getRemaining();
        }
    }

    /** Discards bytes. */
    private static final class OutputSink extends OutputStream {
        static final OutputSink INSTANCE = new OutputSink();

        @Override
        public void write(int b) {
            // discard
        }

        @Override
        public void write(byte[] b, int off, int len) {
            // discard
        }
    }
}
