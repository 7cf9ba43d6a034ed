package org.ringscope.model.timeline;

/**
 * What one timeline event is (stored as its ordinal in the index, never as an object per event). The runtime
 * functions behind them: {@code udma_m2m_copy_start} / {@code drtp_inc} (doorbells, RX then TX), a descriptor
 * writing another queue's {@code drtp_inc} (the hw exec queue publishing the instruction fetch),
 * {@code ndl_nc_semaphore_increment} (the NC kickoff), the semaphore / event ioctls and the DMA's semaphore and
 * event writes, and the DMA engine's packets (a completion each).
 */
public enum EventKind {
    DOORBELL("doorbell", "drtp_inc written by the host"),
    DMA_DOORBELL("DMA doorbell", "drtp_inc written by a descriptor"),
    KICKOFF("kickoff", "ndl_nc_semaphore_increment: the NC kickoff"),
    SEMAPHORE("semaphore", "semaphore ioctl (increment, decrement, write)"),
    DMA_SEMAPHORE("DMA semaphore", "semaphore written by a descriptor"),
    EVENT("event", "event set (ioctl 45)"),
    DMA_EVENT("DMA event", "event written by a descriptor"),
    PACKET("packet", "a DMA packet executed: its completion"),
    ABORT("abort", "a packet that aborted its queue (a DMA abort)"),
    ENGINE_SEMAPHORE("engine semaphore", "the bank the engines wait on: an instruction's update or a DMA completion"),
    WAIT("wait", "an engine starts waiting at an instruction"),
    HANG("hang", "no engine can issue: the host times out");

    private static final EventKind[] ALL = values();

    private final String title;
    private final String meaning;

    EventKind(String title, String meaning) {
        this.title = title;
        this.meaning = meaning;
    }

    /** The event's name, as the legend and the descriptions write it. */
    public String title() {
        return title;
    }

    /** What it means: the runtime function or register write behind it. */
    public String meaning() {
        return meaning;
    }

    public static EventKind of(int ordinal) {
        return ALL[ordinal];
    }

    public boolean doorbell() {
        return this == DOORBELL || this == DMA_DOORBELL;
    }

    public boolean sync() {
        return this == KICKOFF || this == SEMAPHORE || this == DMA_SEMAPHORE || this == EVENT || this == DMA_EVENT;
    }

    /** An event of the sequencer: the engines' semaphores, their waits, a hang. */
    public boolean engine() {
        return this == ENGINE_SEMAPHORE || this == WAIT || this == HANG;
    }

    public boolean packet() {
        return this == PACKET || this == ABORT;
    }
}
