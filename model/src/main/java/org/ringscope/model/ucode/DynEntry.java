package org.ringscope.model.ucode;

/** One {@code Elf32_Dyn} entry (8 bytes: {@code d_tag@0 d_val/d_ptr@4}) as read from the file image. */
public record DynEntry(int index, long tag, String tagName, long value) {

    public static final int SIZE = 8;
    public static final long DT_NULL = 0;
    public static final long DT_PLTRELSZ = 2;
    public static final long DT_PLTGOT = 3;
    public static final long DT_HASH = 4;
    public static final long DT_STRTAB = 5;
    public static final long DT_SYMTAB = 6;
    public static final long DT_RELA = 7;
    public static final long DT_RELASZ = 8;
    public static final long DT_RELAENT = 9;
    public static final long DT_STRSZ = 10;
    public static final long DT_SYMENT = 11;
    public static final long DT_INIT = 12;
    public static final long DT_FINI = 13;
    public static final long DT_PLTREL = 20;
    public static final long DT_JMPREL = 23;
    public static final long DT_RELACOUNT = 0x6ffffff9L;
    /** binutils {@code DT_XTENSA_GOT_LOC_OFF}. */
    public static final long DT_XTENSA_GOT_LOC_OFF = 0x70000000L;
    /** binutils {@code DT_XTENSA_GOT_LOC_SZ}. */
    public static final long DT_XTENSA_GOT_LOC_SZ = 0x70000001L;
    /** {@code DT_LOPROC + 2}: the Cadence toolchain's text address tag ({@code text_addr}); GNU ld never emits it. */
    public static final long DT_XTENSA_TEXT_ADDR = 0x70000002L;

    static String nameOf(long tag) {
        if (tag == DT_NULL) {
            return "NULL";
        } else if (tag == DT_PLTRELSZ) {
            return "PLTRELSZ";
        } else if (tag == DT_PLTGOT) {
            return "PLTGOT";
        } else if (tag == DT_HASH) {
            return "HASH";
        } else if (tag == DT_STRTAB) {
            return "STRTAB";
        } else if (tag == DT_SYMTAB) {
            return "SYMTAB";
        } else if (tag == DT_RELA) {
            return "RELA";
        } else if (tag == DT_RELASZ) {
            return "RELASZ";
        } else if (tag == DT_RELAENT) {
            return "RELAENT";
        } else if (tag == DT_STRSZ) {
            return "STRSZ";
        } else if (tag == DT_SYMENT) {
            return "SYMENT";
        } else if (tag == DT_INIT) {
            return "INIT";
        } else if (tag == DT_FINI) {
            return "FINI";
        } else if (tag == DT_PLTREL) {
            return "PLTREL";
        } else if (tag == DT_JMPREL) {
            return "JMPREL";
        } else if (tag == DT_RELACOUNT) {
            return "RELACOUNT";
        } else if (tag == DT_XTENSA_GOT_LOC_OFF) {
            return "XTENSA_GOT_LOC_OFF";
        } else if (tag == DT_XTENSA_GOT_LOC_SZ) {
            return "XTENSA_GOT_LOC_SZ";
        } else if (tag == DT_XTENSA_TEXT_ADDR) {
            return "XTENSA_TEXT_ADDR";
        }
        return "0x" + Long.toHexString(tag);
    }
}
