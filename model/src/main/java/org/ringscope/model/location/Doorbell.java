package org.ringscope.model.location;

import java.util.List;

/**
 * The {@code ordinal}-th doorbell rung on a queue (0-based, from step 0): the {@code drtp_inc} writes on the
 * queue's two rings, RX and TX, by the host or by a descriptor. {@code queue} is named as the run names it,
 * {@code subgraph:queue} ({@code sg00:qSPIO0_0}, {@code sg00:instr}, {@code sg00:hw_exec_queue}), else
 * {@code q<engine>.<queue>}, or {@code *}: the {@code ordinal}-th doorbell of the run on any queue; an NC kickoff
 * ({@code ndl_nc_semaphore_increment}) is a doorbell of queue {@code nc<N>}, counted apart.
 */
public record Doorbell(String queue, int ordinal) implements Location {
    public Doorbell {
        LocationChecks.req(queue, "queue");
        LocationChecks.nonNegative(ordinal, "ordinal");
    }

    @Override
    public List<String> words() {
        return List.of(queue, Integer.toString(ordinal));
    }

    @Override
    public String label() {
        return (Queue.ANY_NAME.equals(queue) ? "doorbell on any queue" : "doorbell " + queue) + " #" + ordinal;
    }
}
