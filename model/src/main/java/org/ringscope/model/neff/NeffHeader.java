package org.ringscope.model.neff;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.ringscope.model.InputException;
import org.ringscope.model.util.Hex;

/**
 * The 1024-byte little-endian NEFF header ({@code neff_header_t}, docs/reference/neff-container.md). Field order and
 * offsets are exactly those of the official struct; there is no implicit padding.
 *
 * @param pkgVersion        0x000, 1 = tgz + sha256, 2 = tgz + md5
 * @param headerSize        0x008, always 1024
 * @param dataSize          0x010, payload bytes after the header, padding included
 * @param versionMajor      0x018, neff_version_major
 * @param versionMinor      0x020, neff_version_minor
 * @param buildVersion      0x028, neff_build_version (128 bytes, NUL-padded text)
 * @param numTpb            0x0A8
 * @param hash              0x0AC, 32 bytes: MD5 in bytes 0..15 (word-swapped on disk) for pkg_version 2
 * @param uuid              0x0CC, 16 bytes in RFC byte order
 * @param name              0x0DC, 256 bytes, NUL-terminated
 * @param requestedTpbCount 0x1DC
 * @param tpbPerNode        0x1E0, 64 bytes, one per kelf node
 * @param featureBits       0x220
 * @param lncSize           0x228, logical core size
 */
public record NeffHeader(long pkgVersion, long headerSize, long dataSize, long versionMajor, long versionMinor,
                         String buildVersion, long numTpb, byte[] hash, byte[] uuid, String name,
                         long requestedTpbCount, byte[] tpbPerNode, long featureBits, long lncSize) {

    public static final int SIZE = 0x400;
    public static final int OFF_PKG_VERSION = 0x000;
    public static final int OFF_HEADER_SIZE = 0x008;
    public static final int OFF_DATA_SIZE = 0x010;
    public static final int OFF_VERSION_MAJOR = 0x018;
    public static final int OFF_VERSION_MINOR = 0x020;
    public static final int OFF_BUILD_VERSION = 0x028;
    public static final int OFF_NUM_TPB = 0x0A8;
    public static final int OFF_HASH = 0x0AC;
    public static final int OFF_UUID = 0x0CC;
    public static final int OFF_NAME = 0x0DC;
    public static final int OFF_REQUESTED_TPB_COUNT = 0x1DC;
    public static final int OFF_TPB_PER_NODE = 0x1E0;
    public static final int OFF_FEATURE_BITS = 0x220;
    public static final int OFF_LNC_SIZE = 0x228;
    public static final int OFF_PAD = 0x22C;
    public static final int BUILD_VERSION_LEN = 128;
    public static final int HASH_LEN = 32;
    public static final int UUID_LEN = 16;
    public static final int NAME_LEN = 256;
    public static final int TPB_PER_NODE_LEN = 64;

    public NeffHeader {
        hash = Arrays.copyOf(hash, HASH_LEN);
        uuid = Arrays.copyOf(uuid, UUID_LEN);
        tpbPerNode = Arrays.copyOf(tpbPerNode, TPB_PER_NODE_LEN);
        buildVersion = buildVersion == null ? "" : buildVersion;
        name = name == null ? "" : name;
    }

    @Override
    public byte[] hash() {
        return hash.clone();
    }

    @Override
    public byte[] uuid() {
        return uuid.clone();
    }

    @Override
    public byte[] tpbPerNode() {
        return tpbPerNode.clone();
    }

    /** The uuid as canonical 8-4-4-4-12 text of the 16 header bytes in order. */
    public String uuidText() {
        String h = Hex.of(uuid);
        return h.substring(0, 8) + '-' + h.substring(8, 12) + '-' + h.substring(12, 16) + '-'
                + h.substring(16, 20) + '-' + h.substring(20, 32);
    }

    /**
     * Whether {@code start}, a file's first bytes, begins like a NEFF: {@code pkg_version} 1 or 2 and
     * {@code header_size} 1024 — so a command that wants another kind of file can say it was handed a NEFF.
     */
    public static boolean looksLike(byte[] start) {
        if (start.length < OFF_HEADER_SIZE + 8) {
            return false;
        }
        ByteBuffer b = ByteBuffer.wrap(start).order(ByteOrder.LITTLE_ENDIAN);
        long pkg = b.getLong(OFF_PKG_VERSION);
        return (pkg == 1 || pkg == 2) && b.getLong(OFF_HEADER_SIZE) == SIZE;
    }

    /**
     * Decodes the header from the first 1024 bytes of {@code file}. Only the structure is decoded here;
     * {@link NeffReader} checks the values against the file.
     */
    public static NeffHeader decode(ByteBuffer src, String file) throws InputException {
        if (src.remaining() < SIZE) {
            throw new InputException(file, src.remaining(), "neff_header",
                    "truncated header: the file has " + src.remaining() + " bytes, a NEFF header needs 1024");
        }
        ByteBuffer b = src.slice().order(ByteOrder.LITTLE_ENDIAN);
        return new NeffHeader(b.getLong(OFF_PKG_VERSION), b.getLong(OFF_HEADER_SIZE), b.getLong(OFF_DATA_SIZE),
                b.getLong(OFF_VERSION_MAJOR), b.getLong(OFF_VERSION_MINOR),
                cString(b, OFF_BUILD_VERSION, BUILD_VERSION_LEN), Integer.toUnsignedLong(b.getInt(OFF_NUM_TPB)),
                bytes(b, OFF_HASH, HASH_LEN), bytes(b, OFF_UUID, UUID_LEN), cString(b, OFF_NAME, NAME_LEN),
                Integer.toUnsignedLong(b.getInt(OFF_REQUESTED_TPB_COUNT)), bytes(b, OFF_TPB_PER_NODE, TPB_PER_NODE_LEN),
                b.getLong(OFF_FEATURE_BITS), Integer.toUnsignedLong(b.getInt(OFF_LNC_SIZE)));
    }

    /** Encodes this header as the 1024 bytes that start a NEFF file. */
    public byte[] encode() {
        ByteBuffer b = ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(OFF_PKG_VERSION, pkgVersion).putLong(OFF_HEADER_SIZE, headerSize).putLong(OFF_DATA_SIZE, dataSize)
                .putLong(OFF_VERSION_MAJOR, versionMajor).putLong(OFF_VERSION_MINOR, versionMinor);
        putCString(b, OFF_BUILD_VERSION, BUILD_VERSION_LEN, buildVersion);
        b.putInt(OFF_NUM_TPB, (int) numTpb);
        b.put(OFF_HASH, hash);
        b.put(OFF_UUID, uuid);
        putCString(b, OFF_NAME, NAME_LEN, name);
        b.putInt(OFF_REQUESTED_TPB_COUNT, (int) requestedTpbCount);
        b.put(OFF_TPB_PER_NODE, tpbPerNode);
        b.putLong(OFF_FEATURE_BITS, featureBits);
        b.putInt(OFF_LNC_SIZE, (int) lncSize);
        return b.array();
    }

    /** A copy of this header with another data size and hash (the writer fills them in last). */
    public NeffHeader withPayload(long newDataSize, byte[] newHash) {
        return new NeffHeader(pkgVersion, headerSize, newDataSize, versionMajor, versionMinor, buildVersion, numTpb,
                newHash, uuid, name, requestedTpbCount, tpbPerNode, featureBits, lncSize);
    }

    private static byte[] bytes(ByteBuffer b, int off, int len) {
        byte[] out = new byte[len];
        b.get(off, out);
        return out;
    }

    private static String cString(ByteBuffer b, int off, int len) {
        byte[] raw = bytes(b, off, len);
        int n = 0;
        while (n < len && raw[n] != 0) {
            n++;
        }
        return new String(raw, 0, n, StandardCharsets.UTF_8);
    }

    private static void putCString(ByteBuffer b, int off, int len, String s) {
        byte[] raw = s.getBytes(StandardCharsets.UTF_8);
        if (raw.length >= len) {
            throw new IllegalArgumentException("text of " + raw.length + " bytes does not fit a " + len
                    + "-byte NUL-terminated field: " + s);
        }
        b.put(off, raw);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NeffHeader h && pkgVersion == h.pkgVersion && headerSize == h.headerSize
                && dataSize == h.dataSize && versionMajor == h.versionMajor && versionMinor == h.versionMinor
                && buildVersion.equals(h.buildVersion) && numTpb == h.numTpb && Arrays.equals(hash, h.hash)
                && Arrays.equals(uuid, h.uuid) && name.equals(h.name) && requestedTpbCount == h.requestedTpbCount
                && Arrays.equals(tpbPerNode, h.tpbPerNode) && featureBits == h.featureBits && lncSize == h.lncSize;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(uuid) * 31 + Long.hashCode(dataSize);
    }

    @Override
    public String toString() {
        return "NeffHeader[pkg=" + pkgVersion + ", data=" + dataSize + ", v" + versionMajor + "." + versionMinor
                + ", uuid=" + uuidText() + ", name=" + name + "]";
    }
}
