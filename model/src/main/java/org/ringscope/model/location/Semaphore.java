package org.ringscope.model.location;

/** Semaphore {@code index} of NeuronCore {@code nc}: the bank the engines wait on and the DMA increments. */
public record Semaphore(int nc, int index) implements Register {
    public Semaphore {
        LocationChecks.nonNegative(nc, "NeuronCore");
        LocationChecks.nonNegative(index, "semaphore");
    }
}
