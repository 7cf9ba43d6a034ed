package org.ringscope.model.runtime.load;

import org.ringscope.model.InputException;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPack;

/**
 * {@code op: copy} (and a {@code cast} that keeps the element size): the (from, to) access patterns are
 * walked in lockstep into maximal runs that are contiguous on both sides, and each run becomes one
 * {@code vring_add_desc_transfer} (which splits it into ≤ 64 KiB chunks: tx/rx pairs), as
 * {@code translate_one_pseudo_dma_memcpy_instr_v2} does per copy (vring seed §7). Then
 * {@code vring_pack_descs} groups the desc's TX descriptors into packets (as {@code drs_expand_data_desc_model}
 * / {@code expand_io_descs} do). No object per run or per descriptor.
 */
final class CopyLowering {
    private final PatternWalker src = new PatternWalker();
    private final PatternWalker dst = new PatternWalker();

    /** Appends the desc's runs to {@code v}; returns the bytes moved. */
    long lower(AccessPattern from, AccessPattern to, Vring v, QueueProgram qp, int q, VarTable vars, Where where,
            boolean pack, long budget) throws InputException, VringException {
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
        int txStart = v.tx().usedDescCount();
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
                    v.vringAddDescTransfer(srcBase + runSrc, dstBase + runDst, runLen);
                }
                runSrc = s;
                runDst = d;
                runLen = n;
            }
            src.advance(n);
            dst.advance(n);
        }
        v.vringAddDescTransfer(srcBase + runSrc, dstBase + runDst, runLen);
        int txEnd = v.tx().usedDescCount();
        if (pack && txEnd > txStart) {
            VringPack.vringPackDescs(v, txStart, txEnd, budget, 0);
        }
        return fromBytes;
    }
}
