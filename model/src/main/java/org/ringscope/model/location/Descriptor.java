package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/** One descriptor: a slot of a page; {@link #index()} is its index in the half. */
public record Descriptor(Page page, int slot) implements Location {
    public Descriptor {
        LocationChecks.req(page, "page");
        if (slot < 0 || slot >= Page.DESCRIPTORS) {
            throw new IllegalArgumentException("slot " + slot + " outside a page");
        }
    }

    public static Descriptor of(Half half, int index) {
        LocationChecks.nonNegative(index, "descriptor index");
        return new Descriptor(new Page(half, index / Page.DESCRIPTORS), index % Page.DESCRIPTORS);
    }

    public Half half() {
        return page.half();
    }

    public int index() {
        return page.page() * Page.DESCRIPTORS + slot;
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(page);
    }

    @Override
    public List<String> words() {
        return List.of(half().vring().name(), LocationText.half(half().direction()), Integer.toString(index()));
    }

    @Override
    public String label() {
        return half().label() + " #" + index();
    }
}
