package org.ringscope.model.spine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;

/**
 * What the Explain view shows for the spine node at the cursor, built on the journal thread: the node (address,
 * layer, section), the confidence and what crosses the edge it was entered by, the edges out with what crosses
 * each and whether the run has taken it yet, our written explanation, and the call stack.
 *
 * @param node       the node, or empty when no node has run yet (step 0)
 * @param open       whether the node is still running at the cursor (else it is the one that just returned)
 * @param confidence the confidence of the edge the node was entered by ({@code HIGH}, {@code MED}), or
 *                   {@code entry} for a public entry
 */
public record Explanation(int step, String node, boolean open, String address, String layer, String section,
                          String confidence, Edge in, List<Edge> out, String text, List<String> stack, String lookIn) {
    /** An edge: the node at its other end, what crosses it, its confidence and path, and how often it was taken. */
    public record Edge(String other, String crosses, String confidence, String path, int taken) {
    }

    /** Nothing has run at step {@code step}. */
    public static Explanation none(int step) {
        return new Explanation(step, "", false, "", "", "", "", null, List.of(), "", List.of(), "");
    }

    public boolean empty() {
        return node.isEmpty();
    }

    /**
     * The explanation of the spine node at {@code j}'s cursor: the innermost node open there or, when the cursor sits
     * just after a node returned, that node; the edges' counts from the run's walk {@code trace} (journal thread).
     */
    public static Explanation at(Journal j, SpineTrace trace, SpineExplanations ex) {
        int step = j.position();
        Markers m = j.markers();
        List<String> stack = m.openNodes(step);
        String node;
        boolean open;
        int k = m.indexAt(step) - 1;
        Markers.Marker last = k >= 0 ? m.marker(k) : null;
        if (last != null && !last.enter()) {
            node = last.node();
            open = false;
        } else if (!stack.isEmpty()) {
            node = stack.get(stack.size() - 1);
            open = true;
        } else {
            return none(step);
        }
        return of(trace.spine(), ex, node, open, stack, step, trace.callsBefore(step));
    }

    /**
     * The explanation of {@code node} (what the view shows for a node selected elsewhere, with no run):
     * {@code taken} counts the calls by {@code caller->callee}.
     */
    public static Explanation of(Spine spine, SpineExplanations ex, String node, boolean open, List<String> stack,
                                 int step, Map<String, Integer> taken) {
        SpineNode n = spine.node(node).orElse(null);
        if (n == null) {
            return none(step);
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
        Edge in = inEdge == null ? null : edge(inEdge, inEdge.caller(), taken);
        List<Edge> out = new ArrayList<>();
        for (SpineEdge e : spine.edgesOut(node)) {
            out.add(edge(e, e.callee(), taken));
        }
        String confidence = inEdge != null ? inEdge.confidence().name() : n.entry() ? "entry" : "";
        return new Explanation(step, node, open, n.hasAddress() ? n.hexAddress() : "unknown", n.layer() + " — "
                + n.layer().object(), n.section().name(), confidence, in, out, ex.of(node).orElse(""), stack,
                n.lookIn());
    }

    private static Edge edge(SpineEdge e, String other, Map<String, Integer> taken) {
        return new Edge(other, e.crosses().isBlank() ? "—" : e.crosses(), e.confidence().name(),
                e.path().name().toLowerCase(Locale.ROOT), taken.getOrDefault(e.id(), 0));
    }
}
