package org.ringscope.views.session;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import org.ringscope.model.session.EmulationSession;

/**
 * The window's {@link SessionSource}: the current {@link EmulationSession} and the {@link SessionCursor} over
 * it (decision 0850). Whoever runs a session (the window's runner, a test) hands it over with {@link #set}
 * together with the one thread that may touch it; the cursor switches first, then the listeners hear the new
 * session — so a view that reads the cursor in its listener already reads the new session. FX thread only.
 */
public final class SessionHolder implements SessionSource {
    private static final Logger LOG = Logger.getLogger(SessionHolder.class.getName());

    private final SessionCursor cursor;
    private final List<Consumer<Optional<EmulationSession>>> listeners = new CopyOnWriteArrayList<>();
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(this, "open");
    private EmulationSession session;
    /** Loads and runs under way, newest last, each with the name of its file. */
    private final LinkedHashMap<Object, String> pending = new LinkedHashMap<>();

    /** @param fx where cursor events are delivered: {@code Fx::later} in the app */
    public SessionHolder(Executor fx) {
        this.cursor = new SessionCursor(fx);
    }

    /** The cursor over the current session; give it to the {@code ViewContext}. */
    public SessionCursor cursor() {
        return cursor;
    }

    @Override
    public Optional<EmulationSession> current() {
        return Optional.ofNullable(session);
    }

    /** Whether a session is current (for action bindings). */
    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }

    /** Makes {@code s} (already run, touched only by {@code journalThread} from now on) the current session. */
    public void set(EmulationSession s, Executor journalThread) {
        Objects.requireNonNull(s, "session");
        session = s;
        cursor.attach(s, journalThread);
        open.set(true);
        fire();
    }

    /** The newest load or run under way, by the name of its file. */
    @Override
    public Optional<String> pending() {
        String newest = null;
        for (String n : pending.values()) {
            newest = n;
        }
        return Optional.ofNullable(newest);
    }

    /**
     * A load or run ({@code job}) of the file {@code name} started; its session, if it brings one, comes with
     * {@link #set}. The listeners hear it when no session is current (so empty views can say it is loading).
     */
    public void started(Object job, String name) {
        Optional<String> was = pending();
        pending.put(Objects.requireNonNull(job, "job"), Objects.requireNonNull(name, "name"));
        firePending(was);
    }

    /** The load or run {@code job} ended (done, failed or cancelled). */
    public void ended(Object job) {
        Optional<String> was = pending();
        if (pending.remove(job) != null) {
            firePending(was);
        }
    }

    private void firePending(Optional<String> was) {
        if (session == null && !was.equals(pending())) {
            fire();
        }
    }

    /** No session is current any more (its document closed). */
    public void clear() {
        if (session == null) {
            return;
        }
        session = null;
        cursor.detach();
        open.set(false);
        fire();
    }

    private void fire() {
        Optional<EmulationSession> now = current();
        for (Consumer<Optional<EmulationSession>> l : listeners) {
            try {
                l.accept(now);
            } catch (RuntimeException e) {
                LOG.log(Level.SEVERE, "view bug: a session listener failed", e);
            }
        }
    }

    @Override
    public void addListener(Consumer<Optional<EmulationSession>> listener) {
        listeners.add(Objects.requireNonNull(listener));
    }

    @Override
    public void removeListener(Consumer<Optional<EmulationSession>> listener) {
        listeners.remove(listener);
    }
}
