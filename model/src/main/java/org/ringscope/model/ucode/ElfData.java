package org.ringscope.model.ucode;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The byte order of an ELF32 file, chosen by {@code e_ident[EI_DATA]} (1 = LSB, 2 = MSB). Every field of
 * the file and every word of the target image is read through {@link #word} / {@link #half}: these are the
 * Java form of {@code xtlib_host_word} / {@code xtlib_host_half} ({@code @0x9b6e00}), which swap when the
 * file's order differs from the host's ({@code xtlib_globals->byteswap}). Reads and writes may be
 * unaligned; the caller bounds-checks the offsets.
 */
public enum ElfData {
    /** {@code ELFDATA2LSB} (1): little endian, the lx106 and Vision Q7 order. */
    LSB(1, ByteOrder.LITTLE_ENDIAN),
    /** {@code ELFDATA2MSB} (2): big endian. */
    MSB(2, ByteOrder.BIG_ENDIAN);

    private final int eiData;
    private final ByteOrder order;
    private final VarHandle ints;
    private final VarHandle shorts;

    ElfData(int eiData, ByteOrder order) {
        this.eiData = eiData;
        this.order = order;
        this.ints = MethodHandles.byteArrayViewVarHandle(int[].class, order);
        this.shorts = MethodHandles.byteArrayViewVarHandle(short[].class, order);
    }

    /** The {@code e_ident[EI_DATA]} value. */
    public int eiData() {
        return eiData;
    }

    public ByteOrder order() {
        return order;
    }

    /** {@code xtlib_host_word}: the unsigned 32-bit word at {@code off}. */
    public long word(byte[] b, int off) {
        return Integer.toUnsignedLong((int) ints.get(b, off));
    }

    /** {@code xtlib_host_half}: the unsigned 16-bit half-word at {@code off}. */
    public int half(byte[] b, int off) {
        return Short.toUnsignedInt((short) shorts.get(b, off));
    }

    /** Stores the low 32 bits of {@code value} at {@code off} in this order. */
    public void putWord(byte[] b, int off, long value) {
        ints.set(b, off, (int) value);
    }

    /** Stores the low 16 bits of {@code value} at {@code off} in this order. */
    public void putHalf(byte[] b, int off, int value) {
        shorts.set(b, off, (short) value);
    }

    /** The order for an {@code EI_DATA} byte, or {@code null} for 0, 3 and everything else. */
    public static ElfData ofEiData(int eiData) {
        return switch (eiData) {
            case 1 -> LSB;
            case 2 -> MSB;
            default -> null;
        };
    }
}
