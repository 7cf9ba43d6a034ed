package org.ringscope.views.session;

import java.util.Set;
import java.util.TreeSet;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;

/**
 * The spine nodes the run stops at (decision 0851): a set of node names shared by the window — the spine view
 * toggles them (click), the run loop and "run to breakpoint" read them. Changed on the FX thread; workers read
 * an immutable {@link #snapshot()}. Breakpoints belong to the window, not to a session: they stay when another
 * NEFF runs.
 */
public final class Breakpoints {
    private final ObservableSet<String> nodes = FXCollections.observableSet(new TreeSet<>());
    private final ObservableSet<String> readOnly = FXCollections.unmodifiableObservableSet(nodes);
    private volatile Set<String> snapshot = Set.of();

    public Breakpoints() {
        nodes.addListener((SetChangeListener<String>) c -> snapshot = Set.copyOf(nodes));
    }

    /** The names, observable on the FX thread (read-only for views: change them with the methods here). */
    public ObservableSet<String> nodes() {
        return readOnly;
    }

    /** The names now, for any thread. */
    public Set<String> snapshot() {
        return snapshot;
    }

    public boolean contains(String node) {
        return snapshot.contains(node);
    }

    /** Sets a breakpoint on {@code node} if it had none, else removes it; returns whether it has one now. */
    public boolean toggle(String node) {
        if (!nodes.remove(node)) {
            nodes.add(node);
            return true;
        }
        return false;
    }

    public void set(String node, boolean on) {
        if (on) {
            nodes.add(node);
        } else {
            nodes.remove(node);
        }
    }

    public void clear() {
        nodes.clear();
    }

    public boolean isEmpty() {
        return snapshot.isEmpty();
    }
}
