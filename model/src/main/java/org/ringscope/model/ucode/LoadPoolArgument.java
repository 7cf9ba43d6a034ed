package org.ringscope.model.ucode;

import java.util.Arrays;

/**
 * The LOAD_POOL_ARGUMENT instruction that {@code add_load_pool_arguments} ({@code @0x276780}) emits, a
 * 64-byte {@code NEURON_ISA_TPB_CTRL_MV_STRUCT} (little endian): {@code header u32 @0} =
 * {@code word_len << 8 | opcode} = {@link #HEADER} 0x107A ({@code mov $0x107a,%r10d @0x276788}),
 * {@code events @4} (8 bytes), {@code num_mov @12 = 0}, {@code dtype @13 = 0}, {@code move_source @14 = 3},
 * {@code reserved @15}, {@code src_registers[8] @16}, {@code dst_registers[8] @24} (zero), then the
 * immediate: {@code emb_base_lo u32 @0x20}, {@code emb_base_hi u32 @0x24 = lo + 4},
 * {@code sbuf_base_addr u64 @0x28}, {@code one_value_read_addr u64 @0x30},
 * {@code completion_write_addr u64 @0x38}.
 */
public record LoadPoolArgument(long events, long embeddingTableBaseAddrSbOffset, long sbufBaseAddr,
        long oneValueReadAddr, long completionWriteAddr) {

    /** {@code 0x10 << 8 | 0x7A}. */
    public static final int HEADER = 0x107A;
    public static final int OPCODE = 0x7A;
    public static final int WORD_LEN = 0x10;
    public static final int SIZE = 0x40;
    public static final int MOVE_SOURCE = 0x03;
    private static final ElfData LE = ElfData.LSB;

    /**
     * {@code add_load_pool_arguments(chunk, offset, embedding_table_base_addr_sb_offset, sbuf_base_addr,
     * one_value_read_addr, completion_write_addr, events)}: writes the instruction at {@code offset}.
     *
     * @return {@code offset + 0x40}
     */
    public static int addLoadPoolArguments(byte[] chunk, int offset, long embeddingTableBaseAddrSbOffset,
            long sbufBaseAddr, long oneValueReadAddr, long completionWriteAddr, long events) {
        new LoadPoolArgument(events, embeddingTableBaseAddrSbOffset, sbufBaseAddr, oneValueReadAddr,
                completionWriteAddr).write(chunk, offset);
        return offset + SIZE;
    }

    public void write(byte[] b, int off) {
        Arrays.fill(b, off, off + SIZE, (byte) 0);
        LE.putWord(b, off, HEADER);
        putQword(b, off + 4, events);
        b[off + 14] = MOVE_SOURCE;
        LE.putWord(b, off + 0x20, embeddingTableBaseAddrSbOffset);
        LE.putWord(b, off + 0x24, embeddingTableBaseAddrSbOffset + 4);
        putQword(b, off + 0x28, sbufBaseAddr);
        putQword(b, off + 0x30, oneValueReadAddr);
        putQword(b, off + 0x38, completionWriteAddr);
    }

    public byte[] toBytes() {
        byte[] b = new byte[SIZE];
        write(b, 0);
        return b;
    }

    /** Decodes the instruction at {@code off}; {@code null} when its header word is not 0x107A or it does not fit. */
    public static LoadPoolArgument decode(byte[] b, int off) {
        if (off < 0 || off + SIZE > b.length || LE.word(b, off) != HEADER) {
            return null;
        }
        return new LoadPoolArgument(qword(b, off + 4), LE.word(b, off + 0x20), qword(b, off + 0x28),
                qword(b, off + 0x30), qword(b, off + 0x38));
    }

    private static void putQword(byte[] b, int off, long v) {
        LE.putWord(b, off, v);
        LE.putWord(b, off + 4, v >>> 32);
    }

    private static long qword(byte[] b, int off) {
        return LE.word(b, off) | (LE.word(b, off + 4) << 32);
    }
}
