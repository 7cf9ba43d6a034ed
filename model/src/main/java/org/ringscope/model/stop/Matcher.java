package org.ringscope.model.stop;

import java.util.function.BooleanSupplier;

/**
 * A compiled stop condition: the first matching record at or after a record, the last one before a record. Each
 * answers {@link #NONE} when there is none and {@link #CANCELLED} when its flag was raised on the way (looked at
 * every {@link #CHECK_EVERY} records a matcher reads one by one).
 */
interface Matcher {
    /** No record matches. */
    int NONE = -1;
    /** The search was cancelled. */
    int CANCELLED = -2;
    /** Records read between two looks at the cancellation flag. */
    int CHECK_EVERY = 4096;

    /** The first matching record {@code >= from}, {@link #NONE} or {@link #CANCELLED}. */
    int next(int from, BooleanSupplier cancelled);

    /** The last matching record {@code < before}, {@link #NONE} or {@link #CANCELLED}. */
    int last(int before, BooleanSupplier cancelled);
}
