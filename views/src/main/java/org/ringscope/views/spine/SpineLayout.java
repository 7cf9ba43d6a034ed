package org.ringscope.views.spine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.spine.Section;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineNode;

/**
 * Where every spine node sits (decision 0852): one horizontal band per {@link Section}, top to bottom in
 * the spine's order, laid out in one of two ways. {@link Mode#GRAPH} (wide areas): a layered layout — a
 * node's column is the longest path to it over the band's own edges (cycles cut), its row within the column
 * ordered by the rows of its callers (two barycenter sweeps) so edges cross less; boxes as wide as their
 * column's longest name. {@link Mode#TREE} (narrow areas, the left dock): the band's call tree indented —
 * one node a row in depth-first order from the band's entries, the layer its depth in that tree — so names
 * stay readable at 1:1 in a few hundred pixels. Widths are estimated from the font size (no window needed).
 * World coordinates in pixels at zoom 1.
 */
final class SpineLayout {
    /** Pixels per character of the node font (12 px, proportional sans: a generous average). */
    static final double CHAR_W = 7.0;
    static final double BOX_H = 34;
    static final double ROW_GAP = 10;
    static final double COL_GAP = 46;
    static final double BAND_LABEL_W = 86;
    static final double BAND_PAD = 14;
    static final double BAND_GAP = 8;

    /** A node's box. */
    record Box(SpineNode node, int column, int row, double x, double y, double w, double h) {
        boolean contains(double px, double py) {
            return px >= x && px <= x + w && py >= y && py <= y + h;
        }

        boolean overlaps(Box o) {
            return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
        }

        double cx() {
            return x + w / 2;
        }

        double cy() {
            return y + h / 2;
        }
    }

    /** A section's band. */
    record Band(Section section, double y, double h, int nodes) {
    }

    /** How the bands are laid out. */
    enum Mode {
        /** Layers left to right (wide areas). */
        GRAPH,
        /** An indented call tree, one node a row (narrow areas). */
        TREE
    }

    static final double INDENT = 22;
    static final double TREE_HEADER = 26;

    private final Spine spine;
    private final Mode mode;
    private final Map<String, String> treeParent = new HashMap<>();
    private final Map<String, Box> boxes = new LinkedHashMap<>();
    private final List<Band> bands = new ArrayList<>();
    private double width;
    private double height;

    SpineLayout(Spine spine) {
        this(spine, Mode.GRAPH);
    }

    SpineLayout(Spine spine, Mode mode) {
        this.spine = spine;
        this.mode = mode;
        double y = 0;
        for (Section s : Section.values()) {
            List<SpineNode> ns = spine.nodes(s);
            if (ns.isEmpty()) {
                continue;
            }
            double h = mode == Mode.TREE ? layTree(ns, y) : layBand(s, ns, y);
            bands.add(new Band(s, y, h, ns.size()));
            y += h + BAND_GAP;
        }
        height = y - BAND_GAP;
    }

    private double layBand(Section s, List<SpineNode> ns, double top) {
        Map<String, Integer> rank = new HashMap<>();
        ns.forEach(n -> rank.put(n.name(), 0));
        List<SpineEdge> inner = spine.edges().stream().filter(e -> !e.caller().equals(e.callee())
                && rank.containsKey(e.caller()) && rank.containsKey(e.callee())).toList();
        for (int pass = 0; pass < ns.size(); pass++) { // longest path; a cycle stops growing at the band's size
            boolean changed = false;
            for (SpineEdge e : inner) {
                int r = rank.get(e.caller()) + 1;
                if (r > rank.get(e.callee()) && r < ns.size()) {
                    rank.put(e.callee(), r);
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
        int cols = rank.values().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        List<List<SpineNode>> columns = new ArrayList<>();
        for (int c = 0; c < cols; c++) {
            columns.add(new ArrayList<>());
        }
        ns.forEach(n -> columns.get(rank.get(n.name())).add(n));
        Map<String, Double> pos = new HashMap<>();
        order(columns, inner, pos);
        double x = BAND_LABEL_W;
        int rows = 0;
        for (List<SpineNode> col : columns) {
            double w = col.stream().mapToDouble(SpineLayout::boxWidth).max().orElse(60);
            for (int r = 0; r < col.size(); r++) {
                SpineNode n = col.get(r);
                boxes.put(n.name(), new Box(n, rank.get(n.name()), r, x, top + BAND_PAD + r * (BOX_H + ROW_GAP), w, BOX_H));
            }
            rows = Math.max(rows, col.size());
            x += w + COL_GAP;
        }
        width = Math.max(width, x - COL_GAP + BAND_PAD);
        return 2 * BAND_PAD + rows * (BOX_H + ROW_GAP) - ROW_GAP;
    }

    /** The band as an indented tree: depth-first from its nodes in spine order over the band's edges. */
    private double layTree(List<SpineNode> ns, double top) {
        Map<String, SpineNode> in = new LinkedHashMap<>();
        ns.forEach(n -> in.put(n.name(), n));
        Map<String, Boolean> reached = new HashMap<>();
        for (SpineEdge e : spine.edges()) {
            if (in.containsKey(e.caller()) && in.containsKey(e.callee()) && !e.caller().equals(e.callee())) {
                reached.put(e.callee(), true);
            }
        }
        List<SpineNode> roots = new ArrayList<>(ns.stream().filter(n -> !reached.containsKey(n.name())).toList());
        ns.stream().filter(n -> reached.containsKey(n.name())).forEach(roots::add); // cycles: the rest follow
        double[] y = {top + TREE_HEADER};
        int[] row = {0};
        for (SpineNode r : roots) {
            if (!boxes.containsKey(r.name())) {
                placeTree(r, 0, in, y, row);
            }
        }
        double maxX = boxes.values().stream().filter(b -> in.containsKey(b.node().name()))
                .mapToDouble(b -> b.x() + b.w()).max().orElse(0);
        width = Math.max(width, maxX + BAND_PAD);
        return y[0] - top + BAND_PAD - ROW_GAP;
    }

    private void placeTree(SpineNode n, int depth, Map<String, SpineNode> in, double[] y, int[] row) {
        boxes.put(n.name(), new Box(n, depth, row[0]++, BAND_PAD + depth * INDENT, y[0], boxWidth(n), BOX_H));
        y[0] += BOX_H + ROW_GAP;
        for (SpineEdge e : spine.edgesOut(n.name())) {
            SpineNode c = in.get(e.callee());
            if (c != null && !boxes.containsKey(c.name())) {
                treeParent.put(c.name(), n.name());
                placeTree(c, depth + 1, in, y, row);
            }
        }
    }

    Mode mode() {
        return mode;
    }

    /** Whether {@code e} is drawn as the tree's own connector (TREE mode: the edge that placed its callee). */
    boolean treeEdge(SpineEdge e) {
        return mode == Mode.TREE && e.caller().equals(treeParent.get(e.callee()));
    }

    /** Two barycenter sweeps: each column sorted by the mean row of its callers in the columns before. */
    private static void order(List<List<SpineNode>> columns, List<SpineEdge> inner, Map<String, Double> pos) {
        for (int sweep = 0; sweep < 2; sweep++) {
            for (List<SpineNode> col : columns) {
                Map<String, Double> key = new HashMap<>();
                for (int r = 0; r < col.size(); r++) {
                    SpineNode n = col.get(r);
                    double sum = 0;
                    int k = 0;
                    for (SpineEdge e : inner) {
                        if (e.callee().equals(n.name()) && pos.containsKey(e.caller())) {
                            sum += pos.get(e.caller());
                            k++;
                        }
                    }
                    key.put(n.name(), k == 0 ? r : sum / k + r * 1e-3);
                }
                col.sort(Comparator.comparingDouble(n -> key.get(n.name())));
                for (int r = 0; r < col.size(); r++) {
                    pos.put(col.get(r).name(), (double) r);
                }
            }
        }
    }

    /** The box width a node's name needs (its address line is shorter). */
    static double boxWidth(SpineNode n) {
        return Math.max(90, n.name().length() * CHAR_W + 20);
    }

    Spine spine() {
        return spine;
    }

    /** Every box, by node name, in the spine's order. */
    Map<String, Box> boxes() {
        return Collections.unmodifiableMap(boxes);
    }

    Optional<Box> box(String node) {
        return Optional.ofNullable(boxes.get(node));
    }

    List<Band> bands() {
        return List.copyOf(bands);
    }

    Optional<Band> band(Section s) {
        return bands.stream().filter(b -> b.section() == s).findFirst();
    }

    /** The node under a world point, if any. */
    Optional<SpineNode> nodeAt(double x, double y) {
        for (Box b : boxes.values()) {
            if (b.contains(x, y)) {
                return Optional.of(b.node());
            }
        }
        return Optional.empty();
    }

    double width() {
        return width;
    }

    double height() {
        return height;
    }

    Map<Section, Integer> nodesPerBand() {
        Map<Section, Integer> m = new EnumMap<>(Section.class);
        bands.forEach(b -> m.put(b.section(), b.nodes()));
        return m;
    }
}
