package org.ringscope.model.dge;

import org.ringscope.model.cast.Dtype;

/**
 * The byte layouts of the DGE instruction words (docs/reference/dge.md; 64 bytes, little-endian, EVENTS at 4..11).
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

    // DmaIndirect (0xBB, DMA_INDIRECT1D_STRUCT, docs/reference/dge.md)
    public static final int IND_SEMAPHORE = 12;
    public static final int IND_SEM_INCREMENT = 13;
    public static final int IND_IDX_CHANNELS = 14;
    public static final int IND_FLAGS = 15;
    public static final int IND_SRC_ADDR = 16;
    public static final int IND_SRC_STEP = 24;
    public static final int IND_SRC_NUM = 28;
    public static final int IND_SRC_ELEM_SIZE = 30;
    public static final int IND_DST_ADDR = 32;
    public static final int IND_DST_STEP = 40;
    public static final int IND_DST_NUM = 44;
    public static final int IND_DST_ELEM_SIZE = 46;
    public static final int IND_SRC_IDX = 48;
    public static final int IND_DST_IDX = 52;
    public static final int IND_IN_DTYPE = 56;
    public static final int IND_OUT_DTYPE = 57;
    public static final int IND_SRC_IDX_BOUND_REG = 58;
    public static final int IND_DST_IDX_BOUND_REG = 59;
    public static final int IND_COMPUTE_OP = 60;
    public static final int IND_DMA_CONFIGS = 61;
    /** At most this many indices per leg unless the shape comes from a register (docs/reference/dge.md). */
    public static final int MAX_INDICES = 4096;
    /** {@code idx_num_active_channels} must be this (docs/reference/dge.md): one index lane per SBUF partition. */
    public static final int INDEX_CHANNELS = 128;

    // DmaTranspose (0xBD, DMA_DIRECT2D_XPOSE_STRUCT, docs/reference/dge.md)
    public static final int XP_SRC_BOUND_REG = 12;
    public static final int XP_DST_BOUND_REG = 13;
    public static final int XP_IN_DTYPE = 14;
    public static final int XP_OUT_DTYPE = 15;
    public static final int XP_TILE_ROW_STEP = 36;
    public static final int XP_TILE_ROWS = 60;
    public static final int XP_TILE_COLS = 61;
    public static final int XP_SEMAPHORE = 62;
    public static final int XP_DMA_CONFIGS = 63;

    // DmaGatherTranspose (0xF1, DMA_GATHER_XPOSE_STRUCT, docs/reference/dge.md)
    public static final int GX_SEMAPHORE = 12;
    public static final int GX_DMA_CONFIGS = 13;
    public static final int GX_IDX_CHANNELS = 14;
    public static final int GX_SRC_IDX_BOUND_REG = 15;
    public static final int GX_SRC_IDX = 36;
    public static final int GX_DST_BOUND_REG = 51;
    public static final int GX_DST_STEP1 = 52;
    public static final int GX_ELEM_SIZE = 60;
    public static final int GX_DTYPE_PAIR = 62;
    public static final int GX_FLAGS = 63;

    /** {@code DMA_INDIRECT_FLAGS}: bits 0..1 {@code indirect_mode} (0 gather, 1 scatter, 2 both). */
    public static final int FLAG_MODE = 3;
    /** {@code DMA_INDIRECT_FLAGS} bit 2: {@code idx_bound_is_err}. */
    public static final int FLAG_IDX_BOUND_IS_ERR = 4;
    /** {@code DMA_INDIRECT_FLAGS} bit 3: {@code non_unique_dst_idx}. */
    public static final int FLAG_NON_UNIQUE_DST = 8;

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

    /** The completion semaphore of a lowered DGE word, by its kind's layout. */
    public static int semaphore(byte[] w) {
        return switch (opcode(w)) {
            case DMA_INDIRECT -> u8(w, IND_SEMAPHORE);
            case DMA_TRANSPOSE -> u8(w, XP_SEMAPHORE);
            case DMA_GATHER_TRANSPOSE -> u8(w, GX_SEMAPHORE);
            default -> u8(w, SEMAPHORE);
        };
    }

    /**
     * What a lowered DGE word adds to its semaphore on completion: its {@code sem_increment}; the transposes have
     * no such field and add one per engine, 16 (docs/reference/dge.md).
     */
    public static int semIncrement(byte[] w) {
        return switch (opcode(w)) {
            case DMA_INDIRECT -> u8(w, IND_SEM_INCREMENT);
            case DMA_TRANSPOSE, DMA_GATHER_TRANSPOSE -> 16;
            default -> u8(w, SEM_INCREMENT);
        };
    }

    /** The source bytes a lowered DGE word moves (all of them, as if every row were in bounds). */
    public static long sourceBytes(byte[] w) {
        long n0 = u16(w, SRC_NUM);
        long n1 = u16(w, SRC_NUM + 2);
        return switch (opcode(w)) {
            case DMA_INDIRECT -> u16(w, IND_SRC_NUM) * (long) elemSize(w, IND_SRC_ELEM_SIZE);
            case DMA_TRANSPOSE -> {
                Dtype t = Dtype.of(u8(w, XP_IN_DTYPE));
                yield n0 * n1 * (t == null ? 0 : t.size());
            }
            case DMA_GATHER_TRANSPOSE -> n0 * n1 * u16(w, GX_ELEM_SIZE);
            default -> n0 * n1 * elemSize(w, SRC_ELEM_SIZE);
        };
    }

    /** An element size field: 0 means 64 KiB. */
    public static int elemSize(byte[] w, int off) {
        int s = Bytes.u16(w, off);
        return s == 0 ? 65536 : s;
    }

    /**
     * The byte bound a leg is checked against: the extension's {@code *_bound_size_bytes} when the leg's
     * {@code BOUND_CHECK_REG} {@code bc} is enabled and the extension names one, else -1 (unchecked).
     */
    public static long bound(int bc, byte[] ext, boolean src) {
        return (bc & BC_ENABLED) != 0 && ext != null && extBound(ext, src) > 0 ? extBound(ext, src) : -1;
    }

    /** The byte bound an extension carries for one leg ({@code *_bound_size_bytes} with its upper 32 bits). */
    public static long extBound(byte[] ext, boolean src) {
        return Bytes.u32(ext, src ? EXT_SRC_BOUND : EXT_DST_BOUND)
                | Bytes.u32(ext, src ? EXT_SRC_BOUND_UPPER : EXT_DST_BOUND_UPPER) << 32;
    }
}
