package org.ringscope.views.archfixture;

import java.util.concurrent.CompletableFuture;
import org.ringscope.views.cursor.Cursor;

/**
 * A class of the views, in a test only, that reads the journal past the door: what
 * {@code ArchitectureTest.theDoorsRuleCatchesAViewThatQueriesTheCursorItself} shows the build refuses.
 */
public final class BypassesTheDoor {
    private BypassesTheDoor() {
    }

    /** Reads the cursor's step on its journal thread, with no token, no FX hop and no error state. */
    public static CompletableFuture<Integer> position(Cursor cursor) {
        return cursor.query(j -> j.position()).thenApply(at -> at.value());
    }
}
