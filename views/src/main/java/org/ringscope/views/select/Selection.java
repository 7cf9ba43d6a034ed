package org.ringscope.views.select;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.ringscope.model.location.Location;

/**
 * The one selection of the workbench, shared by every view (after Scene Builder's
 * {@code Selection}): a single {@link Location} or nothing, with back/forward history.
 *
 * <ul>
 *   <li>Selecting a value equal to the current one does nothing (no event, no history entry).</li>
 *   <li>Changing the selection from inside a selection listener throws {@link IllegalStateException}: a
 *       view that reacts to a selection must not start another one (that is how echo storms begin).</li>
 *   <li>{@link #beginUpdate()} / {@link #endUpdate()} batch changes: one event (and one history entry) for
 *       the net change when the outermost batch ends, none when the batch changed nothing.</li>
 *   <li>Every event carries its source; {@link SelectionEvent#isFrom} lets a view skip its own echoes.</li>
 * </ul>
 *
 * A listener that throws is logged as a view bug; the others still run. Single-threaded: in the app, the FX
 * thread (the tests drive it without a toolkit). The JavaFX properties mirror the state for bindings.
 */
public final class Selection {
    /** The source of changes made by {@link #back()} and {@link #forward()}. */
    public static final Object HISTORY = new Object() {
        @Override
        public String toString() {
            return "history";
        }
    };
    /** How many locations back (and forward) the history keeps. */
    public static final int HISTORY_LIMIT = 200;

    private static final Logger LOG = Logger.getLogger(Selection.class.getName());

    /** Receives selection changes. */
    @FunctionalInterface
    public interface Listener {
        void selectionChanged(SelectionEvent event);
    }

    private final List<Listener> listeners = new ArrayList<>();
    private final Deque<Location> back = new ArrayDeque<>();
    private final Deque<Location> forward = new ArrayDeque<>();
    private final ReadOnlyObjectWrapper<Location> currentProperty = new ReadOnlyObjectWrapper<>(this, "current");
    private final ReadOnlyBooleanWrapper canBack = new ReadOnlyBooleanWrapper(this, "canBack");
    private final ReadOnlyBooleanWrapper canForward = new ReadOnlyBooleanWrapper(this, "canForward");
    private Location current;
    private Object firingSource;
    private boolean firing;
    private int depth;
    private Location batchStart;
    private Object batchSource;

    public Optional<Location> current() {
        return Optional.ofNullable(current);
    }

    /** The current location, for bindings; changes after {@link #current()} and before listeners run. */
    public ReadOnlyObjectProperty<Location> currentProperty() {
        return currentProperty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canBackProperty() {
        return canBack.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canForwardProperty() {
        return canForward.getReadOnlyProperty();
    }

    public void addListener(Listener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    /**
     * Selects {@code location} on behalf of {@code source}; returns whether the selection changed.
     *
     * @throws IllegalStateException when called from inside a selection listener
     */
    public boolean select(Location location, Object source) {
        Objects.requireNonNull(location, "location (use clear() for nothing)");
        return change(location, source, true);
    }

    /** Selects nothing; returns whether the selection changed. */
    public boolean clear(Object source) {
        return change(null, source, true);
    }

    /** Starts a batch: changes until the matching {@link #endUpdate()} fire one event for the net change. */
    public void beginUpdate() {
        guard(null);
        if (depth++ == 0) {
            batchStart = current;
            batchSource = null;
        }
    }

    /** Ends a batch; the outermost end fires once when the selection differs from where the batch began. */
    public void endUpdate() {
        guard(null);
        if (depth == 0) {
            throw new IllegalStateException("endUpdate() without beginUpdate()");
        }
        if (--depth == 0 && !Objects.equals(batchStart, current)) {
            remember(batchStart);
            fire(batchStart, current, batchSource);
        }
    }

    /** Runs {@code r} as one batch. */
    public void batch(Runnable r) {
        beginUpdate();
        try {
            r.run();
        } finally {
            endUpdate();
        }
    }

    public boolean canBack() {
        return !back.isEmpty();
    }

    public boolean canForward() {
        return !forward.isEmpty();
    }

    /** Goes to the previous location of the history (source {@link #HISTORY}); false when there is none. */
    public boolean back() {
        guard(HISTORY);
        if (back.isEmpty() || depth > 0) {
            return false;
        }
        Location to = back.pop();
        if (current != null) {
            forward.push(current);
        }
        return jump(to);
    }

    /** Goes forward again after {@link #back()}; false when there is nothing ahead. */
    public boolean forward() {
        guard(HISTORY);
        if (forward.isEmpty() || depth > 0) {
            return false;
        }
        Location to = forward.pop();
        if (current != null) {
            back.push(current);
        }
        return jump(to);
    }

    /** The locations {@link #back()} would visit, most recent first. */
    public List<Location> backHistory() {
        return List.copyOf(back);
    }

    public List<Location> forwardHistory() {
        return List.copyOf(forward);
    }

    private boolean jump(Location to) {
        Location was = current;
        current = to;
        updateFlags();
        fire(was, to, HISTORY);
        return true;
    }

    private boolean change(Location to, Object source, boolean history) {
        guard(source);
        if (Objects.equals(current, to)) {
            return false;
        }
        Location was = current;
        current = to;
        if (depth > 0) {
            batchSource = source;
            return true;
        }
        if (history) {
            remember(was);
        }
        fire(was, to, source);
        return true;
    }

    private void remember(Location was) {
        if (was != null && !was.equals(back.peek())) {
            back.push(was);
            while (back.size() > HISTORY_LIMIT) {
                back.removeLast();
            }
        }
        forward.clear();
        updateFlags();
    }

    private void updateFlags() {
        canBack.set(!back.isEmpty());
        canForward.set(!forward.isEmpty());
    }

    private void guard(Object source) {
        if (firing) {
            throw new IllegalStateException("the selection changed from inside a selection listener (by " + source
                    + ", while handling a change by " + firingSource + ")");
        }
    }

    private void fire(Location was, Location now, Object source) {
        SelectionEvent e = new SelectionEvent(was, now, source);
        firing = true;
        firingSource = source;
        try {
            currentProperty.set(now);
            for (Listener l : List.copyOf(listeners)) {
                try {
                    l.selectionChanged(e);
                } catch (RuntimeException ex) {
                    LOG.log(Level.SEVERE, "view bug: a selection listener failed on " + e, ex);
                }
            }
        } finally {
            firing = false;
            firingSource = null;
        }
    }
}
