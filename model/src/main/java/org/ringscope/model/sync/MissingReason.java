package org.ringscope.model.sync;

/** Why an expected producer has not delivered what a blocked engine waits for (docs/reference/sync.md). */
public enum MissingReason {
    /** The trigger issued, its queue was never doorbelled. */
    NEVER_DOORBELLED,
    /** The DMA was not emulated, so its completion never came. */
    NOT_EMULATED,
    /** A {@code skip-dma} fault skipped the DMA, so its completion never came. */
    SKIPPED,
    /** It completed, but on another semaphore than the NEFF says. */
    DELIVERED_ELSEWHERE,
    /** Its own engine is blocked before it. */
    ENGINE_BLOCKED,
    /** Its engine has not reached it yet (and is not blocked). */
    NOT_ISSUED,
    /** No producer in the NEFF can deliver the difference: the wait can never hold (a static bug). */
    NO_PRODUCER;

    /** Whether this names a fault of the producer itself rather than a consequence of another wait. */
    public boolean culprit() {
        return this != ENGINE_BLOCKED && this != NOT_ISSUED;
    }
}
