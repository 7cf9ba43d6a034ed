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
    /** The bare sink, or {@code null} when lines are made whole. */
    private final RunLog.BareLines bare;
    int step;
    String node = "";
    private boolean headShown;
    /**
     * The last two functions asked about and their components: a walk asks for the same few names record after
     * record, a vring's builder and the layer's own name in turn.
     */
    private final String[] lastFunction = new String[2];
    private final Module[] lastModule = new Module[2];
    private int older;

    Emit(LogPlan plan, Consumer<LogLine> sink) {
        this.plan = plan;
        this.sink = sink;
        this.bare = null;
    }

    /** Lines go to {@code bare}, whose makers may leave their text and place out. */
    Emit(LogPlan plan, RunLog.BareLines bare) {
        this.plan = plan;
        this.sink = null;
        this.bare = bare;
    }

    /**
     * Whether a line's text and place may be left out (an empty message, no place): the sink counts lines by level,
     * module and origin, and the many lines of a large run need not be formatted.
     */
    boolean bare() {
        return bare != null;
    }

    /** A runtime line of {@code function}'s component. */
    void line(Level level, String function, String message, Origin origin, Location place) {
        line(LineKind.RUNTIME, level, module(function), function, message, origin, place, -1);
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
        if (!show) {
            return;
        }
        if (bare != null) {
            bare.line(step, level, module, function, origin);
        } else {
            sink.accept(new LogLine(step, node, kind, level, module, function, message, origin, place, finding));
        }
    }

    /** Whether a line at {@code level} of {@code function}'s component would be shown (to skip building it). */
    boolean shows(Level level, String function, Origin origin) {
        return plan.levels().shows(module(function), level) && (origin == Origin.RUNTIME || plan.emulated());
    }

    private Module module(String function) {
        if (function == lastFunction[0]) {
            return lastModule[0];
        }
        if (function == lastFunction[1]) {
            return lastModule[1];
        }
        Module m = FunctionModules.of(function);
        lastFunction[older] = function;
        lastModule[older] = m;
        older ^= 1;
        return m;
    }
}
