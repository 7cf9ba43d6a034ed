package org.ringscope.model.runtime.load;

import org.ringscope.model.InputException;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringCast;
import org.ringscope.model.vring.VringException;

/**
 * {@code op: cast} between types whose values differ ({@link DmaDtype#bitPreservingCastTo} false): the from and
 * to patterns are walked in lockstep <em>by element</em> — from's bytes in {@code from_dtype} elements, to's in
 * {@code to_dtype} elements — into runs contiguous on both sides, and each run becomes cast packets
 * ({@link VringCast}, decision 1101). A cast RingScope cannot perform — element counts that differ, a row that is
 * not a whole number of elements, a type with no emulated encoding — is {@link #unsupported reported} before
 * anything is appended, and the entry moves no bytes ({@link NotEmulatedEntry}).
 */
final class CastLowering {
    private final PatternWalker src = new PatternWalker();
    private final PatternWalker dst = new PatternWalker();

    /** Why the cast of {@code from} to {@code to} cannot be performed, or {@code null}. */
    String unsupported(AccessPattern from, AccessPattern to, DmaDtype fromType, DmaDtype toType, Where where)
            throws InputException {
        Dtype f = fromType.dtype();
        Dtype t = toType.dtype();
        if (f.fp8() && f != Dtype.FP8_EXP4 && f != Dtype.FP8_EXP5 || t.fp8() && t != Dtype.FP8_EXP4
                && t != Dtype.FP8_EXP5) {
            return "cast " + fromType.jsonName() + " → " + toType.jsonName() + ": FP8_EXP3 (E3M4) has no public encoding";
        }
        long fromBytes = Patterns.check(from.steps(), from.sizes(), "from", where);
        long toBytes = Patterns.check(to.steps(), to.sizes(), "to", where);
        int ss = f.size();
        int ds = t.size();
        if (fromBytes % ss != 0 || toBytes % ds != 0 || fromBytes / ss != toBytes / ds) {
            return "cast " + fromType.jsonName() + " → " + toType.jsonName() + ": the source holds " + fromBytes
                    + " bytes (" + fromBytes / (double) ss + " elements), the destination " + toBytes + " bytes ("
                    + toBytes / (double) ds + " elements); a DMA cast needs equal element counts";
        }
        src.reset(from.offset(), from.steps(), from.sizes());
        dst.reset(to.offset(), to.steps(), to.sizes());
        while (!src.done()) {
            long s = src.remaining();
            long d = dst.remaining();
            if (s % ss != 0 || d % ds != 0) {
                return "cast " + fromType.jsonName() + " → " + toType.jsonName() + ": a contiguous run of " + (s % ss != 0
                        ? s + " source bytes is not a whole number of " + ss + "-byte elements"
                        : d + " destination bytes is not a whole number of " + ds + "-byte elements");
            }
            long n = Math.min(s / ss, d / ds);
            src.advance(n * ss);
            dst.advance(n * ds);
        }
        return null;
    }

    /** Appends the cast's packets to {@code v} (after {@link #unsupported} said null); returns the source bytes. */
    long lower(AccessPattern from, AccessPattern to, DmaDtype fromType, DmaDtype toType, Vring v, QueueProgram qp,
            int q, VarTable vars, Where where) throws InputException, VringException {
        long fromBytes = Patterns.check(from.steps(), from.sizes(), "from", where);
        VarTable.Resolved f = vars.resolve(from.var(), "from", where);
        VarTable.Resolved t = vars.resolve(to.var(), "to", where);
        if (fromBytes == 0) {
            return 0;
        }
        Patterns.bounds(from.offset(), from.steps(), from.sizes(), f.address(), from.var(), "from", where);
        Patterns.bounds(to.offset(), to.steps(), to.sizes(), t.address(), to.var(), "to", where);
        if (f.address().perExecution()) {
            qp.noteTemplate(q, true, f.var().varId());
        }
        if (t.address().perExecution()) {
            qp.noteTemplate(q, false, t.var().varId());
        }
        int ss = fromType.size();
        int ds = toType.size();
        int fc = fromType.dtype().code();
        int tc = toType.dtype().code();
        long max = VringCast.maxElements(v, ss, ds);
        long srcBase = f.address().base();
        long dstBase = t.address().base();
        src.reset(from.offset(), from.steps(), from.sizes());
        dst.reset(to.offset(), to.steps(), to.sizes());
        long runSrc = 0;
        long runDst = 0;
        long runN = 0;
        while (!src.done()) {
            long n = Math.min(src.remaining() / ss, dst.remaining() / ds);
            long s = src.pos();
            long d = dst.pos();
            if (runN > 0 && s == runSrc + runN * ss && d == runDst + runN * ds) {
                runN += n;
            } else {
                flush(v, srcBase + runSrc, dstBase + runDst, runN, max, fc, ss, tc, ds);
                runSrc = s;
                runDst = d;
                runN = n;
            }
            src.advance(n * ss);
            dst.advance(n * ds);
        }
        flush(v, srcBase + runSrc, dstBase + runDst, runN, max, fc, ss, tc, ds);
        return fromBytes;
    }

    private static void flush(Vring v, long src, long dst, long n, long max, int fc, int ss, int tc, int ds)
            throws VringException {
        for (long done = 0; done < n; done += max) {
            long k = Math.min(max, n - done);
            VringCast.vringAddDmaPacketCast(v, src + done * ss, dst + done * ds, k, fc, ss, tc, ds,
                    v.arch().isSowSupported());
        }
    }
}
