package org.ringscope.model.vring;

import java.util.Arrays;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.trace.Journal;

/**
 * Writes the vring domain's records: each {@link VringEvent} of an attached vring becomes one record (an append of
 * 10,000 chunks is one record with its range), its descriptor words kept as per-column deltas, an edit's as the
 * bits it flipped ({@link EditRuns}), a dump's old ring
 * words only when they were not all zero, and the first dump of a host pring its words before it.
 */
final class VringRecorder {
    private final VringDomain d;
    private final Journal journal;
    /** Set while a vring holds a change its record does not hold yet (no snapshot can be taken then). */
    private boolean unrecorded;
    /** The words of the descriptors being recorded (one chunk at a time), reused by every record. */
    private long[] scratch = new long[64];

    VringRecorder(VringDomain d, Journal journal) {
        this.d = d;
        this.journal = journal;
    }

    /** Whether a vring holds a change its record does not hold yet. */
    boolean unrecorded() {
        return unrecorded;
    }

    /** Records {@code e}, which {@code v} reported, as one record of the domain. */
    void record(Vring v, VringEvent e) {
        if (e instanceof VringEvent.Appended a) {
            recordAppend(v, a.function(), a.txStart(), a.txCount(), a.rxStart(), a.rxCount(), a.txBytes(), a.rxBytes());
            return;
        }
        recordEvent(v, e);
        d.states().walked(walkedWork(e));
    }

    /** The bytes of descriptor words a walk moves for {@code e} (what spaces the snapshots). */
    private static long walkedWork(VringEvent e) {
        if (e instanceof VringEvent.Edited ed) {
            return 32L * (ed.end() - ed.start());
        } else if (e instanceof VringEvent.PagesFreed f) {
            return 8L * f.oldWords().length;
        } else if (e instanceof VringEvent.PringWritten pw) {
            return VringStates.inCheckpointedMemory(pw.pring()) ? 0 : 16L * pw.paddedSize();
        }
        return 16;
    }

    /** Records an append {@code v} reported by its fields (as {@link #record} an {@link VringEvent.Appended}). */
    void recordAppend(Vring v, String function, int txStart, int txCount, int rxStart, int rxCount, long txBytes,
            long rxBytes) {
        int vid = begin(v);
        ByteArena w = journal.begin(d.id(), VringDomain.APPENDED, true);
        w.putVar(d.fn(function));
        w.putVar(txCount);
        w.putVar(rxCount);
        w.putSigned(txBytes);
        w.putSigned(rxBytes);
        putHalf(w, v.tx(), txStart, txCount);
        putHalf(w, v.rx(), rxStart, rxCount);
        journal.commit(vid, (long) txStart << 32 | rxStart, 16L * (txCount + rxCount));
        d.runs.indexRun(vid, v.totalTxSize() - txBytes, v.totalRxSize() - rxBytes);
        d.states().walked(16L * (txCount + rxCount));
    }

    /** {@code v}'s id, after cutting the journal's future and recording {@code v}'s attach if it is not yet. */
    private int begin(Vring v) {
        int vid = d.vringIds.get(v);
        if (!journal.atEnd()) {
            journal.truncate(journal.position());
        }
        if (d.attachedAt.get(vid) == Integer.MAX_VALUE) {
            // the vring already holds the change this event reports: no snapshot of it at the attach record
            unrecorded = true;
            try {
                d.attachedAt.set(vid, journal.record(d.id(), VringDomain.ATTACH, false, vid, 0, 0));
            } finally {
                unrecorded = false;
            }
        }
        return vid;
    }

    private void recordEvent(Vring v, VringEvent e) {
        int vid = begin(v);
        if (e instanceof VringEvent.Edited ed) {
            int n = ed.end() - ed.start();
            ByteArena w = journal.begin(d.id(), VringDomain.EDITED, true);
            w.putVar(d.fn(ed.function()));
            w.putVar(n);
            EditRuns.put(w, ed.oldWords(), v.half(ed.half()).snapshot(ed.start(), ed.end()), n);
            journal.commit(vid, (long) ed.half().ordinal() << 32 | ed.start(), 32L * n);
            d.runs.walkedRecorded();
        } else if (e instanceof VringEvent.TemplateChanged t) {
            ByteArena w = journal.begin(d.id(), VringDomain.TEMPLATE, true);
            w.putVar(d.fn(t.function()));
            w.putVar(t.oldIsTemplate() ? 1 : 0);
            w.putVar(t.oldMaxVarId());
            w.putVar(t.isTemplate() ? 1 : 0);
            w.putVar(t.maxVarId());
            journal.commit(vid, (long) t.half().ordinal() << 32, 0);
            d.runs.walkedRecorded();
        } else if (e instanceof VringEvent.PagesFreed f) {
            int n = f.oldWords().length / 2;
            ByteArena w = journal.begin(d.id(), VringDomain.FREED, true);
            w.putVar(d.fn(f.function()));
            w.putVar(n);
            w.putWords(f.oldWords(), 0, n);
            journal.commit(vid, (long) f.half().ordinal() << 32, 16L * n);
            d.runs.walkedRecorded();
        } else if (e instanceof VringEvent.PringWritten pw) {
            recordDump(vid, pw);
        }
    }

    private void recordDump(int vid, VringEvent.PringWritten pw) {
        Pring p = pw.pring();
        Integer known = d.pringIds.get(p);
        int pid = known != null ? known : d.prings.size();
        boolean checkpointed = p.memory() != null && p.memory().checkpointed();
        if (p.memory() != null) {
            p.memory().writesRecorded();
        }
        long[] old = pw.oldRingWords();
        boolean oldZero = old == null || allZero(old);
        long padAddr = pw.paddedSize() > pw.realCount() ? p.word1(pw.realCount()) : 0;
        ByteArena w = journal.begin(d.id(), VringDomain.PRING, !checkpointed);
        w.putVar(d.fn(pw.function()));
        w.putVar(pw.half().ordinal());
        w.putVar(pw.realCount());
        w.putVar(pw.paddedSize());
        w.putVar(pw.oldUsedDescCount());
        w.putSigned(padAddr);
        w.putVar(pw.trap() ? 1 : 0);
        w.putVar(oldZero ? 0 : 1);
        if (!oldZero) {
            w.putWords(old, 0, old.length / 2);
        }
        int rec = journal.commit(vid, pid, 16L * pw.paddedSize());
        if (!checkpointed) {
            d.runs.walkedRecorded();
        }
        if (known == null) {
            d.pringIds.put(p, pid);
            d.prings.add(p);
            d.firstDumpAt.add(rec);
            long[] first = null;
            if (!checkpointed) {
                first = p.words(0, p.allocatedDescCount());
                if (old != null) {
                    System.arraycopy(old, 0, first, 0, old.length);
                } else {
                    Arrays.fill(first, 0, 2 * pw.paddedSize(), 0L);
                }
            }
            d.pringFirstWords.add(first);
            d.pringFirstUsed.add(pw.oldUsedDescCount());
        }
    }

    private static boolean allZero(long[] words) {
        for (long x : words) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The words of {@code [start, start + n)} as column deltas from the descriptor before {@code start}
     * (which a redo finds in the vring: the state before an append is exact), so a stream of regular
     * copies costs about a byte per word.
     */
    private void putHalf(ByteArena w, VringPages half, int start, int n) {
        int need = Math.min(n, VringDomain.ZERO_CHUNK) * 2;
        if (scratch.length < need) {
            scratch = new long[need];
        }
        long[] words = scratch;
        long p0 = start > 0 ? half.word0(start - 1) : 0;
        long p1 = start > 0 ? half.word1(start - 1) : 0;
        for (int done = 0; done < n; ) {
            int run = Math.min(n - done, VringDomain.ZERO_CHUNK);
            half.copyTo(start + done, run, words, 0);
            for (int i = 0; i < run; i++) {
                w.putSigned(words[2 * i] - p0);
                w.putSigned(words[2 * i + 1] - p1);
                p0 = words[2 * i];
                p1 = words[2 * i + 1];
            }
            done += run;
        }
    }
}
