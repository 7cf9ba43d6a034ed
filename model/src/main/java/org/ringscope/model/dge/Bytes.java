package org.ringscope.model.dge;

/** Little-endian fields of a 64-byte instruction slot. */
final class Bytes {
    private Bytes() {
    }

    static int u8(byte[] b, int off) {
        return b[off] & 0xFF;
    }

    static int u16(byte[] b, int off) {
        return (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8;
    }

    static int i32(byte[] b, int off) {
        return u16(b, off) | u16(b, off + 2) << 16;
    }

    static long u32(byte[] b, int off) {
        return i32(b, off) & 0xFFFF_FFFFL;
    }

    static long u64(byte[] b, int off) {
        return u32(b, off) | u32(b, off + 4) << 32;
    }

    static void put32(byte[] b, int off, long v) {
        for (int i = 0; i < 4; i++) {
            b[off + i] = (byte) (v >>> (8 * i));
        }
    }

    static void put64(byte[] b, int off, long v) {
        for (int i = 0; i < 8; i++) {
            b[off + i] = (byte) (v >>> (8 * i));
        }
    }
}
