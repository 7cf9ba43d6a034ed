package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;
import org.ringscope.model.udma.Direction;

/** The TX or RX half of a vring. */
public record Half(Vring vring, Direction direction) implements Location {
    public Half {
        LocationChecks.req(vring, "vring");
        LocationChecks.req(direction, "direction");
    }

    public static Half of(String vring, Direction d) {
        return new Half(new Vring(vring), d);
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(vring);
    }

    @Override
    public List<String> words() {
        return List.of(vring.name(), LocationText.half(direction));
    }

    @Override
    public String label() {
        return vring.label() + " " + direction;
    }

    /** The descriptor at {@code index} of this half (page and slot from the index). */
    public Descriptor descriptor(int index) {
        return Descriptor.of(this, index);
    }
}
