package org.ringscope.app.ui.dock;

import java.util.Locale;

/** The four places of the dock: a column on each side, the centre, and a row under the centre. */
public enum Area {
    LEFT,
    CENTER,
    RIGHT,
    BOTTOM;

    /** {@code "left"}, … — in layouts, ids and menus. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** "Left", "Center", … */
    public String title() {
        return name().charAt(0) + key().substring(1);
    }
}
