package org.ringscope.model.ucode;

/**
 * One {@code Elf32_Rela} entry (12 bytes: {@code r_offset@0 r_info@4 r_addend@8}), with
 * {@code sym = r_info >> 8} and {@code type = r_info & 0xff}. {@code addend} is the signed 32-bit value.
 */
public record Rela(int index, long offset, long info, long addend) {

    public static final int SIZE = 12;

    public int sym() {
        return (int) (info >>> 8);
    }

    public int type() {
        return (int) (info & 0xff);
    }

    public String typeName() {
        return RelocationType.name(type());
    }

    static Rela read(byte[] b, int off, int index, ElfData d) {
        return new Rela(index, d.word(b, off), d.word(b, off + 4), (int) d.word(b, off + 8));
    }
}
