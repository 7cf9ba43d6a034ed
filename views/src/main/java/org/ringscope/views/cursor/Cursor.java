package org.ringscope.views.cursor;

import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyIntegerProperty;
import org.ringscope.model.trace.Journal;

/**
 * The step shared by every view (docs/architecture.md "The one idea"): step {@code s} is the state after the
 * first {@code s} journal records. Views read {@link #step()} and follow {@link #addListener listeners};
 * the toolbar, the keyboard and views that jump (a problem, a breakpoint) move it with {@link #seek}.
 *
 * <p>Moving is asynchronous: {@code seek} returns at once, the state is computed off the FX thread, and
 * the listeners hear about the result on the FX thread (the FX thread only renders). Requests that pile up
 * while a seek runs are coalesced — the views only ever see the latest one.
 */
public interface Cursor {

    /** The step the views show (the last one published on the FX thread). */
    int step();

    /** The last step there is. */
    int maxStep();

    /** Moves to {@code step}, clamped to {@code [0, maxStep]}. */
    void seek(int step);

    /** One step forward from the latest requested step (so quick presses add up). */
    void stepForward();

    /** One step back from the latest requested step. */
    void stepBack();

    /** The published step, for bindings (status bar, step spinner). */
    ReadOnlyIntegerProperty stepProperty();

    /** The published last step, for bindings. */
    ReadOnlyIntegerProperty maxStepProperty();

    void addListener(CursorListener l);

    void removeListener(CursorListener l);

    /**
     * Runs {@code f} on the thread that owns the journal under the cursor, after every move requested so far,
     * and completes (on that thread) with its immutable result and the step it saw — how views read model
     * state at the cursor off the FX thread. With no journal (no session open) the future fails with an
     * {@link IllegalStateException}.
     */
    default <T> CompletableFuture<JournalCursor.At<T>> query(Function<Journal, T> f) {
        return CompletableFuture.failedFuture(new IllegalStateException("no session is open"));
    }

    /** A cursor with nothing to step through (step 0 of 0) — until a session is open. */
    static Cursor none() {
        return new FixedCursor();
    }
}
