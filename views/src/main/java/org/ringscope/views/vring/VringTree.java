package org.ringscope.views.vring;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Format;
import org.ringscope.views.Revision;

/**
 * The left pane of the vring view: subgraph → vring set → vring → TX / RX half, each half with its descriptor
 * count; templates and per-execution builds are marked. Picking a half calls back with its key and direction.
 * Rebuilt from a {@link VringCatalog} at every step, keeping what was expanded and selected.
 */
final class VringTree {
    /** One node: a group (no key), a vring (key, no half) or a half. */
    record Node(String label, String detail, String key, Direction half, String style) {
        boolean isHalf() {
            return half != null;
        }
    }

    private final TreeView<Node> tree = new TreeView<>();
    private boolean applying;
    private List<VringCatalog.Row> shownRows;
    private String shownKey;
    private Direction shownHalf;
    /** The tree's items in {@link #flatten} order, and the detail each shows now (its node's, or a newer count). */
    private List<TreeItem<Node>> items = List.of();
    private final Map<TreeItem<Node>, String> details = new IdentityHashMap<>();
    private final Revision revision = new Revision();

    /** The least width of the tree: a queue set's queue name at its depth, and its count. */
    static final double MIN_WIDTH = 200;

    VringTree(BiConsumer<String, Direction> picked) {
        tree.setId("vring-tree");
        // a queue name (qDVESpillReload0_10) at its depth stays whole: a narrow centre gives the table less, not this
        tree.setMinWidth(MIN_WIDTH);
        tree.setShowRoot(false);
        tree.getStyleClass().add("vring-tree");
        tree.setCellFactory(t -> new Cell());
        tree.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (applying || now == null || now.getValue().key() == null) {
                return;
            }
            Node n = now.getValue();
            picked.accept(n.key(), n.isHalf() ? n.half() : Direction.TX);
        });
    }

    TreeView<Node> control() {
        return tree;
    }

    /**
     * Shows the catalog and selects {@code key}'s {@code half}. When only the counts moved (the same vrings, the same
     * half selected: another step) the tree is kept and the cells' detail text is updated in place — a new root would
     * rebuild every cell and its style.
     */
    void show(VringCatalog c, String key, Direction half) {
        if (c.rows().equals(shownRows) && Objects.equals(key, shownKey) && half == shownHalf) {
            return; // the same vrings at another step: keep the tree (and where the user scrolled it)
        }
        List<Node> nodes = new ArrayList<>();
        List<Boolean> open = new ArrayList<>();
        List<Integer> depth = new ArrayList<>();
        flatten(c, key, nodes, open, depth);
        boolean sameShape = Objects.equals(key, shownKey) && half == shownHalf && nodes.size() == items.size();
        for (int i = 0; sameShape && i < nodes.size(); i++) {
            Node was = items.get(i).getValue();
            Node now = nodes.get(i);
            sameShape = was.label().equals(now.label()) && Objects.equals(was.key(), now.key())
                    && was.half() == now.half() && was.style().equals(now.style());
        }
        shownRows = c.rows();
        if (sameShape) {
            for (int i = 0; i < nodes.size(); i++) {
                details.put(items.get(i), nodes.get(i).detail());
            }
            revision.bump();
            return;
        }
        shownKey = key;
        shownHalf = half;
        applying = true;
        try {
            TreeItem<Node> root = new TreeItem<>(new Node("vrings", "", null, null, "group"));
            TreeItem<Node> select = null;
            List<TreeItem<Node>> built = new ArrayList<>();
            List<TreeItem<Node>> parents = new ArrayList<>(List.of(root));
            for (int i = 0; i < nodes.size(); i++) {
                Node n = nodes.get(i);
                TreeItem<Node> t = item(n, open.get(i));
                int d = depth.get(i);
                parents.get(d).getChildren().add(t);
                if (parents.size() > d + 1) {
                    parents.set(d + 1, t);
                } else {
                    parents.add(t);
                }
                built.add(t);
                if (n.isHalf() && n.key().equals(key) && n.half() == half) {
                    select = t;
                }
            }
            items = built;
            details.clear();
            tree.setRoot(root);
            if (select != null) {
                tree.getSelectionModel().select(select);
                int row = tree.getRow(select);
                if (row >= 0) {
                    tree.scrollTo(Math.max(0, row - 3));
                }
            }
        } finally {
            applying = false;
        }
    }

    /** The tree's nodes in order (subgraph, set, vring, its halves), with whether each is expanded and its depth. */
    private static void flatten(VringCatalog c, String key, List<Node> nodes, List<Boolean> open, List<Integer> depth) {
        for (Map.Entry<String, Map<String, List<VringCatalog.Row>>> sg : c.groups().entrySet()) {
            add(nodes, open, depth, new Node(sg.getKey(), "", null, null, "group"), true, 0);
            for (Map.Entry<String, List<VringCatalog.Row>> set : sg.getValue().entrySet()) {
                VringCatalog.Row first = set.getValue().get(0);
                add(nodes, open, depth, new Node(set.getKey(), setDetail(first, set.getValue().size()), null, null, "set"),
                        true, 1);
                for (VringCatalog.Row r : set.getValue()) {
                    add(nodes, open, depth, new Node(r.name(), vringDetail(r), r.key(), null, "vring-" + r.kind()),
                            r.key().equals(key), 2);
                    for (Direction d : Direction.values()) {
                        add(nodes, open, depth, new Node(d.name(), Format.count(r.count(d))
                                + (r.template(d) ? " · template" : ""), r.key(), d, "half"), false, 3);
                    }
                }
            }
        }
    }

    private static void add(List<Node> nodes, List<Boolean> open, List<Integer> depth, Node n, boolean expanded, int d) {
        nodes.add(n);
        open.add(expanded);
        depth.add(d);
    }

    private static TreeItem<Node> item(Node n, boolean expanded) {
        TreeItem<Node> t = new TreeItem<>(n);
        t.setExpanded(expanded);
        return t;
    }

    private static String setDetail(VringCatalog.Row r, int vrings) {
        String what = switch (r.kind()) {
            case "instr" -> "instruction fetch";
            case "template", "dynamic" -> "templates";
            default -> "static";
        };
        return what + " · " + vrings + (vrings == 1 ? " vring" : " vrings");
    }

    static String vringDetail(VringCatalog.Row r) {
        return switch (r.kind()) {
            case "dynamic" -> "build @" + r.occurrence();
            case "template" -> "template";
            default -> Format.count(r.tx()) + " + " + Format.count(r.rx());
        };
    }

    private final class Cell extends TreeCell<Node> {
        private final Label name = new Label();
        private final Label detail = new Label();
        private final HBox box = new HBox(8, name, detail);
        private final Object again = revision.follow(() -> detail.setText(detailOf(getTreeItem())));
        private String style;

        Cell() {
            detail.getStyleClass().add("dim");
        }

        @Override
        protected void updateItem(Node n, boolean empty) {
            super.updateItem(n, empty);
            String want = empty || n == null ? null : "vt-" + n.style();
            if (!Objects.equals(want, style)) { // a style class changed only when it must: CSS is not free
                if (style != null) {
                    getStyleClass().remove(style);
                }
                if (want != null) {
                    getStyleClass().add(want);
                }
                style = want;
            }
            if (empty || n == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            name.setText(n.label());
            detail.setText(detailOf(getTreeItem()));
            setText(null);
            setGraphic(box);
        }
    }

    private String detailOf(TreeItem<Node> t) {
        if (t == null || t.getValue() == null) {
            return "";
        }
        String d = details.get(t);
        return d != null ? d : t.getValue().detail();
    }
}
