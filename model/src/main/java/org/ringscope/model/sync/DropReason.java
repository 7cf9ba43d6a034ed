package org.ringscope.model.sync;

/** Why an expected completion will never arrive. */
public enum DropReason {
    /** The trigger issued, but its queue's doorbell (the tail-increment write) was lost. */
    NEVER_DOORBELLED("its queue was never doorbelled"),
    /** The DMA was not emulated: nothing moved and no completion was delivered. */
    NOT_EMULATED("its DMA was not emulated"),
    /** The DMA was skipped by a {@code skip-dma} fault: nothing moved and no completion was delivered. */
    SKIPPED("its DMA was skipped by --fault skip-dma");

    private final String text;

    DropReason(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }
}
