package org.ringscope.model.ucode;

/**
 * {@code R_XTENSA_*} numbers (binutils {@code include/elf/xtensa.h}, NXP {@code elf.h:285-331}). Note
 * that type 5 is {@code R_XTENSA_RELATIVE}; the reverse-engineering wiki's "R_XTENSA_32" for it is wrong
 * ({@code R_XTENSA_32} is 1).
 */
public final class RelocationType {
    public static final int R_XTENSA_NONE = 0;
    public static final int R_XTENSA_32 = 1;
    public static final int R_XTENSA_RTLD = 2;
    public static final int R_XTENSA_GLOB_DAT = 3;
    public static final int R_XTENSA_JMP_SLOT = 4;
    public static final int R_XTENSA_RELATIVE = 5;
    public static final int R_XTENSA_PLT = 6;
    public static final int R_XTENSA_SLOT0_OP = 20;
    public static final int R_XTENSA_SLOT14_OP = 34;
    public static final int R_XTENSA_SLOT0_ALT = 35;
    public static final int R_XTENSA_SLOT14_ALT = 49;

    private static final String[] LOW = {"NONE", "32", "RTLD", "GLOB_DAT", "JMP_SLOT", "RELATIVE", "PLT", null,
        "OP0", "OP1", "OP2", "ASM_EXPAND", "ASM_SIMPLIFY", null, "32_PCREL", "GNU_VTINHERIT", "GNU_VTENTRY",
        "DIFF8", "DIFF16", "DIFF32"};
    private static final String[] TLS = {"TLSDESC_FN", "TLSDESC_ARG", "TLS_DTPOFF", "TLS_TPOFF", "TLS_FUNC",
        "TLS_ARG", "TLS_CALL"};

    private RelocationType() {
    }

    public static boolean isSlotOp(int type) {
        return type >= R_XTENSA_SLOT0_OP && type <= R_XTENSA_SLOT14_OP;
    }

    public static boolean isSlotAlt(int type) {
        return type >= R_XTENSA_SLOT0_ALT && type <= R_XTENSA_SLOT14_ALT;
    }

    /** "R_XTENSA_RELATIVE", "R_XTENSA_SLOT3_ALT", ... or "R_XTENSA_&lt;n&gt;" for unnamed numbers. */
    public static String name(int type) {
        String n = null;
        if (type >= 0 && type < LOW.length) {
            n = LOW[type];
        } else if (isSlotOp(type)) {
            n = "SLOT" + (type - R_XTENSA_SLOT0_OP) + "_OP";
        } else if (isSlotAlt(type)) {
            n = "SLOT" + (type - R_XTENSA_SLOT0_ALT) + "_ALT";
        } else if (type >= 50 && type < 50 + TLS.length) {
            n = TLS[type - 50];
        }
        return "R_XTENSA_" + (n == null ? Integer.toString(type) : n);
    }
}
