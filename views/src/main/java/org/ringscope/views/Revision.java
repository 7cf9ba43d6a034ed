package org.ringscope.views;

import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * New contents for cells that stay: a view bumps it when the rows it shows got new contents at another step, and each
 * cell that follows it draws its item again — no {@code refresh()}, so no new cells and no CSS pass for each
 * (decision 0872). The revision holds its followers weakly: a cell keeps the handle {@link #follow} returns.
 */
public final class Revision {
    private final IntegerProperty n = new SimpleIntegerProperty();

    /** Tells every follower (FX thread). */
    public void bump() {
        n.set(n.get() + 1); // get() first: an invalidation is only fired by a valid property
    }

    /** Runs {@code again} at each {@link #bump} for as long as the returned handle is held. */
    public Object follow(Runnable again) {
        InvalidationListener l = o -> again.run();
        n.addListener(new WeakInvalidationListener(l));
        return l;
    }
}
