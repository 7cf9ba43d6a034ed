package org.ringscope.views.neff;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.controlsfx.control.textfield.TextFields;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Format;

/**
 * The member tree: folders and members with sizes, a filter field, and a callback when a member is chosen.
 * A virtualized tree table: one tree item per tar member, never a node per byte.
 */
final class MemberTreePane {
    /** How narrow the list may get: the filter field and a few letters of a name. */
    private static final double MIN_WIDTH = 120;
    private final TreeTableView<MemberNode> tree = new TreeTableView<>();
    private final TextField filter = TextFields.createClearableTextField();
    private final Label count = new Label();
    private final BorderPane root = new BorderPane();
    private final ReadOnlyDoubleWrapper wanted = new ReadOnlyDoubleWrapper(this, "wantedWidth", 300);
    private final BooleanBinding roomy; // held: the tree's resize policy follows it
    private MemberNode model;
    private Consumer<MemberNode> onSelect = n -> { };

    MemberTreePane() {
        tree.setId("neff-member-tree");
        tree.setAccessibleText("Members");
        tree.setShowRoot(false);
        tree.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        TreeTableColumn<MemberNode, String> name = new TreeTableColumn<>("Member");
        name.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue().getValue().name()));
        name.setCellFactory(c -> new TreeTableCell<>() {
            {
                setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
            }

            @Override
            protected void updateItem(String s, boolean empty) {
                super.updateItem(s, empty);
                setText(empty ? null : s);
            }
        });
        name.setPrefWidth(260);
        ColumnFit.whole(name); // as wide as its longest name: a narrow list scrolls sideways instead of cutting one
        name.setSortable(false);
        TreeTableColumn<MemberNode, MemberNode> size = new TreeTableColumn<>("Size");
        size.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue().getValue()));
        size.setCellFactory(c -> new TreeTableCell<>() {
            @Override
            protected void updateItem(MemberNode n, boolean empty) {
                super.updateItem(n, empty);
                setText(empty || n == null ? null : Format.count(n.size()));
            }
        });
        size.getStyleClass().addAll("num", "mono");
        size.setPrefWidth(64); // sizes are short ("20,480"): the names get the room
        size.setMinWidth(56);
        size.setMaxWidth(100);
        size.setSortable(false);
        size.getProperties().put(ColumnFit.TEXT,
                (Function<Object, String>) n -> Format.count(((MemberNode) n).size()));
        tree.getColumns().add(name);
        tree.getColumns().add(size);
        ColumnFit.install(tree);
        root.setMinWidth(MIN_WIDTH);
        // as wide as its names want (the name column is sized to them), for the NEFF view's divider; narrower than
        // that, the sizes give way to the names (a row's tooltip and the member's own view still say its size) and
        // the names scroll sideways, whole
        wanted.bind(name.prefWidthProperty().add(size.prefWidthProperty()).add(24));
        roomy = root.widthProperty().greaterThanOrEqualTo(wanted).or(root.widthProperty()
                .lessThan(1));
        size.visibleProperty().bind(roomy);
        roomy.addListener((o, was, now) -> {
            tree.setColumnResizePolicy(now ? TreeTableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS
                    : TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
            if (!now) { // the constrained policy left the name narrower: back to its names' width
                double w = name.getPrefWidth();
                name.setPrefWidth(w + 1);
                name.setPrefWidth(w);
            }
        });
        tree.setRowFactory(t -> new TreeTableRow<>() {
            @Override
            protected void updateItem(MemberNode n, boolean empty) {
                super.updateItem(n, empty);
                getStyleClass().removeIf(s -> s.startsWith("kind-"));
                if (empty || n == null) {
                    setTooltip(null);
                    return;
                }
                getStyleClass().add("kind-" + n.kind().name().toLowerCase(Locale.ROOT));
                String tip = n.folder() ? n.path() + "\n" + n.fileCount() + " files, " + Format.bytes(n.size())
                        : n.path() + "\n" + Format.bytes(n.size()) + (n.role().isEmpty() ? "" : "\n" + n.role());
                setTooltip(new Tooltip(tip));
            }
        });
        tree.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null && now.getValue() != null && !now.getValue().folder()) {
                onSelect.accept(now.getValue());
            }
        });

        filter.setPromptText("Filter members");
        filter.setId("neff-member-filter");
        filter.textProperty().addListener((o, was, now) -> rebuild());
        count.getStyleClass().add("dim");
        count.setWrapText(true); // "74 members · 767.5 KiB (785,906 B) unpacked" on two lines in a narrow list
        VBox top = new VBox(6, filter, count);
        top.getStyleClass().add("pane-header");
        root.setTop(top);
        root.setCenter(tree);
        VBox.setVgrow(tree, Priority.ALWAYS);
        root.getStyleClass().add("member-tree");
    }

    Node node() {
        return root;
    }

    /** The width at which every name shows whole: the name column's width for its longest name, and the sizes. */
    ReadOnlyDoubleProperty wantedWidth() {
        return wanted.getReadOnlyProperty();
    }

    TreeTableView<MemberNode> tree() {
        return tree;
    }

    void setOnSelect(Consumer<MemberNode> onSelect) {
        this.onSelect = onSelect;
    }

    void show(MemberNode root) {
        this.model = root;
        filter.clear();
        rebuild();
    }

    /** Selects (and reveals) a member by path; false when the tree does not hold it. */
    boolean select(String path) {
        Optional<TreeItem<MemberNode>> item = find(tree.getRoot(), path);
        if (item.isEmpty() && !filter.getText().isEmpty()) {
            filter.clear();
            item = find(tree.getRoot(), path);
        }
        item.ifPresent(i -> {
            for (TreeItem<MemberNode> p = i.getParent(); p != null; p = p.getParent()) {
                p.setExpanded(true);
            }
            tree.getSelectionModel().select(i);
            int row = tree.getRow(i);
            if (row >= 0) {
                tree.scrollTo(Math.max(0, row - 3));
            }
        });
        return item.isPresent();
    }

    private void rebuild() {
        if (model == null) {
            tree.setRoot(null);
            count.setText("");
            return;
        }
        MemberNode shown = MemberTreeModel.filter(model, filter.getText());
        boolean expandAll = model.fileCount() <= 200 || !filter.getText().isBlank();
        tree.setRoot(item(shown, expandAll));
        count.setText(Format.count(model.fileCount()) + " members · " + Format.bytes(model.size()) + " unpacked");
    }

    private static TreeItem<MemberNode> item(MemberNode n, boolean expand) {
        TreeItem<MemberNode> it = new TreeItem<>(n);
        n.children().forEach(c -> it.getChildren().add(item(c, expand)));
        it.setExpanded(expand || n.path().isEmpty());
        return it;
    }

    private static Optional<TreeItem<MemberNode>> find(TreeItem<MemberNode> item, String path) {
        if (item == null) {
            return Optional.empty();
        }
        if (item.getValue() != null && item.getValue().path().equals(path)) {
            return Optional.of(item);
        }
        for (TreeItem<MemberNode> c : item.getChildren()) {
            Optional<TreeItem<MemberNode>> f = find(c, path);
            if (f.isPresent()) {
                return f;
            }
        }
        return Optional.empty();
    }
}
