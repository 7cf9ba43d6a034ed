package org.ringscope.views.session;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Journal;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.cursor.CursorEvent;
import org.ringscope.views.cursor.CursorListener;
import org.ringscope.views.cursor.JournalCursor;

/**
 * The window's one {@link Cursor}, over whichever session is current: it delegates to a {@link JournalCursor}
 * on the session's journal thread and switches to a new one when the session changes, so the
 * {@code ViewContext} keeps the same cursor object for the window's whole life (decision 0850). Listeners
 * registered here survive the switch: after {@link #attach} they hear the new session's first state (with
 * {@code previous} = the step they showed before), after {@link #detach} a move to step 0 of 0.
 *
 * <p>{@link #attach}, {@link #detach} and the listeners run on the FX thread; {@link #query} and
 * {@link #withSession} run their function on the current session's journal thread — the only thread that may
 * touch that session.
 */
public final class SessionCursor implements Cursor {
    private static final Logger LOG = Logger.getLogger(SessionCursor.class.getName());

    private final Executor fx;
    private final List<CursorListener> listeners = new CopyOnWriteArrayList<>();
    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(this, "step");
    private final ReadOnlyIntegerWrapper maxStep = new ReadOnlyIntegerWrapper(this, "maxStep");
    private volatile Attached current;

    private record Attached(EmulationSession session, JournalCursor cursor, Executor journalThread) {
    }

    /** @param fx where listeners run: {@code Fx::later} in the app, a queue in tests */
    public SessionCursor(Executor fx) {
        this.fx = Objects.requireNonNull(fx, "fx");
    }

    /**
     * Follows {@code session} from now on; {@code journalThread} is the one thread that may touch it (the
     * thread that ran it). The cursor it had before is closed.
     */
    public void attach(EmulationSession session, Executor journalThread) {
        Objects.requireNonNull(session, "session");
        close(current);
        JournalCursor c = new JournalCursor(session.journal(), journalThread, fx);
        current = new Attached(session, c, journalThread);
        c.addListener(e -> {
            Attached a = current;
            if (a != null && a.cursor() == c) {
                deliver(e.step(), e.maxStep(), e.revision());
            }
        });
    }

    /** Follows no session: step 0 of 0, listeners told at once. */
    public void detach() {
        close(current);
        current = null;
        deliver(0, 0, -1);
    }

    private static void close(Attached a) {
        if (a != null) {
            a.cursor().close();
        }
    }

    /** The session the cursor moves over, if any. */
    public Optional<EmulationSession> session() {
        Attached a = current;
        return a == null ? Optional.empty() : Optional.of(a.session());
    }

    /**
     * Runs {@code f} with the current session on its journal thread, after every move requested so far; use it
     * for commands that move the cursor themselves (step over, run to a node) — the journal's own events then
     * reach the listeners. Fails with an {@link IllegalStateException} when no session is open.
     */
    public <T> CompletableFuture<JournalCursor.At<T>> withSession(Function<EmulationSession, T> f) {
        Attached a = current;
        if (a == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("no session is open"));
        }
        return a.cursor().query(j -> f.apply(a.session()));
    }

    @Override
    public <T> CompletableFuture<JournalCursor.At<T>> query(Function<Journal, T> f) {
        Attached a = current;
        return a == null ? Cursor.super.query(f) : a.cursor().query(f);
    }

    @Override
    public int step() {
        return step.get();
    }

    @Override
    public int maxStep() {
        return maxStep.get();
    }

    @Override
    public void seek(int s) {
        Attached a = current;
        if (a != null) {
            a.cursor().seek(s);
        }
    }

    @Override
    public void stepForward() {
        Attached a = current;
        if (a != null) {
            a.cursor().stepForward();
        }
    }

    @Override
    public void stepBack() {
        Attached a = current;
        if (a != null) {
            a.cursor().stepBack();
        }
    }

    @Override
    public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyIntegerProperty maxStepProperty() {
        return maxStep.getReadOnlyProperty();
    }

    @Override
    public void addListener(CursorListener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    @Override
    public void removeListener(CursorListener l) {
        listeners.remove(l);
    }

    // FX thread
    private void deliver(int s, int max, long revision) {
        CursorEvent out = new CursorEvent(step.get(), s, max, revision);
        maxStep.set(max);
        step.set(s);
        for (CursorListener l : listeners) {
            try {
                l.cursorChanged(out);
            } catch (RuntimeException ex) {
                LOG.log(Level.SEVERE, "view bug: a cursor listener failed on " + out, ex);
            }
        }
    }
}
