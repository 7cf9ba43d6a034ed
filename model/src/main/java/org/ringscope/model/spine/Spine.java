package org.ringscope.model.spine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The runtime call-graph spine as data (docs/reference/load-path.md, "Runtime End-to-End Call-Graph Spine"): every node from the
 * public {@code nrt_*} / {@code nrtucode_*} entries to the doorbell and every edge between them, loaded from
 * the resource {@code org/ringscope/model/spine/spine.json} (decision 0550).
 *
 * <p>Loading validates the graph: node names are unique, every edge's endpoints are nodes, no edge is
 * listed twice, and every node is an entry or reached by an edge. The runtime emits its calls through a
 * {@link SpineTracer}, which rejects any edge that is not here.
 */
public final class Spine {
    /** The resource path of the spine. */
    public static final String RESOURCE = "/org/ringscope/model/spine/spine.json";

    private static volatile Spine loaded;

    private final Map<String, SpineNode> nodes;
    private final List<SpineEdge> edges;
    private final Map<String, SpineEdge> byId;
    private final Map<String, List<SpineEdge>> out;
    private final Map<String, List<SpineEdge>> in;

    private Spine(List<SpineNode> nodeList, List<SpineEdge> edgeList) {
        Map<String, SpineNode> n = new LinkedHashMap<>();
        for (SpineNode node : nodeList) {
            if (n.put(node.name(), node) != null) {
                throw new IllegalArgumentException("spine: node " + node.name() + " is listed twice");
            }
        }
        Map<String, SpineEdge> ids = new HashMap<>();
        Map<String, List<SpineEdge>> o = new HashMap<>();
        Map<String, List<SpineEdge>> i = new HashMap<>();
        for (SpineEdge e : edgeList) {
            for (String end : new String[] {e.caller(), e.callee()}) {
                if (!n.containsKey(end)) {
                    throw new IllegalArgumentException("spine: edge " + e.id() + " names " + end + ", which is not a node");
                }
            }
            if (ids.put(e.id(), e) != null) {
                throw new IllegalArgumentException("spine: edge " + e.id() + " is listed twice");
            }
            o.computeIfAbsent(e.caller(), k -> new ArrayList<>()).add(e);
            i.computeIfAbsent(e.callee(), k -> new ArrayList<>()).add(e);
        }
        for (SpineNode node : n.values()) {
            if (!node.entry() && !i.containsKey(node.name())) {
                throw new IllegalArgumentException("spine: node " + node.name() + " is neither an entry nor reached by an edge");
            }
        }
        this.nodes = Collections.unmodifiableMap(n);
        this.edges = List.copyOf(edgeList);
        this.byId = ids;
        o.replaceAll((k, v) -> List.copyOf(v));
        i.replaceAll((k, v) -> List.copyOf(v));
        this.out = o;
        this.in = i;
    }

    /** The spine of the resource, parsed once. */
    public static Spine load() {
        Spine s = loaded;
        if (s == null) {
            synchronized (Spine.class) {
                s = loaded;
                if (s == null) {
                    try (InputStream is = Spine.class.getResourceAsStream(RESOURCE)) {
                        if (is == null) {
                            throw new IllegalStateException("spine resource " + RESOURCE + " is missing");
                        }
                        s = parse(is);
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot read " + RESOURCE, e);
                    }
                    loaded = s;
                }
            }
        }
        return s;
    }

    /** Parses and validates a spine JSON ({@code nodes}, {@code edges}) as the resource is written. */
    public static Spine parse(InputStream json) throws IOException {
        JsonNode root = new ObjectMapper().readTree(json);
        List<SpineNode> nodeList = new ArrayList<>();
        for (JsonNode n : array(root, "nodes")) {
            String addr = text(n, "address");
            nodeList.add(new SpineNode(text(n, "name"), addr.isEmpty() ? SpineNode.NO_ADDRESS : Long.decode(addr),
                    Layer.valueOf(text(n, "layer")), Section.valueOf(text(n, "section")), n.path("entry").asBoolean(false),
                    text(n, "note")));
        }
        List<SpineEdge> edgeList = new ArrayList<>();
        for (JsonNode e : array(root, "edges")) {
            String kind = text(e, "kind");
            edgeList.add(new SpineEdge(text(e, "caller"), text(e, "callee"),
                    kind.isEmpty() ? SpineEdge.Kind.CALL : upper(SpineEdge.Kind.class, kind), text(e, "crosses"),
                    upper(SpineEdge.Confidence.class, text(e, "confidence")), upper(SpineEdge.Path.class, text(e, "path")),
                    text(e, "note"), text(e, "callSite"), sites(e)));
        }
        return new Spine(nodeList, edgeList);
    }

    private static List<CallSite> sites(JsonNode edge) {
        JsonNode a = edge.get("callSites");
        if (a == null) {
            return List.of();
        }
        List<CallSite> out = new ArrayList<>();
        for (JsonNode s : array(edge, "callSites")) {
            out.add(new CallSite(text(s, "address"), text(s, "what")));
        }
        return out;
    }

    private static Iterable<JsonNode> array(JsonNode root, String key) {
        JsonNode a = root.get(key);
        if (a == null || !a.isArray()) {
            throw new IllegalArgumentException("spine: '" + key + "' must be a list");
        }
        return a;
    }

    private static String text(JsonNode n, String key) {
        JsonNode v = n.get(key);
        return v == null || v.isNull() ? "" : v.asText();
    }

    private static <E extends Enum<E>> E upper(Class<E> type, String v) {
        return Enum.valueOf(type, v.toUpperCase(Locale.ROOT));
    }

    /** Every node, in the resource's order (by section). */
    public List<SpineNode> nodes() {
        return List.copyOf(nodes.values());
    }

    /** Every edge, in the resource's order. */
    public List<SpineEdge> edges() {
        return edges;
    }

    public Optional<SpineNode> node(String name) {
        return Optional.ofNullable(nodes.get(name));
    }

    /** The node {@code name}; an {@link IllegalArgumentException} naming it when the spine has none. */
    public SpineNode requireNode(String name) {
        SpineNode n = nodes.get(name);
        if (n == null) {
            throw new IllegalArgumentException("spine has no node " + name);
        }
        return n;
    }

    public Optional<SpineEdge> edge(String caller, String callee) {
        return Optional.ofNullable(byId.get(caller + "->" + callee));
    }

    /** The edges leaving {@code name} (its callees, and the steps that follow it). */
    public List<SpineEdge> edgesOut(String name) {
        return out.getOrDefault(name, List.of());
    }

    /** The edges reaching {@code name}. */
    public List<SpineEdge> edgesIn(String name) {
        return in.getOrDefault(name, List.of());
    }

    public List<SpineEdge> edges(SpineEdge.Path path) {
        return edges.stream().filter(e -> e.path() == path).toList();
    }

    /** The error and unwind edges leaving {@code name}: what a failure injected there may take. */
    public List<SpineEdge> errorEdgesOut(String name) {
        return edgesOut(name).stream().filter(e -> e.path() == SpineEdge.Path.ERROR).toList();
    }

    public List<SpineNode> nodes(Section section) {
        return nodes.values().stream().filter(n -> n.section() == section).toList();
    }

    /** The public entries: nodes that may be entered with no caller on the spine. */
    public List<SpineNode> entries() {
        return nodes.values().stream().filter(SpineNode::entry).toList();
    }

    /** Edge counts by path. */
    public Map<SpineEdge.Path, Integer> countsByPath() {
        Map<SpineEdge.Path, Integer> m = new EnumMap<>(SpineEdge.Path.class);
        for (SpineEdge.Path p : SpineEdge.Path.values()) {
            m.put(p, 0);
        }
        edges.forEach(e -> m.merge(e.path(), 1, Integer::sum));
        return m;
    }

    @Override
    public String toString() {
        return "spine: " + nodes.size() + " nodes, " + edges.size() + " edges " + countsByPath();
    }
}
