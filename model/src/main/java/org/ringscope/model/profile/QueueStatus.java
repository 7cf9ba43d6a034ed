package org.ringscope.model.profile;

/** How a queue's packets in the profile compare with the emulation's. */
public enum QueueStatus {
    /** As many packets, each of the same bytes. */
    MATCHED("matched"),
    /** As many packets, some of other bytes. */
    BYTES("bytes differ"),
    /** The profile has fewer packets than the emulation moved. */
    FEWER("fewer"),
    /** The profile has more. */
    MORE("more"),
    /** The emulation moved packets on the queue, the profile has none. */
    MISSING("missing"),
    /** The profile's queue is none the NEFF's run bound. */
    UNKNOWN("unknown queue");

    private final String word;

    QueueStatus(String word) {
        this.word = word;
    }

    /** The word the CLI and the view print. */
    public String word() {
        return word;
    }
}
