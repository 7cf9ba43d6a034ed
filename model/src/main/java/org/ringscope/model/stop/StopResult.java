package org.ringscope.model.stop;

/** What a {@link StopSearch} found: the step a match shows at, nothing, or a search cancelled on the way. */
public sealed interface StopResult {
    /**
     * A match: record {@code record} made the change, so it shows from step {@code step} ({@code record + 1});
     * {@code what} is the record's one-line description.
     */
    record Found(int step, int record, String what) implements StopResult {
    }

    /** Nothing in the searched direction matches. */
    record NotFound() implements StopResult {
    }

    /** The search was cancelled before it finished. */
    record Cancelled() implements StopResult {
    }
}
