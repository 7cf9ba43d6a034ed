package org.ringscope.model.vring;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.StateHash;
import org.ringscope.model.udma.Direction;

/**
 * The vring domain's states: the snapshots a checkpoint takes of every attached vring and host-memory pring (copy
 * on write, decision 0115), restoring them, what they hold, and the hash of the state at the cursor.
 */
final class VringStates {
    private final VringDomain d;
    private final Journal journal;
    /** Bytes of descriptor words the walked records wrote since the last snapshot of the vrings. */
    private long walkedSinceSnapshot;
    private int walkedRecordsSinceSnapshot;
    private long snapshotWork = VringDomain.SNAPSHOT_WORK;

    VringStates(VringDomain d, Journal journal) {
        this.d = d;
        this.journal = journal;
    }

    /** A walked record moved {@code work} bytes of descriptor words (what spaces the snapshots). */
    void walked(long work) {
        walkedSinceSnapshot += work;
        walkedRecordsSinceSnapshot += work > 0 ? 1 : 0;
    }

    /**
     * A snapshot of every attached vring and host-memory pring, taken at the first checkpoint and then once
     * {@link VringDomain#SNAPSHOT_WORK} bytes of walked records have gone by since the last one; {@code null} in
     * between. The records stay walked: a seek steps them one by one, and a checkpoint jump restores the
     * nearest snapshot and walks only from there ({@code trace.Checkpoints}).
     */
    Object checkpoint() {
        if (d.recorder().unrecorded() || journal.size() > 0 && walkedSinceSnapshot < snapshotWork
                && walkedRecordsSinceSnapshot < VringDomain.SNAPSHOT_RECORDS) {
            return null;
        }
        long hostWords = 0;
        for (Pring p : d.prings) {
            if (!inCheckpointedMemory(p)) {
                hostWords += 2L * p.allocatedDescCount();
            }
        }
        if (hostWords > VringDomain.HOST_PRING_WORDS) {
            return null;
        }
        Vring.Snapshot[] vs = new Vring.Snapshot[d.vrings.size()];
        for (int k = 0; k < vs.length; k++) {
            vs[k] = d.vrings.get(k).snapshot();
        }
        long[][] pw = new long[d.prings.size()][];
        int[] used = new int[d.prings.size()];
        for (int k = 0; k < pw.length; k++) {
            Pring p = d.prings.get(k);
            if (!inCheckpointedMemory(p)) {
                pw[k] = p.words(0, p.allocatedDescCount());
                used[k] = p.usedDescCount();
            }
        }
        walkedSinceSnapshot = 0;
        walkedRecordsSinceSnapshot = 0;
        return new Snapshot(vs, pw, used);
    }

    /** Sets the walked work between snapshots (tests use small values to exercise the jumps). */
    void setSnapshotWork(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("snapshot work must be positive");
        }
        snapshotWork = bytes;
    }

    static boolean inCheckpointedMemory(Pring p) {
        return p.memory() != null && p.memory().checkpointed();
    }

    /** Every vring (and host pring) as it was at a snapshot; vrings attached later as they were attached. */
    void restore(Object snapshot) {
        Snapshot s = (Snapshot) snapshot;
        for (int k = 0; k < d.vrings.size(); k++) {
            d.vrings.get(k).restore(k < s.vrings().length ? s.vrings()[k] : d.attachState.get(k));
            d.runs.keep(k);
        }
        for (int k = 0; k < d.prings.size(); k++) {
            Pring p = d.prings.get(k);
            if (k < s.pringWords().length && s.pringWords()[k] != null) {
                p.restoreAll(s.pringWords()[k], s.pringUsed()[k]);
            } else if (k >= s.pringWords().length && d.pringFirstWords.get(k) != null) {
                p.restoreAll(d.pringFirstWords.get(k), d.pringFirstUsed.get(k));
            }
        }
    }

    /** The vrings' states and the host prings' words at a checkpoint. */
    record Snapshot(Vring.Snapshot[] vrings, long[][] pringWords, int[] pringUsed) {
    }

    /**
     * The segments the snapshots hold apart from the live vrings (those the live vrings use are theirs), each
     * counted once — as an array, or as its packed words once no vring uses it — and host-pring copies.
     */
    long checkpointBytes(List<Object> snapshots) {
        Set<long[]> live = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Vring v : d.vrings) {
            v.tx().addArrays(live);
            v.rx().addArrays(live);
        }
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        long n = 0;
        for (Object o : snapshots) {
            Snapshot s = (Snapshot) o;
            for (Vring.Snapshot v : s.vrings()) {
                n += v.tx().heldBytes(live, seen) + v.rx().heldBytes(live, seen);
            }
            for (long[] w : s.pringWords()) {
                n += w == null ? 0 : 16L + 8L * w.length;
            }
        }
        return n;
    }

    /** Every attached vring (both halves' words, totals, flags) and every pring outside checkpointed memory. */
    long stateHash() {
        long h = 0;
        long[] buf = new long[2 * VringDomain.ZERO_CHUNK];
        for (int k = 0; k < d.vrings.size(); k++) {
            Vring v = d.vrings.get(k);
            if (d.attachedAt.get(k) >= journal.position()) {
                continue;
            }
            h = StateHash.combine(h, StateHash.of(v.name()));
            for (Direction d : Direction.values()) {
                VringPages p = v.half(d);
                h = StateHash.combine(h, p.usedDescCount());
                h = StateHash.combine(h, p.isTemplate() ? 1 : 0);
                h = StateHash.combine(h, p.maxVarId());
                for (int done = 0; done < p.usedDescCount(); done += VringDomain.ZERO_CHUNK) {
                    int run = Math.min(VringDomain.ZERO_CHUNK, p.usedDescCount() - done);
                    p.copyTo(done, run, buf, 0);
                    h = StateHash.combine(h, buf, 0, 2 * run);
                }
            }
            h = StateHash.combine(h, v.totalTxSize());
            h = StateHash.combine(h, v.totalRxSize());
        }
        for (int k = 0; k < d.prings.size(); k++) {
            Pring p = d.prings.get(k);
            if (d.firstDumpAt.get(k) < journal.position() && (p.memory() == null || !p.memory().checkpointed())) {
                h = StateHash.combine(h, p.usedDescCount());
                for (int done = 0; done < p.allocatedDescCount(); done += VringDomain.ZERO_CHUNK) {
                    int run = Math.min(VringDomain.ZERO_CHUNK, p.allocatedDescCount() - done);
                    h = StateHash.combine(h, p.words(done, run), 0, 2 * run);
                }
            }
        }
        return h;
    }
}
