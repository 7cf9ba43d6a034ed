package org.ringscope.model.gen;

import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Subgraph;

/**
 * How many copy descriptors (16-byte tx/rx pairs of at most 64 KiB) the translation of static {@code copy}
 * descs yields (decision 0602). A pattern is a sequence of contiguous runs of {@code sizes[0]} bytes, one per
 * combination of the outer indices; the source stream and the destination stream are cut wherever either
 * side's run ends, so every piece is contiguous on both sides; each piece becomes
 * {@code ceil(length / 65536)} descriptors. Adjacent runs are never merged.
 *
 * <p>When both sides have the same run length {@code r} the count is {@code runs × ceil(r / 65536)}; e.g.
 * the {@code copy} profile's 16-byte rows give one descriptor per row.
 */
public final class DescriptorCount {
    /** The largest descriptor: the 16-bit length field with 0 meaning 64 KiB. */
    public static final long MAX_CHUNK = 65_536;

    private DescriptorCount() {
    }

    /** Descriptors of one {@code copy} desc. */
    public static long of(DmaDesc d) {
        if (!d.op().equals("copy")) {
            throw new IllegalArgumentException("only copy descs are counted, not " + d.op());
        }
        long a = runLength(d.from());
        long b = runLength(d.to());
        long total = d.from().totalBytes();
        if (total != d.to().totalBytes()) {
            throw new IllegalArgumentException("a copy moves as many bytes as it reads: " + d.from() + " vs " + d.to());
        }
        if (total == 0) {
            return 0;
        }
        if (a == b) {
            return total / a * chunks(a);
        }
        long count = 0;
        long pos = 0;
        long nextA = a;
        long nextB = b;
        while (pos < total) {
            long cut = Math.min(nextA, nextB);
            count += chunks(cut - pos);
            pos = cut;
            if (nextA == cut) {
                nextA += a;
            }
            if (nextB == cut) {
                nextB += b;
            }
        }
        return count;
    }

    /** Descriptors of every desc of an entry. */
    public static long of(DmaEntry e) {
        long n = 0;
        for (DmaDesc d : e.descs()) {
            n += of(d);
        }
        return n;
    }

    /** Descriptors of the static entries of every engine of a subgraph (queue sets not {@code dynamic}). */
    public static long of(Subgraph sg) {
        long n = 0;
        for (EngineProgram p : sg.engines()) {
            for (DmaEntry e : p.dma()) {
                boolean dynamic = sg.queueSet(e.queue()).map(q -> q.dynamic()).orElse(false);
                if (!dynamic) {
                    n += of(e);
                }
            }
        }
        return n;
    }

    /** {@code ceil(bytes / 64 KiB)}. */
    public static long chunks(long bytes) {
        return (bytes + MAX_CHUNK - 1) / MAX_CHUNK;
    }

    private static long runLength(AccessPattern p) {
        long[] steps = p.steps();
        if (p.dims() == 0 || steps.length == 0 || steps[0] != 1) {
            throw new IllegalArgumentException("the innermost step must be 1 byte: " + p);
        }
        return p.sizes()[0];
    }
}
