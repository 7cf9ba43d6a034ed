package org.ringscope.model.session;

import org.ringscope.model.runtime.RunResult;

/**
 * What an {@link EmulationSession} tells its listeners, each with the session's revision after the change: a view
 * that rendered revision {@code r} is stale when a later one arrives. No JavaFX: listeners hop threads themselves.
 */
public sealed interface SessionEvent {
    /** The session's revision after this change. */
    long revision();

    /** A run of {@code source} started. */
    record RunStarted(String source, long revision) implements SessionEvent {
    }

    /** The run finished (successfully or with the status in {@code result}); the cursor is at the last step. */
    record RunFinished(RunResult result, long revision) implements SessionEvent {
    }

    /** The cursor moved from step {@code from} to step {@code to}. */
    record CursorMoved(int from, int to, long revision) implements SessionEvent {
    }

    /** Records from {@code newSize} on were discarded. */
    record HistoryTruncated(int newSize, long revision) implements SessionEvent {
    }
}
