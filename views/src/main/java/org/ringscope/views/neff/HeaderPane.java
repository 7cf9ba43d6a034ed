package org.ringscope.views.neff;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Tables;

/**
 * The header tab: every field of the 1024-byte header (offset, type, value, note) in a table, then two
 * cards — the hash check and the container summary. A valid hash is green, a mismatch red.
 */
final class HeaderPane {
    static final PseudoClass GOOD = PseudoClass.getPseudoClass("good");
    static final PseudoClass BAD = PseudoClass.getPseudoClass("bad");
    private static final double ROW = 28;

    /** The tab's padding, the table's borders and the two vertical scroll bars (the tab's and the table's). */
    private static final double CHROME = 64;

    private final TableView<HeaderModel.Field> table = new TableView<>();
    private final TableColumn<HeaderModel.Field, String> field = ColumnFit.key(Tables.column("Field", 190,
            HeaderModel.Field::name, "mono"));
    private final TableColumn<HeaderModel.Field, String> value = ColumnFit.fill(ColumnFit.key(Tables.column(
            "Value", 420, HeaderModel.Field::value, "mono")));
    private final TableColumn<HeaderModel.Field, String> offset = ColumnFit.key(Tables.column("Offset", 80,
            HeaderModel.Field::offsetText, "mono", "num"));
    private final GridPane hashCard = card();
    private final GridPane containerCard = card();
    private final ScrollPane root;

    HeaderPane() {
        table.setId("neff-header-table");
        table.setAccessibleText("Header fields");
        table.getStyleClass().add("header-table");
        table.setFixedCellSize(ROW);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY); // the value fills; the rest scrolls
        // the value beside its name, the offset after it: the value takes the room the two leave (a long one is cut
        // in the middle, whole in its tooltip); the type and the note scroll into view
        table.getColumns().add(field);
        table.getColumns().add(value);
        table.getColumns().add(offset);
        table.getColumns().add(Tables.column("Type", 100, HeaderModel.Field::type, "mono", "dim"));
        table.getColumns().add(Tables.column("Note", 320, HeaderModel.Field::note, "dim"));
        table.getColumns().forEach(c -> c.setSortable(false));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(HeaderModel.Field f, boolean empty) {
                super.updateItem(f, empty);
                pseudoClassStateChanged(GOOD, !empty && f != null && f.status() == HeaderModel.Status.GOOD);
                pseudoClassStateChanged(BAD, !empty && f != null && f.status() == HeaderModel.Status.BAD);
            }
        });
        Tables.enableCopy(table);

        VBox hashBox = new VBox(6, sectionTitle("Hash check"), hashCard);
        VBox containerBox = new VBox(6, sectionTitle("Container"), containerCard);
        hashBox.getStyleClass().add("card");
        containerBox.getStyleClass().add("card");
        HBox.setHgrow(hashBox, Priority.ALWAYS);
        HBox.setHgrow(containerBox, Priority.ALWAYS);
        hashBox.setPrefWidth(520);
        containerBox.setPrefWidth(520);
        HBox cards = new HBox(16, hashBox, containerBox);

        VBox content = new VBox(10, sectionTitle("Header · 1024 bytes at offset 0x000, little-endian"), table, cards);
        content.getStyleClass().add("tab-content");
        root = new ScrollPane(content);
        root.setFitToWidth(true);
        root.getStyleClass().add("edge-to-edge");
    }

    Node node() {
        return root;
    }

    /**
     * The width the tab needs for a field's name, its value's least width and its offset side by side, whole (the
     * columns' widths are fitted to the rows).
     */
    DoubleBinding neededWidth() {
        return Bindings.createDoubleBinding(() -> field.getPrefWidth() + value.getMinWidth() + offset.getPrefWidth()
                + CHROME, field.prefWidthProperty(), value.minWidthProperty(), offset.prefWidthProperty());
    }

    TableView<HeaderModel.Field> table() {
        return table;
    }

    void show(HeaderModel m) {
        table.getItems().setAll(m.fields());
        table.setPrefHeight(ROW * m.fields().size() + 34);
        table.setMinHeight(table.getPrefHeight());
        fill(hashCard, m.hash());
        fill(containerCard, m.container());
    }

    void clear() {
        table.getItems().clear();
        hashCard.getChildren().clear();
        containerCard.getChildren().clear();
    }

    private static void fill(GridPane grid, List<HeaderModel.Property> props) {
        grid.getChildren().clear();
        for (int i = 0; i < props.size(); i++) {
            HeaderModel.Property p = props.get(i);
            Label name = new Label(p.name());
            name.getStyleClass().add("prop-name");
            Label value = new Label(p.value());
            value.getStyleClass().add("prop-value");
            value.setWrapText(true);
            value.pseudoClassStateChanged(GOOD, p.status() == HeaderModel.Status.GOOD);
            value.pseudoClassStateChanged(BAD, p.status() == HeaderModel.Status.BAD);
            grid.addRow(i, name, value);
        }
    }

    private static GridPane card() {
        GridPane g = new GridPane();
        g.setHgap(14);
        g.setVgap(6);
        ColumnConstraints names = new ColumnConstraints();
        names.setMinWidth(90);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        g.getColumnConstraints().addAll(names, values);
        return g;
    }

    static Label sectionTitle(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }
}
