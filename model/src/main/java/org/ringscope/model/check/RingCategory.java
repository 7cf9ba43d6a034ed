package org.ringscope.model.check;

import java.util.Locale;

/**
 * The runtime's "dma rings" categories (device-memory.rst; usage types 18–21): IO rings move an input or output
 * tensor ({@code in} / {@code out} queue sets), spill rings move between NEFF variables ({@code data}),
 * collectives rings move collective data, runtime rings are the rest (instruction fetch, the exec queue,
 * {@code embedding_update}).
 */
public enum RingCategory {
    IO, SPILL, COLLECTIVES, RUNTIME;

    /** {@code io}, {@code spill}, {@code collectives}, {@code runtime}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The category of a queue set of {@code type}. */
    public static RingCategory ofQueueSetType(String type) {
        return switch (type) {
            case "in", "out" -> IO;
            case "data" -> SPILL;
            case "collectives" -> COLLECTIVES;
            default -> RUNTIME;
        };
    }
}
