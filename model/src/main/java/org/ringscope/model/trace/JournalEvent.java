package org.ringscope.model.trace;

/**
 * What a {@link Journal} tells its listeners (the future {@code EmulationSession} and, through it, the
 * views). Each event carries the journal's revision after the change; a view that rendered revision
 * {@code r} is stale when a later revision arrives. No JavaFX: listeners hop threads themselves.
 */
public sealed interface JournalEvent {
    /** The revision after this change. */
    long revision();

    /** Records {@code [from, to)} were appended since the last {@link Journal#publish()}; the cursor is at {@code to}. */
    record Recorded(int from, int to, long revision) implements JournalEvent {
    }

    /** The cursor moved forward from step {@code from} to step {@code to}. */
    record Stepped(int from, int to, long revision) implements JournalEvent {
    }

    /** The cursor moved back from step {@code from} to step {@code to}. */
    record Reversed(int from, int to, long revision) implements JournalEvent {
    }

    /** Records from {@code newSize} on were discarded: the state changed at step {@code newSize}, a new history. */
    record Truncated(int newSize, long revision) implements JournalEvent {
    }

    /** The journal was emptied and the state returned to step 0. */
    record Reset(long revision) implements JournalEvent {
    }
}
