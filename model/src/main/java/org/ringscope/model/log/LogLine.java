package org.ringscope.model.log;

import java.util.Objects;
import org.ringscope.model.check.Level;
import org.ringscope.model.location.Location;

/**
 * One line of the emulated log, with what it is about: the journal step it was printed at (the state after
 * {@code step} records), the spine node open there, and the place it names — a vring half or descriptor, a spine
 * node — for a view to select. Lines are made while the journal is walked and handed on; a run's log is never held
 * whole (decision 1342).
 *
 * @param step     the journal step: the line is printed once the first {@code step} records are applied
 * @param node     the innermost spine node open at that step, or empty before the first
 * @param kind     a runtime line, a continuation of the runtime line before it, or a dmesg line
 * @param level    the runtime's level (a dmesg line: the level its finding is, ERROR or WARN)
 * @param module   the component column; a continuation has its head's, a dmesg line {@code TDRV}'s driver side
 * @param function the function that prints it (a continuation: its head's)
 * @param message  the message as printed (a continuation: the whole line)
 * @param origin   the runtime's words or RingScope's own
 * @param place    what it is about, or {@code null}
 * @param finding  the index of the pre-flight finding it belongs to in the load's check, or -1
 */
public record LogLine(int step, String node, LineKind kind, Level level, Module module, String function, String message,
                      Origin origin, Location place, int finding) {
    public LogLine {
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(function, "function");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(origin, "origin");
    }

    /** The matching key: kind, module, function and the message's template ({@link Shape}). */
    public String key() {
        return LineKey.of(kind, module.name(), function, Shape.of(message).key());
    }
}
