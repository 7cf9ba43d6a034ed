package org.ringscope.views.neff;

import java.util.function.IntFunction;
import java.util.function.ObjIntConsumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.views.Tables;

/**
 * An instruction stream as a virtualized table of 64-byte slots (slot, offset, instruction, opcode, name,
 * detail, first bytes). Extension slots are drawn attached to the instruction above them; DMA triggers are
 * marked and double-clicking one opens its DMA entry. Below the table, all 64 bytes of the selected slot.
 */
final class SlotTablePane {
    static final PseudoClass EXTENSION = PseudoClass.getPseudoClass("extension");
    static final PseudoClass PSEUDO = PseudoClass.getPseudoClass("pseudo-op");
    static final PseudoClass TRIGGER = PseudoClass.getPseudoClass("trigger");

    private final TableView<Integer> table = new TableView<>();
    private final Label summary = new Label();
    private final TextArea dump = new TextArea();
    private final BorderPane root = new BorderPane();
    private SlotTableModel model;
    private ObjIntConsumer<EngineProgram> onOpenDma = (p, id) -> { };

    SlotTablePane() {
        table.setId("neff-slot-table");
        table.setAccessibleText("Instruction slots");
        table.setFixedCellSize(26);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(fixed(col("Slot", 64, s -> Integer.toString(s), "mono", "num")));
        table.getColumns().add(fixed(col("Offset", 90, s -> model.offset(s), "mono", "num")));
        table.getColumns().add(fixed(col("Instr", 60, s -> model.instruction(s), "mono", "num")));
        table.getColumns().add(fixed(col("Opcode", 74, s -> model.opcode(s), "mono")));
        table.getColumns().add(fixed(col("Name", 190, s -> model.name(s), "op-name")));
        table.getColumns().add(fixed(col("Bytes 0–11", 290, s -> model.preview(s), "mono", "bytes")));
        table.getColumns().add(Tables.scaled(col("Detail", 260, s -> model.detail(s), "dim")));
        table.setRowFactory(t -> {
            TableRow<Integer> row = new TableRow<>() {
                @Override
                protected void updateItem(Integer slot, boolean empty) {
                    super.updateItem(slot, empty);
                    boolean live = !empty && slot != null && model != null;
                    pseudoClassStateChanged(EXTENSION, live && model.extension(slot));
                    pseudoClassStateChanged(PSEUDO, live && model.pseudo(slot));
                    pseudoClassStateChanged(TRIGGER, live && model.trigger(slot));
                }
            };
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    openDma(row.getItem());
                }
            });
            return row;
        });
        table.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> showDump(now));
        Tables.enableCopy(table);
        org.ringscope.views.ColumnFit.install(table);

        dump.setEditable(false);
        dump.setId("neff-slot-dump");
        dump.getStyleClass().addAll("mono", "slot-dump");
        dump.setPrefRowCount(5);
        SplitPane split = new SplitPane(table, dump);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.78);
        SplitPane.setResizableWithParent(dump, false);
        summary.getStyleClass().add("dim");
        VBox top = new VBox(summary);
        top.getStyleClass().add("pane-header");
        root.setTop(top);
        root.setCenter(split);
    }

    Node node() {
        return root;
    }

    TableView<Integer> table() {
        return table;
    }

    void setOnOpenDma(ObjIntConsumer<EngineProgram> onOpenDma) {
        this.onOpenDma = onOpenDma;
    }

    void show(SlotTableModel m) {
        this.model = m;
        summary.setText(m.summary() + " · double-click a DMA trigger to open its entry");
        table.setItems(Tables.indexRows(m.rowCount()));
        table.scrollTo(0);
        if (m.rowCount() > 0) {
            table.getSelectionModel().clearAndSelect(0);
        } else {
            showDump(null);
        }
    }

    private void openDma(Integer slot) {
        if (slot != null && model != null) {
            model.triggeredEntry(slot).ifPresent(e -> onOpenDma.accept(model.program(), e.id()));
        }
    }

    private void showDump(Integer slot) {
        dump.setText(slot == null || model == null ? "" : model.describe(slot) + "\n\n" + model.dump(slot));
    }

    private static TableColumn<Integer, String> fixed(TableColumn<Integer, String> c) {
        c.setMinWidth(c.getPrefWidth());
        return Tables.scaled(c);
    }

    private static TableColumn<Integer, String> col(String title, double width, IntFunction<String> text,
                                                    String... style) {
        TableColumn<Integer, String> c = new TableColumn<>(title);
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue() == null ? "" : text.apply(f.getValue())));
        c.setCellFactory(x -> new Tables.TextCell<>());
        c.setPrefWidth(width);
        c.setSortable(false);
        c.getStyleClass().addAll(style);
        return c;
    }
}
