package org.ringscope.model.log;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.check.Level;

/**
 * Which lines a log shows: one level for every component and one per component where set, as the runtime reads
 * them from {@code NEURON_RT_LOG_LEVEL} (default {@code ERROR}) and {@code NEURON_RT_LOG_LEVEL_<MOD>}
 * (neuron-runtime/guides/configuration-guide.rst). A component's own level wins over the global one.
 *
 * @param global    the level of every component without its own
 * @param perModule components with a level of their own
 */
public record LogLevels(Level global, Map<Module, Level> perModule) {
    /** The global level's variable. */
    public static final String VARIABLE = "NEURON_RT_LOG_LEVEL";
    /** The runtime's default: errors only. */
    public static final LogLevels DEFAULT = new LogLevels(Level.ERROR, Map.of());

    public LogLevels {
        EnumMap<Module, Level> m = new EnumMap<>(Module.class);
        m.putAll(perModule);
        perModule = Collections.unmodifiableMap(m);
    }

    /** Every component at {@code level}. */
    public static LogLevels all(Level level) {
        return new LogLevels(level, Map.of());
    }

    /**
     * The levels {@code env} sets; an unset or empty variable keeps the default.
     *
     * @throws IllegalArgumentException naming the variable and its value when it is not a level
     */
    public static LogLevels fromEnvironment(Map<String, String> env) {
        Level g = level(env, VARIABLE).orElse(Level.ERROR);
        EnumMap<Module, Level> m = new EnumMap<>(Module.class);
        for (Module mod : Module.values()) {
            level(env, VARIABLE + "_" + mod.name()).ifPresent(l -> m.put(mod, l));
        }
        return new LogLevels(g, m);
    }

    private static Optional<Level> level(Map<String, String> env, String name) {
        String v = env.get(name);
        if (v == null || v.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(Level.parse(v).orElseThrow(() -> new IllegalArgumentException(name + "=" + v
                + " is not a log level (ERROR, WARN, INFO, DEBUG or TRACE)")));
    }

    /** The same with {@code level} as the global level (what {@code --log-level} sets). */
    public LogLevels withGlobal(Level level) {
        return new LogLevels(level, perModule);
    }

    /** The level of {@code m}. */
    public Level of(Module m) {
        return perModule.getOrDefault(m, global);
    }

    /** Whether a line of {@code m} at {@code line} is shown. */
    public boolean shows(Module m, Level line) {
        return of(m).shows(line);
    }

    /** The most verbose level of any component: what a writer must produce at least. */
    public Level most() {
        Level l = global;
        for (Level x : perModule.values()) {
            l = l.max(x);
        }
        return l;
    }
}
