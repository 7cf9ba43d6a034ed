package org.ringscope.model.runtime;

import org.ringscope.model.InputException;
import org.ringscope.model.io.MemoryBudget;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalStats;

/**
 * Whether {@code --executions N} fits the heap (decision 1336): the first execution is measured — what it added to
 * the journal (records, arena, checkpoints), which the run keeps to its end — and the other N − 1 are refused before
 * they run when that much again, N − 1 times, is more than the heap has left, naming both numbers. Garbage the first
 * execution left is not counted, so a run that fits is never refused for it. A run that fits is
 * unchanged; one that does not ends in seconds with the arithmetic, not minutes later with an out-of-memory error.
 */
final class ExecutionBudget {
    private final Journal journal;
    private final long journalBefore;

    ExecutionBudget(Journal journal) {
        this.journal = journal;
        this.journalBefore = bytes(journal.stats());
    }

    private static long bytes(JournalStats s) {
        return s.fixedBytes() + s.arenaBytes() + s.checkpointBytes();
    }

    private static long used() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    /** Refuses the remaining executions of {@code total} when the first's cost, repeated, exceeds the free heap. */
    void check(int total, String neff) throws InputException {
        if (total <= 1) {
            return;
        }
        long each = Math.max(1, bytes(journal.stats()) - journalBefore);
        long free = MemoryBudget.maxHeap() - used();
        long rest = total - 1L;
        if (rest > free / each) {
            throw new InputException(neff, -1, "--executions", String.format("%d executions do not fit the heap: the "
                    + "first added %d bytes to the journal, so the other %d need about %d MiB, and %d MiB "
                    + "of the %d MiB heap are free (at most about %d executions fit; java -Xmx raises the heap)", total,
                    each, rest, Math.multiplyHigh(rest, each) != 0 ? Long.MAX_VALUE >> 20 : rest * each >> 20,
                    free >> 20, MemoryBudget.maxHeap() >> 20, 1 + free / each));
        }
    }
}
