package org.ringscope.model.udma;

/**
 * {@code SDMA_CCETYPE}, the reduction op of a CCE packet (vring seed §4, {@code vring_add_dma_packet_cce_int}).
 * The seed's dispatch {@code case MIN, MAX: // op-2 <= 1} fixes MIN = 2 and MAX = 3; the other two codes
 * follow the host {@code kbin_dma_desc_op_t} order (FMA, ADD, MIN, MAX) shifted by one (decision 0103).
 */
public enum CceOp {
    FMA(0),
    ADD(1),
    MIN(2),
    MAX(3);

    private final int code;

    CceOp(int code) {
        this.code = code;
    }

    /** The SDMA_CCETYPE value. */
    public int code() {
        return code;
    }

    /** The op of a code, or {@code null} for an unsupported code ("unsupported op! (%u)" upstream). */
    public static CceOp ofCode(int code) {
        for (CceOp op : values()) {
            if (op.code == code) {
                return op;
            }
        }
        return null;
    }
}
