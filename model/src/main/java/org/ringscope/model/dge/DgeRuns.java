package org.ringscope.model.dge;

import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.DeviceAddressMap;

/**
 * The pieces one DGE instruction moves, in the order its walk produces them (decision 1103): pieces contiguous on
 * both sides merge into runs; a run is cut at 64 KiB and at SBUF partitions; each piece goes to engine
 * {@code partition / 8} of its SBUF side (destination first; round robin when neither side is SBUF) as a copy
 * pair, a cast packet, or — for a {@code compute_op} — a two-source CCE packet that reads the source and the
 * destination and writes the destination (decision 1121). Units are bytes for a plain copy and elements of the
 * leg's dtype otherwise. It also counts the elements a bound check masked.
 */
final class DgeRuns {
    private static final long PARTITION = 1L << DeviceAddressMap.SB_PARTITION_SHIFT;

    private final DgePackets out;
    private final Dtype in;
    private final Dtype to;
    private final ComputeOp op;
    private final boolean cast;
    /** Bytes of one unit on the source and on the destination side. */
    final int ss;
    final int ds;
    private final long sbBase;
    private final long sbEnd;
    private long runS;
    private long runD;
    private long runN;
    long oobElements;
    long skipped;
    /** Source bytes of the pieces emitted: what the instruction moves (a masked element moves nothing). */
    long moved;
    String firstOob;

    DgeRuns(DgePackets out, DgeContext c, Dtype in, Dtype to, ComputeOp op) {
        this.out = out;
        this.in = in;
        this.to = to;
        this.op = op;
        this.cast = in != to && !(in.fp32() && to.fp32());
        boolean byElement = cast || op != ComputeOp.NONE;
        this.ss = byElement ? in.size() : 1;
        this.ds = byElement ? to.size() : 1;
        this.sbBase = c.dev().addressMap().sbAddress(c.nc(), 0, 0);
        this.sbEnd = sbBase + DeviceAddressMap.SB_PER_NC;
    }

    /** {@code n} units from {@code sa} to {@code da}, after the pieces before. */
    void add(long sa, long da, long n) {
        if (runN > 0 && sa == runS + runN * ss && da == runD + runN * ds) {
            runN += n;
            return;
        }
        finish();
        runS = sa;
        runD = da;
        runN = n;
    }

    /** An element the bound check masked: skipped silently ({@code skip}) or an error, {@code where} the first. */
    void outOfBounds(boolean skip, String where) {
        if (skip) {
            skipped++;
        } else if (oobElements++ == 0) {
            firstOob = where;
        }
    }

    /** Emits the open run. */
    void finish() {
        long s = runS;
        long d = runD;
        long n = runN;
        runN = 0;
        while (n > 0) {
            long k = Math.min(n, 65536 / Math.max(ss, ds));
            k = Math.min(k, toBoundary(s) / ss);
            k = Math.min(k, toBoundary(d) / ds);
            k = Math.max(k, 1);
            int engine = engineOf(d);
            if (engine < 0) {
                engine = engineOf(s);
            }
            if (op != ComputeOp.NONE) {
                out.compute(engine, s, d, k, in, op);
            } else if (cast) {
                out.cast(engine, s, d, k, in, to);
            } else {
                out.copy(engine, s, d, (int) k);
            }
            moved += k * ss;
            s += k * ss;
            d += k * ds;
            n -= k;
        }
    }

    private long toBoundary(long a) {
        if (a < sbBase || a >= sbEnd) {
            return Long.MAX_VALUE;
        }
        return PARTITION - ((a - sbBase) & (PARTITION - 1));
    }

    private int engineOf(long a) {
        if (a < sbBase || a >= sbEnd) {
            return -1;
        }
        return (int) ((a - sbBase) / PARTITION / DgeExecutor.PARTITIONS_PER_ENGINE);
    }
}
