package org.ringscope.model.lint;

import java.util.Locale;

/** How bad a {@link Problem} is. */
public enum Severity {
    /** The run misbehaves or the hardware would: a stall, an abort, a limit exceeded, a barrier missing. */
    ERROR,
    /** Suspicious: works in the emulator, wastes or risks something on a device. */
    WARNING,
    /** Worth knowing (e.g. how many more problems of a kind were left out). */
    INFO;

    /** {@code "error"}, {@code "warning"}, {@code "info"}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
