package org.ringscope.model.check;

import java.util.Locale;
import java.util.Optional;

/**
 * The runtime log's levels, most severe first ({@code NEURON_RT_LOG_LEVEL=ERROR|WARN(ING)|INFO|DEBUG|TRACE},
 * neuron-runtime/guides/configuration-guide.rst). A log at one level shows its lines and every more severe one.
 */
public enum Level {
    ERROR, WARN, INFO, DEBUG, TRACE;

    /** The level column as the runtime prints it: right-aligned in five ({@code ERROR}, {@code " WARN"}). */
    public String column() {
        String n = name();
        return " ".repeat(5 - n.length()) + n;
    }

    /** Whether a log written at this level shows a line at {@code line}. */
    public boolean shows(Level line) {
        return line.ordinal() <= ordinal();
    }

    /** The more verbose of the two. */
    public Level max(Level other) {
        return other.ordinal() > ordinal() ? other : this;
    }

    /**
     * The level a setting names: {@code error}, {@code warn} or {@code warning}, {@code info}, {@code debug},
     * {@code trace}, in any case; empty for anything else.
     */
    public static Optional<Level> parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("WARNING")) {
            return Optional.of(WARN);
        }
        for (Level l : values()) {
            if (l.name().equals(t)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }
}
