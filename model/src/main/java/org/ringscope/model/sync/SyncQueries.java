package org.ringscope.model.sync;

import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;

/**
 * Reverse-run questions the sequencer's index answers by binary search: the last change (or increment) of a
 * semaphore or event before a step, and the step an engine started waiting at the instruction it is parked on.
 * Steps are after the records (seeking there shows the change made). -1 when there is none.
 */
public final class SyncQueries {
    private SyncQueries() {
    }

    /** The step after the last record before {@code step} that changed the semaphore (or event) of {@code core}. */
    public static int lastChange(SyncDomain d, int core, boolean event, int idx, int step) {
        int r = SyncIndex.lastBefore(d.index().changes(core, event ? 1 : 0, idx), step);
        return r < 0 ? -1 : r + 1;
    }

    /**
     * The step after the first record at or after {@code from} that changed the semaphore (or event) of {@code core},
     * or -1: the forward twin of {@link #lastChange}.
     */
    public static int nextChange(SyncDomain d, int core, boolean event, int idx, int from) {
        IntList l = d.index().changes(core, event ? 1 : 0, idx);
        int k = l.lowerBound(Math.max(0, from));
        return k < l.size() ? l.get(k) + 1 : -1;
    }

    /** The step after the last record before {@code step} that raised the semaphore (or set the event). */
    public static int lastIncrement(SyncDomain d, int core, boolean event, int idx, int step) {
        Journal j = d.journal();
        IntList l = d.index().changes(core, event ? 1 : 0, idx);
        for (int k = l.lowerBound(step) - 1; k >= 0; k--) {
            SyncLedger.Change c = SyncLedger.change(j, l.get(k), core, event, idx);
            if (c != null && c.now() > c.old()) {
                return l.get(k) + 1;
            }
        }
        return -1;
    }

    /**
     * The step at which the stream's engine began waiting at the instruction it has not issued at {@code step}, or
     * -1 when it is not waiting there (it has finished, or its wait held the first time it was tried).
     */
    public static int waitStarted(SyncDomain d, int stream, int step) {
        int pos = d.index().issues(stream).lowerBound(step);
        IntList w = d.index().waits(stream);
        int k = w.lowerBound(step) - 1;
        if (k < 0) {
            return -1;
        }
        int r = w.get(k);
        return d.journal().b(r) == pos ? r + 1 : -1;
    }

    /** The step after the record that issued the stream's instruction at {@code position}, or -1 when it never issued. */
    public static int issueStep(SyncDomain d, int stream, int position) {
        IntList l = d.index().issues(stream);
        return position >= 0 && position < l.size() ? l.get(position) + 1 : -1;
    }

    /** The stream's position at {@code step}: how many of its instructions issued before it. */
    public static int positionAt(SyncDomain d, int stream, int step) {
        return d.index().issues(stream).lowerBound(step);
    }
}
