package org.ringscope.views.cursor;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/** {@link Cursor#none()}: step 0 of 0; moving does nothing and nobody is ever told anything. */
final class FixedCursor implements Cursor {
    private final ReadOnlyIntegerWrapper zero = new ReadOnlyIntegerWrapper(0);

    @Override
    public int step() {
        return 0;
    }

    @Override
    public int maxStep() {
        return 0;
    }

    @Override
    public void seek(int step) {
        // nothing to move
    }

    @Override
    public void stepForward() {
        // nothing to move
    }

    @Override
    public void stepBack() {
        // nothing to move
    }

    @Override
    public ReadOnlyIntegerProperty stepProperty() {
        return zero.getReadOnlyProperty();
    }

    @Override
    public ReadOnlyIntegerProperty maxStepProperty() {
        return zero.getReadOnlyProperty();
    }

    @Override
    public void addListener(CursorListener l) {
        // never fires
    }

    @Override
    public void removeListener(CursorListener l) {
        // never fires
    }
}
