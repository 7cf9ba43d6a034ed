package org.ringscope.views.neff;

import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.ObjIntConsumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Tables;

/**
 * An instruction stream as a virtualized table of 64-byte slots (slot, offset, instruction, opcode, name,
 * detail, first bytes). Extension slots are drawn attached to the instruction above them; DMA triggers are
 * marked and double-clicking one opens its DMA entry. Below the table, all 64 bytes of the selected slot, and for a
 * DGE slot (0xD4 and its 0xDA) its fields named, beside the word the load lowered it to when a run of the NEFF is
 * open ({@link DgeSlotModel}).
 */
final class SlotTablePane {
    static final PseudoClass EXTENSION = PseudoClass.getPseudoClass("extension");
    static final PseudoClass PSEUDO = PseudoClass.getPseudoClass("pseudo-op");
    static final PseudoClass TRIGGER = PseudoClass.getPseudoClass("trigger");

    private final TableView<Integer> table = new TableView<>();
    private final Label summary = new Label();
    private final TextArea dump = new TextArea();
    private final BorderPane root = new BorderPane();
    private final TableView<DgeSlotModel.Row> fields = new TableView<>();
    private final TableColumn<DgeSlotModel.Row, String> pseudoColumn = fieldCol("Pseudo (NEFF)", 230, DgeSlotModel.Row::pseudo);
    private final TableColumn<DgeSlotModel.Row, String> loweredColumn = fieldCol("Lowered", 230, DgeSlotModel.Row::lowered);
    private final Tab bytesTab = new Tab("Bytes");
    private final Tab fieldsTab = new Tab("DGE fields");
    private final TabPane detail = new TabPane(bytesTab, fieldsTab);
    private final SplitPane split;
    private SlotTableModel model;
    private ObjIntConsumer<EngineProgram> onOpenDma = (p, id) -> { };
    private BiFunction<String, Integer, Optional<InstructionPatch>> lowering = (m, s) -> Optional.empty();

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
        table.getColumns().add(fixed(col("Wait / update", 200, s -> model.sync(s), "mono")));
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
        ColumnFit.install(table);

        dump.setEditable(false);
        dump.setId("neff-slot-dump");
        dump.getStyleClass().addAll("mono", "slot-dump");
        dump.setPrefRowCount(5);
        fields.setId("neff-dge-fields");
        fields.setAccessibleText("DGE fields of the selected slot");
        fields.setFixedCellSize(24);
        fields.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        fields.getColumns().add(fieldCol("Off", 58, DgeSlotModel::offsetText, "mono", "num"));
        fields.getColumns().add(fieldCol("Field", 150, DgeSlotModel.Row::field, "mono"));
        pseudoColumn.getStyleClass().add("mono");
        loweredColumn.getStyleClass().add("mono");
        fields.getColumns().add(pseudoColumn);
        fields.getColumns().add(loweredColumn);
        fields.setPlaceholder(new Label("Not a DGE slot: select a PseudoDmaDirect2d (0xD4) or its extension (0xDA)."));
        Tables.enableCopy(fields);
        bytesTab.setContent(dump);
        fieldsTab.setContent(fields);
        bytesTab.setClosable(false);
        fieldsTab.setClosable(false);
        fieldsTab.setId("neff-dge-fields-tab");
        detail.setId("neff-slot-detail");
        split = new SplitPane(table, detail);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.78);
        SplitPane.setResizableWithParent(detail, false);
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

    TableView<DgeSlotModel.Row> fields() {
        return fields;
    }

    /** Where the lowered word of a slot comes from: (stream member, slot) → the load's patch, if a run is open. */
    void setLowering(BiFunction<String, Integer, Optional<InstructionPatch>> lowering) {
        this.lowering = lowering;
        showDump(table.getSelectionModel().getSelectedItem());
    }

    /** Selects and shows {@code slot}; false when the stream has no such slot. */
    boolean selectSlot(int slot) {
        if (model == null || slot < 0 || slot >= model.rowCount()) {
            return false;
        }
        table.getSelectionModel().clearAndSelect(slot);
        table.scrollTo(Math.max(0, slot - 3));
        return true;
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
        var stream = model == null ? null : model.program().instructions().orElse(null);
        if (slot == null || stream == null || !DgeSlotModel.dge(stream, slot)) {
            fields.getItems().clear();
            detail.getSelectionModel().select(bytesTab);
            split.setDividerPositions(0.78);
            return;
        }
        int owner = stream.isExtension(slot) ? stream.ownerSlot(slot) : slot;
        Optional<InstructionPatch> p = lowering.apply(stream.member(), owner);
        boolean ext = owner != slot;
        pseudoColumn.setText(String.format("Pseudo 0x%02X (NEFF)", stream.opcode(slot)));
        loweredColumn.setText(DgeSlotModel.loweredTitle(stream.opcode(slot), p, ext));
        fields.getItems().setAll(DgeSlotModel.rows(stream.slotBytes(slot), p));
        detail.getSelectionModel().select(fieldsTab);
        split.setDividerPositions(0.36);
    }

    private static TableColumn<DgeSlotModel.Row, String> fieldCol(String title, double width,
            Function<DgeSlotModel.Row, String> text, String... style) {
        TableColumn<DgeSlotModel.Row, String> c = new TableColumn<>(title);
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue() == null ? "" : text.apply(f.getValue())));
        c.setCellFactory(x -> new Tables.TextCell<>());
        c.setPrefWidth(width);
        c.setSortable(false);
        c.getStyleClass().addAll(style);
        return Tables.scaled(c);
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
