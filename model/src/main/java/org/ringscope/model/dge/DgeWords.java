package org.ringscope.model.dge;

/**
 * The byte layouts of the DGE instruction words (dge-facts §1.1–§1.7; 64 bytes, little-endian, EVENTS at 4..11).
 * PseudoDmaDirect2d (0xD4) and DMAMemcpy (0xB8) share one layout but byte +15 ({@code dge_op} in the pseudo,
 * {@code compute_op} in the real word) and the address form ({@code PSEUDO_ADDR8} / {@code ADDR8}).
 */
public final class DgeWords {
    public static final int PSEUDO_DMA_DIRECT2D = 0xD4;
    public static final int PSEUDO_EXTENSION = 0xDA;
    public static final int DMA_MEMCPY = 0xB8;
    public static final int DMA_INDIRECT = 0xBB;
    public static final int DMA_TRANSPOSE = 0xBD;
    public static final int DMA_GATHER_TRANSPOSE = 0xF1;

    // DIRECT2D (pseudo and DMAMemcpy)
    public static final int DMA_CONFIGS = 12;
    public static final int SEMAPHORE = 13;
    public static final int SEM_INCREMENT = 14;
    /** {@code dge_op} in the pseudo, {@code compute_op} in DMAMemcpy. */
    public static final int OP = 15;
    public static final int SRC_ADDR = 16;
    public static final int SRC_STEP = 24;
    public static final int SRC_NUM = 32;
    public static final int SRC_ELEM_SIZE = 36;
    public static final int SRC_BOUND_REG = 38;
    public static final int DST_BOUND_REG = 39;
    public static final int DST_ADDR = 40;
    public static final int DST_STEP = 48;
    public static final int DST_NUM = 56;
    public static final int DST_ELEM_SIZE = 60;
    public static final int IN_DTYPE = 62;
    public static final int OUT_DTYPE = 63;

    // PseudoExtension (0xDA)
    public static final int EXT_FLAGS = 1;
    public static final int EXT_IDX_CHANNELS = 2;
    public static final int EXT_COMPUTE_OP = 3;
    public static final int EXT_SRC_IDX = 4;
    public static final int EXT_DST_IDX = 8;
    public static final int EXT_SRC_BOUND = 12;
    public static final int EXT_DST_BOUND = 16;
    public static final int EXT_TILE_ROW_STEP = 20;
    public static final int EXT_TILE_ROWS = 24;
    public static final int EXT_TILE_COLS = 25;
    public static final int EXT_SRC_BOUND_UPPER = 56;
    public static final int EXT_DST_BOUND_UPPER = 60;

    /** {@code BOUND_CHECK_REG} bit 7: enabled. */
    public static final int BC_ENABLED = 0x80;
    /** {@code BOUND_CHECK_REG} bit 6: no OOB error notification (the skip mode). */
    public static final int BC_NO_NOTIFICATION = 0x40;

    private DgeWords() {
    }

    /** Opcode byte. */
    public static int opcode(byte[] w) {
        return w[0] & 0xFF;
    }

    public static int u8(byte[] w, int off) {
        return Bytes.u8(w, off);
    }

    public static int u16(byte[] w, int off) {
        return Bytes.u16(w, off);
    }

    public static int i32(byte[] w, int off) {
        return Bytes.i32(w, off);
    }

    public static long u32(byte[] w, int off) {
        return Bytes.u32(w, off);
    }

    public static long u64(byte[] w, int off) {
        return Bytes.u64(w, off);
    }

    /** An element size field: 0 means 64 KiB. */
    public static int elemSize(byte[] w, int off) {
        int s = Bytes.u16(w, off);
        return s == 0 ? 65536 : s;
    }

    /** The byte bound an extension carries for one leg ({@code *_bound_size_bytes} with its upper 32 bits). */
    public static long extBound(byte[] ext, boolean src) {
        return Bytes.u32(ext, src ? EXT_SRC_BOUND : EXT_DST_BOUND)
                | Bytes.u32(ext, src ? EXT_SRC_BOUND_UPPER : EXT_DST_BOUND_UPPER) << 32;
    }
}
