package org.ringscope.model.dge;

import org.ringscope.model.cast.Dtype;

/**
 * The structural checks a PseudoDmaDirect2d (0xD4) must pass before it is lowered, after the reference's reading of
 * {@code is_valid_dma_memcpy_direct} and the shared sub-structures (docs/reference/dge.md; decision 1335): a valid
 * header and EVENTS wait, valid {@code ADDR8} markers, valid dtypes, valid bound registers, a valid
 * {@code dma_configs}, and — for a DIRECT2D — source and destination totals that agree. A word that fails one is
 * what the device's illegal-instruction handler stops on, so the load refuses it; each problem names its field and
 * value.
 */
public final class DgeValidity {
    /** {@code inst_word_len} of every 64-byte instruction: 16 dwords. */
    public static final int WORD_LEN = 0x10;
    /** {@code priority_class} values 0..4 are defined. */
    public static final int MAX_PRIORITY_CLASS = 4;
    /** The wait modes of NC v2..v4 (docs/reference/sync.md): NONE, the five IMM compares, the four event tests, REG. */
    private static final int[] WAIT_MODES = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x0E, 0x0F, 0x81, 0x82,
        0x83, 0x84, 0x85};

    private DgeValidity() {
    }

    /** What is wrong with the pseudo {@code p} (and its extension {@code ext}, or null), or {@code null}. */
    public static String problem(byte[] p, byte[] ext) {
        int len = Bytes.u8(p, 1);
        if (len != WORD_LEN) {
            return String.format("inst_word_len 0x%02x (must be 0x%02x)", len, WORD_LEN);
        }
        String why = waitMode(Bytes.u8(p, 4));
        if (why == null) {
            why = configs(Bytes.u8(p, DgeWords.DMA_CONFIGS));
        }
        for (int k = 0; why == null && k < 2; k++) {
            boolean src = k == 0;
            why = marker(src ? "src" : "dst", Bytes.u64(p, src ? DgeWords.SRC_ADDR : DgeWords.DST_ADDR));
            if (why == null) {
                why = boundReg(src ? "src_bound_reg" : "dst_bound_reg",
                        Bytes.u8(p, src ? DgeWords.SRC_BOUND_REG : DgeWords.DST_BOUND_REG));
            }
            if (why == null) {
                why = dtype(src ? "in_dtype" : "out_dtype", Bytes.u8(p, src ? DgeWords.IN_DTYPE : DgeWords.OUT_DTYPE));
            }
        }
        int op = Bytes.u8(p, DgeWords.OP);
        if (why == null && op == DgeOp.DMA_DIRECT2D.code()) {
            why = totals(p, ext);
        }
        if (why == null && op == DgeOp.DMA_INDIRECT1D.code() && ext != null) {
            why = silentIndexBound(p, ext);
        }
        return why;
    }

    static String waitMode(int m) {
        for (int w : WAIT_MODES) {
            if (w == m) {
                return null;
            }
        }
        if (m == 0xFF) {
            return "wait_mode 0xff (INVALID)";
        }
        if (m == 0xFE || (m >= 0x91 && m <= 0x95)) {
            return String.format("wait_mode 0x%02x (a v5 mode; NC v2..v4 do not have it)", m);
        }
        return String.format("wait_mode 0x%02x (not a wait mode)", m);
    }

    static String configs(int c) {
        if ((c & ~7) != 0) {
            return String.format("dma_configs 0x%02x: reserved bits 3..7 are 0x%02x (must be 0)", c, c >>> 3);
        }
        if ((c & 7) > MAX_PRIORITY_CLASS) {
            return String.format("dma_configs 0x%02x: priority_class %d (valid 0..%d)", c, c & 7, MAX_PRIORITY_CLASS);
        }
        return null;
    }

    /**
     * A marker byte is the ADDR8's byte 7 under the mask 0xFC: bits 0..1 are no part of it; the offset-register bits
     * (0x08, 0x04) belong to a table address (0x20); the VAR_ID bit (0x10) stands alone or with a shape register.
     */
    static String marker(String leg, long a) {
        int b = (int) (a >>> 56) & 0xFF;
        String field = leg + "_start_addr";
        if ((b & 3) != 0) {
            return String.format("%s marker byte 0x%02x: bits 0..1 are set, outside the marker mask 0xfc", field, b);
        }
        if ((b & (Addr8.OFFSET_REG | Addr8.OFFSET_WIDE)) != 0 && (b & Addr8.ADDR_TBL) == 0) {
            return String.format("%s marker byte 0x%02x: an offset register (0x08 / 0x04) without a table address "
                    + "(0x20)", field, b);
        }
        if ((b & Addr8.VAR_ID) != 0 && (b & ~(Addr8.VAR_ID | Addr8.SHAPE_REG)) != 0) {
            return String.format("%s marker byte 0x%02x: VAR_ID (0x10) combined with another address source", field,
                    b);
        }
        return null;
    }

    /** {@code BOUND_CHECK_REG}: valid fully off, or enabled (bit 7) on a register of the file. */
    static String boundReg(String field, int bc) {
        if (bc != 0 && (bc & DgeWords.BC_ENABLED) == 0) {
            return String.format("%s 0x%02x: not enabled (bit 7 clear) yet not all zero", field, bc);
        }
        return null;
    }

    /**
     * An index bound (DmaIndirect) must either be an error ({@code idx_bound_is_err}) or keep its notification on: a
     * silent out-of-bounds index that is no error is illegal.
     */
    static String silentIndexBound(byte[] p, byte[] ext) {
        int flags = Bytes.u8(ext, DgeWords.EXT_FLAGS);
        for (int at : new int[] {DgeWords.SRC_BOUND_REG, DgeWords.DST_BOUND_REG}) {
            int bc = Bytes.u8(p, at);
            if ((bc & DgeWords.BC_ENABLED) != 0 && (bc & DgeWords.BC_NO_NOTIFICATION) != 0
                    && (flags & DgeWords.FLAG_IDX_BOUND_IS_ERR) == 0) {
                return String.format("%s 0x%02x: an index bound with its notification off, and the extension's flags "
                        + "0x%02x have idx_bound_is_err clear (a silent out-of-bounds index that is no error)",
                        at == DgeWords.SRC_BOUND_REG ? "src_bound_reg" : "dst_bound_reg", bc, flags);
            }
        }
        return null;
    }

    static String dtype(String field, int code) {
        Dtype t = Dtype.of(code);
        if (t == null || t == Dtype.INVALID) {
            return String.format("%s 0x%02x (%d): not an nrt_dtype_t code", field, code, code);
        }
        return null;
    }

    /**
     * A plain copy moves as many bytes as it reads; a cast or a compute op as many values. A leg whose shape comes
     * from a register (marker bit 6) is not known at load.
     */
    static String totals(byte[] p, byte[] ext) {
        if (((Bytes.u64(p, DgeWords.SRC_ADDR) | Bytes.u64(p, DgeWords.DST_ADDR)) >>> 56 & Addr8.SHAPE_REG) != 0) {
            return null;
        }
        long src = (long) Bytes.u16(p, DgeWords.SRC_NUM) * Bytes.u16(p, DgeWords.SRC_NUM + 2)
                * DgeWords.elemSize(p, DgeWords.SRC_ELEM_SIZE);
        long dst = (long) Bytes.u16(p, DgeWords.DST_NUM) * Bytes.u16(p, DgeWords.DST_NUM + 2)
                * DgeWords.elemSize(p, DgeWords.DST_ELEM_SIZE);
        Dtype in = Dtype.of(Bytes.u8(p, DgeWords.IN_DTYPE));
        Dtype to = Dtype.of(Bytes.u8(p, DgeWords.OUT_DTYPE));
        int op = ext == null ? 0 : Bytes.u8(ext, DgeWords.EXT_COMPUTE_OP);
        if (op == 0 && in == to) {
            return src == dst ? null : String.format("src and dst byte totals differ: %d ≠ %d (num_elem × elem_size; a "
                    + "plain copy moves what it reads)", src, dst);
        }
        if (in.size() > 0 && to.size() > 0 && src / in.size() != dst / to.size()) {
            return String.format("src and dst element totals differ: %d %s ≠ %d %s", src / in.size(), in,
                    dst / to.size(), to);
        }
        return null;
    }
}
