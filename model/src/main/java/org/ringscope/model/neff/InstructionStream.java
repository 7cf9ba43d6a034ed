package org.ringscope.model.neff;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.ringscope.model.util.Hex;

/**
 * An engine's instruction stream ({@code sgNN/<Engine>.bin}) walked as 64-byte slots (docs/reference/neff-container.md).
 * A {@code 0xDA} PseudoExtension slot belongs to the instruction before it, so one instruction may span
 * several slots. The slot bytes are the member's bytes (shared, never copied); the slot → instruction index
 * is built on first use.
 */
public final class InstructionStream {
    public static final int SLOT = 64;

    private final String member;
    private final byte[] data;
    private final int slots;
    private volatile int[] instructionOfSlot;
    private int instructions = -1;

    public InstructionStream(String member, byte[] data) {
        this.member = member;
        this.data = data;
        this.slots = data.length / SLOT;
    }

    public String member() {
        return member;
    }

    public int slotCount() {
        return slots;
    }

    /** Bytes after the last whole slot (a well-formed stream has none). */
    public int trailingBytes() {
        return data.length % SLOT;
    }

    public long byteOffset(int slot) {
        return (long) slot * SLOT;
    }

    public int opcode(int slot) {
        return data[slot * SLOT] & 0xFF;
    }

    /** Byte 1 of the slot: the instruction word length (0x10 = 16 dwords; 0 in extension slots). */
    public int wordLength(int slot) {
        return data[slot * SLOT + 1] & 0xFF;
    }

    public boolean isExtension(int slot) {
        return opcode(slot) == Opcodes.PSEUDO_EXTENSION;
    }

    /** The 64 bytes of a slot, as a copy. */
    public byte[] slotBytes(int slot) {
        byte[] out = new byte[SLOT];
        System.arraycopy(data, slot * SLOT, out, 0, SLOT);
        return out;
    }

    public String slotHex(int slot) {
        return Hex.spaced(data, slot * SLOT, SLOT);
    }

    /** Number of instructions: slots that are not extensions of the one before. */
    public int instructionCount() {
        index();
        return instructions;
    }

    /** The instruction (0-based) a slot belongs to; an extension slot belongs to the instruction before it. */
    public int instructionOf(int slot) {
        index();
        return instructionOfSlot[slot];
    }

    /** The first slot of the instruction a slot belongs to (itself unless it is an extension). */
    public int ownerSlot(int slot) {
        int s = slot;
        while (s > 0 && isExtension(s)) {
            s--;
        }
        return s;
    }

    /**
     * A {@code PseudoDMATrigger} (0xC1) slot's queue-set name (NUL-padded ASCII at +12) and dma-entry id
     * (u32 at +48). These offsets are observed on public NEFFs, not documented (docs/reference/neff-container.md).
     */
    public Optional<DmaTrigger> dmaTrigger(int slot) {
        if (opcode(slot) != Opcodes.PSEUDO_DMA_TRIGGER) {
            return Optional.empty();
        }
        int base = slot * SLOT;
        int end = base + 12;
        while (end < base + 48 && data[end] != 0) {
            end++;
        }
        String queue = new String(data, base + 12, end - base - 12, StandardCharsets.US_ASCII);
        int id = (data[base + 48] & 0xFF) | (data[base + 49] & 0xFF) << 8 | (data[base + 50] & 0xFF) << 16
                | (data[base + 51] & 0xFF) << 24;
        return Optional.of(new DmaTrigger(slot, queue, id));
    }

    /** A PseudoDMATrigger slot decoded: which queue set it fires and which dma entry it starts. */
    public record DmaTrigger(int slot, String queue, int dmaId) {
    }

    private synchronized void index() {
        if (instructionOfSlot != null) {
            return;
        }
        int[] idx = new int[slots];
        int n = -1;
        for (int s = 0; s < slots; s++) {
            if (!(isExtension(s) && n >= 0)) {
                n++;
            }
            idx[s] = n;
        }
        instructions = n + 1;
        instructionOfSlot = idx;
    }
}
