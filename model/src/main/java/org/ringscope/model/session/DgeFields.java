package org.ringscope.model.session;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.dge.Addr8;
import org.ringscope.model.dge.DgeOp;
import org.ringscope.model.dge.DgeWords;

/**
 * The named fields of a DGE instruction slot, decoded for display (docs/reference/dge.md): PseudoDmaDirect2d (0xD4)
 * and DMAMemcpy (0xB8) share one layout but byte +15 and the address form; PseudoExtension (0xDA); DmaIndirect
 * (0xBB), DmaTranspose (0xBD) and DmaGatherTranspose (0xF1) with their own offsets. Every field names its offset
 * and size, so a view can show the pseudo slot and its lowered word side by side, field by field.
 */
public final class DgeFields {
    /** One field: its name as the ISA header spells it, where it is, and its value as text. */
    public record Field(String name, int offset, int size, String value) {
    }

    private static final String[] COMPUTE_OPS = {"NONE", "ADD", "MULTIPLY", "MAX", "MIN"};

    private final byte[] w;
    private final List<Field> out = new ArrayList<>();

    private DgeFields(byte[] w) {
        this.w = w;
    }

    /** Whether {@code opcode} is a slot this decoder names the fields of. */
    public static boolean decodes(int opcode) {
        return opcode == DgeWords.PSEUDO_DMA_DIRECT2D || opcode == DgeWords.PSEUDO_EXTENSION
                || DgeOp.ofOpcode(opcode) != null;
    }

    /** The fields of a 64-byte slot; empty when its opcode is not a DGE slot (or it is not 64 bytes). */
    public static List<Field> decode(byte[] slot) {
        if (slot == null || slot.length != 64 || !decodes(slot[0] & 0xFF)) {
            return List.of();
        }
        DgeFields d = new DgeFields(slot);
        switch (slot[0] & 0xFF) {
            case DgeWords.PSEUDO_DMA_DIRECT2D -> d.direct2d(true);
            case DgeWords.DMA_MEMCPY -> d.direct2d(false);
            case DgeWords.PSEUDO_EXTENSION -> d.extension();
            case DgeWords.DMA_INDIRECT -> d.indirect();
            case DgeWords.DMA_TRANSPOSE -> d.transpose();
            default -> d.gatherTranspose();
        }
        return List.copyOf(d.out);
    }

    private void header() {
        add("opcode", 0, 1, String.format("0x%02X", w[0] & 0xFF));
        add("inst_word_len", 1, 1, hex(DgeWords.u8(w, 1)));
    }

    private void events() {
        add("events", 4, 8, String.format("wait %d/%d · upd %d/%d · %d", DgeWords.u8(w, 4), DgeWords.u8(w, 5),
                DgeWords.u8(w, 6), DgeWords.u8(w, 7), DgeWords.u32(w, 8)));
    }

    private void direct2d(boolean pseudo) {
        header();
        events();
        dmaConfigs(DgeWords.DMA_CONFIGS);
        add("semaphore", DgeWords.SEMAPHORE, 1, Integer.toString(DgeWords.u8(w, DgeWords.SEMAPHORE)));
        add("sem_increment", DgeWords.SEM_INCREMENT, 1, Integer.toString(DgeWords.u8(w, DgeWords.SEM_INCREMENT)));
        int op = DgeWords.u8(w, DgeWords.OP);
        if (pseudo) {
            DgeOp k = DgeOp.of(op);
            add("dge_op", DgeWords.OP, 1, op + (k == null ? " (unsupported)" : " " + k.name()));
        } else {
            add("compute_op", DgeWords.OP, 1, computeOp(op));
        }
        leg("src", DgeWords.SRC_ADDR, DgeWords.SRC_STEP, DgeWords.SRC_NUM, DgeWords.SRC_ELEM_SIZE, pseudo);
        boundReg("src_bound_reg", DgeWords.SRC_BOUND_REG);
        boundReg("dst_bound_reg", DgeWords.DST_BOUND_REG);
        leg("dst", DgeWords.DST_ADDR, DgeWords.DST_STEP, DgeWords.DST_NUM, DgeWords.DST_ELEM_SIZE, pseudo);
        dtype("in_dtype", DgeWords.IN_DTYPE);
        dtype("out_dtype", DgeWords.OUT_DTYPE);
    }

    private void leg(String side, int addr, int step, int num, int elem, boolean pseudo) {
        add(side + "_start_addr", addr, 8, (pseudo ? "PSEUDO_ADDR8 " : "ADDR8 ") + Addr8.describe(DgeWords.u64(w, addr)));
        add(side + "_step_elem", step, 8, "[" + DgeWords.i32(w, step) + ", " + DgeWords.i32(w, step + 4) + "]");
        add(side + "_num_elem", num, 4, "[" + DgeWords.u16(w, num) + ", " + DgeWords.u16(w, num + 2) + "]");
        int s = DgeWords.u16(w, elem);
        add(side + "_elem_size", elem, 2, s == 0 ? "0 (64 KiB)" : Integer.toString(s));
    }

    private void extension() {
        add("opcode", 0, 1, "0xDA");
        add("flags", DgeWords.EXT_FLAGS, 1, indirectFlags(DgeWords.u8(w, DgeWords.EXT_FLAGS)));
        add("idx_num_active_channels", DgeWords.EXT_IDX_CHANNELS, 1,
                Integer.toString(DgeWords.u8(w, DgeWords.EXT_IDX_CHANNELS)));
        add("compute_op", DgeWords.EXT_COMPUTE_OP, 1, computeOp(DgeWords.u8(w, DgeWords.EXT_COMPUTE_OP)));
        add("src_idx_start_addr", DgeWords.EXT_SRC_IDX, 4, hex(DgeWords.u32(w, DgeWords.EXT_SRC_IDX)));
        add("dst_idx_start_addr", DgeWords.EXT_DST_IDX, 4, hex(DgeWords.u32(w, DgeWords.EXT_DST_IDX)));
        add("src_bound_size_bytes", DgeWords.EXT_SRC_BOUND, 4, bytes(DgeWords.extBound(w, true)));
        add("dst_bound_size_bytes", DgeWords.EXT_DST_BOUND, 4, bytes(DgeWords.extBound(w, false)));
        add("tile_src_row_step", DgeWords.EXT_TILE_ROW_STEP, 4, Integer.toString(DgeWords.i32(w, DgeWords.EXT_TILE_ROW_STEP)));
        add("tile_src_rows", DgeWords.EXT_TILE_ROWS, 1, Integer.toString(DgeWords.u8(w, DgeWords.EXT_TILE_ROWS)));
        add("tile_src_cols", DgeWords.EXT_TILE_COLS, 1, Integer.toString(DgeWords.u8(w, DgeWords.EXT_TILE_COLS)));
        add("src_bound_size_bytes_upper", DgeWords.EXT_SRC_BOUND_UPPER, 4, hex(DgeWords.u32(w, DgeWords.EXT_SRC_BOUND_UPPER)));
        add("dst_bound_size_bytes_upper", DgeWords.EXT_DST_BOUND_UPPER, 4, hex(DgeWords.u32(w, DgeWords.EXT_DST_BOUND_UPPER)));
    }

    private void indirect() {
        header();
        events();
        add("semaphore", 12, 1, Integer.toString(DgeWords.u8(w, 12)));
        add("sem_increment", 13, 1, Integer.toString(DgeWords.u8(w, 13)));
        add("idx_num_active_channels", 14, 1, Integer.toString(DgeWords.u8(w, 14)));
        add("flags", 15, 1, indirectFlags(DgeWords.u8(w, 15)));
        add("src_start_addr", 16, 8, "ADDR8 " + Addr8.describe(DgeWords.u64(w, 16)));
        add("src_step_elem", 24, 4, Integer.toString(DgeWords.i32(w, 24)));
        add("src_num_elem", 28, 2, Integer.toString(DgeWords.u16(w, 28)));
        add("src_elem_size", 30, 2, Integer.toString(DgeWords.u16(w, 30)));
        add("dst_start_addr", 32, 8, "ADDR8 " + Addr8.describe(DgeWords.u64(w, 32)));
        add("dst_step_elem", 40, 4, Integer.toString(DgeWords.i32(w, 40)));
        add("dst_num_elem", 44, 2, Integer.toString(DgeWords.u16(w, 44)));
        add("dst_elem_size", 46, 2, Integer.toString(DgeWords.u16(w, 46)));
        add("src_idx_start_addr", 48, 4, hex(DgeWords.u32(w, 48)));
        add("dst_idx_start_addr", 52, 4, hex(DgeWords.u32(w, 52)));
        dtype("in_dtype", 56);
        dtype("out_dtype", 57);
        boundReg("src_idx_bound_reg", 58);
        boundReg("dst_idx_bound_reg", 59);
        add("compute_op", 60, 1, computeOp(DgeWords.u8(w, 60)));
        dmaConfigs(61);
    }

    private void transpose() {
        header();
        events();
        boundReg("src_bound_reg", 12);
        boundReg("dst_bound_reg", 13);
        dtype("in_dtype", 14);
        dtype("out_dtype", 15);
        add("src_start_addr", 16, 8, "ADDR8 " + Addr8.describe(DgeWords.u64(w, 16)));
        add("src_step_elem", 24, 8, "[" + DgeWords.i32(w, 24) + ", " + DgeWords.i32(w, 28) + "]");
        add("src_num_elem", 32, 4, "[" + DgeWords.u16(w, 32) + ", " + DgeWords.u16(w, 34) + "]");
        add("tile_src_row_step", 36, 4, Integer.toString(DgeWords.i32(w, 36)));
        add("dst_start_addr", 40, 8, "ADDR8 " + Addr8.describe(DgeWords.u64(w, 40)));
        add("dst_step_elem", 48, 8, "[" + DgeWords.i32(w, 48) + ", " + DgeWords.i32(w, 52) + "]");
        add("dst_num_elem", 56, 4, "[" + DgeWords.u16(w, 56) + ", " + DgeWords.u16(w, 58) + "]");
        add("tile_src_rows", 60, 1, Integer.toString(DgeWords.u8(w, 60)));
        add("tile_src_cols", 61, 1, Integer.toString(DgeWords.u8(w, 61)));
        add("semaphore", 62, 1, Integer.toString(DgeWords.u8(w, 62)));
        dmaConfigs(63);
    }

    private void gatherTranspose() {
        header();
        events();
        add("semaphore", 12, 1, Integer.toString(DgeWords.u8(w, 12)));
        dmaConfigs(13);
        add("idx_num_active_channels", 14, 1, Integer.toString(DgeWords.u8(w, 14)));
        boundReg("src_idx_bound_reg", 15);
        add("src_start_addr", 16, 8, "ADDR8 " + Addr8.describe(DgeWords.u64(w, 16)));
        add("src_step_elem", 24, 8, "[" + DgeWords.i32(w, 24) + ", " + DgeWords.i32(w, 28) + "]");
        add("src_num_elem", 32, 4, "[" + DgeWords.u16(w, 32) + ", " + DgeWords.u16(w, 34) + "]");
        add("src_idx_start_addr", 36, 4, hex(DgeWords.u32(w, 36)));
        add("dst_start_addr", 40, 8, "ADDR8 " + Addr8.describe(DgeWords.u64(w, 40)));
        boundReg("dst_bound_reg", 51);
        add("dst_step_elem_1", 52, 4, Integer.toString(DgeWords.i32(w, 52)));
        add("dst_num_elem", 56, 4, "[" + DgeWords.u16(w, 56) + ", " + DgeWords.u16(w, 58) + "]");
        add("elem_size", 60, 2, Integer.toString(DgeWords.u16(w, 60)));
        int pair = DgeWords.u8(w, 62);
        add("dtype_pair", 62, 1, dtypeName(pair & 0xF) + " → " + dtypeName(pair >>> 4));
        add("flags", 63, 1, "gather_dim " + (DgeWords.u8(w, 63) & 3));
    }

    private void dmaConfigs(int off) {
        int v = DgeWords.u8(w, off);
        add("dma_configs", off, 1, "priority_class " + (v & 7) + ((v & ~7) == 0 ? "" : String.format(" (reserved 0x%02x)", v & ~7)));
    }

    private void boundReg(String name, int off) {
        int v = DgeWords.u8(w, off);
        String s = (v & DgeWords.BC_ENABLED) == 0 ? "off" : "enabled, bc_reg r" + (v & 0x3F)
                + ((v & DgeWords.BC_NO_NOTIFICATION) == 0 ? ", OOB error notification" : ", no OOB notification (skip)");
        add(name, off, 1, String.format("0x%02X %s", v, s));
    }

    private void dtype(String name, int off) {
        add(name, off, 1, dtypeName(DgeWords.u8(w, off)));
    }

    private static String dtypeName(int code) {
        Dtype d = Dtype.of(code);
        return code + " " + (d == null ? "(unknown)" : d.name());
    }

    private static String computeOp(int op) {
        return op + " " + (op < COMPUTE_OPS.length ? COMPUTE_OPS[op] : "(unknown)");
    }

    private static String indirectFlags(int v) {
        String[] modes = {"gather", "scatter", "both", "mode 3"};
        return String.format("0x%02X %s%s%s · gather_dim %d · scatter_dim %d", v, modes[v & 3],
                (v & 4) != 0 ? " · idx_bound_is_err" : "", (v & 8) != 0 ? " · non_unique_dst_idx" : "", (v >>> 4) & 3,
                (v >>> 6) & 3);
    }

    private static String hex(long v) {
        return String.format("0x%x", v);
    }

    private static String bytes(long v) {
        return v == 0 ? "0" : String.format("0x%x (%,d B)", v, v);
    }

    private void add(String name, int off, int size, String value) {
        out.add(new Field(name, off, size, value));
    }
}
