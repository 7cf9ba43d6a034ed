package org.ringscope.model.runtime;

import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.dge.Addr8;
import org.ringscope.model.dge.DgeOp;
import org.ringscope.model.dge.DgeValidity;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Variable;

/**
 * The load-time lowering of a PseudoDmaDirect2d (0xD4, with the PseudoExtension 0xDA after it) into its real
 * word, as {@code sequencer_setup_instr} reaches it through the pseudo dispatcher (docs/reference/dge.md; decision 1102):
 * {@code translate_one_pseudo_dge_instr_v2} reads {@code dge_op} — 0 builds a DMAMemcpy (0xB8), 1 a DmaIndirect
 * (0xBB, which needs the extension), 2 and 3 go to {@code translate_one_pseudo_dge_instr_v3} and its transpose /
 * gather-transpose translators (0xBD / 0xF1) — resolves each {@code PSEUDO_ADDR8} through
 * {@code translate_pseudo_tpb_addr8} → {@code mem_ref_to_addr} (a VAR_ID arm becomes the variable's device
 * address; DGE-table arms stay for the device to resolve) and copies the priority class with
 * {@code add_dma_configs_priority_class_v3}. DMAMemcpy keeps the pseudo's field positions; DmaIndirect and the
 * transposes are re-packed into their own layouts (docs/reference/dge.md) with the extension's flags, tile and index
 * fields — RingScope's mapping (decisions 1120, 1122), the real one is not public. Each lowered slot is an {@link InstructionPatch}.
 * The runtime's errors are its strings.
 */
final class DgeSetup {
    static final String UNSUPPORTED_OPCODE = "Unsupported dynamic dma opcode %d";
    static final String NEEDS_EXTENSION = "Pseudo dma indirect1d instruction must be followed by extension";
    static final String INVALID_OFFSET = "invalid offset in %s, %d < (%d + %d)";
    static final String NOT_STAGED = "Variable %s is not staged in HBM";
    /** RingScope's words for a pseudo the device would stop on as illegal (decision 1335). */
    static final String INVALID_WORD = "%s %s slot %d (offset 0x%x, PseudoDmaDirect2d dge_op %d): invalid "
            + "instruction: %s";

    private final Emulation em;
    private final Calls calls;

    DgeSetup(Emulation em) {
        this.em = em;
        this.calls = em.calls;
    }

    /** The real word of the pseudo {@code slot} ({@code ext}: the next slot when it is a 0xDA, else null). */
    byte[] lower(Tpb t, Engine e, int slot, long imageOffset, byte[] pseudo, byte[] ext) {
        byte[] out = calls.fn("translate_one_pseudo_instr_v2", () -> calls.fn("translate_one_pseudo_dge_instr_v2",
                () -> {
                    String bad = DgeValidity.problem(pseudo, ext);
                    if (bad != null) {
                        throw new NrtFailure("translate_one_pseudo_dge_instr_v2", NrtStatus.NRT_INVALID, false,
                                String.format(INVALID_WORD, t.sg.name(), e.displayName(), slot,
                                        (long) slot * InstructionStream.SLOT, DgeWords.u8(pseudo, DgeWords.OP), bad),
                                null);
                    }
                    return v2(t, pseudo, ext);
                }));
        String fn = out[0] == (byte) DgeWords.DMA_TRANSPOSE ? "translate_pseudo_dma_direct2d_xpose_instr_v3"
                : out[0] == (byte) DgeWords.DMA_GATHER_TRANSPOSE ? "translate_pseudo_dma_gather_xpose_instr_v3"
                : "translate_one_pseudo_dge_instr_v2";
        t.patches.add(new InstructionPatch(t.sg.name(), e.displayName(), slot, imageOffset, fn, pseudo, out));
        return out;
    }

    private byte[] v2(Tpb t, byte[] p, byte[] ext) {
        int code = DgeWords.u8(p, DgeWords.OP);
        DgeOp op = DgeOp.of(code);
        if (op == DgeOp.DMA_TRANSPOSE || op == DgeOp.DMA_GATHER_TRANSPOSE || op == null) {
            return calls.fn("translate_one_pseudo_dge_instr_v3", () -> v3(t, p, ext, op, code));
        }
        if (op == DgeOp.DMA_INDIRECT1D && ext == null) {
            throw new NrtFailure("translate_one_pseudo_dge_instr_v2", NrtStatus.NRT_INVALID, false, NEEDS_EXTENSION,
                    null);
        }
        if (op == DgeOp.DMA_INDIRECT1D) {
            return indirect(t, p, ext);
        }
        byte[] w = p.clone();
        w[0] = (byte) op.opcode();
        w[DgeWords.OP] = (byte) (ext == null ? 0 : DgeWords.u8(ext, DgeWords.EXT_COMPUTE_OP));
        addresses(t, p, w);
        calls.run("add_dma_configs_priority_class_v3", () -> priorityClass(p, w, DgeWords.DMA_CONFIGS));
        return w;
    }

    /**
     * The {@code DMA_INDIRECT1D_STRUCT} (docs/reference/dge.md) of a dge_op 1 pseudo, RingScope's mapping (decision 1120):
     * the pseudo's semaphore, increment, addresses, first-dimension steps, counts and element sizes, dtypes and
     * bound registers; the extension's flags, active channels, index addresses and compute_op; the priority class.
     */
    private byte[] indirect(Tpb t, byte[] p, byte[] x) {
        byte[] q = p.clone();
        addresses(t, p, q);
        byte[] w = new byte[64];
        System.arraycopy(p, 0, w, 0, 12);
        w[0] = (byte) DgeWords.DMA_INDIRECT;
        w[DgeWords.IND_SEMAPHORE] = p[DgeWords.SEMAPHORE];
        w[DgeWords.IND_SEM_INCREMENT] = p[DgeWords.SEM_INCREMENT];
        w[DgeWords.IND_IDX_CHANNELS] = x[DgeWords.EXT_IDX_CHANNELS];
        w[DgeWords.IND_FLAGS] = x[DgeWords.EXT_FLAGS];
        System.arraycopy(q, DgeWords.SRC_ADDR, w, DgeWords.IND_SRC_ADDR, 8);
        System.arraycopy(p, DgeWords.SRC_STEP, w, DgeWords.IND_SRC_STEP, 4);
        System.arraycopy(p, DgeWords.SRC_NUM, w, DgeWords.IND_SRC_NUM, 2);
        System.arraycopy(p, DgeWords.SRC_ELEM_SIZE, w, DgeWords.IND_SRC_ELEM_SIZE, 2);
        System.arraycopy(q, DgeWords.DST_ADDR, w, DgeWords.IND_DST_ADDR, 8);
        System.arraycopy(p, DgeWords.DST_STEP, w, DgeWords.IND_DST_STEP, 4);
        System.arraycopy(p, DgeWords.DST_NUM, w, DgeWords.IND_DST_NUM, 2);
        System.arraycopy(p, DgeWords.DST_ELEM_SIZE, w, DgeWords.IND_DST_ELEM_SIZE, 2);
        System.arraycopy(x, DgeWords.EXT_SRC_IDX, w, DgeWords.IND_SRC_IDX, 4);
        System.arraycopy(x, DgeWords.EXT_DST_IDX, w, DgeWords.IND_DST_IDX, 4);
        w[DgeWords.IND_IN_DTYPE] = p[DgeWords.IN_DTYPE];
        w[DgeWords.IND_OUT_DTYPE] = p[DgeWords.OUT_DTYPE];
        w[DgeWords.IND_SRC_IDX_BOUND_REG] = p[DgeWords.SRC_BOUND_REG];
        w[DgeWords.IND_DST_IDX_BOUND_REG] = p[DgeWords.DST_BOUND_REG];
        w[DgeWords.IND_COMPUTE_OP] = x[DgeWords.EXT_COMPUTE_OP];
        calls.run("add_dma_configs_priority_class_v3", () -> priorityClass(p, w, DgeWords.IND_DMA_CONFIGS));
        return w;
    }

    private byte[] v3(Tpb t, byte[] p, byte[] ext, DgeOp op, int code) {
        if (op == null) {
            throw new NrtFailure("translate_one_pseudo_dge_instr_v3", NrtStatus.NRT_INVALID, false,
                    String.format(UNSUPPORTED_OPCODE, code), null);
        }
        String fn = op == DgeOp.DMA_TRANSPOSE ? "translate_pseudo_dma_direct2d_xpose_instr_v3"
                : "translate_pseudo_dma_gather_xpose_instr_v3";
        return calls.fn(fn, () -> {
            byte[] q = p.clone();
            addresses(t, p, q);
            byte[] x = ext == null ? new byte[64] : ext;
            byte[] w = new byte[64];
            System.arraycopy(p, 0, w, 0, 12);
            w[0] = (byte) op.opcode();
            System.arraycopy(q, DgeWords.SRC_ADDR, w, 16, 20);
            System.arraycopy(q, DgeWords.DST_ADDR, w, 40, 8);
            int cfg;
            if (op == DgeOp.DMA_TRANSPOSE) {
                w[12] = p[DgeWords.SRC_BOUND_REG];
                w[13] = p[DgeWords.DST_BOUND_REG];
                w[14] = p[DgeWords.IN_DTYPE];
                w[15] = p[DgeWords.OUT_DTYPE];
                System.arraycopy(x, DgeWords.EXT_TILE_ROW_STEP, w, 36, 4);
                System.arraycopy(p, DgeWords.DST_STEP, w, 48, 12);
                w[60] = x[DgeWords.EXT_TILE_ROWS];
                w[61] = x[DgeWords.EXT_TILE_COLS];
                w[62] = p[DgeWords.SEMAPHORE];
                cfg = 63;
            } else {
                w[12] = p[DgeWords.SEMAPHORE];
                w[14] = x[DgeWords.EXT_IDX_CHANNELS];
                w[15] = p[DgeWords.SRC_BOUND_REG];
                System.arraycopy(x, DgeWords.EXT_SRC_IDX, w, 36, 4);
                w[51] = p[DgeWords.DST_BOUND_REG];
                System.arraycopy(p, DgeWords.DST_STEP + 4, w, 52, 4);
                System.arraycopy(p, DgeWords.DST_NUM, w, 56, 4);
                System.arraycopy(p, DgeWords.SRC_ELEM_SIZE, w, 60, 2);
                w[62] = (byte) ((p[DgeWords.IN_DTYPE] & 0xF) | (p[DgeWords.OUT_DTYPE] & 0xF) << 4);
                w[63] = (byte) ((x[DgeWords.EXT_FLAGS] >>> 4) & 3);
                cfg = 13;
            }
            calls.run("add_dma_configs_priority_class_v3", () -> priorityClass(p, w, cfg));
            return w;
        });
    }

    /** {@code dma_configs & 7} of the pseudo into the real word's DMA_CONFIGS byte, its upper bits kept. */
    private static void priorityClass(byte[] p, byte[] w, int at) {
        w[at] = (byte) ((w[at] & ~7) | (p[DgeWords.DMA_CONFIGS] & 7));
    }

    private void addresses(Tpb t, byte[] p, byte[] w) {
        for (boolean src : new boolean[] {true, false}) {
            int at = src ? DgeWords.SRC_ADDR : DgeWords.DST_ADDR;
            long a = DgeWords.u64(p, at);
            if (Addr8.marker(a) != Addr8.VAR_ID) {
                continue;
            }
            long extent = extent(p, src);
            long addr = calls.fn("translate_pseudo_tpb_addr8", () -> calls.fn("mem_ref_to_addr",
                    () -> memRefToAddr(t, Addr8.index(a), Addr8.offset(a), extent)));
            long imm = Addr8.imm(addr);
            for (int i = 0; i < 8; i++) {
                w[at + i] = (byte) (imm >>> (8 * i));
            }
        }
    }

    /** The bytes a leg reaches from its start: the largest corner of its two dims plus one element. */
    static long extent(byte[] p, boolean src) {
        int numAt = src ? DgeWords.SRC_NUM : DgeWords.DST_NUM;
        int stepAt = src ? DgeWords.SRC_STEP : DgeWords.DST_STEP;
        long n0 = DgeWords.u16(p, numAt);
        long n1 = DgeWords.u16(p, numAt + 2);
        if (n0 == 0 || n1 == 0) {
            return 0;
        }
        long s0 = DgeWords.i32(p, stepAt);
        long s1 = DgeWords.i32(p, stepAt + 4);
        long hi = Math.max(0, (n0 - 1) * s0) + Math.max(0, (n1 - 1) * s1);
        return hi + DgeWords.elemSize(p, src ? DgeWords.SRC_ELEM_SIZE : DgeWords.DST_ELEM_SIZE);
    }

    /** {@code mem_ref_to_addr(mr, offset, size)}: the variable's device address + offset, or the runtime's errors. */
    private long memRefToAddr(Tpb t, int varId, long offset, long size) {
        Variable v = t.sg.variables().stream().filter(x -> x.varId() == varId).findFirst().orElse(null);
        String name = v == null ? "var_id " + varId : v.name();
        VarPlacement.Placed placed = v == null ? null : t.vars.get(v.name());
        if (placed == null || placed.address().perExecution()) {
            throw new NrtFailure("mem_ref_to_addr", NrtStatus.NRT_INVALID, false, String.format(NOT_STAGED, name), null);
        }
        long varSize = "state-buffer".equals(v.type()) ? DeviceAddressMap.SB_PER_NC : placed.address().size();
        if (varSize >= 0 && offset + size > varSize) {
            throw new NrtFailure("mem_ref_to_addr", NrtStatus.NRT_INVALID, false,
                    String.format(INVALID_OFFSET, name, varSize, offset, size), null);
        }
        return placed.address().base() + offset;
    }
}
