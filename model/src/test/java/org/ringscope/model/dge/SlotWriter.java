package org.ringscope.model.dge;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * An independent writer of DGE slots for tests, straight from the byte tables of the reference (dge-facts
 * §1.1, §1.2, §2.1): it shares no code with {@code DgeWords} / {@code Addr8}.
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
