package org.ringscope.model.trace;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The spine nodes a run stops at (decision 0851): a set of node names — the workbench's spine view toggles them,
 * the run loop and "run to breakpoint" ({@link Stepper}) read them. Any thread reads the immutable
 * {@link #snapshot()}; changes are made by one thread (the window's) and reported to the listeners on that thread.
 * Breakpoints belong to whoever steps (the window, a CLI run), not to a journal: they stay when another NEFF runs.
 */
public final class Breakpoints {
    private final CopyOnWriteArrayList<Runnable> listeners = new CopyOnWriteArrayList<>();
    private volatile Set<String> snapshot = Set.of();

    /** The names now, sorted, for any thread. */
    public Set<String> snapshot() {
        return snapshot;
    }

    public boolean contains(String node) {
        return snapshot.contains(node);
    }

    public boolean isEmpty() {
        return snapshot.isEmpty();
    }

    /** Sets a breakpoint on {@code node} if it had none, else removes it; returns whether it has one now. */
    public boolean toggle(String node) {
        boolean on = !snapshot.contains(node);
        set(node, on);
        return on;
    }

    public void set(String node, boolean on) {
        if (snapshot.contains(node) == on) {
            return;
        }
        TreeSet<String> next = new TreeSet<>(snapshot);
        if (on) {
            next.add(node);
        } else {
            next.remove(node);
        }
        replace(next);
    }

    public void clear() {
        if (!snapshot.isEmpty()) {
            replace(new TreeSet<>());
        }
    }

    private void replace(TreeSet<String> next) {
        snapshot = Collections.unmodifiableSet(next);
        listeners.forEach(Runnable::run);
    }

    /** Called after each change, on the thread that made it. */
    public void addListener(Runnable l) {
        listeners.add(l);
    }

    public void removeListener(Runnable l) {
        listeners.remove(l);
    }
}
