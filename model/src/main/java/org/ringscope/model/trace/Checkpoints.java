package org.ringscope.model.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Snapshots of every checkpointed {@link Domain}, taken at the end of the journal every
 * {@link #recordInterval()} records or {@link #workInterval()} bytes of work (whichever comes first),
 * and the seek that uses them (decision 0504):
 *
 * <pre>
 * seek(target) from the cursor p, with c = the last checkpoint at or before target:
 *   forward:  if c > p, jump to c; then re-apply records up to target
 *   backward: revert records p-1 … target, or jump to c and re-apply c … target — whichever touches fewer
 *   jump to c: bring the walked domain (the vrings) to c — walk its records between p and c (revert or
 *              re-apply them in order), or restore its last snapshot at or before c and walk forward from it,
 *              whichever crosses fewer runs — then restore every checkpointed domain from c's snapshots
 * </pre>
 *
 * So a seek re-applies at most one interval of records plus one interval between the walked domain's snapshots
 * (decision 0115).
 */
public final class Checkpoints {
    /** Default record interval. */
    public static final int DEFAULT_RECORDS = 4096;
    /** Default work interval: 16 MiB moved. */
    public static final long DEFAULT_WORK = 16L << 20;

    /** A re-executed record costs about this many reverted ones (a packet runs again; a revert restores bytes). */
    static final int REDO_WEIGHT = 3;
    /** A walked run costs about this many reverted records. */
    static final int RUN_WEIGHT = 16;

    private final Journal journal;
    private int[] positions = new int[16];
    private Object[][] snapshots = new Object[16][];
    private int count;
    private int sinceRecords;
    private long sinceWork;
    private int recordInterval = DEFAULT_RECORDS;
    private long workInterval = DEFAULT_WORK;

    Checkpoints(Journal journal) {
        this.journal = journal;
    }

    /** Records between checkpoints. */
    public int recordInterval() {
        return recordInterval;
    }

    /** Work (bytes) between checkpoints. */
    public long workInterval() {
        return workInterval;
    }

    /** Sets the intervals (tests use small ones to exercise the jumps). */
    public void setIntervals(int records, long work) {
        if (records < 1 || work < 1) {
            throw new IllegalArgumentException("intervals must be positive");
        }
        recordInterval = records;
        workInterval = work;
    }

    /** Checkpoints held. */
    public int count() {
        return count;
    }

    /** The step of checkpoint {@code k}. */
    public int position(int k) {
        return positions[k];
    }

    void resetInitial() {
        count = 0;
        take(0);
    }

    void afterRecord(long work) {
        sinceRecords++;
        sinceWork += Math.max(0, work);
        if (sinceRecords >= recordInterval || sinceWork >= workInterval) {
            take(journal.size());
        }
    }

    private void take(int position) {
        List<Domain> ds = journal.domains();
        Object[] s = new Object[ds.size()];
        for (int d = 0; d < s.length; d++) {
            s[d] = ds.get(d).checkpoint();
        }
        if (count == positions.length) {
            positions = Arrays.copyOf(positions, count * 2);
            snapshots = Arrays.copyOf(snapshots, count * 2);
        }
        positions[count] = position;
        snapshots[count] = s;
        count++;
        sinceRecords = 0;
        sinceWork = 0;
    }

    void truncateFrom(int newSize) {
        while (count > 1 && positions[count - 1] > newSize) {
            snapshots[--count] = null;
        }
        sinceRecords = newSize - positions[count - 1];
        sinceWork = 0;
    }

    /** The index of the last checkpoint at or before {@code step}. */
    int latestAtOrBefore(int step) {
        int lo = 0;
        int hi = count - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (positions[mid] <= step) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    void seek(int target) {
        int p = journal.position();
        int c = latestAtOrBefore(target);
        int cp = positions[c];
        if (target > p) {
            if (cp > p) {
                jump(c);
            }
            redo(journal.position(), target);
            return;
        }
        long revertCost = p - target;
        long jumpCost = REDO_WEIGHT * ((long) target - cp) + RUN_WEIGHT * walkCost(c, p);
        if (revertCost <= jumpCost) {
            for (int i = p - 1; i >= target; i--) {
                journal.revertOne(i);
            }
        } else {
            jump(c);
            redo(cp, target);
        }
    }

    private void redo(int from, int to) {
        for (int i = from; i < to; i++) {
            journal.redoOne(i);
        }
    }

    /** Walked runs (what a jump walks, in batches) between steps {@code lo} and {@code hi}. */
    private int walkedRunsBetween(int lo, int hi) {
        RangeList w = journal.walkedIndex();
        int wd = journal.walkedDomain();
        return wd < 0 ? 0 : journal.domains().get(wd).walkedRuns(w.lowerBound(lo), w.lowerBound(hi));
    }

    /** The last checkpoint at or before {@code c} that holds a snapshot of the walked domain, or -1. */
    private int walkedSnapshotAtOrBefore(int c) {
        int vd = journal.walkedDomain();
        if (vd < 0) {
            return -1;
        }
        for (int k = c; k >= 0; k--) {
            if (vd < snapshots[k].length && snapshots[k][vd] != null) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Where a jump from the cursor {@code p} to checkpoint {@code c} starts the walked domain: -1 to walk it from
     * the cursor, or the checkpoint whose snapshot of it leaves fewer walked runs to {@code c}.
     */
    private int walkStart(int c, int p) {
        int cp = positions[c];
        int fromCursor = walkedRunsBetween(Math.min(cp, p), Math.max(cp, p));
        int v = walkedSnapshotAtOrBefore(c);
        if (v >= 0 && 1 + walkedRunsBetween(positions[v], cp) < fromCursor) {
            return v;
        }
        return -1;
    }

    /** The walked runs a jump from {@code p} to checkpoint {@code c} walks. */
    private int walkCost(int c, int p) {
        int v = walkStart(c, p);
        int cp = positions[c];
        return v < 0 ? walkedRunsBetween(Math.min(cp, p), Math.max(cp, p))
                : 1 + walkedRunsBetween(positions[v], cp);
    }

    private void jump(int c) {
        int p = journal.position();
        int cp = positions[c];
        List<Domain> ds = journal.domains();
        int vd = journal.walkedDomain();
        int v = walkStart(c, p);
        if (v >= 0) {
            ds.get(vd).restore(snapshots[v][vd]);
            p = positions[v];
        }
        walk(p, cp);
        Object[] s = snapshots[c];
        for (int d = 0; d < s.length; d++) {
            if (s[d] != null && d != vd) {
                ds.get(d).restore(s[d]);
            }
        }
        journal.setPosition(cp);
    }

    /** Reverts or re-applies the walked records between steps {@code p} and {@code cp}, in order. */
    private void walk(int p, int cp) {
        RangeList w = journal.walkedIndex();
        List<Domain> ds = journal.domains();
        if (cp < p) {
            int stop = w.lowerBound(cp);
            for (int k = w.lowerBound(p) - 1; k >= stop; ) {
                k -= ds.get(journal.domain(w.get(k))).revertWalked(journal, w, k, stop);
            }
        } else {
            int end = w.lowerBound(cp);
            for (int k = w.lowerBound(p); k < end; ) {
                k += ds.get(journal.domain(w.get(k))).redoWalked(journal, w, k, end);
            }
        }
    }

    /** Domain {@code d}'s snapshots, one per checkpoint (nulls dropped). */
    List<Object> snapshotsOf(int d) {
        List<Object> out = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            if (d < snapshots[k].length && snapshots[k][d] != null) {
                out.add(snapshots[k][d]);
            }
        }
        return out;
    }

    /** Bytes of the checkpoint table itself. */
    long bytes() {
        long n = 16L + 4L * positions.length + 8L * snapshots.length;
        for (int k = 0; k < count; k++) {
            n += 16 + 8L * snapshots[k].length;
        }
        return n;
    }
}
