package org.ringscope.views;

import java.util.Objects;
import java.util.concurrent.Executor;
import org.ringscope.model.trace.Breakpoints;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.select.Selection;

/**
 * What every view of one window shares: the one {@link Selection}, the one {@link Cursor} and the
 * background executor for work that must not run on the FX thread. The window creates it; views receive it.
 *
 * @param selection  the shared selection
 * @param cursor     the shared step ({@link Cursor#none()} until a session is open)
 * @param background  parsing, preparing and searching run here
 * @param breakpoints the spine nodes a run stops at (the spine view toggles them; decision 0851)
 */
public record ViewContext(Selection selection, Cursor cursor, Executor background, Breakpoints breakpoints) {
    public ViewContext {
        Objects.requireNonNull(selection, "selection");
        Objects.requireNonNull(cursor, "cursor");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(breakpoints, "breakpoints");
    }

    /** A context with no breakpoints yet. */
    public ViewContext(Selection selection, Cursor cursor, Executor background) {
        this(selection, cursor, background, new Breakpoints());
    }

    /** A context with a fresh selection and no cursor. */
    public static ViewContext of(Executor background) {
        return new ViewContext(new Selection(), Cursor.none(), background);
    }
}
