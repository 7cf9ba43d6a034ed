package org.ringscope.model.spine;

/**
 * Hears every function entry and exit the runtime reports to a {@link SpineTracer} (the journal subscribes).
 * Called synchronously, after the tracer has accepted the call and updated its stack.
 */
public interface SpineListener {
    /**
     * {@code node} was entered.
     *
     * @param via   the spine edge the call took, or {@code null} for a public entry entered with no caller
     * @param depth the depth of the new frame: 0 for an entry, the caller's depth + 1 for a call
     */
    void onEnter(SpineNode node, SpineEdge via, int depth);

    /**
     * {@code node} was entered through call site {@code site} of {@code via} (one of {@link SpineEdge#sites()}), or
     * {@code site} is {@code null} when the edge has one call site. Listeners that record sites override this one.
     */
    default void onEnter(SpineNode node, SpineEdge via, int depth, String site) {
        onEnter(node, via, depth);
    }

    /** {@code node}'s frame at {@code depth} returned (normally or by an exception). */
    void onExit(SpineNode node, int depth);
}
