package org.ringscope.model.dge;

/**
 * The sequencer instructions that compute DGE addresses (docs/reference/dge.md: 0xCE loads a value from SBUF, 0xA8
 * AluOps derive the offset register), executed on a {@link RegisterFile}. Their layouts are not public; these are
 * RingScope's readings of the public NEFFs (decision 1102):
 *
 * <pre>
 * 0xCE PseudoTensorLoad  +20 u32 SBUF address (partition form, the core's SB), +24 u32 count (1), +28 dtype
 *                        (nrt_dtype_t: 8 INT32 / 9 UINT32), +32 destination register
 * 0xA8 AluOp             +12 op (4 add, 6 multiply), +13 dtype (9 UINT32), +14 1 = the second operand is the
 *                        immediate, +16 source register, +20 destination register, +24 u32 immediate
 * </pre>
 *
 * Anything else these opcodes carry leaves the destination register unknown, with why.
 */
public final class RegisterOps {
    public static final int PSEUDO_TENSOR_LOAD = 0xCE;
    public static final int ALU_OP = 0xA8;
    public static final int ALU_ADD = 4;
    public static final int ALU_MULTIPLY = 6;

    /** Reads {@code len} bytes of the core's state buffer at partition-form address {@code addr}. */
    public interface SbReader {
        byte[] read(long addr, int len) throws Exception;
    }

    private RegisterOps() {
    }

    /** Whether {@code opcode} is one of the register instructions. */
    public static boolean isRegisterOp(int opcode) {
        return opcode == PSEUDO_TENSOR_LOAD || opcode == ALU_OP;
    }

    /** Executes one register instruction {@code w}; {@code who} names it (engine, slot). */
    public static void execute(byte[] w, RegisterFile regs, SbReader sb, String who) {
        switch (DgeWords.opcode(w)) {
            case PSEUDO_TENSOR_LOAD -> tensorLoad(w, regs, sb, who);
            case ALU_OP -> aluOp(w, regs, who);
            default -> throw new IllegalArgumentException("not a register instruction: " + DgeWords.opcode(w));
        }
    }

    private static void tensorLoad(byte[] w, RegisterFile regs, SbReader sb, String who) {
        int dst = Bytes.u8(w, 32);
        if (dst >= RegisterFile.COUNT) {
            return;
        }
        long addr = Bytes.u32(w, 20);
        long count = Bytes.u32(w, 24);
        int dtype = Bytes.u8(w, 28);
        if (count != 1 || (dtype != 8 && dtype != 9)) {
            regs.unknown(dst, who + " loads " + count + " elements of dtype " + dtype
                    + " (RingScope reads one INT32 / UINT32, decision 1102)");
            return;
        }
        try {
            byte[] b = sb.read(addr, 4);
            regs.set(dst, Bytes.i32(b, 0), who + " loaded SBUF 0x" + Long.toHexString(addr));
        } catch (Exception e) {
            regs.unknown(dst, who + " read SBUF 0x" + Long.toHexString(addr) + ": " + e.getMessage());
        }
    }

    private static void aluOp(byte[] w, RegisterFile regs, String who) {
        int op = Bytes.u8(w, 12);
        int dtype = Bytes.u8(w, 13);
        int immediate = Bytes.u8(w, 14);
        int src = Bytes.u8(w, 16);
        int dst = Bytes.u8(w, 20);
        int imm = Bytes.i32(w, 24);
        if (dst >= RegisterFile.COUNT) {
            return;
        }
        if (immediate != 1 || dtype != 9 || (op != ALU_ADD && op != ALU_MULTIPLY)) {
            regs.unknown(dst, who + " is AluOp op " + op + " dtype " + dtype + " form " + immediate
                    + " (RingScope decodes add / multiply of a UINT32 register and an immediate, decision 1102)");
            return;
        }
        String why = regs.whyUnknown(src);
        if (why != null) {
            regs.unknown(dst, who + " reads r" + src + ": " + why);
            return;
        }
        int a = regs.value(src);
        int r = op == ALU_ADD ? a + imm : a * imm;
        regs.set(dst, r, who + " = r" + src + (op == ALU_ADD ? " + " : " × ") + Integer.toUnsignedString(imm) + " ("
                + regs.origin(src) + ")");
    }
}
