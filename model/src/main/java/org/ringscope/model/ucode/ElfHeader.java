package org.ringscope.model.ucode;

/**
 * The ELF32 file header fields ({@code Elf32_Ehdr}), read in the file's byte order. Offsets:
 * {@code e_type@16 e_machine@18 e_version@20 e_entry@24 e_phoff@28 e_shoff@32 e_flags@36 e_ehsize@40
 * e_phentsize@42 e_phnum@44 e_shentsize@46 e_shnum@48 e_shstrndx@50}.
 */
public record ElfHeader(int eiClass, ElfData data, int eiVersion, int eiOsabi, int type, int machine,
        long version, long entry, long phoff, long shoff, long flags, int ehsize, int phentsize, int phnum,
        int shentsize, int shnum, int shstrndx) {

    /** Size of the ELF32 header. */
    public static final int SIZE = 52;
    public static final int ET_REL = 1;
    public static final int ET_EXEC = 2;
    /** The only type the PI loader accepts ({@code validate_dynamic}: otherwise {@code XTLIB_NOT_DYNAMIC}). */
    public static final int ET_DYN = 3;
    /** {@code EM_XTENSA}: the only machine RingScope accepts (see decision 0200). */
    public static final int EM_XTENSA = 94;
    /** {@code EM_XTENSA_DEPRECATED} from NXP {@code elf.h}; not accepted. */
    public static final int EM_XTENSA_OLD = 0xabc7;

    static ElfHeader read(byte[] b, ElfData d) {
        return new ElfHeader(b[4] & 0xff, d, b[6] & 0xff, b[7] & 0xff, d.half(b, 16), d.half(b, 18),
                d.word(b, 20), d.word(b, 24), d.word(b, 28), d.word(b, 32), d.word(b, 36), d.half(b, 40),
                d.half(b, 42), d.half(b, 44), d.half(b, 46), d.half(b, 48), d.half(b, 50));
    }

    /** "DYN", "EXEC", "REL", or the number. */
    public String typeName() {
        return switch (type) {
            case 0 -> "NONE";
            case ET_REL -> "REL";
            case ET_EXEC -> "EXEC";
            case ET_DYN -> "DYN";
            case 4 -> "CORE";
            default -> Integer.toString(type);
        };
    }

    public String machineName() {
        return switch (machine) {
            case EM_XTENSA -> "Xtensa";
            case EM_XTENSA_OLD -> "Xtensa (deprecated 0xabc7)";
            case 40 -> "ARM";
            case 62 -> "x86-64";
            case 0 -> "none";
            default -> Integer.toString(machine);
        };
    }
}
