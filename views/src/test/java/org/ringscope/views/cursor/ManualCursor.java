package org.ringscope.views.cursor;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/** A cursor whose moves are told to its listeners at once, on the calling thread. */
public final class ManualCursor implements Cursor {
    public final List<CursorListener> listeners = new ArrayList<>();
    final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper();
    public long revision = 1;

    public void move(int to) {
        CursorEvent e = new CursorEvent(step.get(), to, 100, revision++);
        step.set(to);
        List.copyOf(listeners).forEach(l -> l.cursorChanged(e));
    }

    @Override public int step() {
        return step.get();
    }

    @Override public int maxStep() {
        return 100;
    }

    @Override public void seek(int s) {
        move(s);
    }

    @Override public void stepForward() {
        move(step.get() + 1);
    }

    @Override public void stepBack() {
        move(step.get() - 1);
    }

    @Override public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    @Override public ReadOnlyIntegerProperty maxStepProperty() {
        return new ReadOnlyIntegerWrapper(100).getReadOnlyProperty();
    }

    @Override public void addListener(CursorListener l) {
        listeners.add(l);
    }

    @Override public void removeListener(CursorListener l) {
        listeners.remove(l);
    }
}
