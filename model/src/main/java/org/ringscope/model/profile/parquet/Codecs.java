package org.ringscope.model.profile.parquet;

import io.airlift.compress.Compressor;
import io.airlift.compress.Decompressor;
import io.airlift.compress.MalformedInputException;
import io.airlift.compress.lz4.Lz4Compressor;
import io.airlift.compress.lz4.Lz4Decompressor;
import io.airlift.compress.snappy.SnappyCompressor;
import io.airlift.compress.snappy.SnappyDecompressor;
import io.airlift.compress.zstd.ZstdCompressor;
import io.airlift.compress.zstd.ZstdDecompressor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.parquet.format.CompressionCodec;

/**
 * The page codecs a profile may use, in pure Java (aircompressor, {@code java.util.zip}), so no native library
 * and no Hadoop comes with them (decision 1420): uncompressed, Snappy, GZIP, ZSTD and LZ4_RAW. A page never
 * decompresses to more than its header declares, and no header may declare more than {@link #MAX_PAGE}.
 */
public final class Codecs {
    /** The largest page or column chunk read into memory at once. */
    public static final long MAX_PAGE = 256L << 20;

    private Codecs() {
    }

    /** Whether pages compressed with {@code c} can be read here. */
    static boolean readable(CompressionCodec c) {
        return switch (c) {
            case UNCOMPRESSED, SNAPPY, GZIP, ZSTD, LZ4_RAW -> true;
            default -> false;
        };
    }

    /** {@code in[off, off + len)} decompressed to exactly {@code size} bytes. */
    static byte[] decompress(CompressionCodec c, byte[] in, int off, int len, int size) throws IOException {
        if (c == CompressionCodec.UNCOMPRESSED) {
            if (len != size) {
                throw new IOException("an uncompressed page of " + len + " bytes declares " + size);
            }
            byte[] out = new byte[size];
            System.arraycopy(in, off, out, 0, len);
            return out;
        }
        byte[] out = new byte[size];
        int n;
        try {
            n = switch (c) {
                case SNAPPY -> raw(new SnappyDecompressor(), in, off, len, out);
                case ZSTD -> raw(new ZstdDecompressor(), in, off, len, out);
                case LZ4_RAW -> raw(new Lz4Decompressor(), in, off, len, out);
                case GZIP -> gzip(in, off, len, out);
                default -> throw new IOException("pages compressed with " + c + ", which RingScope does not read");
            };
        } catch (MalformedInputException | IndexOutOfBoundsException e) {
            throw new IOException(c + " data is corrupt: " + ParquetFile.reason(e), e);
        }
        if (n != size) {
            throw new IOException(c + " data decompresses to " + n + " bytes, the page declares " + size);
        }
        return out;
    }

    private static int raw(Decompressor d, byte[] in, int off, int len, byte[] out) {
        return d.decompress(in, off, len, out, 0, out.length);
    }

    private static int gzip(byte[] in, int off, int len, byte[] out) throws IOException {
        try (InputStream g = new GZIPInputStream(new ByteArrayInputStream(in, off, len))) {
            int n = g.readNBytes(out, 0, out.length);
            if (g.read() >= 0) {
                throw new IOException("GZIP data decompresses to more than the page declares (" + out.length + ")");
            }
            return n;
        }
    }

    /** {@code data} compressed with {@code c} (one of the codecs {@link #readable} names). */
    static byte[] compress(CompressionCodec c, byte[] data) throws IOException {
        return switch (c) {
            case UNCOMPRESSED -> data;
            case SNAPPY -> raw(new SnappyCompressor(), data);
            case ZSTD -> raw(new ZstdCompressor(), data);
            case LZ4_RAW -> raw(new Lz4Compressor(), data);
            case GZIP -> {
                ByteArrayOutputStream b = new ByteArrayOutputStream();
                try (GZIPOutputStream g = new GZIPOutputStream(b)) {
                    g.write(data);
                }
                yield b.toByteArray();
            }
            default -> throw new IOException("RingScope does not write " + c);
        };
    }

    private static byte[] raw(Compressor x, byte[] data) {
        byte[] out = new byte[x.maxCompressedLength(data.length)];
        int n = x.compress(data, 0, data.length, out, 0, out.length);
        byte[] r = new byte[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }
}
