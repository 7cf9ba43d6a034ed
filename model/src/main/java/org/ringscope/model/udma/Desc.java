package org.ringscope.model.udma;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The 16-byte {@code al_udma_desc} as two little-endian longs (docs/reference/descriptors-and-barriers.md): {@code word0} holds
 * bytes 0..7 = {@code len_ctrl} (low 32 bits) and {@code meta_ctrl} / {@code buf2_ptr_lo} (high 32 bits);
 * {@code word1} holds bytes 8..15 = {@code buf_ptr} / {@code buf1_ptr}. This is exactly the
 * {@code raw {qword0, qword1}} arm of the union, so storing descriptors as {@code long[]} pairs keeps
 * every bit. A descriptor is never a Java object: these are static helpers over primitives.
 */
public final class Desc {
    /** Bytes per descriptor. */
    public static final int SIZE = 16;
    /** Longs per descriptor. */
    public static final int LONGS = 2;

    private Desc() {
    }

    /** Joins len_ctrl (bytes 0..3) and meta_ctrl / buf2_ptr_lo (bytes 4..7) into word 0. */
    public static long word0(int lenCtrl, int word1Hi) {
        return (lenCtrl & 0xFFFFFFFFL) | ((long) word1Hi << 32);
    }

    /** len_ctrl, bytes 0..3. */
    public static int lenCtrl(long word0) {
        return (int) word0;
    }

    /** meta_ctrl (Tx) or buf2_ptr_lo (Rx), bytes 4..7. */
    public static int metaCtrl(long word0) {
        return (int) (word0 >>> 32);
    }

    /** Replaces len_ctrl in word 0, keeping bytes 4..7. */
    public static long withLenCtrl(long word0, int lenCtrl) {
        return (word0 & 0xFFFFFFFF00000000L) | (lenCtrl & 0xFFFFFFFFL);
    }

    /** Replaces meta_ctrl in word 0, keeping len_ctrl. */
    public static long withMetaCtrl(long word0, int metaCtrl) {
        return (word0 & 0xFFFFFFFFL) | ((long) metaCtrl << 32);
    }

    /** The 16 bytes as they sit in memory (little-endian). */
    public static byte[] toBytes(long word0, long word1) {
        return ByteBuffer.allocate(SIZE).order(ByteOrder.LITTLE_ENDIAN).putLong(word0).putLong(word1).array();
    }

    /** Word 0 of the 16 bytes at {@code off}. */
    public static long word0(byte[] bytes, int off) {
        return ByteBuffer.wrap(bytes, off, SIZE).order(ByteOrder.LITTLE_ENDIAN).getLong(off);
    }

    /** Word 1 of the 16 bytes at {@code off}. */
    public static long word1(byte[] bytes, int off) {
        return ByteBuffer.wrap(bytes, off, SIZE).order(ByteOrder.LITTLE_ENDIAN).getLong(off + 8);
    }
}
