package org.ringscope.model.ucode;

import java.util.Objects;

/**
 * {@code nrtucode_opset_t} (malloc 0x830: {@code context@0}, {@code opcode_slot[256]} pointers {@code @0x8},
 * {@code friendly_name char[0x28] @0x808}) and its API ({@code nrtucode_opset_create @0x9b24c0},
 * {@code _add_instruction @0x9b2660}, {@code _private_get_num_opcodes @0x9b2790},
 * {@code _get_num_specializations @0x9b2850}, {@code _has_opcode @0x9b28d0},
 * {@code _has_specialization @0x9b28f0}, {@code _set_friendly_name @0x9b2910}). {@code add_instruction}
 * reads {@code instr[0]} (the opcode) and, only for {@link #EXTENDED_INST} (0xF0), {@code instr[0x0c]}
 * (the specialization); the first sighting of an opcode allocates its 256-entry bitmap.
 */
public final class NrtucodeOpset {
    /** {@code EXTENDED_INST}: the only opcode whose specialization byte is recorded. */
    public static final int EXTENDED_INST = 0xF0;
    /** Offset of the specialization byte in an instruction. */
    public static final int SPEC_OFFSET = 0x0c;
    /** {@code friendly_name} is {@code char[0x28]}: at most 0x27 characters and the NUL. */
    public static final int NAME_CAPACITY = 0x28;
    /** {@code add_instruction}'s success status; the other is 5 (out of memory), never in Java. */
    public static final int OK = 0;

    private final NrtucodeContext context;
    private final boolean[][] opcodeSlot = new boolean[256][];
    private String friendlyName;

    private NrtucodeOpset(NrtucodeContext context) {
        this.context = context;
        this.friendlyName = clip(String.format("nrtucode_opset_t@0x%x", System.identityHashCode(this)));
    }

    /** {@code nrtucode_opset_create}. */
    public static NrtucodeOpset nrtucodeOpsetCreate(NrtucodeContext ctx) {
        return new NrtucodeOpset(Objects.requireNonNull(ctx, "ctx"));
    }

    /**
     * {@code nrtucode_opset_add_instruction}: records {@code instr[0]} and, for 0xF0, marks
     * {@code instr[0x0c]}. The C aborts on NULL arguments; here a null or too-short instruction is an
     * {@link IllegalArgumentException} (a programming error, not input).
     *
     * @return {@link #OK}
     */
    public int addInstruction(byte[] instr) {
        if (instr == null || instr.length < 1) {
            throw new IllegalArgumentException("instruction must have at least one byte");
        }
        int opcode = instr[0] & 0xff;
        if (opcodeSlot[opcode] == null) {
            opcodeSlot[opcode] = new boolean[256];
        }
        if (opcode == EXTENDED_INST) {
            if (instr.length <= SPEC_OFFSET) {
                throw new IllegalArgumentException("an 0xF0 instruction needs its byte 0x0c (specialization)");
            }
            opcodeSlot[opcode][instr[SPEC_OFFSET] & 0xff] = true;
        }
        return OK;
    }

    /** {@code nrtucode_opset_private_get_num_opcodes}: distinct opcodes seen. */
    public int getNumOpcodes() {
        int n = 0;
        for (boolean[] slot : opcodeSlot) {
            n += slot == null ? 0 : 1;
        }
        return n;
    }

    /** {@code _get_num_specializations}: specializations recorded for {@code opcode} (0 unless 0xF0). */
    public int getNumSpecializations(int opcode) {
        boolean[] bitmap = opcodeSlot[opcode & 0xff];
        int n = 0;
        if (bitmap != null) {
            for (boolean b : bitmap) {
                n += b ? 1 : 0;
            }
        }
        return n;
    }

    /** {@code _has_opcode}. */
    public boolean hasOpcode(int opcode) {
        return opcodeSlot[opcode & 0xff] != null;
    }

    /** {@code _has_specialization}. */
    public boolean hasSpecialization(int opcode, int spec) {
        boolean[] bitmap = opcodeSlot[opcode & 0xff];
        return bitmap != null && bitmap[spec & 0xff];
    }

    /** {@code _set_friendly_name}: clipped to 0x27 characters like the {@code char[0x28]} field. */
    public void setFriendlyName(String name) {
        this.friendlyName = clip(Objects.requireNonNull(name, "name"));
    }

    public String friendlyName() {
        return friendlyName;
    }

    public NrtucodeContext context() {
        return context;
    }

    private static String clip(String s) {
        return s.length() < NAME_CAPACITY ? s : s.substring(0, NAME_CAPACITY - 1);
    }
}
