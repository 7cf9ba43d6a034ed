package org.ringscope.model.dge;

import org.ringscope.model.device.OpClass;
import org.ringscope.model.udma.CceOp;

/**
 * {@code DGE_COMPUTE_OP} (docs/reference/dge.md): what a copy does with the destination's old value B and the source
 * value A. Any op but NONE is a read-modify-write on the CCE path; {@link #cceCode} is the CCE op code the emulated
 * DGE writes for it (ADD, MIN, MAX are {@code SDMA_CCETYPE}'s; MULTIPLY has none public, decision 1121).
 */
public enum ComputeOp {
    NONE(0, -1),
    ADD(1, CceOp.ADD.code()),
    MULTIPLY(2, OpClass.MUL_CODE),
    MAX(3, CceOp.MAX.code()),
    MIN(4, CceOp.MIN.code());

    private final int code;
    private final int cceCode;

    ComputeOp(int code, int cceCode) {
        this.code = code;
        this.cceCode = cceCode;
    }

    public int code() {
        return code;
    }

    /** The CCE op code of the packet that computes it (-1 for NONE). */
    public int cceCode() {
        return cceCode;
    }

    /** The op of a {@code compute_op} byte, or {@code null}. */
    public static ComputeOp of(int code) {
        for (ComputeOp o : values()) {
            if (o.code == code) {
                return o;
            }
        }
        return null;
    }
}
