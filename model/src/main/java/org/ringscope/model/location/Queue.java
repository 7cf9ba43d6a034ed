package org.ringscope.model.location;

/**
 * A hardware DMA queue, named as the run names it: {@code subgraph:queue} ({@code sg00:qSPIO0_0},
 * {@code sg00:hw_exec_queue}), else {@code q<engine>.<queue>}. Its doorbells are {@link Doorbell}s.
 */
public record Queue(String name) implements Named {
    public Queue {
        LocationChecks.req(name, "name");
    }
}
