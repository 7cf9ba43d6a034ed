package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/**
 * A packet of a vring half — the descriptors {@code [first, first + count)} (FIRST … CONCAT … LAST).
 * A descriptor is inside a packet when it is in its range: see {@link #contains(Descriptor)}.
 */
public record Packet(Half half, int first, int count) implements Location {
    public Packet {
        LocationChecks.req(half, "half");
        LocationChecks.nonNegative(first, "first descriptor");
        if (count < 1) {
            throw new IllegalArgumentException("a packet has at least one descriptor, not " + count);
        }
    }

    public boolean contains(Descriptor d) {
        return d.half().equals(half) && d.index() >= first && d.index() < first + count;
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(half);
    }

    @Override
    public List<String> words() {
        return List.of(half.vring().name(), LocationText.half(half.direction()), Integer.toString(first), Integer.toString(count));
    }

    @Override
    public String label() {
        return half.label() + " packet #" + first + "+" + count;
    }
}
