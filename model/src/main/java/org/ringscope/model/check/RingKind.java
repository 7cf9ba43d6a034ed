package org.ringscope.model.check;

/** Which ring of a load a queue holds, and so how the runtime sizes it. */
public enum RingKind {
    /** A queue set's queue whose vring has no template pointer: dumped once at load, replayed every execution. */
    STATIC(true),
    /** A queue set's queue whose vring points at per-execution tensors: its rings are built per execution. */
    PER_EXECUTION(false),
    /** The subgraph's instruction-fetch ring. */
    INSTRUCTIONS(true),
    /** The hw exec queue. */
    EXEC_QUEUE(true),
    /** One engine's ring of a DGE (dynamic) queue set: allocated at load, written by the DGE as it runs. */
    DGE(true);

    private final boolean wraparound;

    RingKind(boolean wraparound) {
        this.wraparound = wraparound;
    }

    /** Whether the runtime allocates it as a wraparound ring (else linear). */
    public boolean wraparound() {
        return wraparound;
    }
}
