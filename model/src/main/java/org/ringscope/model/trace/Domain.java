package org.ringscope.model.trace;

import java.util.List;

/**
 * One part of the emulated state that writes records into a {@link Journal} and can move them both ways:
 * the vrings ({@code org.ringscope.model.vring.VringDomain}), the emulated device
 * ({@code org.ringscope.model.device}). A domain
 * either takes checkpoints ({@link #checkpoint()} returns a snapshot) or is <em>walked</em>: its
 * records are marked walked and the journal re-applies or reverts them one by one around a checkpoint
 * jump (decision 0504).
 */
public interface Domain {
    /** A short name for descriptions, e.g. {@code device}. */
    String name();

    /** Applies record {@code i} again; the state is exactly the state just before it. */
    void redo(Journal journal, int i);

    /** Reverts record {@code i}; the state is exactly the state just after it. */
    void revert(Journal journal, int i);

    /** An immutable snapshot of the domain's state, or {@code null} for a walked domain. */
    Object checkpoint();

    /** Returns to a snapshot this domain made. */
    void restore(Object snapshot);

    /** A 64-bit fingerprint of the current state. */
    long stateHash();

    /** A one-line description of record {@code i}. */
    String describe(Journal journal, int i);

    /**
     * Re-applies the walked records {@code walk.get(k)}, {@code walk.get(k + 1)}, … (only those before
     * {@code kEnd}), at least one, and returns how many; a domain batches the runs it can apply at once.
     */
    default int redoWalked(Journal journal, RecordList walk, int k, int kEnd) {
        redo(journal, walk.get(k));
        return 1;
    }

    /**
     * Reverts the walked records {@code walk.get(k)}, {@code walk.get(k - 1)}, … (only those at or after
     * {@code kStop}), at least one, and returns how many.
     */
    default int revertWalked(Journal journal, RecordList walk, int k, int kStop) {
        revert(journal, walk.get(k));
        return 1;
    }

    /** Records from {@code newSize} on were discarded (a new history branches off the cursor). */
    default void truncated(int newSize) {
    }

    /**
     * Called before any domain begins a record: a domain throws {@link IllegalStateException} when it
     * holds a change the journal has not seen (a write that bypassed the recording API).
     */
    default void beforeRecord() {
    }

    /**
     * The bytes {@code snapshots} (this domain's, one per checkpoint) hold apart from the live state, for
     * {@link JournalStats}.
     */
    default long checkpointBytes(List<Object> snapshots) {
        return 0;
    }

    /**
     * Whether this domain's records are walked (at most one domain of a journal is): a checkpoint jump then
     * walks them, from the cursor or from a snapshot this domain gave at an earlier checkpoint.
     */
    default boolean walked() {
        return false;
    }

    /**
     * What walking the walked records at walked-list positions {@code [k0, k1)} costs, in runs moved at once
     * ({@link #redoWalked}); by default one per record.
     */
    default int walkedRuns(int k0, int k1) {
        return Math.max(0, k1 - k0);
    }
}
