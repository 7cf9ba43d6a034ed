package org.ringscope.views.cursor;

/** Hears cursor moves and journal changes, on the FX thread. */
@FunctionalInterface
public interface CursorListener {
    void cursorChanged(CursorEvent event);
}
