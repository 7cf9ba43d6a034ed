package org.ringscope.model.dge;

/**
 * {@code ADDR8} / {@code PSEUDO_ADDR8} (docs/reference/dge.md): an 8-byte union whose byte 7 is a marker (mask
 * 0xFC). The arm layouts are the observed ones: VAR_ID (0x10, pseudo only) = u32 offset in bytes 0..3, var_id
 * in bytes 4..6; ADDR_TBL (0x20) = u32 offset, table index in bytes 4..6; with OFFSET_REG (0x08) byte 0 names
 * the register holding the offset; IMM (0x00) = the address in bytes 0..6 (RingScope's reading, decision 1102).
 */
public final class Addr8 {
    public static final int IMM = 0x00;
    public static final int OFFSET_WIDE = 0x04;
    public static final int OFFSET_REG = 0x08;
    public static final int VAR_ID = 0x10;
    public static final int ADDR_TBL = 0x20;
    public static final int SHAPE_REG = 0x40;
    public static final int ADDR_REG = 0x80;
    /** Bits 0..55 of an IMM arm. */
    public static final long IMM_MASK = (1L << 56) - 1;

    private Addr8() {
    }

    public static int marker(long a) {
        return (int) (a >>> 56) & 0xFC;
    }

    /** The u32 offset of a VAR_ID or ADDR_TBL arm. */
    public static long offset(long a) {
        return a & 0xFFFF_FFFFL;
    }

    /** The var_id or table index (bytes 4..6). */
    public static int index(long a) {
        return (int) (a >>> 32) & 0xFF_FFFF;
    }

    /** The offset register of an OFFSET_REG arm (byte 0). */
    public static int register(long a) {
        return (int) a & 0xFF;
    }

    /** An IMM arm of {@code address}. */
    public static long imm(long address) {
        return address & IMM_MASK;
    }

    /** A readable name of the marker. */
    public static String describe(long a) {
        int m = marker(a);
        return switch (m) {
            case IMM -> String.format("0x%x", a & IMM_MASK);
            case VAR_ID -> String.format("var %d + 0x%x", index(a), offset(a));
            case ADDR_TBL -> String.format("table[%d] + 0x%x", index(a), offset(a));
            case ADDR_TBL | OFFSET_REG -> String.format("table[%d] + r%d", index(a), register(a));
            default -> String.format("marker 0x%02x (%016x)", m, a);
        };
    }
}
