package org.ringscope.model.log.emit;

import java.util.function.Consumer;
import org.ringscope.model.check.Level;
import org.ringscope.model.location.Location;
import org.ringscope.model.log.FunctionModules;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.Module;
import org.ringscope.model.log.Origin;

/**
 * Hands lines to the sink at the walk's current step and node, dropping those the plan does not show (a
 * continuation goes with its head).
 */
final class Emit {
    private final LogPlan plan;
    private final Consumer<LogLine> sink;
    int step;
    String node = "";
    private boolean headShown;

    /** Whether the sink reads only a line's step, level, module, function and origin (its text and place unbuilt). */
    private final boolean bare;

    Emit(LogPlan plan, Consumer<LogLine> sink) {
        this(plan, sink, false);
    }

    Emit(LogPlan plan, Consumer<LogLine> sink, boolean bare) {
        this.plan = plan;
        this.sink = sink;
        this.bare = bare;
    }

    /**
     * Whether a line's text and place may be left out (an empty message, no place): the sink counts lines by level,
     * module and origin, and the many lines of a large run need not be formatted.
     */
    boolean bare() {
        return bare;
    }

    /** A runtime line of {@code function}'s component. */
    void line(Level level, String function, String message, Origin origin, Location place) {
        line(LineKind.RUNTIME, level, FunctionModules.of(function), function, message, origin, place, -1);
    }

    /** Any line; a continuation is shown when its head was. */
    void line(LineKind kind, Level level, Module module, String function, String message, Origin origin,
            Location place, int finding) {
        boolean show;
        if (kind == LineKind.CONTINUATION) {
            show = headShown;
        } else {
            show = plan.levels().shows(module, level) && (origin == Origin.RUNTIME || plan.emulated());
            headShown = show;
        }
        if (show) {
            sink.accept(new LogLine(step, node, kind, level, module, function, message, origin, place, finding));
        }
    }

    /** Whether a line at {@code level} of {@code function}'s component would be shown (to skip building it). */
    boolean shows(Level level, String function, Origin origin) {
        return plan.levels().shows(FunctionModules.of(function), level) && (origin == Origin.RUNTIME || plan.emulated());
    }
}
