package org.ringscope.model.spine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The walk over a run's markers as it stands after a prefix of them: the open nodes, the edges taken and how often,
 * each node's entries, each call site's — mutable, so a walk goes on from a kept one ({@link SpineTrace#at} keeps
 * one every {@link #STRIDE} markers and walks at most that many more, not every marker before the step).
 */
final class SpineWalk {
    /** Markers between two kept walks. */
    static final int STRIDE = 4096;

    /** Markers walked. */
    int walked;
    private final List<String> stack;
    private final BitSet visited;
    private final int[] edgeVisits;
    private final Map<String, Integer> nodeVisits;
    private final Map<String, Integer> siteVisits;
    private int last;

    /** No marker walked, over a spine of {@code edges} edges. */
    SpineWalk(int edges) {
        this(0, new ArrayList<>(), new BitSet(), new int[edges], new HashMap<>(), new HashMap<>(), -1);
    }

    private SpineWalk(int walked, List<String> stack, BitSet visited, int[] edgeVisits, Map<String, Integer> nodeVisits,
            Map<String, Integer> siteVisits, int last) {
        this.walked = walked;
        this.stack = stack;
        this.visited = visited;
        this.edgeVisits = edgeVisits;
        this.nodeVisits = nodeVisits;
        this.siteVisits = siteVisits;
        this.last = last;
    }

    /** A walk of its own that goes on from here. */
    SpineWalk copy() {
        return new SpineWalk(walked, new ArrayList<>(stack), (BitSet) visited.clone(), edgeVisits.clone(),
                new HashMap<>(nodeVisits), new HashMap<>(siteVisits), last);
    }

    /** Walks marker {@code walked}: an entry of {@code node} through {@code edge} (-1: none) and {@code site}, or an exit. */
    void step(boolean enter, String node, int edge, String site) {
        if (enter) {
            stack.add(node);
            nodeVisits.merge(node, 1, Integer::sum);
            if (edge >= 0) {
                visited.set(edge);
                edgeVisits[edge]++;
                last = edge;
                if (site != null) {
                    siteVisits.merge(edge + "@" + site, 1, Integer::sum);
                }
            }
        } else if (!stack.isEmpty()) {
            stack.remove(stack.size() - 1);
        }
        walked++;
    }

    /** The state at {@code step} (the walk holds the markers before it), its own copy. */
    SpineTrace.State state(int step) {
        return new SpineTrace.State(step, List.copyOf(stack), (BitSet) visited.clone(), edgeVisits.clone(),
                Map.copyOf(nodeVisits), last, Map.copyOf(siteVisits));
    }

    /** Bytes a kept walk holds, roughly. */
    long bytes() {
        return 64L + 16L * stack.size() + visited.size() / 8 + 4L * edgeVisits.length
                + 48L * (nodeVisits.size() + siteVisits.size());
    }
}
