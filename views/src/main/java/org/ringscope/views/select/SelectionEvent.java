package org.ringscope.views.select;

import java.util.Optional;
import org.ringscope.model.location.Location;

/**
 * One change of the shared {@link Selection}: what was selected, what is selected now (either may be
 * {@code null} for "nothing"), and who changed it. A view compares {@link #source()} with itself to ignore
 * the echo of its own change.
 *
 * @param previous the selection before, or {@code null}
 * @param current  the selection now, or {@code null}
 * @param source   the object that asked for the change (a view, {@link Selection#HISTORY}, a command)
 */
public record SelectionEvent(Location previous, Location current, Object source) {

    public Optional<Location> currentLocation() {
        return Optional.ofNullable(current);
    }

    /** Whether {@code who} made this change (an echo for {@code who}). */
    public boolean isFrom(Object who) {
        return source == who;
    }
}
