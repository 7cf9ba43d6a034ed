package org.ringscope.model.dge;

import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.DeviceException;

/**
 * The emulated DGE running a DmaIndirect (0xBB, {@code DMA_INDIRECT1D_STRUCT}, docs/reference/dge.md; RingScope's
 * model, decision 1120). Both legs are 1-D: {@code num_elem} rows of {@code elem_size} bytes (0 = 64 KiB), equal
 * on both sides, at most 4096. Row {@code k} moves from {@code src + i·src_step} to {@code dst + j·dst_step} (byte
 * steps, as the pseudo it was lowered from): a gather ({@code indirect_mode} 0) takes {@code i} from the source
 * index tensor and {@code j = k}, a scatter (1) {@code i = k} and {@code j} from the destination index tensor,
 * mode 2 both ({@link DgeIndices}). An indexed leg whose index bound register is enabled and whose extension names
 * a byte bound masks a row whose bytes leave [base, base + bound): that row moves nothing. The notification bit
 * decides as for DIRECT2D — on: an error (1006); off: skipped silently, which the ISA's validity rule only allows
 * with {@code idx_bound_is_err} set. Rows run in index order, so duplicate scatter targets (with
 * {@code non_unique_dst_idx}, a scatter-add) accumulate in row order.
 */
final class DgeIndirect {
    private DgeIndirect() {
    }

    /** One indexed or plain 1-D leg. */
    private record Leg(long base, long start, long step, int elemSize, long bound, boolean skip, long[] idx) {
        long row(int k) {
            return start + (idx == null ? k : idx[k]) * step;
        }

        boolean inBounds(int k) {
            if (idx == null || bound < 0) {
                return true;
            }
            long off = row(k) - base;
            return off >= 0 && off + elemSize <= bound;
        }
    }

    static DgeOutcome execute(byte[] w, byte[] ext, RegisterFile regs, DgeContext c) throws DeviceException {
        DgePackets out = new DgePackets(c);
        int n = DgeWords.u16(w, DgeWords.IND_SRC_NUM);
        int srcElem = DgeWords.elemSize(w, DgeWords.IND_SRC_ELEM_SIZE);
        long bytes = (long) n * srcElem;
        int flags = DgeWords.u8(w, DgeWords.IND_FLAGS);
        int mode = flags & DgeWords.FLAG_MODE;
        int inCode = DgeWords.u8(w, DgeWords.IND_IN_DTYPE);
        int outCode = DgeWords.u8(w, DgeWords.IND_OUT_DTYPE);
        String why = DgeExecutor.check(inCode, outCode, DgeWords.u8(w, DgeWords.IND_COMPUTE_OP), c);
        if (why == null && c.hardware()) {
            why = "hardware DGE (" + c.queueSet() + ") does not gather or scatter: indirect DMA is software DGE only "
                    + "(docs/reference/dge.md)";
        }
        if (why == null && mode == 3) {
            why = "indirect_mode 3 is not gather (0), scatter (1) or both (2)";
        }
        Dtype in = Dtype.of(inCode);
        Dtype to = Dtype.of(outCode);
        if (why == null) {
            why = shape(w, n, srcElem, in, to);
        }
        Leg src = null;
        Leg dst = null;
        if (why == null) {
            String[] legWhy = new String[1];
            src = leg(w, ext, true, mode != 1, n, flags, regs, c, legWhy);
            dst = src == null ? null : leg(w, ext, false, mode != 0, n, flags, regs, c, legWhy);
            why = legWhy[0];
        }
        if (why != null) {
            return DgeExecutor.notEmulated(w, out, bytes, why);
        }
        DgeRuns runs = new DgeRuns(out, c, in, to, ComputeOp.of(DgeWords.u8(w, DgeWords.IND_COMPUTE_OP)));
        long units = srcElem / runs.ss;
        for (int k = 0; k < n; k++) {
            boolean sOk = src.inBounds(k);
            boolean dOk = dst.inBounds(k);
            if (sOk && dOk) {
                runs.add(src.row(k), dst.row(k), units);
            } else {
                runs.outOfBounds((sOk || src.skip) && (dOk || dst.skip), String.format(
                        "row %d: source index %s, destination index %s", k, src.idx == null ? "-" : src.idx[k],
                        dst.idx == null ? "-" : dst.idx[k]));
            }
        }
        return DgeExecutor.done(w, out, runs, bytes, c);
    }

    private static String shape(byte[] w, int n, int srcElem, Dtype in, Dtype to) {
        int dn = DgeWords.u16(w, DgeWords.IND_DST_NUM);
        int dstElem = DgeWords.elemSize(w, DgeWords.IND_DST_ELEM_SIZE);
        if (dn != n) {
            return "the source moves " + n + " rows, the destination " + dn;
        }
        if (srcElem % in.size() != 0 || dstElem % to.size() != 0 || srcElem / in.size() != dstElem / to.size()) {
            return "a row of " + srcElem + " " + in + " bytes and one of " + dstElem + " " + to
                    + " bytes do not hold the same number of values";
        }
        return null;
    }

    private static Leg leg(byte[] w, byte[] ext, boolean src, boolean indexed, int n, int flags, RegisterFile regs,
            DgeContext c, String[] why) throws DeviceException {
        String side = src ? "source" : "destination";
        DgeAddress.Resolved a = DgeAddress.addr8(DgeWords.u64(w, src ? DgeWords.IND_SRC_ADDR : DgeWords.IND_DST_ADDR),
                regs, c);
        if (a.why() != null) {
            why[0] = side + ": " + a.why();
            return null;
        }
        long step = DgeWords.i32(w, src ? DgeWords.IND_SRC_STEP : DgeWords.IND_DST_STEP);
        int elem = DgeWords.elemSize(w, src ? DgeWords.IND_SRC_ELEM_SIZE : DgeWords.IND_DST_ELEM_SIZE);
        if (!indexed) {
            return new Leg(a.base(), a.start(), step, elem, -1, false, null);
        }
        DgeAddress.Resolved ia = DgeAddress.addr4(DgeWords.u32(w, src ? DgeWords.IND_SRC_IDX : DgeWords.IND_DST_IDX),
                regs, c);
        String iw = ia.why() != null ? ia.why()
                : DgeIndices.check(ia.start(), n, DgeWords.u8(w, DgeWords.IND_IDX_CHANNELS), c);
        if (iw != null) {
            why[0] = side + " index: " + iw;
            return null;
        }
        int bc = DgeWords.u8(w, src ? DgeWords.IND_SRC_IDX_BOUND_REG : DgeWords.IND_DST_IDX_BOUND_REG);
        boolean enabled = (bc & DgeWords.BC_ENABLED) != 0;
        boolean silent = (bc & DgeWords.BC_NO_NOTIFICATION) != 0;
        if (enabled && silent && (flags & DgeWords.FLAG_IDX_BOUND_IS_ERR) == 0) {
            why[0] = side + " index bound: notification off without idx_bound_is_err — a silent index bound that is "
                    + "not an error is not a valid word (docs/reference/dge.md)";
            return null;
        }
        long bound = DgeWords.bound(bc, ext, src);
        return new Leg(a.base(), a.start(), step, elem, bound, silent, DgeIndices.read(ia.start(), n, c));
    }
}
