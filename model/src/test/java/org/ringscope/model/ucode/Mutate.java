package org.ringscope.model.ucode;

/** Byte-patching helpers for the little-endian fixtures. */
final class Mutate {
    private static final ElfData LE = ElfData.LSB;

    private Mutate() {
    }

    static byte[] word(byte[] src, long off, long value) {
        byte[] b = src.clone();
        LE.putWord(b, (int) off, value);
        return b;
    }

    static byte[] half(byte[] src, long off, int value) {
        byte[] b = src.clone();
        LE.putHalf(b, (int) off, value);
        return b;
    }

    static byte[] setByte(byte[] src, int off, int value) {
        byte[] b = src.clone();
        b[off] = (byte) value;
        return b;
    }

    /** File offset of field {@code field} (0..7) of program header {@code i}. */
    static long phdr(int i, int field) {
        return 52 + i * 32L + field * 4L;
    }

    static final int P_TYPE = 0;
    static final int P_OFFSET = 1;
    static final int P_PADDR = 3;
    static final int P_FILESZ = 4;
    static final int P_MEMSZ = 5;
    static final int P_FLAGS = 6;

    /** File offset of the value word of the first dynamic entry with {@code tag}. */
    static long dynValue(byte[] lib, long tag) {
        Inspection in = UcodeFixtures.inspect(lib);
        for (DynEntry e : in.dynamic().entries()) {
            if (e.tag() == tag) {
                return in.shape().dynamic().offset() + e.index() * 8L + 4;
            }
        }
        throw new IllegalArgumentException("no tag " + tag);
    }

    /** File offset of field {@code k} (0 r_offset, 1 r_info, 2 r_addend) of relocation {@code i}. */
    static long rela(byte[] lib, int i, int k) throws XtlibFormatException {
        Inspection in = UcodeFixtures.inspect(lib);
        XtElf elf = XtElf.read(lib, "x");
        return ByteSwap.fileOffset(elf, in.dynamic().rela()) + i * 12L + k * 4L;
    }

    static byte[] swapPhdrs(byte[] src, int a, int b) {
        byte[] r = src.clone();
        System.arraycopy(src, (int) phdr(a, 0), r, (int) phdr(b, 0), 32);
        System.arraycopy(src, (int) phdr(b, 0), r, (int) phdr(a, 0), 32);
        return r;
    }
}
