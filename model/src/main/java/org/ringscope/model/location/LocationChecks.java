package org.ringscope.model.location;

import java.util.Objects;

/** The checks the location records make of their arguments. */
final class LocationChecks {
    private LocationChecks() {
    }

    static <T> T req(T v, String what) {
        return Objects.requireNonNull(v, what);
    }

    static void nonNegative(long v, String what) {
        if (v < 0) {
            throw new IllegalArgumentException(what + " " + v + " is negative");
        }
    }
}
