package org.ringscope.model.log;

import java.util.Optional;

/**
 * The runtime log's component column ({@code MOD} of {@code LEVEL MOD:function}): the runtime API ({@code NRT}), the
 * model manager ({@code NMGR}), the tensor driver layer that builds rings and runs executions ({@code TDRV}), the
 * collectives' encoder ({@code ENC}), the hardware abstraction ({@code HAL}), and the NEFF parser's {@code NEFF} that
 * the pre-flight prints for the feature-bit warning. {@code KMGR} is a component the configuration guide names for
 * {@code NEURON_RT_LOG_LEVEL_<comp>}; no public line shows it, so no function is placed there (docs/log.md).
 */
public enum Module {
    NRT, NMGR, TDRV, KMGR, ENC, HAL, NEFF;

    /** The column as the runtime prints it: right-aligned in four ({@code " NRT"}, {@code TDRV}). */
    public String column() {
        String n = name();
        return " ".repeat(4 - n.length()) + n;
    }

    /** The module a log line's column names ({@code NRT}, {@code TDRV}, …), or empty. */
    public static Optional<Module> of(String column) {
        String t = column.trim();
        for (Module m : values()) {
            if (m.name().equals(t)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
