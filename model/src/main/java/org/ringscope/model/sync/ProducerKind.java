package org.ringscope.model.sync;

/** Who changes a semaphore or an event (docs/reference/sync.md). */
public enum ProducerKind {
    /** An instruction's EVENTS update (INC, ADD, EVT_SET, …). */
    INSTRUCTION("instruction"),
    /** A static DMA entry a PseudoDMATrigger fires: its {@code semaphore} gets the queue set's {@code num_queues}. */
    STATIC_DMA("dma entry"),
    /** A DGE word's completion: its {@code semaphore} gets {@code sem_increment} (docs/reference/dge.md). */
    DGE("dge"),
    /** A consuming event wait (mode 7 clears, 0xF sets the event it waited on). */
    CONSUMING_WAIT("consuming wait"),
    /** A change a {@code --fault} injected. */
    FAULT("fault");

    private final String label;

    ProducerKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
