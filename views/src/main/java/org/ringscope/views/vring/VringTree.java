package org.ringscope.views.vring;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import org.ringscope.model.udma.Direction;
import org.ringscope.views.Format;

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

    VringTree(BiConsumer<String, Direction> picked) {
        tree.setId("vring-tree");
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

    /** Shows the catalog and selects {@code key}'s {@code half}. */
    void show(VringCatalog c, String key, Direction half) {
        if (c.rows().equals(shownRows) && java.util.Objects.equals(key, shownKey) && half == shownHalf) {
            return; // the same vrings at another step: keep the tree (and where the user scrolled it)
        }
        shownRows = c.rows();
        shownKey = key;
        shownHalf = half;
        applying = true;
        try {
            TreeItem<Node> root = new TreeItem<>(new Node("vrings", "", null, null, "group"));
            TreeItem<Node> select = null;
            for (Map.Entry<String, Map<String, List<VringCatalog.Row>>> sg : c.groups().entrySet()) {
                TreeItem<Node> sgItem = item(new Node(sg.getKey(), "", null, null, "group"), true);
                root.getChildren().add(sgItem);
                for (Map.Entry<String, List<VringCatalog.Row>> set : sg.getValue().entrySet()) {
                    VringCatalog.Row first = set.getValue().get(0);
                    TreeItem<Node> setItem = item(new Node(set.getKey(), setDetail(first, set.getValue().size()), null,
                            null, "set"), true);
                    sgItem.getChildren().add(setItem);
                    for (VringCatalog.Row r : set.getValue()) {
                        TreeItem<Node> v = item(new Node(r.name(), vringDetail(r), r.key(), null, "vring-" + r.kind()),
                                r.key().equals(key));
                        setItem.getChildren().add(v);
                        for (Direction d : Direction.values()) {
                            TreeItem<Node> h = item(new Node(d.name(), Format.count(r.count(d))
                                    + (r.template(d) ? " · template" : ""), r.key(), d, "half"), false);
                            v.getChildren().add(h);
                            if (r.key().equals(key) && d == half) {
                                select = h;
                            }
                        }
                    }
                }
            }
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

    private static final class Cell extends TreeCell<Node> {
        private final Label name = new Label();
        private final Label detail = new Label();
        private final HBox box = new HBox(8, name, detail);

        Cell() {
            detail.getStyleClass().add("dim");
        }

        @Override
        protected void updateItem(Node n, boolean empty) {
            super.updateItem(n, empty);
            getStyleClass().removeIf(s -> s.startsWith("vt-"));
            if (empty || n == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            name.setText(n.label());
            detail.setText(n.detail());
            getStyleClass().add("vt-" + n.style());
            setText(null);
            setGraphic(box);
        }
    }
}
