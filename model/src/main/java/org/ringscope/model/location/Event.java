package org.ringscope.model.location;

/** Event {@code index} of NeuronCore {@code nc}. */
public record Event(int nc, int index) implements Register {
    public Event {
        LocationChecks.nonNegative(nc, "NeuronCore");
        LocationChecks.nonNegative(index, "event");
    }
}
