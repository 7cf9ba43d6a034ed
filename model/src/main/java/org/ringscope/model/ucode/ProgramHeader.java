package org.ringscope.model.ucode;

/**
 * One program header ({@code Elf32_Phdr}, 32 bytes: {@code p_type@0 p_offset@4 p_vaddr@8 p_paddr@12
 * p_filesz@16 p_memsz@20 p_flags@24 p_align@28}). Placement always uses {@code p_paddr}, never
 * {@code p_vaddr}, as every xtlib copy does.
 */
public record ProgramHeader(int index, long type, long offset, long vaddr, long paddr, long filesz,
        long memsz, long flags, long align) {

    public static final int SIZE = 32;
    public static final long PT_NULL = 0;
    public static final long PT_LOAD = 1;
    public static final long PT_DYNAMIC = 2;
    public static final long PF_X = 1;
    public static final long PF_W = 2;
    public static final long PF_R = 4;
    /** Code: R-X. */
    public static final long FLAGS_CODE = PF_R | PF_X;
    /** Split-load data: RWX. */
    public static final long FLAGS_DATA = PF_R | PF_W | PF_X;
    /** Scratch ({@code is_scratch_section}): -WX. */
    public static final long FLAGS_SCRATCH = PF_W | PF_X;
    /** Dynamic: RW-. */
    public static final long FLAGS_DYNAMIC = PF_R | PF_W;

    static ProgramHeader read(byte[] b, int off, int index, ElfData d) {
        return new ProgramHeader(index, d.word(b, off), d.word(b, off + 4), d.word(b, off + 8),
                d.word(b, off + 12), d.word(b, off + 16), d.word(b, off + 20), d.word(b, off + 24),
                d.word(b, off + 28));
    }

    public boolean isLoad() {
        return type == PT_LOAD;
    }

    public boolean isDynamic() {
        return type == PT_DYNAMIC;
    }

    /** {@code p_flags & 7}: the R|W|X bits the layout checks mask with. */
    public long rwx() {
        return flags & 7;
    }

    /** {@code p_flags} as readelf prints it: "R E", "RWE", " WE". */
    public String flagString() {
        return ((flags & PF_R) != 0 ? "R" : " ") + ((flags & PF_W) != 0 ? "W" : " ") + ((flags & PF_X) != 0 ? "E" : " ");
    }

    public String typeName() {
        if (type == PT_NULL) {
            return "NULL";
        } else if (type == PT_LOAD) {
            return "LOAD";
        } else if (type == PT_DYNAMIC) {
            return "DYNAMIC";
        } else if (type == 3) {
            return "INTERP";
        } else if (type == 4) {
            return "NOTE";
        } else if (type == 6) {
            return "PHDR";
        }
        return "0x" + Long.toHexString(type);
    }

    /** Whether the link address {@code addr} lies in {@code [p_paddr, p_paddr + p_memsz)}. */
    public boolean containsPaddr(long addr) {
        return addr >= paddr && addr < paddr + memsz;
    }
}
