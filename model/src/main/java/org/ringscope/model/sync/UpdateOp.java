package org.ringscope.model.sync;

/**
 * The operation of an instruction's EVENTS update, byte 6 (docs/reference/sync.md): the low nibble names it, bit 4 picks
 * COMPLETE timing over READ, bit 7 a register operand (unsupported: no public NEFF uses one).
 */
public enum UpdateOp {
    NONE(0x0, ""),
    EVT_SET(0x1, "set"),
    EVT_CLR(0x2, "clear"),
    SEM_INC(0x3, "++"),
    SEM_DEC(0x4, "--"),
    SEM_ADD_IMM(0x5, "+="),
    SEM_SUB_IMM(0x7, "-="),
    SEM_WR_IMM(0x9, "="),
    UNSUPPORTED(-1, "?");

    private final int low;
    private final String symbol;

    UpdateOp(int low, String symbol) {
        this.low = low;
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    public boolean onEvent() {
        return this == EVT_SET || this == EVT_CLR;
    }

    public boolean onSemaphore() {
        return this == SEM_INC || this == SEM_DEC || this == SEM_ADD_IMM || this == SEM_SUB_IMM || this == SEM_WR_IMM;
    }

    /** The update mode byte's operation; 0xFF (INVALID) and the register forms are {@link #UNSUPPORTED}. */
    public static UpdateOp of(int mode) {
        if (mode == 0) {
            return NONE;
        }
        if ((mode & 0x80) != 0 || (mode & 0x60) != 0) {
            return UNSUPPORTED;
        }
        for (UpdateOp o : values()) {
            if (o.low == (mode & 0x0F)) {
                return o;
            }
        }
        return UNSUPPORTED;
    }

    /** The semaphore after this update of {@code old} with operand {@code value}. */
    public int apply(int old, long value) {
        return switch (this) {
            case SEM_INC -> old + 1;
            case SEM_DEC -> old - 1;
            case SEM_ADD_IMM -> old + (int) value;
            case SEM_SUB_IMM -> old - (int) value;
            case SEM_WR_IMM -> (int) value;
            default -> old;
        };
    }
}
