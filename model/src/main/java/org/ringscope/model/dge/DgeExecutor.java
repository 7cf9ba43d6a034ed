package org.ringscope.model.dge;

import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.DeviceException;

/**
 * The emulated DGE turning one lowered word, with the PseudoExtension that followed its pseudo, into 16-byte
 * descriptors on the core's 16 DMA engines (docs/reference/dge.md; RingScope's model, decision 1103). DmaIndirect
 * ({@link DgeIndirect}) and the transposes ({@link DgeTransposes}) produce their pieces their own way; a DIRECT2D
 * word (DMAMemcpy 0xB8):
 *
 * <ol>
 *   <li>resolve both legs' addresses ({@link DgeAddress}: IMM, DGE table entry + offset or offset register, an
 *       address register);</li>
 *   <li>walk both legs in lockstep — by byte for a copy, by element for a cast or a compute op — into pieces that
 *       lie in one element of each leg; {@link DgeRuns} merges pieces contiguous on both sides and cuts at 64 KiB
 *       and at SBUF partitions;</li>
 *   <li>a bound-checked leg (its {@code BOUND_CHECK_REG} enabled, the bound from the extension) masks the pieces of
 *       elements past the bound: with the notification on ({@code oob_mode.error}) that is an error the execution
 *       returns as 1006, with it off ({@code oob_mode.skip}) they are skipped silently;</li>
 *   <li>each piece goes to engine {@code partition / 8} of its SBUF side (round robin when neither side is SBUF) as
 *       one copy pair — or a cast packet, or a compute packet ({@link DgePackets});</li>
 *   <li>every engine then gets its share of {@code sem_increment} 4-byte semaphore writes (16: one each, also on
 *       engines that moved no data; docs/reference/dge.md), the queues are rung (RX, then TX) and the DMA engines run.</li>
 * </ol>
 */
public final class DgeExecutor {
    /** Engines of one NeuronCore a DGE instruction spreads over. */
    public static final int ENGINES = 16;
    /** SBUF partitions one engine serves. */
    public static final int PARTITIONS_PER_ENGINE = 8;

    private DgeExecutor() {
    }

    /**
     * Executes the lowered DGE word {@code word} — DMAMemcpy, DmaIndirect, DmaTranspose or DmaGatherTranspose — with
     * the extension {@code ext} that followed its pseudo (or {@code null}), issued by {@code regs}' engine.
     */
    public static DgeOutcome execute(byte[] word, byte[] ext, RegisterFile regs, DgeContext c) throws DeviceException {
        return switch (DgeWords.opcode(word)) {
            case DgeWords.DMA_INDIRECT -> DgeIndirect.execute(word, ext, regs, c);
            case DgeWords.DMA_TRANSPOSE -> DgeTransposes.transpose(word, ext, regs, c);
            case DgeWords.DMA_GATHER_TRANSPOSE -> DgeTransposes.gatherTranspose(word, ext, regs, c);
            default -> direct2d(word, ext, regs, c);
        };
    }

    private static DgeOutcome direct2d(byte[] word, byte[] ext, RegisterFile regs, DgeContext c)
            throws DeviceException {
        DgePackets out = new DgePackets(c);
        Dtype in = Dtype.of(DgeWords.u8(word, DgeWords.IN_DTYPE));
        Dtype to = Dtype.of(DgeWords.u8(word, DgeWords.OUT_DTYPE));
        ComputeOp op = ComputeOp.of(DgeWords.u8(word, DgeWords.OP));
        String why = check(DgeWords.u8(word, DgeWords.IN_DTYPE), DgeWords.u8(word, DgeWords.OUT_DTYPE),
                DgeWords.u8(word, DgeWords.OP), c);
        String[] legWhy = new String[1];
        DgeLeg src = DgeLeg.resolve(word, ext, true, DgeWords.SRC_ADDR, DgeWords.SRC_STEP, DgeWords.SRC_NUM,
                DgeWords.SRC_BOUND_REG, DgeWords.elemSize(word, DgeWords.SRC_ELEM_SIZE), regs, c, legWhy);
        DgeLeg dst = src == null ? null : DgeLeg.resolve(word, ext, false, DgeWords.DST_ADDR, DgeWords.DST_STEP,
                DgeWords.DST_NUM, DgeWords.DST_BOUND_REG, DgeWords.elemSize(word, DgeWords.DST_ELEM_SIZE), regs, c,
                legWhy);
        long bytes = DgeWords.sourceBytes(word);
        if (why == null) {
            why = legWhy[0];
        }
        if (why == null) {
            why = shape(src, dst, in, to);
        }
        if (why != null) {
            return notEmulated(word, out, bytes, why);
        }
        DgeRuns runs = new DgeRuns(out, c, in, to, op);
        walk(src, dst, runs);
        return done(word, out, runs, bytes, c);
    }

    /**
     * The outcome of a word whose runs are all added: the completion, the flush, the out-of-bounds count, and the
     * source bytes that moved — an element a bound check masked moves none (decision 1326). A word whose every
     * element was masked moved nothing: it is not executed, for that reason, and its bytes are those it would have
     * moved.
     */
    static DgeOutcome done(byte[] word, DgePackets out, DgeRuns runs, long bytes, DgeContext c) throws DeviceException {
        runs.finish();
        out.semaphores(DgeWords.semaphore(word), DgeWords.semIncrement(word));
        int descs = out.flush();
        String oob = runs.oobElements == 0 ? null : String.format("%d elements out of bounds on %s (first: %s)",
                runs.oobElements, c.queueSet(), runs.firstOob);
        long masked = runs.oobElements + runs.skipped;
        if (runs.moved == 0 && masked > 0) {
            String why = runs.oobElements > 0
                    ? String.format(ALL_MASKED, masked, "out-of-bound access: the execution returns NRT_EXEC_OOB")
                    : String.format(ALL_MASKED, masked, "oob_mode.skip: skipped silently");
            return new DgeOutcome(false, bytes, descs, why, oob, runs.skipped, out.doorbells);
        }
        return new DgeOutcome(true, runs.moved, descs, null, oob, runs.skipped, out.doorbells);
    }

    /** Why a word moved nothing: every element it had was past its bound. */
    static final String ALL_MASKED = "every element (%d) was past its bound and masked, nothing moved (%s)";

    static DgeOutcome notEmulated(byte[] word, DgePackets out, long bytes, String why) throws DeviceException {
        out.semaphores(DgeWords.semaphore(word), DgeWords.semIncrement(word));
        return DgeOutcome.notEmulated(bytes, out, why);
    }

    /**
     * A DGE word RingScope does not execute ({@code reason}): no bytes move, but its completion still adds its
     * semaphore increment through the 16 engines, so what waits on it runs.
     */
    public static DgeOutcome completeOnly(byte[] word, DgeContext c, long bytes, String reason) throws DeviceException {
        return notEmulated(word, new DgePackets(c), bytes, reason);
    }

    /**
     * Why a word of dtypes {@code inCode → outCode} and {@code compute_op} {@code opCode} cannot run on this queue
     * set, or {@code null}: valid codes; hardware DGE neither casts nor computes (docs/reference/dge.md); a compute op
     * reads and writes one dtype (decision 1121); what DMAMemcpy takes; what the conversion registers follow.
     */
    static String check(int inCode, int outCode, int opCode, DgeContext c) {
        Dtype in = Dtype.of(inCode);
        Dtype to = Dtype.of(outCode);
        if (in == null || to == null || in == Dtype.INVALID || to == Dtype.INVALID) {
            return "dtype codes " + inCode + " → " + outCode + " are not valid nrt_dtype_t codes";
        }
        ComputeOp op = ComputeOp.of(opCode);
        if (op == null) {
            return "compute_op " + opCode + " is not a DGE_COMPUTE_OP (0 NONE, 1 ADD, 2 MULTIPLY, 3 MAX, 4 MIN)";
        }
        boolean cast = in != to && !(in.fp32() && to.fp32());
        if (op != ComputeOp.NONE && c.hardware()) {
            return "hardware DGE (" + c.queueSet() + ") does not compute: compute_op " + op + " (docs/reference/dge.md)";
        }
        if (op != ComputeOp.NONE && (in != to || in == Dtype.FLOAT32R)) {
            return "compute_op " + op + " reads and writes one dtype in RingScope, not " + in + " → " + to
                    + " (decision 1121)";
        }
        if (cast && c.hardware()) {
            return "hardware DGE (" + c.queueSet() + ") does not cast: " + in + " → " + to + " (docs/reference/dge.md)";
        }
        if (cast || op != ComputeOp.NONE) {
            if (in == Dtype.FLOAT32R || in == Dtype.UINT64 || in == Dtype.INT64 || to == Dtype.UINT64
                    || to == Dtype.INT64) {
                return "DMAMemcpy does not take " + in + " → " + to + " (is_valid_dma_memcpy_direct: no 64-bit "
                        + "integers, no FP32R input)";
            }
            String r = c.dev().conversion(c.nc()).unsupported(in, to);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    /** Why the two legs do not describe one transfer, or {@code null}. */
    private static String shape(DgeLeg s, DgeLeg d, Dtype in, Dtype to) {
        if (s.elemSize() % in.size() != 0 || d.elemSize() % to.size() != 0) {
            return "an element of " + s.elemSize() + " / " + d.elemSize() + " bytes is not a whole number of " + in
                    + " / " + to + " values";
        }
        long se = s.bytes() / in.size();
        long de = d.bytes() / to.size();
        if (se != de) {
            return "the source holds " + se + " " + in + " values, the destination " + de + " " + to + " values";
        }
        return null;
    }

    /**
     * Walks both legs in lockstep — by byte for a copy, by element for a cast or compute — into pieces inside one
     * element of each leg; an element pair out of either leg's bound moves nothing.
     */
    private static void walk(DgeLeg s, DgeLeg d, DgeRuns runs) {
        int ss = runs.ss;
        int ds = runs.ds;
        long total = s.bytes() / ss;
        long si = 0;
        long sOff = 0;
        long di = 0;
        long dOff = 0;
        long done = 0;
        long lastBad = -1;
        while (done < total) {
            long n = Math.min((s.elemSize() - sOff) / ss, (d.elemSize() - dOff) / ds);
            long sa = s.element(si) + sOff;
            long da = d.element(di) + dOff;
            boolean sOk = s.inBounds(si);
            boolean dOk = d.inBounds(di);
            if (sOk && dOk) {
                runs.add(sa, da, n);
            } else if (lastBad != si * 65536L + di) {
                lastBad = si * 65536L + di;
                runs.outOfBounds((sOk || s.skip()) && (dOk || d.skip()), String.format(
                        "source 0x%x, destination 0x%x, bound %s", sa, da, !sOk
                                ? String.format("0x%x bytes from 0x%x", s.bound(), s.boundBase())
                                : String.format("0x%x bytes from 0x%x", d.bound(), d.boundBase())));
            }
            done += n;
            sOff += n * ss;
            dOff += n * ds;
            if (sOff == s.elemSize()) {
                si++;
                sOff = 0;
            }
            if (dOff == d.elemSize()) {
                di++;
                dOff = 0;
            }
        }
    }
}
