package org.ringscope.model.log;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.ringscope.model.check.Level;

/**
 * What a log view shows and finds: lines at {@code level} or more severe, of {@code modules} (all when empty),
 * RingScope's own lines or not, and — when {@code text} is not empty — only those whose function or message
 * contains it, ignoring case.
 */
public record LogFilter(Level level, Set<Module> modules, boolean emulated, String text) {
    /** Every line. */
    public static final LogFilter ALL = new LogFilter(Level.TRACE, Set.of(), true, "");

    public LogFilter {
        modules = modules.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(modules));
        text = text == null ? "" : text.toLowerCase(Locale.ROOT);
    }

    /** The same, finding {@code t}. */
    public LogFilter withText(String t) {
        return new LogFilter(level, modules, emulated, t);
    }

    /** Whether {@code l} passes. */
    public boolean test(LogLine l) {
        if (!passes(l.level(), l.module(), l.origin())) {
            return false;
        }
        return text.isEmpty() || l.message().toLowerCase(Locale.ROOT).contains(text)
                || l.function().toLowerCase(Locale.ROOT).contains(text);
    }

    /** Whether a line of {@code level}, {@code module} and {@code origin} passes all but the text. */
    public boolean passes(Level level, Module module, Origin origin) {
        return this.level.shows(level) && (modules.isEmpty() || modules.contains(module))
                && (emulated || origin != Origin.EMULATED);
    }
}
