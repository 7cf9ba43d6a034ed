package org.ringscope.model.ucode;

import java.util.HashSet;
import java.util.Set;

/**
 * Makes a big-endian twin of a little-endian PI library, as docs/reference/load-path.md describes: every field
 * of the ELF header, the program and section headers, the dynamic entries and the relocations is
 * byte-swapped, and so is every 32-bit word a RELATIVE relocation patches. {@code e_ident[EI_DATA]} becomes 2.
 * Hash, symbol and string tables are left alone (the loader never reads them).
 */
final class ByteSwap {
    private ByteSwap() {
    }

    static byte[] toBigEndian(byte[] le) throws XtlibFormatException {
        XtElf elf = XtElf.read(le, "le");
        byte[] be = le.clone();
        be[5] = 2;
        for (int off : new int[] {16, 18, 40, 42, 44, 46, 48, 50}) {
            swap2(be, off);
        }
        for (int off : new int[] {20, 24, 28, 32, 36}) {
            swap4(be, off);
        }
        ElfHeader h = elf.header();
        for (int i = 0; i < h.phnum() * 8; i++) {
            swap4(be, (int) h.phoff() + i * 4);
        }
        for (int i = 0; i < h.shnum() * 10; i++) {
            swap4(be, (int) h.shoff() + i * 4);
        }
        Inspection in = XtlibLoader.inspect(le, "le", LayoutRequest.AUTO);
        ProgramHeader dyn = in.shape().dynamic();
        for (int i = 0; i < in.dynamic().entries().size() * 2; i++) {
            swap4(be, (int) dyn.offset() + i * 4);
        }
        Set<Long> done = new HashSet<>();
        long relaFile = fileOffset(elf, in.dynamic().rela() == null ? 0 : in.dynamic().rela());
        for (Rela r : in.relocations()) {
            for (int k = 0; k < 3; k++) {
                swap4(be, (int) relaFile + r.index() * 12 + k * 4);
            }
            if (r.type() == RelocationType.R_XTENSA_RELATIVE && done.add(r.offset())) {
                swap4(be, (int) fileOffset(elf, r.offset()));
            }
        }
        return be;
    }

    /** The file offset of link address {@code addr}, through the PT_LOAD whose file bytes hold it. */
    static long fileOffset(XtElf elf, long addr) {
        for (ProgramHeader p : elf.programHeaders()) {
            if (p.isLoad() && addr >= p.paddr() && addr < p.paddr() + p.filesz()) {
                return p.offset() + addr - p.paddr();
            }
        }
        throw new IllegalArgumentException("0x" + Long.toHexString(addr) + " is in no PT_LOAD's file bytes");
    }

    private static void swap2(byte[] b, int off) {
        byte t = b[off];
        b[off] = b[off + 1];
        b[off + 1] = t;
    }

    private static void swap4(byte[] b, int off) {
        byte t = b[off];
        b[off] = b[off + 3];
        b[off + 3] = t;
        t = b[off + 1];
        b[off + 1] = b[off + 2];
        b[off + 2] = t;
    }
}
