package org.ringscope.views.explain;

import java.util.List;

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
record Explanation(int step, String node, boolean open, String address, String layer, String section,
                   String confidence, Edge in, List<Edge> out, String text, List<String> stack, String lookIn) {
    /** An edge: the node at its other end, what crosses it, its confidence and path, and how often it was taken. */
    record Edge(String other, String crosses, String confidence, String path, int taken) {
    }

    /** Nothing has run at step {@code step}. */
    static Explanation none(int step) {
        return new Explanation(step, "", false, "", "", "", "", null, List.of(), "", List.of(), "");
    }

    boolean empty() {
        return node.isEmpty();
    }
}
