package org.ringscope.model.dump;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.ringscope.model.InputException;
import org.ringscope.model.io.MemoryBudget;

/**
 * The entries of a dump's zip, checked: no two with one name, no name that is absolute or climbs out with
 * {@code ..}; each local header agreeing with its central directory record (name, method, CRC-32, sizes); only
 * stored and deflated entries; and each blob read as exactly the size the manifest and the zip directory agree
 * on — a stored entry mapped from the file, a deflated one inflated into a buffer that grows with the bytes that
 * arrive, never past that size nor the reader's inflate budget — with its CRC-32 checked.
 */
final class ZipEntries {
    /** The largest blob one buffer holds. */
    static final long MAX_BLOB = Integer.MAX_VALUE - 15;
    private static final int LOCAL_HEADER = 0x04034b50;
    private static final int LOCAL_HEADER_SIZE = 30;
    private static final int DATA_DESCRIPTOR_FLAG = 1 << 3;
    private static final long ZIP64_MAGIC = 0xFFFFFFFFL;
    private static final int ZIP64_EXTRA = 0x0001;

    private final String file;
    private final ZipFile zip;
    private final FileChannel channel;
    private final long fileSize;
    private final Map<String, ZipArchiveEntry> entries = new HashMap<>();
    /** Entries already read, by name: shared by every manifest field that names them. */
    private final Map<String, ByteBuffer> read = new HashMap<>();
    private final long maxInflated;
    private long inflateBudget;

    ZipEntries(String file, ZipFile zip, FileChannel channel, long inflateBudget) throws IOException, InputException {
        this.file = file;
        this.zip = zip;
        this.channel = channel;
        this.fileSize = channel.size();
        this.maxInflated = inflateBudget;
        this.inflateBudget = inflateBudget;
        for (Enumeration<ZipArchiveEntry> en = zip.getEntries(); en.hasMoreElements(); ) {
            ZipArchiveEntry e = en.nextElement();
            String name = e.getName();
            if (!safe(name)) {
                throw new InputException(file, -1, "entry '" + name + "'",
                        "unsafe entry name (absolute, or climbing out with ../): refusing the file");
            }
            if (entries.putIfAbsent(name, e) != null) {
                throw new InputException(file, -1, "entry '" + name + "'",
                        "appears twice: refusing an ambiguous file");
            }
            checkLocalHeader(e);
        }
    }

    static boolean safe(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.contains("\\") || name.indexOf('\0') >= 0
                || (name.length() > 1 && name.charAt(1) == ':')) {
            return false;
        }
        for (String part : name.split("/", -1)) {
            if (part.equals("..")) {
                return false;
            }
        }
        return true;
    }

    boolean has(String name) {
        return entries.containsKey(name);
    }

    /** The local header of {@code e} says what its central directory record says. */
    private void checkLocalHeader(ZipArchiveEntry e) throws IOException, InputException {
        String at = "entry " + e.getName();
        long off = e.getLocalHeaderOffset();
        byte[] raw = e.getRawName();
        if (off < 0 || off > fileSize - LOCAL_HEADER_SIZE - raw.length) {
            throw new InputException(file, off, at, "its local header lies outside the " + fileSize + "-byte file");
        }
        ByteBuffer h = ByteBuffer.allocate(LOCAL_HEADER_SIZE + raw.length).order(ByteOrder.LITTLE_ENDIAN);
        read(h, off);
        if (h.getInt(0) != LOCAL_HEADER) {
            throw new InputException(file, off, at, "no local header where the central directory says it starts");
        }
        int flags = Short.toUnsignedInt(h.getShort(6));
        int method = Short.toUnsignedInt(h.getShort(8));
        int nameLength = Short.toUnsignedInt(h.getShort(26));
        int extraLength = Short.toUnsignedInt(h.getShort(28));
        byte[] localName = Arrays.copyOfRange(h.array(), LOCAL_HEADER_SIZE, LOCAL_HEADER_SIZE + raw.length);
        if (method != e.getMethod() || nameLength != raw.length || !Arrays.equals(localName, raw)) {
            throw new InputException(file, off, at, "the local header (method " + method + ", name of " + nameLength
                    + " bytes) disagrees with the central directory (method " + e.getMethod() + ", name of "
                    + raw.length + " bytes)");
        }
        if ((flags & DATA_DESCRIPTOR_FLAG) != 0) {
            return; // CRC and sizes follow the data; the CRC is checked when the entry is read
        }
        long crc = Integer.toUnsignedLong(h.getInt(14));
        long csize = Integer.toUnsignedLong(h.getInt(18));
        long usize = Integer.toUnsignedLong(h.getInt(22));
        if (csize == ZIP64_MAGIC || usize == ZIP64_MAGIC) {
            long[] z = zip64Sizes(off + LOCAL_HEADER_SIZE + nameLength, extraLength, usize, csize);
            usize = z[0];
            csize = z[1];
        }
        if (crc != e.getCrc() || csize != e.getCompressedSize() || usize != e.getSize()) {
            throw new InputException(file, off, at, String.format("the local header (CRC-32 %08x, %d bytes, %d "
                    + "compressed) disagrees with the central directory (CRC-32 %08x, %d bytes, %d compressed)", crc,
                    usize, csize, e.getCrc(), e.getSize(), e.getCompressedSize()));
        }
    }

    /** The sizes of the zip64 extra field of a local header: {uncompressed, compressed}. */
    private long[] zip64Sizes(long extraAt, int extraLength, long usize, long csize) throws IOException {
        if (extraAt + extraLength > fileSize) {
            return new long[] {-1, -1};
        }
        ByteBuffer x = ByteBuffer.allocate(extraLength).order(ByteOrder.LITTLE_ENDIAN);
        read(x, extraAt);
        for (int p = 0; p + 4 <= extraLength; ) {
            int id = Short.toUnsignedInt(x.getShort(p));
            int len = Short.toUnsignedInt(x.getShort(p + 2));
            if (id == ZIP64_EXTRA && p + 4 + len <= extraLength) {
                int q = p + 4;
                long u = usize;
                long c = csize;
                if (usize == ZIP64_MAGIC && q + 8 <= p + 4 + len) {
                    u = x.getLong(q);
                    q += 8;
                }
                if (csize == ZIP64_MAGIC && q + 8 <= p + 4 + len) {
                    c = x.getLong(q);
                }
                return new long[] {u, c};
            }
            p += 4 + len;
        }
        return new long[] {usize, csize};
    }

    private void read(ByteBuffer b, long at) throws IOException {
        long pos = at;
        while (b.hasRemaining()) {
            if (channel.read(b, pos) < 0) {
                break;
            }
            pos = at + b.position();
        }
    }

    /** Only the two methods every zip reader has; others (zstd, xz, bzip2…) are refused by number and name. */
    private void checkMethod(ZipArchiveEntry e, String at) throws InputException {
        int m = e.getMethod();
        if (m != ZipEntry.STORED && m != ZipEntry.DEFLATED) {
            throw new InputException(file, -1, at, "compression method " + m + methodName(m)
                    + " is not supported (stored or deflated)");
        }
    }

    private static String methodName(int m) {
        return switch (m) {
            case 9 -> " (deflate64)";
            case 12 -> " (bzip2)";
            case 14 -> " (lzma)";
            case 93 -> " (zstd)";
            case 95 -> " (xz)";
            default -> "";
        };
    }

    /** A small entry (the manifest) inflated whole, at most {@code limit} bytes, its CRC-32 checked. */
    byte[] small(String name, long limit) throws InputException {
        ZipArchiveEntry e = entries.get(name);
        String at = "entry " + name;
        checkMethod(e, at);
        if (e.getSize() > limit) {
            throw new InputException(file, -1, at, "larger than " + limit + " bytes: refusing it");
        }
        byte[] data = inflate(e, e.getSize(), at);
        checkCrc(e, ByteBuffer.wrap(data), at);
        return data;
    }

    /**
     * The bytes of entry {@code name}, which the manifest field {@code entryField} names and {@code field} says holds
     * {@code expected} bytes. An entry read once is shared by every field that names it: one mapping (or one inflated
     * copy) and one CRC check, however many rings point at it — not one memory map each against the kernel's limit.
     */
    ByteBuffer blob(String name, long expected, String entryField, String field) throws IOException, InputException {
        ZipArchiveEntry e = entries.get(name);
        if (e == null) {
            throw new InputException(file, -1, "manifest.json: " + entryField,
                    "names entry '" + name + "', which the zip does not hold");
        }
        ByteBuffer shared = read.get(name);
        if (shared != null && shared.capacity() == expected) {
            return shared.duplicate();
        }
        String at = "entry " + name;
        if (e.getSize() != expected) {
            throw new InputException(file, -1, at, "is " + e.getSize() + " bytes but the manifest says " + expected
                    + " (" + field + ")");
        }
        if (expected > MAX_BLOB) {
            throw new InputException(file, -1, at, expected + " bytes is more than one blob may hold (" + MAX_BLOB + ")");
        }
        checkMethod(e, at);
        if (e.getMethod() == ZipEntry.STORED) {
            long off = e.getDataOffset();
            if (e.getCompressedSize() != expected) {
                throw new InputException(file, -1, at, "stored, but its compressed size " + e.getCompressedSize()
                        + " differs from its size " + expected);
            }
            if (off < 0 || off > fileSize - expected) {
                throw new InputException(file, off, at, "its " + expected + " bytes run past the end of the file ("
                        + fileSize + " bytes): truncated");
            }
            ByteBuffer mapped = channel.map(FileChannel.MapMode.READ_ONLY, off, expected);
            checkCrc(e, mapped, at);
            read.put(name, mapped);
            return mapped.duplicate();
        }
        if (expected > inflateBudget) {
            throw new InputException(file, -1, at, "inflating " + expected + " more bytes passes the inflate limit"
                    + MemoryBudget.explain(maxInflated, "--max-unpacked") + "; refusing a possible decompression bomb");
        }
        byte[] data = inflate(e, expected, at);
        inflateBudget -= expected;
        checkCrc(e, ByteBuffer.wrap(data), at);
        read.put(name, ByteBuffer.wrap(data));
        return ByteBuffer.wrap(data);
    }

    private void checkCrc(ZipArchiveEntry e, ByteBuffer data, String at) throws InputException {
        CRC32 crc = new CRC32();
        crc.update(data.duplicate());
        if (crc.getValue() != e.getCrc()) {
            throw new InputException(file, e.getDataOffset(), at, String.format("CRC-32 mismatch: the data hashes to "
                    + "%08x but the zip records %08x: the file is corrupt", crc.getValue(), e.getCrc()));
        }
    }

    /** Inflates at most {@code expected + 1} bytes (to see a longer stream), growing the buffer as bytes arrive. */
    private byte[] inflate(ZipArchiveEntry e, long expected, String at) throws InputException {
        byte[] buf = new byte[(int) Math.min(expected + 1, 1 << 16)];
        int n = 0;
        try (InputStream in = zip.getInputStream(e)) {
            while (true) {
                if (n == buf.length) {
                    if (n > expected) {
                        break;
                    }
                    buf = Arrays.copyOf(buf, (int) Math.min(expected + 1, 2L * buf.length));
                }
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
        } catch (EOFException ex) {
            throw new InputException(file, -1, at, "truncated compressed data: " + ex.getMessage(), ex);
        } catch (IOException | RuntimeException ex) {
            throw new InputException(file, -1, at, "corrupt compressed data: " + ex.getMessage(), ex);
        }
        if (n != expected) {
            throw new InputException(file, -1, at, (n > expected ? "inflates past" : "inflates to " + n
                    + " bytes, short of") + " the " + expected + " bytes its directory and the manifest state");
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }
}
