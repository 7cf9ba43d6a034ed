package org.ringscope.model.device;

import java.util.ArrayList;
import java.util.List;

/**
 * An append-only log whose <em>visible</em> length is state: the device appends an entry when it first
 * happens; the journal then only moves the visible count (a step back hides the entry, a step forward
 * shows it again), and a new history drops the hidden tail. Notifications and errors use it.
 */
final class EventLog<T> {
    private final List<T> entries = new ArrayList<>();
    private int visible;

    int visible() {
        return visible;
    }

    T get(int i) {
        if (i < 0 || i >= visible) {
            throw new IndexOutOfBoundsException("entry " + i + " of " + visible);
        }
        return entries.get(i);
    }

    List<T> visibleEntries() {
        return List.copyOf(entries.subList(0, visible));
    }

    /** Appends a new entry (drops hidden entries first: a new history). */
    void append(T e) {
        dropHidden();
        entries.add(e);
        visible++;
    }

    /** Shows the next hidden entry again (a redo). */
    void show(int n) {
        if (visible + n > entries.size()) {
            throw new IllegalStateException("redo shows " + n + " entries but only " + (entries.size() - visible) + " are hidden");
        }
        visible += n;
    }

    void hide(int n) {
        visible -= n;
    }

    void setVisible(int v) {
        if (v > entries.size()) {
            throw new IllegalStateException("visible " + v + " > " + entries.size());
        }
        visible = v;
    }

    void dropHidden() {
        while (entries.size() > visible) {
            entries.remove(entries.size() - 1);
        }
    }
}
