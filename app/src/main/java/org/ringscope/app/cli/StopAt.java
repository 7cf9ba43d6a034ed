package org.ringscope.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.stop.StopCondition;
import org.ringscope.model.stop.StopResult;
import org.ringscope.model.stop.StopSearch;

/**
 * {@code run --stop-at COND [--from STEP] [--backward]} after the run: the step where the condition next (or last)
 * matches, the record that made the change, and the spine node and stack there (model: {@link StopSearch}).
 *
 * @param condition what to stop at
 * @param from      the step the search starts from
 * @param backward  whether it runs back
 * @param result    what it found
 * @param stack     the open spine nodes at the found step, outermost first (empty when nothing was found)
 */
record StopAt(StopCondition condition, int from, boolean backward, StopResult result, List<String> stack) {
    /** Searches {@code s}'s finished run; the condition's names must resolve (an {@link IllegalArgumentException}). */
    static StopAt search(EmulationSession s, StopCondition c, Integer from, boolean backward) {
        int at = from != null ? from : backward ? s.steps() : 0;
        StopResult r = StopSearch.of(s).find(c, at, backward, () -> false);
        List<String> stack = r instanceof StopResult.Found f ? s.journal().markers().openNodes(f.step()) : List.of();
        return new StopAt(c, at, backward, r, stack);
    }

    boolean found() {
        return result instanceof StopResult.Found;
    }

    /** The innermost open node at the found step, or empty. */
    String node() {
        return stack.isEmpty() ? "" : stack.get(stack.size() - 1);
    }

    void text(PrintWriter out) {
        if (result instanceof StopResult.Found f) {
            out.printf("stop-at %s (%s from step %d): step %d%n", condition.text(), backward ? "back" : "forward", from,
                    f.step());
            out.printf("  record %s%n", f.what());
            out.printf("  node   %s%n", node().isEmpty() ? "(none)" : node());
            out.printf("  stack  %s%n", stack.isEmpty() ? "(empty)" : String.join(" > ", stack));
        } else {
            out.printf("stop-at %s (%s from step %d): no match%n", condition.text(), backward ? "back" : "forward", from);
        }
        out.flush();
    }

    ObjectNode json() {
        ObjectNode o = JsonOut.mapper().createObjectNode();
        o.put("condition", condition.text());
        o.put("from", from);
        o.put("direction", backward ? "backward" : "forward");
        o.put("found", found());
        if (result instanceof StopResult.Found f) {
            o.put("step", f.step());
            o.put("record", f.record());
            o.put("what", f.what());
            o.put("node", node());
            ArrayNode a = o.putArray("stack");
            stack.forEach(a::add);
        }
        return o;
    }
}
