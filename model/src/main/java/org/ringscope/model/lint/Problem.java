package org.ringscope.model.lint;

import java.util.Objects;
import org.ringscope.model.location.Location;

/**
 * One finding of the expert checks ({@link Lint}).
 *
 * @param severity how bad
 * @param code     a stable kebab-case name of the check ({@code packet-desc-cap}, {@code barrier-missing}, …)
 * @param message  one sentence naming the ring or descriptor and what is wrong
 * @param location where it is
 * @param step     the journal step at which it shows (the state after that many records): moving the cursor
 *                 there puts the problem on screen
 */
public record Problem(Severity severity, String code, String message, Location location, int step) {
    public Problem {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(location, "location");
        if (step < 0) {
            throw new IllegalArgumentException("step " + step);
        }
    }
}
