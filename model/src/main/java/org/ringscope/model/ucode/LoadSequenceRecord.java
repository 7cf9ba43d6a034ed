package org.ringscope.model.ucode;

import java.util.Arrays;

/**
 * One 64-byte record of an ll load or unload sequence ({@code nrtucode_ll_get_load_sequence_common}
 * {@code @0x9b1fc0}), little endian: {@code magic u16 0x1095 @0}, {@code direction u8 @0x0c} (1 load,
 * 2 unload), {@code 0xff @0x0d}, {@code device_addr u64 @0x10} (0 on unload),
 * {@code library_selector u32 @0x18}, {@code image_size u32 @0x1c}; the rest zero.
 */
public record LoadSequenceRecord(int direction, long deviceAddr, long librarySelector, long imageSize) {

    public static final int MAGIC = 0x1095;
    public static final int SIZE = 64;
    public static final int LOAD = 1;
    public static final int UNLOAD = 2;
    private static final ElfData LE = ElfData.LSB;

    /** Writes the record at {@code off}. */
    public void write(byte[] b, int off) {
        Arrays.fill(b, off, off + SIZE, (byte) 0);
        LE.putHalf(b, off, MAGIC);
        b[off + 0x0c] = (byte) direction;
        b[off + 0x0d] = (byte) 0xff;
        LE.putWord(b, off + 0x10, deviceAddr);
        LE.putWord(b, off + 0x14, deviceAddr >>> 32);
        LE.putWord(b, off + 0x18, librarySelector);
        LE.putWord(b, off + 0x1c, imageSize);
    }

    public byte[] toBytes() {
        byte[] b = new byte[SIZE];
        write(b, 0);
        return b;
    }

    /** Decodes the record at {@code off}; {@code null} when the magic is not 0x1095 or it does not fit. */
    public static LoadSequenceRecord decode(byte[] b, int off) {
        if (off < 0 || off + SIZE > b.length || LE.half(b, off) != MAGIC) {
            return null;
        }
        return new LoadSequenceRecord(b[off + 0x0c] & 0xff, LE.word(b, off + 0x10) | (LE.word(b, off + 0x14) << 32),
                LE.word(b, off + 0x18), LE.word(b, off + 0x1c));
    }
}
