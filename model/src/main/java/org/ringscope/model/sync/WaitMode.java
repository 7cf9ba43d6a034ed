package org.ringscope.model.sync;

/**
 * The wait condition of an instruction's EVENTS field, byte 4 (docs/reference/sync.md): a comparison of a semaphore with
 * the immediate value, or a test of an event bit (mode 7 consumes the event, 0xF sets it).
 */
public enum WaitMode {
    NONE(0x00, ""),
    SEM_EQ(0x01, "=="),
    SEM_LT(0x02, "<"),
    SEM_LE(0x03, "<="),
    SEM_GT(0x04, ">"),
    SEM_GE(0x05, ">="),
    EVENT_SET(0x06, "set"),
    EVENT_SET_THEN_CLEAR(0x07, "set, then clear"),
    EVENT_CLEAR(0x0E, "clear"),
    EVENT_CLEAR_THEN_SET(0x0F, "clear, then set"),
    /** The register forms (0x81..0x85), v5's REG_OFFSET and UNORDERED, INVALID: no public NEFF uses them. */
    UNSUPPORTED(-1, "?");

    private final int code;
    private final String symbol;

    WaitMode(int code, String symbol) {
        this.code = code;
        this.symbol = symbol;
    }

    public int code() {
        return code;
    }

    /** The comparison as the compiler listing prints it ({@code >=}), or the event state waited for. */
    public String symbol() {
        return symbol;
    }

    public boolean onEvent() {
        return this == EVENT_SET || this == EVENT_SET_THEN_CLEAR || this == EVENT_CLEAR || this == EVENT_CLEAR_THEN_SET;
    }

    public boolean onSemaphore() {
        return code >= 0x01 && code <= 0x05;
    }

    public static WaitMode of(int code) {
        for (WaitMode m : values()) {
            if (m.code == code) {
                return m;
            }
        }
        return UNSUPPORTED;
    }

    /** Whether the wait holds for a semaphore value {@code have} and threshold {@code value} (or event bit). */
    public boolean holds(int have, long value, boolean event) {
        return switch (this) {
            case NONE, UNSUPPORTED -> true;
            case SEM_EQ -> have == (int) value;
            case SEM_LT -> have < value;
            case SEM_LE -> have <= value;
            case SEM_GT -> have > value;
            case SEM_GE -> have >= value;
            case EVENT_SET, EVENT_SET_THEN_CLEAR -> event;
            case EVENT_CLEAR, EVENT_CLEAR_THEN_SET -> !event;
        };
    }
}
