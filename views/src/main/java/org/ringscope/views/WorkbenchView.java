package org.ringscope.views;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * The base of every workbench view: an id and a title for the window's tabs (and later the docking layout),
 * a root node, listeners registered through the base so {@link #dispose()} removes them all, and failure
 * isolation — an exception inside one view's update is logged as a view bug and never breaks the others.
 */
public abstract class WorkbenchView {
    private static final Logger LOG = Logger.getLogger(WorkbenchView.class.getName());

    private final String id;
    private final String title;
    private final List<Runnable> disposers = new ArrayList<>();

    protected WorkbenchView(String id, String title) {
        this.id = id;
        this.title = title;
    }

    /** A stable identifier (for layouts, {@code --view} and the command palette). */
    public final String id() {
        return id;
    }

    public final String title() {
        return title;
    }

    /** The view's root node, built once. */
    public abstract Node node();

    /** Removes every listener this view registered through {@link #listen}. */
    public void dispose() {
        disposers.forEach(Runnable::run);
        disposers.clear();
    }

    /** Adds a change listener that {@link #dispose()} removes; the listener runs isolated. */
    protected final <T> void listen(ObservableValue<T> value, ChangeListener<? super T> listener) {
        ChangeListener<T> safe = (obs, was, now) -> isolated("change of " + obs, () -> listener.changed(obs, was, now));
        value.addListener(safe);
        disposers.add(() -> value.removeListener(safe));
    }

    /** Adds an invalidation listener that {@link #dispose()} removes; the listener runs isolated. */
    protected final void listen(Observable value, InvalidationListener listener) {
        InvalidationListener safe = obs -> isolated("invalidation of " + obs, () -> listener.invalidated(obs));
        value.addListener(safe);
        disposers.add(() -> value.removeListener(safe));
    }

    /** Runs {@code r}; an exception is logged as a bug of this view instead of propagating. */
    protected final void isolated(String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "view bug in " + id + " (" + what + ")", e);
        }
    }
}
