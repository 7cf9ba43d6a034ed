package org.ringscope.views.descriptor;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Tables;
import org.ringscope.views.fx.Fx;

/** The inspector's field tree (Wireshark's details pane): a virtualized tree table of {@link FieldNode}s. */
final class FieldTree {
    private static final PseudoClass GROUP = PseudoClass.getPseudoClass("field-group");
    private static final PseudoClass SET = PseudoClass.getPseudoClass("field-set");
    private static final PseudoClass ODD = PseudoClass.getPseudoClass("field-odd");

    private final TreeTableView<FieldNode> tree = new TreeTableView<>();

    FieldTree(Consumer<FieldNode> onSelect) {
        tree.setId("desc-field-tree");
        tree.setAccessibleText("Descriptor fields");
        tree.getStyleClass().add("field-tree");
        tree.setShowRoot(false);
        Label none = new Label("No descriptor to decode.");
        none.getStyleClass().add("placeholder");
        tree.setPlaceholder(none);
        tree.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        TreeTableColumn<FieldNode, String> name = column("Field", 150, f -> f.name(), "field-name");
        name.setMaxWidth(280);
        name.setMinWidth(136);
        TreeTableColumn<FieldNode, String> bitsCol = column("Bits", 56, FieldNode::bitRange, "mono", "dim", "num");
        bitsCol.setMaxWidth(90);
        bitsCol.setMinWidth(58);
        TreeTableColumn<FieldNode, String> value = column("Value", 170, FieldNode::text, "mono", "field-value");
        value.setMinWidth(100);
        ColumnFit.key(name);
        ColumnFit.key(value);
        value.setCellFactory(col -> new TreeTableCell<>() {
            @Override
            protected void updateItem(String s, boolean empty) {
                super.updateItem(s, empty);
                setText(empty ? null : s);
                // cut at the end: the number leads and stays whole; the whole text in the tooltip
                setTextOverrun(OverrunStyle.ELLIPSIS);
                setTooltip(empty || s == null || s.length() < 16 ? null : new Tooltip(s));
            }
        });
        tree.getColumns().add(Tables.scaled(name));
        tree.getColumns().add(Tables.scaled(value));
        tree.getColumns().add(Tables.scaled(bitsCol));
        tree.getColumns().forEach(c -> c.setSortable(false));
        ColumnFit.install(tree);
        tree.setRowFactory(t -> new TreeTableRow<>() {
            @Override
            protected void updateItem(FieldNode f, boolean empty) {
                super.updateItem(f, empty);
                boolean has = !empty && f != null;
                pseudoClassStateChanged(GROUP, has && f.group());
                pseudoClassStateChanged(SET, has && f.mark() == FieldNode.Mark.SET);
                pseudoClassStateChanged(ODD, has && f.mark() == FieldNode.Mark.ODD);
                setTooltip(has ? new Tooltip(f.name() + " · bits " + f.bitRange() + " · " + f.byteRange() + "\n" + f.note())
                        : null);
            }
        });
        tree.getSelectionModel().selectedItemProperty().addListener((o, was, now) ->
                onSelect.accept(now == null ? null : now.getValue()));
        // when the view moves (a side area to the centre) keep the chosen field in sight
        tree.heightProperty().addListener((o, was, now) -> Fx.later(() -> {
            TreeItem<FieldNode> sel = tree.getSelectionModel().getSelectedItem();
            if (sel != null) {
                reveal(sel);
            }
        }));
    }

    private static TreeTableColumn<FieldNode, String> column(String title, double width,
                                                           Function<FieldNode, String> text,
                                                           String... style) {
        TreeTableColumn<FieldNode, String> c = new TreeTableColumn<>(title);
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue().getValue() == null ? ""
                : text.apply(f.getValue().getValue())));
        c.setPrefWidth(width);
        c.getStyleClass().addAll(style);
        return c;
    }

    TreeTableView<FieldNode> control() {
        return tree;
    }

    void show(DescriptorFieldsModel m) {
        TreeItem<FieldNode> root = new TreeItem<>();
        for (FieldNode g : m.roots()) {
            TreeItem<FieldNode> gi = new TreeItem<>(g);
            g.children().forEach(c -> gi.getChildren().add(new TreeItem<>(c)));
            gi.setExpanded(true);
            root.getChildren().add(gi);
        }
        tree.setRoot(root);
    }

    void clear() {
        tree.setRoot(null);
    }

    Optional<FieldNode> selected() {
        TreeItem<FieldNode> i = tree.getSelectionModel().getSelectedItem();
        return Optional.ofNullable(i == null ? null : i.getValue());
    }

    /** Selects the field named {@code name} (a leaf or a group); false when there is none. */
    boolean select(String name) {
        if (tree.getRoot() == null) {
            return false;
        }
        for (TreeItem<FieldNode> g : tree.getRoot().getChildren()) {
            if (g.getValue().name().equals(name)) {
                g.setExpanded(true); // a word asked for by name shows its bits
                return reveal(g);
            }
            for (TreeItem<FieldNode> c : g.getChildren()) {
                if (c.getValue().name().equals(name)) {
                    g.setExpanded(true);
                    return reveal(c);
                }
            }
        }
        return false;
    }

    private boolean reveal(TreeItem<FieldNode> item) {
        tree.getSelectionModel().select(item);
        int row = tree.getRow(item);
        if (row >= 0) {
            tree.scrollTo(Math.max(0, row - 2));
        }
        return true;
    }
}
