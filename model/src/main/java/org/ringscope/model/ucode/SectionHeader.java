package org.ringscope.model.ucode;

/**
 * One section header ({@code Elf32_Shdr}, 40 bytes). The loader reads only {@code sh_type@4},
 * {@code sh_size@20} and {@code sh_addralign@32} (for {@code find_align}); the rest is for display.
 */
public record SectionHeader(int index, String name, long type, long flags, long addr, long offset, long size,
        long addralign) {

    public static final int SIZE = 40;
    public static final long SHT_NULL = 0;

    static SectionHeader read(byte[] b, int off, int index, ElfData d) {
        return new SectionHeader(index, "", d.word(b, off + 4), d.word(b, off + 8), d.word(b, off + 12),
                d.word(b, off + 16), d.word(b, off + 20), d.word(b, off + 32));
    }

    SectionHeader withName(String n) {
        return new SectionHeader(index, n, type, flags, addr, offset, size, addralign);
    }
}
