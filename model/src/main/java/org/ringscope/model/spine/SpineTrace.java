package org.ringscope.model.spine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * The run's walk over the spine as an immutable snapshot (decision 0852): every marker of the journal (node
 * entry or return) with its record, and for an entry the spine edge it took — resolved as the runtime's
 * {@code SpineTracer} resolves it (the CALL edge from the caller, else the SEQUENCE edge from the step that
 * last returned at that depth, else that step repeated). Built once per run on the journal thread; the state
 * at any step ({@link #at}) is then computed from it off the journal thread.
 */
public final class SpineTrace {
    private final Spine spine;
    private final Map<String, Integer> edgeIndex = new HashMap<>();
    private final int[] record;
    private final String[] node;
    private final boolean[] enter;
    private final int[] edge;
    /** Per marker: the call site of an entry through an edge with several, else {@code null}. */
    private final String[] site;
    /** Per marker: for an entry inside another node, {@code caller->callee}, else {@code null}. */
    private final String[] call;
    private final int steps;
    /** The walk after every {@link SpineWalk#STRIDE} markers, made as far as a state was asked for. */
    private final List<SpineWalk> kept = new ArrayList<>();

    private SpineTrace(Spine spine, int n, int steps) {
        this.spine = spine;
        List<SpineEdge> es = spine.edges();
        for (int i = 0; i < es.size(); i++) {
            edgeIndex.put(es.get(i).id(), i);
        }
        this.record = new int[n];
        this.node = new String[n];
        this.enter = new boolean[n];
        this.edge = new int[n];
        this.site = new String[n];
        this.call = new String[n];
        this.steps = steps;
    }

    /**
     * Bytes the walk holds: a record, node, direction, edge, site and call a marker (strings are shared), and the
     * walks kept so far.
     */
    public long bytes() {
        long walks = 0;
        synchronized (this) {
            for (SpineWalk w : kept) {
                walks += w.bytes();
            }
        }
        return 6 * 16L + record.length * (4L + 4 + 1 + 4 + 4 + 4) + walks;
    }

    /** The walk of {@code j}'s markers (journal thread). */
    public static SpineTrace of(Journal j, Spine spine) {
        Markers m = j.markers();
        SpineTrace t = new SpineTrace(spine, m.count(), j.size());
        List<String> stack = new ArrayList<>();
        List<Integer> vias = new ArrayList<>();
        List<String> lastExited = new ArrayList<>();
        List<Integer> lastExitedVia = new ArrayList<>();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker mk = m.marker(k);
            t.record[k] = mk.record();
            t.node[k] = mk.node();
            t.enter[k] = mk.enter();
            t.edge[k] = -1;
            t.site[k] = mk.site();
            int depth = stack.size();
            if (mk.enter()) {
                String parent = depth == 0 ? null : stack.get(depth - 1);
                t.call[k] = parent == null ? null : parent + "->" + mk.node();
                String prev = depth < lastExited.size() ? lastExited.get(depth) : null;
                int via = parent == null ? -1 : t.edge(parent, mk.node(), SpineEdge.Kind.CALL);
                if (via < 0 && prev != null) {
                    via = t.edge(prev, mk.node(), SpineEdge.Kind.SEQUENCE);
                    if (via < 0 && prev.equals(mk.node())) {
                        via = lastExitedVia.get(depth);
                    }
                }
                t.edge[k] = via;
                stack.add(mk.node());
                vias.add(via);
                while (lastExited.size() <= depth + 1) {
                    lastExited.add(null);
                    lastExitedVia.add(-1);
                }
                lastExited.set(depth + 1, null);
                lastExitedVia.set(depth + 1, -1);
            } else if (depth > 0) {
                String n = stack.remove(depth - 1);
                int via = vias.remove(depth - 1);
                lastExited.set(depth - 1, n);
                lastExitedVia.set(depth - 1, via);
            }
        }
        return t;
    }

    private int edge(String caller, String callee, SpineEdge.Kind kind) {
        Optional<SpineEdge> e = spine.edge(caller, callee).filter(x -> x.kind() == kind);
        return e.map(x -> edgeIndex.get(x.id())).orElse(-1);
    }

    public Spine spine() {
        return spine;
    }

    /** Markers in the run. */
    public int markers() {
        return record.length;
    }

    /** The last step of the run. */
    public int steps() {
        return steps;
    }

    /** The first marker at or after {@code step}. */
    private int lowerBound(int step) {
        int lo = 0;
        int hi = record.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (record[mid] < step) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The walk's state at {@code step}: the markers of records {@code [0, step)} have happened. */
    public State at(int step) {
        int end = lowerBound(step);
        SpineWalk w = keptAtOrBefore(end).copy();
        walk(w, end);
        return w.state(step);
    }

    /** {@link #at} by a walk of every marker before {@code step} (tests compare the two). */
    State atByWalk(int step) {
        SpineWalk w = new SpineWalk(spine.edges().size());
        walk(w, lowerBound(step));
        return w.state(step);
    }

    private void walk(SpineWalk w, int end) {
        for (int k = w.walked; k < end; k++) {
            w.step(enter[k], node[k], edge[k], site[k]);
        }
    }

    /** The kept walk of the most markers, at most {@code end}: kept ones are made up to it on the first call. */
    private synchronized SpineWalk keptAtOrBefore(int end) {
        int c = end / SpineWalk.STRIDE;
        if (kept.isEmpty()) {
            kept.add(new SpineWalk(spine.edges().size()));
        }
        while (kept.size() <= c) {
            SpineWalk next = kept.get(kept.size() - 1).copy();
            walk(next, kept.size() * SpineWalk.STRIDE);
            kept.add(next);
        }
        return kept.get(c);
    }

    /**
     * How often each caller called each callee before {@code step}, by {@code caller->callee} (a {@link SpineEdge#id()}
     * when the spine has that edge): every entry inside another open node counts, whichever edge it resolved to.
     */
    public Map<String, Integer> callsBefore(int step) {
        Map<String, Integer> v = new HashMap<>();
        for (int k = 0, end = lowerBound(step); k < end; k++) {
            if (call[k] != null) {
                v.merge(call[k], 1, Integer::sum);
            }
        }
        return v;
    }

    /**
     * The node that wrote descriptor {@code d}: the innermost node open at the record that last wrote it in vring
     * {@code v} ({@code VringDomain.lastWriter}), or — with no vring resolved ({@code null}) — at the record that
     * appended it to the vring its location names (journal thread).
     */
    public Optional<String> authorOf(Journal j, Descriptor d, Vring v) {
        VringDomain vd = VringDomain.of(j);
        int r = v == null ? vd.appendRecordOf(d.half().vring().name(), d.half().direction(), d.index(), j.size())
                : vd.lastWriter(v, d.half().direction(), d.index(), j.size());
        return r < 0 ? Optional.empty() : authorOf(r);
    }

    /** The innermost node open while record {@code r} was written (the node that wrote it), if any. */
    public Optional<String> authorOf(int r) {
        List<String> stack = at(r).stack();
        return stack.isEmpty() ? Optional.empty() : Optional.of(stack.get(stack.size() - 1));
    }

    /**
     * "0x448e5c 4× (a straight copy …), 0x448e7d 1× (…), …": how the run took each call site of {@code e} by the
     * step of {@code s}, or empty for an edge with one call site.
     */
    public String sites(SpineEdge e, State s) {
        int i = indexOf(e);
        return String.join(", ", e.sites().stream().map(c -> c.address() + " " + s.siteVisits(i, c.address()) + "× ("
                + c.what() + ")").toList());
    }

    /** The edge index of {@code e}. */
    public int indexOf(SpineEdge e) {
        return edgeIndex.getOrDefault(e.id(), -1);
    }

    /**
     * The walk at one step.
     *
     * @param stack      the open nodes, outermost first
     * @param visited    the spine edges (by index in {@code Spine.edges()}) taken before the step
     * @param edgeVisits how often each edge was taken before the step
     * @param nodeVisits how often each node was entered before the step
     * @param lastEdge   the edge taken last, or -1
     * @param siteVisits how often each call site of an edge with several was taken ({@code "edge@site"})
     */
    public record State(int step, List<String> stack, BitSet visited, int[] edgeVisits, Map<String, Integer> nodeVisits,
                 int lastEdge, Map<String, Integer> siteVisits) {
        /** The innermost open node, if any. */
        public Optional<String> current() {
            return stack.isEmpty() ? Optional.empty() : Optional.of(stack.get(stack.size() - 1));
        }

        public int depth() {
            return stack.size() - 1;
        }

        /** How often edge {@code e} was taken before the step. */
        public int edgeVisits(int e) {
            return e >= 0 && e < edgeVisits.length ? edgeVisits[e] : 0;
        }

        public boolean visited(int edge) {
            return edge >= 0 && visited.get(edge);
        }

        public int visits(String node) {
            return nodeVisits.getOrDefault(node, 0);
        }

        /** How often edge {@code e} was taken through call site {@code site} before the step. */
        public int siteVisits(int e, String site) {
            return siteVisits.getOrDefault(e + "@" + site, 0);
        }

        public static State empty() {
            return new State(0, List.of(), new BitSet(), new int[0], Map.of(), -1, Map.of());
        }
    }
}
