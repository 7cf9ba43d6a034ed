package org.ringscope.model.vring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.RecordList;

/**
 * What makes a seek across millions of vring appends cheap (decision 0504). Consecutive walked appends
 * to one vring form a <em>run</em> (indexed at record time), and a run moves as one: backwards by a soft
 * truncation that keeps the vring's pages ({@link VringRedo#softTruncate}), forwards by raising the
 * counts again while those pages still hold the words ({@link VringRedo#extendKept}), or — when a free
 * or a new history replaced them — by decoding the words from the arena into one
 * {@link VringRedo#append}. The vring's byte totals, sampled at each run's start and every
 * {@value #TOTALS_EVERY} appends, let a run's bytes be read from its two ends.
 */
final class AppendRuns {
    private final VringDomain domain;
    private final Journal journal;

    AppendRuns(VringDomain domain, Journal journal) {
        this.domain = domain;
        this.journal = journal;
    }

    /** Walked-list positions where a run of appends to one vring starts (every other walked record too). */
    private final IntList runStarts = new IntList();
    /** Per vring: how far past used_desc_count the pages still hold the forward history's words {tx, rx}. */
    private final List<int[]> keptTo = new ArrayList<>();
    /**
     * The vring's byte totals before some appends, {tx, rx}, by walked-list position: at every run's start and every
     * {@value #TOTALS_EVERY} appends within a run. A run's bytes are read from its ends; an append record does not
     * carry the totals (two varints of 4–5 bytes at the ring maximum, decision 1400), they are summed from the
     * sample before it.
     */
    private final IntList totalsAt = new IntList();
    private long[] totalsTx = new long[16];
    private long[] totalsRx = new long[16];
    static final int TOTALS_EVERY = 1024;

    void attached() {
        keptTo.add(new int[2]);
    }

    /** A walked record other than an append was recorded: it is a run of its own. */
    void walkedRecorded() {
        runStarts.add(journal.walked().size() - 1);
    }

    void truncated() {
        for (int k = 0; k < keptTo.size(); k++) {
            keep(k);
        }
        runStarts.truncateFrom(journal.walked().size());
        totalsAt.truncateFrom(journal.walked().size());
    }

    /**
     * An append to vring {@code vid} was recorded, the vring's totals before it being {@code txBefore} and
     * {@code rxBefore}: it continues the run before it or starts one.
     */
    void indexRun(int vid, long txBefore, long rxBefore) {
        RecordList w = journal.walked();
        int wp = w.size() - 1;
        boolean starts = wp == 0 || !sameAppend(journal, w.get(wp - 1), vid);
        if (starts) {
            runStarts.add(wp);
        }
        int last = totalsAt.size() - 1;
        if (starts || last < 0 || wp - totalsAt.get(last) >= TOTALS_EVERY) {
            if (last + 1 == totalsTx.length) {
                totalsTx = Arrays.copyOf(totalsTx, 2 * totalsTx.length);
                totalsRx = Arrays.copyOf(totalsRx, 2 * totalsRx.length);
            }
            totalsAt.add(wp);
            totalsTx[last + 1] = txBefore;
            totalsRx[last + 1] = rxBefore;
        }
    }

    /** Runs among walked positions {@code [k0, k1)}. */
    int runsBetween(int k0, int k1) {
        if (k0 >= k1) {
            return 0;
        }
        return runStarts.lowerBound(k1) - runStarts.lowerBound(k0 + 1) + 1;
    }

    /**
     * Totals before the append at walked position {@code k}: {tx, rx} — the sample at or before it (in its run: a
     * run's start is sampled) plus the bytes of the appends between.
     */
    private long[] totalsBefore(Journal j, RecordList walk, int k) {
        int s = totalsAt.lowerBound(k + 1) - 1;
        long tx = totalsTx[s];
        long rx = totalsRx[s];
        for (int p = totalsAt.get(s); p < k; p++) {
            ArenaReader r = j.payload(walk.get(p));
            r.getVar();
            r.getVar();
            r.getVar();
            tx += r.getSigned();
            rx += r.getSigned();
        }
        return new long[] {tx, rx};
    }

    /** The appends at walked positions {@code [from, to)} (one run) as one event, from its ends. */
    private VringEvent.Appended run(Journal j, RecordList walk, int from, int to) {
        int fi = walk.get(from);
        int li = walk.get(to - 1);
        VringEvent.Appended f = domain.appended(j, fi, j.payload(fi));
        VringEvent.Appended l = domain.appended(j, li, j.payload(li));
        long[] tf = totalsBefore(j, walk, from);
        long[] tl = totalsBefore(j, walk, to - 1);
        return new VringEvent.Appended(f.vring(), f.function(), f.txStart(), l.txStart() + l.txCount() - f.txStart(),
                f.rxStart(), l.rxStart() + l.rxCount() - f.rxStart(), tl[0] + l.txBytes() - tf[0],
                tl[1] + l.rxBytes() - tf[1]);
    }

    /** Bytes of the run index and the totals' samples. */
    long bytes() {
        return runStarts.bytes() + totalsAt.bytes() + 16L * totalsTx.length + 32;
    }

    /** Marks nothing past the current tail as kept (pages were replaced or freed). */
    void keep(int vid) {
        Vring v = domain.vring(vid);
        int[] k = keptTo.get(vid);
        k[0] = v.tx().usedDescCount();
        k[1] = v.rx().usedDescCount();
    }

    /** Steps back over appends by a soft truncation (the words stay for {@link #fastRedo}). */
    void softRevert(int vid, VringEvent.Appended a) {
        Vring v = domain.vring(vid);
        int[] k = keptTo.get(vid);
        k[0] = Math.max(k[0], v.tx().usedDescCount());
        k[1] = Math.max(k[1], v.rx().usedDescCount());
        VringRedo.softTruncate(v, a.txStart(), a.rxStart(), a.txBytes(), a.rxBytes());
    }

    /** Steps forward over appends whose words were kept; false when they were not. */
    boolean fastRedo(int vid, VringEvent.Appended a) {
        Vring v = domain.vring(vid);
        int[] k = keptTo.get(vid);
        int tx = a.txStart() + a.txCount();
        int rx = a.rxStart() + a.rxCount();
        if (tx > k[0] || rx > k[1] || v.tx().usedDescCount() != a.txStart() || v.rx().usedDescCount() != a.rxStart()) {
            return false;
        }
        VringRedo.extendKept(v, tx, rx, a.txBytes(), a.rxBytes());
        return true;
    }

    private boolean sameAppend(Journal j, int i, int vid) {
        return j.domain(i) == domain.id() && j.kind(i) == VringDomain.APPENDED && j.a(i) == vid;
    }

    /**
     * Reads words an append or edit record holds: the first delta is from {@code half}'s descriptor before
     * {@code start} (or from the previous words in {@code dst}, within a run).
     */
    static void getHalf(ArenaReader r, VringPages half, int start, long[] dst, int off, int n) {
        long b0 = 0;
        long b1 = 0;
        if (start > 0) {
            if (off > 0) {
                b0 = dst[off - 2];
                b1 = dst[off - 1];
            } else {
                b0 = half.word0(start - 1);
                b1 = half.word1(start - 1);
            }
        }
        r.getWords(dst, off, n, b0, b1);
    }

    /** Re-applies a run of appends to one vring at once: by raising its counts when the words were kept. */
    int redoWalked(Journal j, RecordList walk, int k, int kEnd) {
        int i = walk.get(k);
        if (j.domain(i) != domain.id() || j.kind(i) != VringDomain.APPENDED) {
            domain.redo(j, i);
            return 1;
        }
        int next = runStarts.lowerBound(k + 1);
        int to = Math.min(kEnd, next < runStarts.size() ? runStarts.get(next) : walk.size());
        int n = to - k;
        if (n == 1) {
            domain.redo(j, i);
            return 1;
        }
        int vid = j.a(i);
        if (fastRedo(vid, run(j, walk, k, to))) {
            return n;
        }
        VringEvent.Appended[] parts = new VringEvent.Appended[n];
        long txN = 0;
        long rxN = 0;
        for (int r = 0; r < n; r++) {
            int rec = walk.get(k + r);
            parts[r] = domain.appended(j, rec, j.payload(rec));
            txN += parts[r].txCount();
            rxN += parts[r].rxCount();
        }
        long[] tx = new long[(int) (2 * txN)];
        long[] rx = new long[(int) (2 * rxN)];
        int to2 = 0;
        int ro = 0;
        long txBytes = 0;
        long rxBytes = 0;
        for (int r = 0; r < n; r++) {
            ArenaReader rd = j.payload(walk.get(k + r));
            domain.appended(j, walk.get(k + r), rd);
            Vring vr = domain.vringOf(i);
            getHalf(rd, vr.tx(), parts[r].txStart(), tx, to2, parts[r].txCount());
            getHalf(rd, vr.rx(), parts[r].rxStart(), rx, ro, parts[r].rxCount());
            to2 += 2 * parts[r].txCount();
            ro += 2 * parts[r].rxCount();
            txBytes += parts[r].txBytes();
            rxBytes += parts[r].rxBytes();
        }
        VringEvent.Appended first = parts[0];
        VringRedo.append(domain.vringOf(i), new VringEvent.Appended(first.vring(), first.function(), first.txStart(), (int) txN,
                first.rxStart(), (int) rxN, txBytes, rxBytes), tx, rx);
        keep(vid);
        return n;
    }

    /** Reverts a run of appends to one vring as one soft truncation. */
    int revertWalked(Journal j, RecordList walk, int k, int kStop) {
        int i = walk.get(k);
        if (j.domain(i) != domain.id() || j.kind(i) != VringDomain.APPENDED) {
            domain.revert(j, i);
            return 1;
        }
        int s0 = runStarts.lowerBound(k + 1) - 1;
        int from = Math.max(kStop, s0 >= 0 ? runStarts.get(s0) : 0);
        int n = k - from + 1;
        if (n == 1) {
            domain.revert(j, i);
            return 1;
        }
        softRevert(j.a(i), run(j, walk, from, k + 1));
        return n;
    }
}
