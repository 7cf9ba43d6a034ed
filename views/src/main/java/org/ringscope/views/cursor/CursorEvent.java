package org.ringscope.views.cursor;

/**
 * The cursor moved or the journal under it changed; delivered on the FX thread.
 *
 * @param previous the step the views showed before
 * @param step     the step to show now
 * @param maxStep  the last step there is (the journal's size)
 * @param revision the journal revision this state belongs to; a view that started work for an older
 *                 revision drops its result
 */
public record CursorEvent(int previous, int step, int maxStep, long revision) {

    /** Whether the step moved (rather than only the end of the journal). */
    public boolean moved() {
        return previous != step;
    }

    /** Whether the step moved backwards. */
    public boolean reversed() {
        return step < previous;
    }
}
