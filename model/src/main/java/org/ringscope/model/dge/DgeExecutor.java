package org.ringscope.model.dge;

import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.DeviceException;

/**
 * The emulated DGE turning one lowered DIRECT2D word (DMAMemcpy 0xB8, with the PseudoExtension that followed its
 * pseudo) into 16-byte descriptors on the core's 16 DMA engines (dge-facts §3; RingScope's model, decision 1103):
 *
 * <ol>
 *   <li>resolve both legs' addresses: IMM, DGE table entry + offset, table entry + offset register;</li>
 *   <li>walk both legs in lockstep — by byte for a copy, by element for a cast — into pieces that lie in one
 *       element of each leg, merge pieces contiguous on both sides, cut at 64 KiB and at SBUF partitions;</li>
 *   <li>a bound-checked leg (its {@code BOUND_CHECK_REG} enabled, the bound from the extension) masks the pieces of
 *       elements past the bound: with the notification on ({@code oob_mode.error}) that is an error the execution
 *       returns as 1006, with it off ({@code oob_mode.skip}) they are skipped silently;</li>
 *   <li>each piece goes to engine {@code partition / 8} of its SBUF side (round robin when neither side is SBUF) as
 *       one copy pair — or, for a cast, a cast packet ({@link DgePackets});</li>
 *   <li>every engine then gets its share of {@code sem_increment} 4-byte semaphore writes (16: one each, also on
 *       engines that moved no data; dge-facts §3.5), the queues are rung (RX, then TX) and the DMA engines run.</li>
 * </ol>
 */
public final class DgeExecutor {
    /** Engines of one NeuronCore a DGE instruction spreads over. */
    public static final int ENGINES = 16;
    /** SBUF partitions one engine serves. */
    public static final int PARTITIONS_PER_ENGINE = 8;
    private static final long PARTITION = 1L << DeviceAddressMap.SB_PARTITION_SHIFT;

    private DgeExecutor() {
    }

    /** Executes {@code word} (a DMAMemcpy) with extension {@code ext} (or {@code null}) issued by {@code regs}' engine. */
    public static DgeOutcome execute(byte[] word, byte[] ext, RegisterFile regs, DgeContext c) throws DeviceException {
        int sem = DgeWords.u8(word, DgeWords.SEMAPHORE);
        int inc = DgeWords.u8(word, DgeWords.SEM_INCREMENT);
        DgePackets out = new DgePackets(c);
        Dtype in = Dtype.of(DgeWords.u8(word, DgeWords.IN_DTYPE));
        Dtype to = Dtype.of(DgeWords.u8(word, DgeWords.OUT_DTYPE));
        String why = check(word, in, to, c);
        Resolved src = leg(word, ext, true, regs, c);
        Resolved dst = leg(word, ext, false, regs, c);
        long bytes = src.leg == null ? 0 : src.leg.bytes();
        if (why == null) {
            why = src.why != null ? "source: " + src.why : dst.why != null ? "destination: " + dst.why : null;
        }
        if (why == null) {
            why = shape(src.leg, dst.leg, in, to);
        }
        if (why != null) {
            out.semaphores(sem, inc);
            return DgeOutcome.notEmulated(bytes, out, why);
        }
        Walk w = walk(src.leg, dst.leg, in, to, out, c);
        out.semaphores(sem, inc);
        int descs = out.flush();
        String oob = w.oobElements == 0 ? null : String.format("%d elements out of bounds on %s (first: %s)",
                w.oobElements, c.queueSet(), w.firstOob);
        return new DgeOutcome(true, bytes, descs, null, oob, w.skipped, out.doorbells);
    }

    /**
     * A DGE word RingScope does not execute ({@code reason}): no bytes move, but its completion still adds its
     * semaphore increment through the 16 engines, so what waits on it runs.
     */
    public static DgeOutcome completeOnly(byte[] word, DgeContext c, long bytes, String reason) throws DeviceException {
        int op = DgeWords.opcode(word);
        int sem = switch (op) {
            case DgeWords.DMA_TRANSPOSE -> DgeWords.u8(word, 62);
            case DgeWords.DMA_GATHER_TRANSPOSE -> DgeWords.u8(word, 12);
            default -> DgeWords.u8(word, DgeWords.SEMAPHORE);
        };
        int inc = op == DgeWords.DMA_MEMCPY || op == DgeWords.DMA_INDIRECT ? DgeWords.u8(word, DgeWords.SEM_INCREMENT)
                : ENGINES;
        DgePackets out = new DgePackets(c);
        out.semaphores(sem, inc);
        return DgeOutcome.notEmulated(bytes, out, reason);
    }

    /** Why the word cannot run on this queue set, or {@code null}. */
    private static String check(byte[] word, Dtype in, Dtype to, DgeContext c) {
        if (in == null || to == null || in == Dtype.INVALID || to == Dtype.INVALID) {
            return "dtype codes " + DgeWords.u8(word, DgeWords.IN_DTYPE) + " → " + DgeWords.u8(word, DgeWords.OUT_DTYPE)
                    + " are not valid nrt_dtype_t codes";
        }
        int computeOp = DgeWords.u8(word, DgeWords.OP);
        if (computeOp != 0) {
            return "compute_op " + computeOp + " on a DGE copy is not emulated (decision 1103)";
        }
        boolean cast = in != to && !(in.fp32() && to.fp32());
        if (cast && c.hardware()) {
            return "hardware DGE (" + c.queueSet() + ") does not cast: " + in + " → " + to + " (dge-facts §3.6)";
        }
        if (cast) {
            if (in.fp32() && in == Dtype.FLOAT32R || in == Dtype.UINT64 || in == Dtype.INT64 || to == Dtype.UINT64
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

    private record Resolved(DgeLeg leg, String why) {
    }

    private static Resolved leg(byte[] w, byte[] ext, boolean src, RegisterFile regs, DgeContext c)
            throws DeviceException {
        long a = DgeWords.u64(w, src ? DgeWords.SRC_ADDR : DgeWords.DST_ADDR);
        int stepAt = src ? DgeWords.SRC_STEP : DgeWords.DST_STEP;
        int numAt = src ? DgeWords.SRC_NUM : DgeWords.DST_NUM;
        int bc = DgeWords.u8(w, src ? DgeWords.SRC_BOUND_REG : DgeWords.DST_BOUND_REG);
        int n0 = DgeWords.u16(w, numAt);
        int n1 = DgeWords.u16(w, numAt + 2);
        long s0 = DgeWords.i32(w, stepAt);
        long s1 = DgeWords.i32(w, stepAt + 4);
        int es = DgeWords.elemSize(w, src ? DgeWords.SRC_ELEM_SIZE : DgeWords.DST_ELEM_SIZE);
        int m = Addr8.marker(a);
        long base;
        long start;
        switch (m) {
            case Addr8.IMM -> {
                base = Addr8.imm(a);
                start = base;
            }
            case Addr8.ADDR_TBL, Addr8.ADDR_TBL | Addr8.OFFSET_REG -> {
                int idx = Addr8.index(a);
                if (idx >= c.tableLength()) {
                    return new Resolved(null, "DGE table index " + idx + " past the table's " + c.tableLength()
                            + " entries");
                }
                base = c.dev().memory(org.ringscope.model.device.Region.HBM).getLong(c.tableBase()
                        - DeviceAddressMap.HBM_BASE + 8L * idx);
                if (base == 0) {
                    return new Resolved(null, "DGE table entry " + idx + " holds no address (its tensor is not bound)");
                }
                long off;
                if ((m & Addr8.OFFSET_REG) != 0) {
                    int r = Addr8.register(a);
                    String why = regs.whyUnknown(r);
                    if (why != null) {
                        return new Resolved(null, "the offset register of table[" + idx + "] + r" + r + ": " + why);
                    }
                    off = regs.value(r) & 0xFFFF_FFFFL;
                } else {
                    off = Addr8.offset(a);
                }
                start = base + off;
            }
            default -> {
                return new Resolved(null, "address " + Addr8.describe(a) + ": shape and address registers ($S, "
                        + "ADDR_REG) are not emulated (decision 1103)");
            }
        }
        long bound = -1;
        if ((bc & DgeWords.BC_ENABLED) != 0 && ext != null && DgeWords.extBound(ext, src) > 0) {
            bound = DgeWords.extBound(ext, src);
        }
        return new Resolved(new DgeLeg(start, n0, n1, s0, s1, es, base, bound,
                (bc & DgeWords.BC_NO_NOTIFICATION) != 0), null);
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

    private static final class Walk {
        long oobElements;
        long skipped;
        String firstOob;
    }

    private static Walk walk(DgeLeg s, DgeLeg d, Dtype in, Dtype to, DgePackets out, DgeContext c) {
        Walk w = new Walk();
        boolean cast = in != to && !(in.fp32() && to.fp32());
        int ss = cast ? in.size() : 1;
        int ds = cast ? to.size() : 1;
        long sbBase = c.dev().addressMap().sbAddress(c.nc(), 0, 0);
        long sbEnd = sbBase + DeviceAddressMap.SB_PER_NC;
        long total = s.bytes() / ss;
        long si = 0;
        long sOff = 0;
        long di = 0;
        long dOff = 0;
        long runS = 0;
        long runD = 0;
        long runN = 0;
        long done = 0;
        long lastBad = -1;
        while (done < total) {
            long n = Math.min((s.elemSize() - sOff) / ss, (d.elemSize() - dOff) / ds);
            long sa = s.element(si) + sOff;
            long da = d.element(di) + dOff;
            boolean sOk = s.inBounds(si);
            boolean dOk = d.inBounds(di);
            boolean ok = sOk && dOk;
            if (!ok && lastBad != si * 65536L + di) {
                lastBad = si * 65536L + di;
                boolean skip = (!sOk ? s.skip() : true) && (!dOk ? d.skip() : true);
                if (skip) {
                    w.skipped++;
                } else if (w.oobElements++ == 0) {
                    w.firstOob = String.format("source 0x%x, destination 0x%x, bound %s", sa, da, !sOk
                            ? String.format("0x%x bytes from 0x%x", s.bound(), s.boundBase())
                            : String.format("0x%x bytes from 0x%x", d.bound(), d.boundBase()));
                }
            }
            if (ok && runN > 0 && sa == runS + runN * ss && da == runD + runN * ds) {
                runN += n;
            } else {
                emit(out, runS, runD, runN, ss, ds, in, to, cast, sbBase, sbEnd);
                runN = ok ? n : 0;
                runS = sa;
                runD = da;
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
        emit(out, runS, runD, runN, ss, ds, in, to, cast, sbBase, sbEnd);
        return w;
    }

    /** Cuts a run at 64 KiB and at SBUF partitions and hands the pieces to their engines. */
    private static void emit(DgePackets out, long s, long d, long n, int ss, int ds, Dtype in, Dtype to, boolean cast,
            long sbBase, long sbEnd) {
        while (n > 0) {
            long k = Math.min(n, 65536 / Math.max(ss, ds));
            k = Math.min(k, toBoundary(s, sbBase, sbEnd) / ss);
            k = Math.min(k, toBoundary(d, sbBase, sbEnd) / ds);
            k = Math.max(k, 1);
            int engine = engineOf(d, sbBase, sbEnd);
            if (engine < 0) {
                engine = engineOf(s, sbBase, sbEnd);
            }
            if (cast) {
                out.cast(engine, s, d, k, in, to);
            } else {
                out.copy(engine, s, d, (int) k);
            }
            s += k * ss;
            d += k * ds;
            n -= k;
        }
    }

    private static long toBoundary(long a, long sbBase, long sbEnd) {
        if (a < sbBase || a >= sbEnd) {
            return Long.MAX_VALUE;
        }
        return PARTITION - ((a - sbBase) & (PARTITION - 1));
    }

    private static int engineOf(long a, long sbBase, long sbEnd) {
        if (a < sbBase || a >= sbEnd) {
            return -1;
        }
        return (int) ((a - sbBase) / PARTITION / PARTITIONS_PER_ENGINE);
    }
}
