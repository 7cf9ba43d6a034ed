package org.ringscope.views.explain;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineExplanations;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;

/**
 * Builds the {@link Explanation} of the spine node at a journal's cursor (journal thread, no JavaFX): the
 * innermost node open at the cursor, or — when the cursor sits just after a node returned — that node.
 */
final class ExplainModel {
    private ExplainModel() {
    }

    static Explanation at(Journal j, Spine spine, SpineExplanations ex) {
        int step = j.position();
        Markers m = j.markers();
        List<String> stack = m.openNodes(step);
        String node;
        boolean open;
        Markers.Marker last = lastMarker(m, step);
        if (last != null && !last.enter()) {
            node = last.node();
            open = false;
        } else if (!stack.isEmpty()) {
            node = stack.get(stack.size() - 1);
            open = true;
        } else {
            return Explanation.none(step);
        }
        return of(spine, ex, node, open, stack, step, visits(m, step));
    }

    /** The explanation of {@code node} with no run (what the view shows for a node selected elsewhere). */
    static Explanation of(Spine spine, SpineExplanations ex, String node, boolean open, List<String> stack, int step,
                          Map<String, Integer> taken) {
        SpineNode n = spine.node(node).orElse(null);
        if (n == null) {
            return Explanation.none(step);
        }
        List<String> callers = new ArrayList<>(stack);
        if (open && !callers.isEmpty()) {
            callers.remove(callers.size() - 1);
        }
        String parent = callers.isEmpty() ? null : callers.get(callers.size() - 1);
        SpineEdge inEdge = parent == null ? null : spine.edge(parent, node).orElse(null);
        if (inEdge == null && !spine.edgesIn(node).isEmpty() && parent == null) {
            inEdge = spine.edgesIn(node).get(0);
        }
        Explanation.Edge in = inEdge == null ? null : edge(inEdge, inEdge.caller(), taken);
        List<Explanation.Edge> out = new ArrayList<>();
        for (SpineEdge e : spine.edgesOut(node)) {
            out.add(edge(e, e.callee(), taken));
        }
        String confidence = inEdge != null ? inEdge.confidence().name() : n.entry() ? "entry" : "";
        return new Explanation(step, node, open, n.hasAddress() ? n.hexAddress() : "unknown", n.layer() + " — "
                + n.layer().object(), n.section().name(), confidence, in, out, ex.of(node).orElse(""), stack,
                n.lookIn());
    }

    private static Explanation.Edge edge(SpineEdge e, String other, Map<String, Integer> taken) {
        return new Explanation.Edge(other, e.crosses().isBlank() ? "—" : e.crosses(), e.confidence().name(),
                e.path().name().toLowerCase(Locale.ROOT), taken.getOrDefault(e.id(), 0));
    }

    private static Markers.Marker lastMarker(Markers m, int step) {
        int k = m.indexAt(step) - 1;
        return k >= 0 ? m.marker(k) : null;
    }

    /** How often each edge ({@code caller->callee}) was taken before {@code step}. */
    static Map<String, Integer> visits(Markers m, int step) {
        Map<String, Integer> v = new HashMap<>();
        ArrayDeque<String> stack = new ArrayDeque<>();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker mk = m.marker(k);
            if (mk.record() >= step) {
                break;
            }
            if (mk.enter()) {
                if (!stack.isEmpty()) {
                    v.merge(stack.peekLast() + "->" + mk.node(), 1, Integer::sum);
                }
                stack.addLast(mk.node());
            } else {
                stack.pollLast();
            }
        }
        return v;
    }
}
