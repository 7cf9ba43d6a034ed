package org.ringscope.model.gen;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;

/**
 * Builds an engine instruction stream as 64-byte slots the way public NEFFs lay them out (docs/reference/neff-container.md
 * §2.3–2.4): header {@code opcode, 0x10, 0, 0}; a PseudoDMATrigger carries its queue-set name at +12 and
 * its dma-entry id at +48; a PseudoExtension slot has word length 0.
 */
public final class SlotStreamBuilder {
    /** ExtendedInst: the opcode of a GPSIMD library function call. */
    public static final int EXTENDED_INST = 0xF0;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    public SlotStreamBuilder slot(int opcode) {
        return slot(opcode, new byte[0]);
    }

    /** A slot with {@code payload} written from byte 4 on. */
    public SlotStreamBuilder slot(int opcode, byte[] payload) {
        ByteBuffer b = ByteBuffer.allocate(InstructionStream.SLOT).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) opcode);
        b.put(1, (byte) (opcode == Opcodes.PSEUDO_EXTENSION ? 0 : 0x10));
        b.put(4, payload, 0, Math.min(payload.length, InstructionStream.SLOT - 4));
        out.writeBytes(b.array());
        return this;
    }

    /** A whole 64-byte slot as given (an extension's flags, channels and compute_op live in bytes 1..3). */
    public SlotStreamBuilder raw(byte[] slot) {
        if (slot.length != InstructionStream.SLOT) {
            throw new IllegalArgumentException("a slot is " + InstructionStream.SLOT + " bytes, not " + slot.length);
        }
        out.writeBytes(slot);
        return this;
    }

    /** The stream prologue every public NEFF has: SetOrderingMode, then PseudoBranchLabel. */
    public SlotStreamBuilder prologue() {
        return slot(Opcodes.SET_ORDERING_MODE).slot(Opcodes.PSEUDO_BRANCH_LABEL);
    }

    /** A PseudoDMATrigger firing {@code queue} for dma entry {@code id}. */
    public SlotStreamBuilder dmaTrigger(String queue, int id) {
        ByteBuffer b = ByteBuffer.allocate(InstructionStream.SLOT).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) Opcodes.PSEUDO_DMA_TRIGGER).put(1, (byte) 0x10);
        byte[] q = queue.getBytes(StandardCharsets.US_ASCII);
        b.put(12, q, 0, Math.min(q.length, 35));
        b.putInt(48, id);
        out.writeBytes(b.array());
        return this;
    }

    /**
     * A PseudoDmaDirect2d (dge_op 0, the layout of docs/reference/dge.md) with its PseudoExtension slot: {@code n}
     * elements of {@code elem} bytes from state-buffer variable {@code sbVar} + {@code src} (step {@code srcStep})
     * to {@code sbVar} + {@code dst} (step {@code dstStep}), bf16 both sides, completing on {@code semaphore} + 16.
     */
    public SlotStreamBuilder dmaDirect2d(int sbVar, long src, int srcStep, long dst, int dstStep, int n, int elem,
            int semaphore) {
        return dge(0, sbVar, src, srcStep, dst, dstStep, n, elem, semaphore);
    }

    /** As {@link #dmaDirect2d} with {@code dge_op} {@code op} (2 transpose, 3 gather-transpose: tile 16 × 128). */
    public SlotStreamBuilder dge(int op, int sbVar, long src, int srcStep, long dst, int dstStep, int n, int elem,
            int semaphore) {
        ByteBuffer b = ByteBuffer.allocate(InstructionStream.SLOT).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) Opcodes.PSEUDO_DMA_DIRECT_2D).put(1, (byte) 0x10);
        b.put(13, (byte) semaphore).put(14, (byte) 16).put(15, (byte) op);
        b.putLong(16, (long) sbVar << 32 | (src & 0xFFFF_FFFFL) | 0x10L << 56);
        b.putInt(24, srcStep).putInt(28, 1).putShort(32, (short) n).putShort(34, (short) 1).putShort(36, (short) elem);
        b.putLong(40, (long) sbVar << 32 | (dst & 0xFFFF_FFFFL) | 0x10L << 56);
        b.putInt(48, dstStep).putInt(52, 1).putShort(56, (short) n).putShort(58, (short) 1).putShort(60, (short) elem);
        b.put(62, (byte) 6).put(63, (byte) 6);
        out.writeBytes(b.array());
        byte[] ext = new byte[InstructionStream.SLOT - 4];
        if (op >= 2) {
            ext[24 - 4] = 16;
            ext[25 - 4] = (byte) 128;
        }
        return slot(Opcodes.PSEUDO_EXTENSION, ext);
    }

    /**
     * An ExtendedInst (0xF0) calling specialization {@code spec} of a GPSIMD library: the byte at +0x0c is
     * what {@code nrtucode_opset_add_instruction} records (docs/reference/load-path.md).
     */
    public SlotStreamBuilder extendedInst(int spec) {
        byte[] p = new byte[0x0c - 4 + 1];
        p[0x0c - 4] = (byte) spec;
        return slot(EXTENDED_INST, p);
    }

    public int slots() {
        return out.size() / InstructionStream.SLOT;
    }

    public byte[] build() {
        return out.toByteArray();
    }
}
