package org.ringscope.model.location;

import java.util.List;
import java.util.Optional;

/** One 65,536-descriptor page of a vring half. */
public record Page(Half half, int page) implements Location {
    /** Descriptors per vring page ({@code VringPages.DESCS_PER_PAGE}). */
    public static final int DESCRIPTORS = 65536;

    public Page {
        LocationChecks.req(half, "half");
        LocationChecks.nonNegative(page, "page");
    }

    @Override
    public Optional<Location> parent() {
        return Optional.of(half);
    }

    @Override
    public List<String> words() {
        return List.of(half.vring().name(), LocationText.half(half.direction()), Integer.toString(page));
    }

    @Override
    public String label() {
        return half.label() + " page " + page;
    }
}
