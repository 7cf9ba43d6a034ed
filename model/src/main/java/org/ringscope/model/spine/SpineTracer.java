package org.ringscope.model.spine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The runtime's call stack, checked against the {@link Spine}. Each runtime function reports its entry and
 * exit; the tracer accepts an entry only if the spine has the edge it takes and otherwise throws an
 * {@link IllegalStateException} naming caller and callee. It counts the edges taken, reports those never
 * taken with their path, and tells its {@link SpineListener}s.
 *
 * <p>An entry of node {@code X} at depth {@code d} is accepted, in this order, when
 * <ol>
 *   <li>the frame on top of the stack is {@code P} and the spine has the CALL edge {@code P → X};</li>
 *   <li>the frame that last returned at depth {@code d} (under the same parent) is {@code S} and the spine has
 *       the SEQUENCE edge {@code S → X} (the §8 BUILD order, decision 0550);</li>
 *   <li>{@code S} is {@code X} itself: a step repeated (add_instruction once per opcode), counted again on the
 *       edge that reached {@code S};</li>
 *   <li>the stack is empty and {@code X} is a public entry ({@code nrt_*}, {@code nrtucode_*}).</li>
 * </ol>
 * Use {@link #call(String)} with try-with-resources so a frame exits even when the function fails:
 *
 * <pre>{@code
 * try (SpineTracer.Frame f = tracer.call("kbl_model_add")) {
 *     ...
 * }
 * }</pre>
 *
 * Not thread-safe: the emulator runs every path, the async worker included, on one thread.
 */
public final class SpineTracer {
    private final Spine spine;
    private final List<SpineListener> listeners = new CopyOnWriteArrayList<>();
    private final List<SpineNode> stack = new ArrayList<>();
    private final List<SpineEdge> vias = new ArrayList<>();
    /** Per depth: the node that last returned there, and the edge that had reached it. */
    private final List<SpineNode> lastExited = new ArrayList<>();
    private final List<SpineEdge> lastExitedVia = new ArrayList<>();
    private final Map<String, long[]> visits = new HashMap<>();

    public SpineTracer(Spine spine) {
        this.spine = spine;
    }

    /** A tracer over {@link Spine#load()}. */
    public SpineTracer() {
        this(Spine.load());
    }

    public Spine spine() {
        return spine;
    }

    public void addListener(SpineListener l) {
        listeners.add(l);
    }

    public void removeListener(SpineListener l) {
        listeners.remove(l);
    }

    /** An open frame; {@link #close()} reports the exit. */
    public final class Frame implements AutoCloseable {
        private final SpineNode node;
        private final int depth;
        private boolean closed;

        private Frame(SpineNode node, int depth) {
            this.node = node;
            this.depth = depth;
        }

        public SpineNode node() {
            return node;
        }

        public int depth() {
            return depth;
        }

        @Override
        public void close() {
            if (!closed) {
                closed = true;
                exit(node.name());
            }
        }
    }

    /** {@link #enter} and a frame whose {@code close} exits. */
    public Frame call(String name) {
        enter(name);
        int depth = stack.size() - 1;
        return new Frame(stack.get(depth), depth);
    }

    /**
     * Reports the entry of {@code name}.
     *
     * @return the edge taken, or {@code null} for a public entry entered with no caller
     * @throws IllegalStateException when the spine has no such node, or no edge that allows the call here
     */
    public SpineEdge enter(String name) {
        return enter(name, null);
    }

    /**
     * Reports the entry of {@code name} through call site {@code site} ({@code null}: the edge's only one): the edge
     * taken must list {@code site} among its {@link SpineEdge#sites()}.
     *
     * @throws IllegalStateException as {@link #enter(String)}, or when the edge has no such call site
     */
    public SpineEdge enter(String name, String site) {
        int depth = stack.size();
        SpineNode parent = depth == 0 ? null : stack.get(depth - 1);
        SpineNode prev = depth < lastExited.size() ? lastExited.get(depth) : null;
        SpineNode node = spine.node(name).orElseThrow(() -> new IllegalStateException(
                "spine: " + describe(parent, prev) + " → " + name + ": " + name + " is not a spine node"));
        SpineEdge via = null;
        boolean ok = false;
        if (parent != null) {
            via = spine.edge(parent.name(), name).filter(e -> e.kind() == SpineEdge.Kind.CALL).orElse(null);
            ok = via != null;
        }
        if (!ok && prev != null) {
            via = spine.edge(prev.name(), name).filter(e -> e.kind() == SpineEdge.Kind.SEQUENCE).orElse(null);
            ok = via != null;
            if (!ok && prev == node) {
                via = lastExitedVia.get(depth);
                ok = true;
            }
        }
        if (!ok && parent == null && node.entry()) {
            ok = true;
        }
        if (!ok) {
            throw new IllegalStateException("spine: the edge " + describe(parent, prev) + " → " + name
                    + " is not in the spine" + (parent == null && !node.entry() ? " (" + name + " is not a public entry)" : "")
                    + "; stack " + stackNames());
        }
        if (site != null && (via == null || via.siteIndex(site) < 0)) {
            throw new IllegalStateException("spine: " + describe(parent, prev) + " → " + name + " at " + site
                    + ": not a call site of " + (via == null ? "an entry" : via.id() + " " + via.sites()));
        }
        stack.add(node);
        vias.add(via);
        while (lastExited.size() <= depth + 1) {
            lastExited.add(null);
            lastExitedVia.add(null);
        }
        lastExited.set(depth + 1, null);
        lastExitedVia.set(depth + 1, null);
        if (via != null) {
            visits.computeIfAbsent(via.id(), k -> new long[1])[0]++;
            if (site != null) {
                visits.computeIfAbsent(via.id() + "@" + site, k -> new long[1])[0]++;
            }
        }
        for (SpineListener l : listeners) {
            l.onEnter(node, via, depth, site);
        }
        return via;
    }

    private static String describe(SpineNode parent, SpineNode prev) {
        if (parent != null) {
            return parent.name();
        }
        return prev != null ? prev.name() + " (previous step)" : "<no caller>";
    }

    /**
     * Reports the exit of {@code name}, which must be the frame on top of the stack.
     *
     * @throws IllegalStateException when it is not
     */
    public void exit(String name) {
        int depth = stack.size() - 1;
        if (depth < 0 || !stack.get(depth).name().equals(name)) {
            throw new IllegalStateException("spine: exit of " + name + " but the stack is " + stackNames());
        }
        SpineNode node = stack.remove(depth);
        SpineEdge via = vias.remove(depth);
        lastExited.set(depth, node);
        lastExitedVia.set(depth, via);
        for (SpineListener l : listeners) {
            l.onExit(node, depth);
        }
    }

    /** Frames open now. */
    public int depth() {
        return stack.size();
    }

    /** The open frames, outermost first. */
    public List<String> stackNames() {
        return stack.stream().map(SpineNode::name).toList();
    }

    /** The innermost open frame. */
    public Optional<SpineNode> current() {
        return stack.isEmpty() ? Optional.empty() : Optional.of(stack.get(stack.size() - 1));
    }

    /** How many times {@code edge} was taken. */
    public long visits(SpineEdge edge) {
        long[] v = visits.get(edge.id());
        return v == null ? 0 : v[0];
    }

    /** How many times {@code edge} was taken through call site {@code site}. */
    public long visits(SpineEdge edge, String site) {
        long[] v = visits.get(edge.id() + "@" + site);
        return v == null ? 0 : v[0];
    }

    public boolean visited(String caller, String callee) {
        return visits.containsKey(caller + "->" + callee);
    }

    /** The edges taken at least once, in spine order. */
    public List<SpineEdge> visitedEdges() {
        return spine.edges().stream().filter(e -> visits.containsKey(e.id())).toList();
    }

    /** The edges never taken, in spine order; each carries its path. */
    public List<SpineEdge> unvisitedEdges() {
        return spine.edges().stream().filter(e -> !visits.containsKey(e.id())).toList();
    }

    /** The edges of {@code path} never taken. */
    public List<SpineEdge> unvisitedEdges(SpineEdge.Path path) {
        return unvisitedEdges().stream().filter(e -> e.path() == path).toList();
    }

    /** Forgets the visits (the stack is kept). */
    public void clearVisits() {
        visits.clear();
    }
}
