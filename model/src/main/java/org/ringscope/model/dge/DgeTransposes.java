package org.ringscope.model.dge;

import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.DeviceException;

/**
 * The emulated DGE running the two transposes (docs/reference/dge.md; RingScope's model, decision 1122). Both
 * move values of one 2- or 4-byte dtype (2-byte only for the gather form) without a cast; the SBUF crossbar that
 * lands a tile transposed on the real device is emulated as one piece per value, merged where both sides continue.
 *
 * <ul>
 *   <li><b>DmaTranspose</b> (0xBD): the source is {@code src_num[1]} rows of {@code src_num[0]} values, value
 *       (i, j) at {@code src + i·src_step[0] + j·src_step[1]}; destination value (j, i) at
 *       {@code dst + j·dst_step[0] + i·dst_step[1]} receives it ({@code dst_num = {src_num[1], src_num[0]}}).
 *       Walked tile by tile ({@code tile_src_rows} = 16 rows × {@code tile_src_cols} columns, 1..128 for a 2-byte
 *       dtype, 1..64 for a 4-byte one); {@code tile_src_row_step} is 0 or the source's row step. Bound checks as
 *       DIRECT2D, per value.</li>
 *   <li><b>DmaGatherTranspose</b> (0xF1, software DGE): {@code n = src_num[1]} indices (a multiple of 16, equal
 *       to {@code dst_num[0]}); gathered row r is {@code src_num[0]} runs of {@code elem_size} bytes (even,
 *       2..256) at {@code src + idx[r]·src_step[1] + m·src_step[0]}, L values in all ({@code = dst_num[1]});
 *       value l of row r lands at {@code dst + 2·r + l·dst_step_elem_1} — NKI's
 *       {@code dst = src[indices.T.flatten()[:n], :].T}. {@code gather_dim} is Y. A row whose bytes leave the
 *       source index bound moves nothing (the notification bit: error or skip, as DIRECT2D).</li>
 * </ul>
 */
final class DgeTransposes {
    private DgeTransposes() {
    }

    static DgeOutcome transpose(byte[] w, byte[] ext, RegisterFile regs, DgeContext c) throws DeviceException {
        DgePackets out = new DgePackets(c);
        int inCode = DgeWords.u8(w, DgeWords.XP_IN_DTYPE);
        Dtype t = Dtype.of(inCode);
        int n0 = DgeWords.u16(w, DgeWords.SRC_NUM);
        int n1 = DgeWords.u16(w, DgeWords.SRC_NUM + 2);
        int size = t == null ? 0 : t.size();
        long bytes = (long) n0 * n1 * size;
        String why = sameDtype(inCode, DgeWords.u8(w, DgeWords.XP_OUT_DTYPE), c, 4);
        int rows = DgeWords.u8(w, DgeWords.XP_TILE_ROWS);
        int cols = DgeWords.u8(w, DgeWords.XP_TILE_COLS);
        if (why == null && (rows != 16 || cols < 1 || cols > (size == 2 ? 128 : 64))) {
            why = "tile " + rows + " × " + cols + " is not 16 rows × 1.." + (size == 2 ? 128 : 64) + " columns of "
                    + t + " (has_valid_xpose_tile_size, docs/reference/dge.md)";
        }
        long rowStep = DgeWords.i32(w, DgeWords.XP_TILE_ROW_STEP);
        if (why == null && rowStep != 0 && rowStep != DgeWords.i32(w, DgeWords.SRC_STEP + 4)) {
            why = "tile_src_row_step " + rowStep + " is neither 0 nor the source's row step (decision 1122)";
        }
        if (why == null && (DgeWords.u16(w, DgeWords.DST_NUM) != n1 || DgeWords.u16(w, DgeWords.DST_NUM + 2) != n0)) {
            why = "the destination is " + DgeWords.u16(w, DgeWords.DST_NUM) + " × " + DgeWords.u16(w, DgeWords.DST_NUM + 2)
                    + ", not the source's " + n0 + " × " + n1 + " transposed";
        }
        DgeLeg src = null;
        DgeLeg dst = null;
        if (why == null) {
            String[] legWhy = new String[1];
            src = DgeLeg.resolve(w, ext, true, DgeWords.SRC_ADDR, DgeWords.SRC_STEP, DgeWords.SRC_NUM, DgeWords.XP_SRC_BOUND_REG,
                    size, regs, c, legWhy);
            dst = src == null ? null : DgeLeg.resolve(w, ext, false, DgeWords.DST_ADDR, DgeWords.DST_STEP, DgeWords.DST_NUM,
                    DgeWords.XP_DST_BOUND_REG, size, regs, c, legWhy);
            why = legWhy[0];
        }
        if (why != null) {
            return DgeExecutor.notEmulated(w, out, bytes, why);
        }
        DgeRuns runs = new DgeRuns(out, c, t, t, ComputeOp.NONE);
        for (int j0 = 0; j0 < n1; j0 += rows) {
            for (int i0 = 0; i0 < n0; i0 += cols) {
                for (int i = i0; i < Math.min(n0, i0 + cols); i++) {
                    for (int j = j0; j < Math.min(n1, j0 + rows); j++) {
                        value(runs, src, (long) j * n0 + i, dst, (long) i * n1 + j, size);
                    }
                }
            }
        }
        return DgeExecutor.done(w, out, runs, bytes, c);
    }

    static DgeOutcome gatherTranspose(byte[] w, byte[] ext, RegisterFile regs, DgeContext c) throws DeviceException {
        DgePackets out = new DgePackets(c);
        int pair = DgeWords.u8(w, DgeWords.GX_DTYPE_PAIR);
        int elem = DgeWords.u16(w, DgeWords.GX_ELEM_SIZE);
        int runsPerRow = DgeWords.u16(w, DgeWords.SRC_NUM);
        int n = DgeWords.u16(w, DgeWords.SRC_NUM + 2);
        long bytes = (long) n * runsPerRow * elem;
        String why = sameDtype(pair & 0xF, pair >>> 4, c, 2);
        if (why == null && c.hardware()) {
            why = "DmaGatherTranspose runs on the software DGE, not on " + c.queueSet() + " (docs/reference/dge.md)";
        }
        int values = runsPerRow * elem / 2;
        if (why == null && ((elem & 1) != 0 || elem < 2 || elem > 256)) {
            why = "elem_size " + elem + " is not even in 2..256 (docs/reference/dge.md)";
        }
        if (why == null && (DgeWords.u8(w, DgeWords.GX_FLAGS) & 3) != 1) {
            why = "gather_dim " + (DgeWords.u8(w, DgeWords.GX_FLAGS) & 3) + " is not Y (docs/reference/dge.md)";
        }
        if (why == null && (n % 16 != 0 || DgeWords.u16(w, DgeWords.DST_NUM) != n
                || DgeWords.u16(w, DgeWords.DST_NUM + 2) != values)) {
            why = "the destination is " + DgeWords.u16(w, DgeWords.DST_NUM) + " × " + DgeWords.u16(w, DgeWords.DST_NUM + 2)
                    + ", not the " + n + " indices (a multiple of 16) × " + values + " values gathered";
        }
        DgeAddress.Resolved s = why != null ? null : DgeAddress.addr8(DgeWords.u64(w, DgeWords.SRC_ADDR), regs, c);
        DgeAddress.Resolved d = why != null ? null : DgeAddress.addr8(DgeWords.u64(w, DgeWords.DST_ADDR), regs, c);
        DgeAddress.Resolved ia = why != null ? null : DgeAddress.addr4(DgeWords.u32(w, DgeWords.GX_SRC_IDX), regs, c);
        if (why == null) {
            why = s.why() != null ? "source: " + s.why() : d.why() != null ? "destination: " + d.why()
                    : ia.why() != null ? "source index: " + ia.why()
                    : DgeIndices.check(ia.start(), n, DgeWords.u8(w, DgeWords.GX_IDX_CHANNELS), c);
        }
        if (why != null) {
            return DgeExecutor.notEmulated(w, out, bytes, why);
        }
        long[] idx = DgeIndices.read(ia.start(), n, c);
        long s0 = DgeWords.i32(w, DgeWords.SRC_STEP);
        long s1 = DgeWords.i32(w, DgeWords.SRC_STEP + 4);
        long dStep = DgeWords.i32(w, DgeWords.GX_DST_STEP1);
        int bc = DgeWords.u8(w, DgeWords.GX_SRC_IDX_BOUND_REG);
        long bound = DgeWords.bound(bc, ext, true);
        long lo = Math.min(0, (runsPerRow - 1) * s0);
        long hi = Math.max(0, (runsPerRow - 1) * s0) + elem;
        DgeRuns runs = new DgeRuns(out, c, Dtype.of(pair & 0xF), Dtype.of(pair & 0xF), ComputeOp.NONE);
        for (int r = 0; r < n; r++) {
            long row = s.start() + idx[r] * s1;
            if (bound >= 0 && (row + lo - s.base() < 0 || row + hi - s.base() > bound)) {
                runs.outOfBounds((bc & DgeWords.BC_NO_NOTIFICATION) != 0, "row " + r + ": index " + idx[r]);
                continue;
            }
            for (int l = 0; l < values; l++) {
                runs.add(row + (l / (elem / 2)) * s0 + (l % (elem / 2)) * 2L, d.start() + 2L * r + l * dStep, 2);
            }
        }
        return DgeExecutor.done(w, out, runs, bytes, c);
    }

    /** One value of the transpose: source value {@code k} to destination value {@code m}, both legs checked. */
    private static void value(DgeRuns runs, DgeLeg s, long k, DgeLeg d, long m, int size) {
        boolean sOk = s.inBounds(k);
        boolean dOk = d.inBounds(m);
        if (sOk && dOk) {
            runs.add(s.element(k), d.element(m), size);
        } else {
            runs.outOfBounds((sOk || s.skip()) && (dOk || d.skip()), String.format("source 0x%x, destination 0x%x",
                    s.element(k), d.element(m)));
        }
    }

    /** Why a transpose of {@code in → out} cannot run: no cast, a 2- or {@code maxSize}-byte dtype. */
    private static String sameDtype(int in, int out, DgeContext c, int maxSize) {
        String why = DgeExecutor.check(in, out, 0, c);
        if (why != null) {
            return why;
        }
        Dtype t = Dtype.of(in);
        if (in != out) {
            return "the transposes do not cast: " + t + " → " + Dtype.of(out) + " (docs/reference/dge.md)";
        }
        if (t.size() != 2 && t.size() != maxSize) {
            return "a transpose moves " + (maxSize == 2 ? "2-byte" : "2- or 4-byte") + " values, not " + t;
        }
        return null;
    }
}
