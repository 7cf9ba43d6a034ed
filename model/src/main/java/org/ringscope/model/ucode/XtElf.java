package org.ringscope.model.ucode;

import java.util.ArrayList;
import java.util.List;

/**
 * An ELF32 file whose identification passed {@link #xtlibVerifyMagic}: its header, program headers and
 * section headers, read in the file's byte order, with every table bounds-checked against the file.
 * The canonical C loader trusts {@code e_phoff}, {@code e_shoff} and {@code p_offset}; here a table or a
 * loaded segment outside the file is an {@link XtlibFormatException}. Nothing is allocated by a size the
 * file states without first checking it against the file's length.
 */
public final class XtElf {
    /** Longest section name read from {@code .shstrtab}. */
    private static final int MAX_NAME = 64;

    private final String name;
    private final byte[] bytes;
    private final ElfHeader header;
    private final List<ProgramHeader> programHeaders;
    private final List<SectionHeader> sections;

    private XtElf(String name, byte[] bytes, ElfHeader header, List<ProgramHeader> phdrs,
            List<SectionHeader> shdrs) {
        this.name = name;
        this.bytes = bytes;
        this.header = header;
        this.programHeaders = List.copyOf(phdrs);
        this.sections = List.copyOf(shdrs);
    }

    /**
     * {@code xtlib_verify_magic} ({@code @0x9b6d40}, NXP {@code common.c:33}): 0 when {@code e_ident}
     * is {@code 7f 'E' 'L' 'F'}, {@code ELFCLASS32} and {@code EI_DATA} 1 or 2; -1 otherwise.
     */
    public static int xtlibVerifyMagic(byte[] file) {
        return magicProblem(file) == null ? 0 : -1;
    }

    /** Why {@link #xtlibVerifyMagic} fails, or {@code null} when it passes. */
    static String magicProblem(byte[] f) {
        if (f.length < 16) {
            return "file is " + f.length + " bytes, shorter than e_ident (16)";
        }
        if ((f[0] & 0xff) != 0x7f || f[1] != 'E' || f[2] != 'L' || f[3] != 'F') {
            return String.format("e_ident[0..3] = %02x %02x %02x %02x, not 7f 45 4c 46 (\\x7fELF)",
                    f[0] & 0xff, f[1] & 0xff, f[2] & 0xff, f[3] & 0xff);
        }
        if (f[4] != 1) {
            return "e_ident[EI_CLASS] = " + (f[4] & 0xff) + ", not ELFCLASS32 (1)";
        }
        if (ElfData.ofEiData(f[5]) == null) {
            return "e_ident[EI_DATA] = " + (f[5] & 0xff) + ", not 1 (LSB) or 2 (MSB)";
        }
        return null;
    }

    /**
     * Reads the tables of a file whose magic passed. Throws when the file is shorter than the ELF32 header,
     * when {@code e_phentsize}/{@code e_shentsize} are not 32/40 while the table is not empty, or when
     * the program-header table, the section-header table, or the file bytes of a PT_LOAD / PT_DYNAMIC
     * segment lie outside the file.
     */
    static XtElf read(byte[] file, String name) throws XtlibFormatException {
        if (file.length < ElfHeader.SIZE) {
            throw new XtlibFormatException(name, file.length, "Elf32_Ehdr",
                    "file is " + file.length + " bytes, shorter than the 52-byte ELF32 header");
        }
        ElfData d = ElfData.ofEiData(file[5]);
        if (d == null) {
            throw new IllegalStateException("read() before xtlib_verify_magic passed");
        }
        ElfHeader h = ElfHeader.read(file, d);
        List<ProgramHeader> phdrs = new ArrayList<>();
        if (h.phnum() > 0) {
            if (h.phentsize() != ProgramHeader.SIZE) {
                throw new XtlibFormatException(name, 42, "e_phentsize",
                        "is " + h.phentsize() + ", not sizeof(Elf32_Phdr) = 32");
            }
            checkTable(name, file.length, h.phoff(), h.phnum(), ProgramHeader.SIZE, 28, "e_phoff", "program header");
            for (int i = 0; i < h.phnum(); i++) {
                ProgramHeader p = ProgramHeader.read(file, (int) h.phoff() + i * ProgramHeader.SIZE, i, d);
                if ((p.isLoad() || p.isDynamic()) && p.offset() + p.filesz() > file.length) {
                    throw new XtlibFormatException(name, h.phoff() + i * (long) ProgramHeader.SIZE + 4,
                            "p_offset/p_filesz of program header " + i,
                            String.format("segment bytes [0x%x, 0x%x) lie outside the %d-byte file",
                                    p.offset(), p.offset() + p.filesz(), file.length));
                }
                phdrs.add(p);
            }
        }
        List<SectionHeader> shdrs = new ArrayList<>();
        if (h.shnum() > 0) {
            if (h.shentsize() != SectionHeader.SIZE) {
                throw new XtlibFormatException(name, 46, "e_shentsize",
                        "is " + h.shentsize() + ", not sizeof(Elf32_Shdr) = 40");
            }
            checkTable(name, file.length, h.shoff(), h.shnum(), SectionHeader.SIZE, 32, "e_shoff", "section header");
            for (int i = 0; i < h.shnum(); i++) {
                shdrs.add(SectionHeader.read(file, (int) h.shoff() + i * SectionHeader.SIZE, i, d));
            }
            nameSections(file, h, shdrs);
        }
        return new XtElf(name, file, h, phdrs, shdrs);
    }

    private static void checkTable(String name, int length, long off, int count, int entry, int fieldOff,
            String field, String what) throws XtlibFormatException {
        long end = off + (long) count * entry;
        if (end > length) {
            throw new XtlibFormatException(name, fieldOff, field, String.format(
                    "the %s table [0x%x, 0x%x) (%d x %d bytes) lies outside the %d-byte file",
                    what, off, end, count, entry, length));
        }
    }

    /** Names from {@code .shstrtab} where it lies inside the file; names are cosmetic, never an error. */
    private static void nameSections(byte[] file, ElfHeader h, List<SectionHeader> shdrs) {
        if (h.shstrndx() >= shdrs.size()) {
            return;
        }
        SectionHeader str = shdrs.get(h.shstrndx());
        long strEnd = str.offset() + str.size();
        if (strEnd > file.length) {
            return;
        }
        for (int i = 0; i < shdrs.size(); i++) {
            SectionHeader s = shdrs.get(i);
            long at = str.offset() + nameIndex(file, h, i);
            if (at < str.offset() || at >= strEnd) {
                continue;
            }
            StringBuilder sb = new StringBuilder();
            for (long p = at; p < strEnd && file[(int) p] != 0 && sb.length() < MAX_NAME; p++) {
                char c = (char) (file[(int) p] & 0xff);
                sb.append(c >= 0x20 && c < 0x7f ? c : '?');
            }
            shdrs.set(i, s.withName(sb.toString()));
        }
    }

    private static long nameIndex(byte[] file, ElfHeader h, int i) {
        return h.data().word(file, (int) h.shoff() + i * SectionHeader.SIZE);
    }

    public String name() {
        return name;
    }

    public ElfData data() {
        return header.data();
    }

    public ElfHeader header() {
        return header;
    }

    public List<ProgramHeader> programHeaders() {
        return programHeaders;
    }

    public List<SectionHeader> sections() {
        return sections;
    }

    /** File length in bytes. */
    public int length() {
        return bytes.length;
    }

    /** {@code xtlib_host_word} of the file word at {@code off}; the caller has bounds-checked it. */
    long word(long off) {
        return header.data().word(bytes, (int) off);
    }

    /** The raw file; package-private, never modified. */
    byte[] bytes() {
        return bytes;
    }
}
