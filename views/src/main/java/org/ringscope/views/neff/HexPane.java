package org.ringscope.views.neff;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ringscope.views.Tables;

/** A member that is neither JSON nor an instruction stream: a bounded hex preview, 16 bytes a row. */
final class HexPane {
    private final TableView<Integer> table = new TableView<>();
    private final Label summary = new Label();
    private final BorderPane root = new BorderPane();
    private HexModel model;

    HexPane() {
        table.setId("neff-hex-table");
        table.setAccessibleText("Hex");
        table.setFixedCellSize(24);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Tables.column("Offset", 110, (Integer r) -> model.offset(r), "mono", "num"));
        table.getColumns().add(Tables.column("Hex", 440, (Integer r) -> model.hex(r), "mono"));
        table.getColumns().add(Tables.column("ASCII", 170, (Integer r) -> model.ascii(r), "mono", "dim"));
        table.getColumns().forEach(c -> c.setSortable(false));
        Tables.enableCopy(table);
        summary.getStyleClass().add("dim");
        VBox top = new VBox(summary);
        top.getStyleClass().add("pane-header");
        root.setTop(top);
        root.setCenter(table);
    }

    Node node() {
        return root;
    }

    TableView<Integer> table() {
        return table;
    }

    void show(HexModel m) {
        this.model = m;
        summary.setText(m.summary());
        table.setItems(Tables.indexRows(m.rowCount()));
        table.scrollTo(0);
    }
}
