package org.ringscope.model.gen;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;

/**
 * Builds an engine instruction stream as 64-byte slots the way public NEFFs lay them out (neff-format.md
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

    /** A PseudoDmaDirect2d with its PseudoExtension slot (a 128-byte DGE instruction). */
    public SlotStreamBuilder dmaDirect2d(String queue) {
        byte[] p = new byte[40];
        byte[] q = queue.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(q, 0, p, 8, Math.min(q.length, 32));
        return slot(Opcodes.PSEUDO_DMA_DIRECT_2D, p).slot(Opcodes.PSEUDO_EXTENSION);
    }

    /**
     * An ExtendedInst (0xF0) calling specialization {@code spec} of a GPSIMD library: the byte at +0x0c is
     * what {@code nrtucode_opset_add_instruction} records (load-facts §7).
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
