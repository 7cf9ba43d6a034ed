package org.ringscope.model.ucode;

import java.util.Arrays;

/**
 * A host buffer that stands for one device region: the IRAM (code), DRAM (data) or scratch image. It
 * covers addresses {@code [base, base + length)}; {@code prelink} fills it with {@link #POISON} and then
 * loads segments into it. The bytes are mutable only inside this package (by the loader and relocator).
 */
public final class StagedImage {
    /** The prelinker poisons its scratch buffers with this byte before loading. */
    public static final byte POISON = (byte) 0xA5;

    private final String name;
    private final long base;
    private final byte[] bytes;

    StagedImage(String name, long base, int length) {
        this.name = name;
        this.base = base;
        this.bytes = new byte[length];
        Arrays.fill(bytes, POISON);
    }

    /** "iram", "dram" or "scratch". */
    public String name() {
        return name;
    }

    /** Device address of byte 0. */
    public long base() {
        return base;
    }

    public int length() {
        return bytes.length;
    }

    /** One past the last device address. */
    public long end() {
        return base + bytes.length;
    }

    /** Whether {@code [addr, addr + len)} lies inside the image. */
    public boolean contains(long addr, long len) {
        return addr >= base && len >= 0 && addr + len <= end();
    }

    /** A copy of {@code len} bytes at device address {@code addr}. */
    public byte[] read(long addr, int len) {
        if (!contains(addr, len)) {
            throw new IndexOutOfBoundsException(String.format("[0x%x, +%d) is outside %s [0x%x, 0x%x)", addr, len,
                    name, base, end()));
        }
        int off = (int) (addr - base);
        return Arrays.copyOfRange(bytes, off, off + len);
    }

    /** A copy of the whole image. */
    public byte[] toByteArray() {
        return bytes.clone();
    }

    /** The live buffer, for the loader and the relocator. */
    byte[] buffer() {
        return bytes;
    }

    int offsetOf(long addr) {
        return (int) (addr - base);
    }
}
