package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/** One slot of a physical ring. */
public record PringSlot(Pring ring, int slot) implements Location {
    public PringSlot {
        LocationChecks.req(ring, "ring");
        LocationChecks.nonNegative(slot, "slot");
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(ring);
    }

    @Override
    public List<String> words() {
        return List.of(ring.name(), Integer.toString(slot));
    }

    @Override
    public String label() {
        return ring.label() + " slot " + slot;
    }
}
