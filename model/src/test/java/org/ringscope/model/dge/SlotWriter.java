package org.ringscope.model.dge;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * An independent writer of DGE slots for tests, straight from the byte tables of the reference (docs/reference/dge.md
 * §1.1, §1.2, §1.5, §1.6, §2.1) and RingScope's arm layouts (decisions 1102, 1123): it shares no code with
 * {@code DgeWords} / {@code Addr8} / {@code DgeAddress}. The DIRECT2D setters ({@link #src}, {@link #dst},
 * {@link #bounds}, {@link #dtypes}, {@link #computeOp}) write the DMAMemcpy / pseudo layout; the others say which
 * word they are for.
 */
final class SlotWriter {
    private final ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);

    /** A DMAMemcpy (0xB8) — the layout of PseudoDmaDirect2d with real addresses. */
    static SlotWriter memcpy(int semaphore, int inc) {
        SlotWriter w = new SlotWriter();
        w.b.put(0, (byte) 0xB8).put(1, (byte) 0x10).put(13, (byte) semaphore).put(14, (byte) inc);
        w.dtypes(10, 10);
        return w;
    }

    /** A DmaIndirect (0xBB): semaphore +12, sem_increment +13, idx_num_active_channels +14 = 128. */
    static SlotWriter indirect(int semaphore, int inc) {
        SlotWriter w = new SlotWriter();
        w.b.put(0, (byte) 0xBB).put(1, (byte) 0x10).put(12, (byte) semaphore).put(13, (byte) inc).put(14, (byte) 128);
        w.b.put(56, (byte) 10).put(57, (byte) 10);
        return w;
    }

    /** A DmaTranspose (0xBD): semaphore +62, tile 16 rows × {@code cols} at +60 / +61. */
    static SlotWriter transpose(int semaphore, int dtype, int cols) {
        SlotWriter w = new SlotWriter();
        w.b.put(0, (byte) 0xBD).put(1, (byte) 0x10).put(62, (byte) semaphore).put(14, (byte) dtype)
                .put(15, (byte) dtype).put(60, (byte) 16).put(61, (byte) cols);
        return w;
    }

    /** A DmaGatherTranspose (0xF1): semaphore +12, channels +14 = 128, DTYPE_PAIR +62, gather_dim Y at +63. */
    static SlotWriter gatherTranspose(int semaphore, int dtype) {
        SlotWriter w = new SlotWriter();
        w.b.put(0, (byte) 0xF1).put(1, (byte) 0x10).put(12, (byte) semaphore).put(14, (byte) 128)
                .put(62, (byte) (dtype | dtype << 4)).put(63, (byte) 1);
        return w;
    }

    /** 0xBB legs: ADDR8 +16 / +32, step +24 / +40, num +28 / +44, elem_size +30 / +46. */
    SlotWriter indSrc(long addr8, int step, int n, int elemSize) {
        b.putLong(16, addr8).putInt(24, step).putShort(28, (short) n).putShort(30, (short) elemSize);
        return this;
    }

    SlotWriter indDst(long addr8, int step, int n, int elemSize) {
        b.putLong(32, addr8).putInt(40, step).putShort(44, (short) n).putShort(46, (short) elemSize);
        return this;
    }

    /** 0xBB: flags +15, index ADDR4s +48 / +52, index bound registers +58 / +59. */
    SlotWriter indIndex(int flags, long srcIdx, long dstIdx, int srcBoundReg, int dstBoundReg) {
        b.put(15, (byte) flags).putInt(48, (int) srcIdx).putInt(52, (int) dstIdx).put(58, (byte) srcBoundReg)
                .put(59, (byte) dstBoundReg);
        return this;
    }

    /** 0xBB: in / out dtype +56 / +57, compute_op +60. */
    SlotWriter indTypes(int in, int out, int computeOp) {
        b.put(56, (byte) in).put(57, (byte) out).put(60, (byte) computeOp);
        return this;
    }

    /** Any word: one byte. */
    SlotWriter put(int off, int value) {
        b.put(off, (byte) value);
        return this;
    }

    /** 0xBD: bound registers +12 / +13, tile_src_row_step +36. */
    SlotWriter xposeBounds(int src, int dst, int rowStep) {
        b.put(12, (byte) src).put(13, (byte) dst).putInt(36, rowStep);
        return this;
    }

    /** 0xBD / 0xF1 source: ADDR8 +16, steps +24, nums +32 (0xBD then also +36 is the tile row step). */
    SlotWriter xSrc(long addr8, int step0, int step1, int n0, int n1) {
        b.putLong(16, addr8).putInt(24, step0).putInt(28, step1).putShort(32, (short) n0).putShort(34, (short) n1);
        return this;
    }

    /** 0xBD destination: ADDR8 +40, steps +48, nums +56. */
    SlotWriter xDst(long addr8, int step0, int step1, int n0, int n1) {
        b.putLong(40, addr8).putInt(48, step0).putInt(52, step1).putShort(56, (short) n0).putShort(58, (short) n1);
        return this;
    }

    /**
     * 0xF1: source index ADDR4 +36, its bound register +15, destination ADDR8 +40, dst_step_elem_1 +52, nums
     * +56, elem_size +60.
     */
    SlotWriter gather(long srcIdx, int idxBoundReg, long dst, int dstStep1, int dn0, int dn1, int elemSize) {
        b.putInt(36, (int) srcIdx).put(15, (byte) idxBoundReg).putLong(40, dst).putInt(52, dstStep1)
                .putShort(56, (short) dn0).putShort(58, (short) dn1).putShort(60, (short) elemSize);
        return this;
    }

    /** An ADDR4 of a partition-form SBUF address: marker 0 in the top 6 bits. */
    static long sbIndex(long sbOffset) {
        return sbOffset;
    }

    /** An ADDR4 whose register (byte 0) holds the SBUF address: marker 0x80. */
    static long regIndex(int register) {
        return register | 0x80L << 24;
    }

    /** ADDR_REG: register in byte 0, marker 0x80 (a partition-form SBUF address). */
    static long reg(int register) {
        return register | 0x80L << 56;
    }

    /** ADDR_REG | OFFSET_WIDE: register pair from byte 0, marker 0x84 (a device address). */
    static long regWide(int register) {
        return register | 0x84L << 56;
    }

    /** ADDR_TBL | OFFSET_REG | OFFSET_WIDE: marker 0x2C, the pair in byte 0, index in bytes 4..6. */
    static long tableWide(int index, int register) {
        return register | (long) index << 32 | 0x2CL << 56;
    }

    /** SHAPE_REG (bit 6) over an immediate address: marker 0x40. */
    static long shapeReg(long address) {
        return address | 0x40L << 56;
    }

    /** A PseudoExtension (0xDA) with byte bounds for the source and destination legs. */
    static byte[] extension(long srcBound, long dstBound) {
        ByteBuffer e = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        e.put(0, (byte) 0xDA);
        e.putInt(12, (int) srcBound).putInt(16, (int) dstBound);
        e.putInt(56, (int) (srcBound >>> 32)).putInt(60, (int) (dstBound >>> 32));
        return e.array();
    }

    /** An IMM address: marker 0x00, the address in bytes 0..6. */
    static long imm(long address) {
        return address;
    }

    /** A table address: offset in bytes 0..3, index in bytes 4..6, marker 0x20. */
    static long table(int index, long offset) {
        return offset | (long) index << 32 | 0x20L << 56;
    }

    /** A table + register address: register in byte 0, index in bytes 4..6, marker 0x28. */
    static long tableReg(int index, int register) {
        return register | (long) index << 32 | 0x28L << 56;
    }

    SlotWriter src(long addr8, int step0, int step1, int n0, int n1, int elemSize) {
        b.putLong(16, addr8).putInt(24, step0).putInt(28, step1).putShort(32, (short) n0).putShort(34, (short) n1)
                .putShort(36, (short) elemSize);
        return this;
    }

    SlotWriter dst(long addr8, int step0, int step1, int n0, int n1, int elemSize) {
        b.putLong(40, addr8).putInt(48, step0).putInt(52, step1).putShort(56, (short) n0).putShort(58, (short) n1)
                .putShort(60, (short) elemSize);
        return this;
    }

    /** BOUND_CHECK_REG of both legs: bit 7 enabled, bit 6 notification off, bits 0..5 the register. */
    SlotWriter bounds(int src, int dst) {
        b.put(38, (byte) src).put(39, (byte) dst);
        return this;
    }

    SlotWriter dtypes(int in, int out) {
        b.put(62, (byte) in).put(63, (byte) out);
        return this;
    }

    SlotWriter computeOp(int op) {
        b.put(15, (byte) op);
        return this;
    }

    byte[] bytes() {
        return b.array().clone();
    }
}
