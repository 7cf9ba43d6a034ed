package org.ringscope.model.location;

/**
 * A hardware DMA queue, named as the run names it: {@code subgraph:queue} ({@code sg00:qSPIO0_0},
 * {@code sg00:hw_exec_queue}), else {@code q<engine>.<queue>}; {@code *} is any queue ({@link #ANY}, what a stop
 * condition on "the next doorbell anywhere" names). Its doorbells are {@link Doorbell}s.
 */
public record Queue(String name) implements Named {
    /** The name that stands for any queue. */
    public static final String ANY_NAME = "*";
    /** Any queue. */
    public static final Queue ANY = new Queue(ANY_NAME);

    public Queue {
        LocationChecks.req(name, "name");
    }

    /** Whether this stands for any queue. */
    public boolean any() {
        return ANY_NAME.equals(name);
    }

    @Override
    public String label() {
        return any() ? "any queue" : "queue " + name;
    }
}
