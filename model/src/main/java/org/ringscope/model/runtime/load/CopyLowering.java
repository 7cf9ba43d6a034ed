package org.ringscope.model.runtime.load;

import org.ringscope.model.InputException;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPackets;

/**
 * {@code op: copy} (and a {@code cast} that keeps the element size) in {@code dma_util_vring_append_descs}: the
 * (from, to) access patterns are walked in lockstep into maximal runs that are contiguous on both sides, and each
 * run becomes one {@code vring_add_dma_packet_v2} — one CME copy packet of ≤ 64 KiB blocks, FIRST … LAST, with
 * {@code set_sow = is_sow_supported()} (vring seed §4, §7; decision 0110). {@code vring_pack_descs} regroups the
 * entry's descriptors afterwards ({@link EntryCompletion}). No object per run or per descriptor.
 */
final class CopyLowering {
    private final PatternWalker src = new PatternWalker();
    private final PatternWalker dst = new PatternWalker();

    /** Appends the desc's runs to {@code v}; returns the bytes moved. */
    long lower(AccessPattern from, AccessPattern to, Vring v, QueueProgram qp, int q, VarTable vars, Where where)
            throws InputException, VringException {
        long[] fSteps = from.steps();
        long[] fSizes = from.sizes();
        long[] tSteps = to.steps();
        long[] tSizes = to.sizes();
        long fromBytes = Patterns.check(fSteps, fSizes, "from", where);
        long toBytes = Patterns.check(tSteps, tSizes, "to", where);
        if (fromBytes != toBytes) {
            throw where.error("to_sizes", "the destination pattern moves " + toBytes + " bytes but the source moves "
                    + fromBytes + " (from " + from + ", to " + to + ")");
        }
        VarTable.Resolved f = vars.resolve(from.var(), "from", where);
        VarTable.Resolved t = vars.resolve(to.var(), "to", where);
        if (fromBytes == 0) {
            return 0;
        }
        Patterns.bounds(from.offset(), fSteps, fSizes, f.address(), from.var(), "from", where);
        Patterns.bounds(to.offset(), tSteps, tSizes, t.address(), to.var(), "to", where);
        if (f.address().perExecution()) {
            qp.noteTemplate(q, true, f.var().varId());
        }
        if (t.address().perExecution()) {
            qp.noteTemplate(q, false, t.var().varId());
        }
        long srcBase = f.address().base();
        long dstBase = t.address().base();
        boolean sow = v.arch().isSowSupported();
        src.reset(from.offset(), fSteps, fSizes);
        dst.reset(to.offset(), tSteps, tSizes);
        long runSrc = 0;
        long runDst = 0;
        long runLen = 0;
        while (!src.done()) {
            long n = Math.min(src.remaining(), dst.remaining());
            long s = src.pos();
            long d = dst.pos();
            if (runLen > 0 && s == runSrc + runLen && d == runDst + runLen) {
                runLen += n;
            } else {
                if (runLen > 0) {
                    packets(v, srcBase + runSrc, dstBase + runDst, runLen, sow);
                }
                runSrc = s;
                runDst = d;
                runLen = n;
            }
            src.advance(n);
            dst.advance(n);
        }
        packets(v, srcBase + runSrc, dstBase + runDst, runLen, sow);
        return fromBytes;
    }

    /**
     * One run as copy packets of at most {@link #maxPacketBytes} each: a packet's TX and RX block counts are
     * capped per arch (the packet loop refuses more, -22), the run is not.
     */
    private static void packets(Vring v, long src, long dst, long len, boolean sow) throws VringException {
        long max = maxPacketBytes(v);
        for (long done = 0; done < len; done += max) {
            VringPackets.vringAddDmaPacketV2(v, src + done, dst + done, Math.min(max, len - done), sow, false);
        }
    }

    /** The bytes of the largest copy packet: 64 KiB × the smaller of the arch's TX and RX descriptors per packet. */
    static long maxPacketBytes(Vring v) {
        return (long) LenCtrl.MAX_DMA_DESC_SIZE * Math.min(v.arch().maxDescPerPacket(), v.arch().maxRxDescPerPacket());
    }
}
