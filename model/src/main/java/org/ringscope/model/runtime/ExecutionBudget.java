package org.ringscope.model.runtime;

import org.ringscope.model.InputException;
import org.ringscope.model.io.MemoryBudget;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalStats;

/**
 * Whether {@code --executions N} fits the heap (decisions 1336, 1370): the first execution is measured — what it
 * added to the journal (records, arena, checkpoints), which the run keeps to its end — and the other N − 1 are
 * refused before they run when that much again, N − 1 times, is more than the heap has left, naming both numbers.
 * The estimate is taken twice: up front, once the first execution has built its rings and before any of its queues
 * runs ({@link #checkUpFront}: what it added so far is a lower bound of what it costs, so a run refused then would
 * have been refused after it too), and after the first execution, whole. Garbage is not counted, so a run that fits
 * is never refused for it. A run that fits is unchanged; one that does not ends with the arithmetic, not minutes
 * later with an out-of-memory error.
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
        InputException e = refusal(total, neff, "the first added %d bytes to the journal, so the other %d need about");
        if (e != null) {
            throw e;
        }
    }

    /**
     * The same check up front: the first execution has built its rings, and none of its queues has run. What it
     * added so far, repeated for the other executions, is at least what they would add; when that already exceeds
     * the free heap, the run stops here ({@link Exceeded}, which the executor lets through) instead of after the
     * first execution.
     */
    void checkUpFront(int total, String neff) {
        InputException e = refusal(total, neff, "before its queues ran, the first had already added %d bytes to "
                + "the journal, so the other %d need at least");
        if (e != null) {
            throw new Exceeded(e);
        }
    }

    private InputException refusal(int total, String neff, String measured) {
        if (total <= 1) {
            return null;
        }
        long each = Math.max(1, bytes(journal.stats()) - journalBefore);
        long free = MemoryBudget.maxHeap() - used();
        long rest = total - 1L;
        if (rest <= free / each) {
            return null;
        }
        return new InputException(neff, -1, "--executions", String.format("%d executions do not fit the heap: "
                + measured + " %d MiB, and %d MiB of the %d MiB heap are free (at most about %d executions fit; java "
                + "-Xmx raises the heap)", total, each, rest,
                Math.multiplyHigh(rest, each) != 0 ? Long.MAX_VALUE >> 20 : rest * each >> 20, free >> 20,
                MemoryBudget.maxHeap() >> 20, 1 + free / each));
    }

    /** The up-front refusal, on its way out of the first execution's calls to the run, which reports it. */
    static final class Exceeded extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient InputException refusal;

        Exceeded(InputException refusal) {
            super(refusal.getMessage(), null, false, false);
            this.refusal = refusal;
        }

        InputException refusal() {
            return refusal;
        }
    }
}
