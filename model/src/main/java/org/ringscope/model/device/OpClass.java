package org.ringscope.model.device;

import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.MetaCtrl;

/**
 * The operation a packet's TX {@code meta_ctrl} selects (docs/reference/descriptors-and-barriers.md, op-class overlay words;
 * decision 0103 for RingScope's packet encodings). Decoded from the op selector after masking the write
 * barrier (bit 26) and the notification mask (bit 28):
 *
 * <pre>
 * ssmae_op [25:23] = 0b010            COPY       the CME default 0x01080003: plain copy
 * ssmae_op = 0b100, op code [2:0]     CCE        1 ADD, 2 MIN, 3 MAX (MIN/MAX keep a const dtype in [22:20]),
 *                                                0 with [22:20] = 1: FMA (0x2100000); [22:20] = 4 / 5: ext / gradient
 * ssmae_op = 0b001, [22:20] = 1       TRANSPOSE  0x900000
 * ssmae_op = 0b001, [22:20] = 2       REPLICATION 0xA00000 (the lead META word of a combo op)
 * </pre>
 *
 * GOTCHA (docs/reference/descriptors-and-barriers.md): CCE add and min/max share the base 0x2000000; the op code in [2:0] tells
 * them apart, not the high bits.
 *
 * <p>A packet's lead META descriptor carries either the REPLICATION word or a repeat of its op word, with
 * the op's operand in bytes 8..15 (decision 0103, {@link org.ringscope.model.udma.MetaOperand}).
 */
public enum OpClass {
    COPY,
    CCE_ADD,
    CCE_MIN,
    CCE_MAX,
    CCE_FMA,
    /** B = A × B: the DGE's {@code compute_op} MULTIPLY (RingScope's CCE op code 4, decision 1121). */
    CCE_MUL,
    TRANSPOSE,
    REPLICATION,
    UNKNOWN;

    /**
     * The CCE op code RingScope gives a two-source multiply. {@code SDMA_CCETYPE} names only FMA, ADD, MIN and MAX
     * (the host's packet builders refuse anything else); the DGE's {@code compute_op} MULTIPLY needs one, and its
     * encoding is not public (decision 1121). Only the emulated DGE writes it.
     */
    public static final int MUL_CODE = 4;

    /** The class of a TX meta_ctrl word. */
    public static OpClass of(int metaCtrl) {
        int m = metaCtrl & ~(MetaCtrl.WRITE_BARRIER | MetaCtrl.NOTIFICATION_MASK);
        int sel = (m >>> MetaCtrl.SSMAE_OP_SHIFT) & 7;
        int fam = (m >>> MetaCtrl.OP_TYPE_SHIFT) & 7;
        if (sel == MetaCtrl.SSMAE_OP_CME) {
            return COPY;
        }
        if (sel == 0b100) {
            CceOp op = CceOp.ofCode(m & 7);
            if (op == CceOp.MIN) {
                return CCE_MIN;
            }
            if (op == CceOp.MAX) {
                return CCE_MAX;
            }
            if (op == CceOp.ADD && fam == 0) {
                return CCE_ADD;
            }
            if (op == CceOp.FMA && fam == 1) {
                return CCE_FMA;
            }
            if (op == null && (m & 7) == MUL_CODE && fam == 0) {
                return CCE_MUL;
            }
            return UNKNOWN;
        }
        if (sel == 0b001 && fam == 1) {
            return TRANSPOSE;
        }
        if (sel == 0b001 && fam == 2) {
            return REPLICATION;
        }
        return UNKNOWN;
    }

    /** Whether this is one of the CCE reductions. */
    public boolean isCce() {
        return this == CCE_ADD || this == CCE_MIN || this == CCE_MAX || this == CCE_FMA || this == CCE_MUL;
    }
}
