package org.ringscope.views.neff;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.views.Format;
import org.ringscope.views.Tables;

/**
 * The DMA program tables: queue sets, variables and DMA entries (one row per description, with access
 * patterns and bytes), all filtered by one subgraph choice. Selecting a DMA row shows the whole entry below.
 */
final class ProgramTables {
    static final String ALL = "All subgraphs";
    static final PseudoClass CONTINUATION = PseudoClass.getPseudoClass("continuation");

    private final StringProperty subgraph = new SimpleStringProperty(ALL);
    private final ObservableList<String> choices = FXCollections.observableArrayList(ALL);
    private final TableView<ProgramModel.QueueRow> queues = new TableView<>();
    private final TableView<ProgramModel.VariableRow> variables = new TableView<>();
    private final TableView<ProgramModel.DmaRow> dma = new TableView<>();
    private final TextArea dmaDetail = new TextArea();
    private final Node queuesNode;
    private final Node variablesNode;
    private final Node dmaNode;
    private ProgramModel model;

    ProgramTables() {
        queues.setId("neff-queue-table");
        queues.setAccessibleText("Queue sets");
        queues.getColumns().addAll(List.of(
                Tables.column("Subgraph", 92, (ProgramModel.QueueRow r) -> r.subgraph()),
                Tables.column("Queue set", 180, r -> r.queue().name(), "mono"),
                Tables.column("Type", 90, r -> r.queue().type()),
                Tables.column("Queues", 86, r -> Integer.toString(r.queue().numQueues()), "num"),
                Tables.column("Owner", 86, r -> r.queue().owner()),
                Tables.column("Semaphores", 170, ProgramModel.QueueRow::semaphores, "mono"),
                Tables.column("Fabric", 76, r -> r.queue().fabricPath()),
                Tables.column("Instances", 160, r -> String.join(", ", r.queue().queueInstances()), "mono"),
                Tables.column("DMA entries", 116, r -> Format.count(r.entries()), "num"),
                Tables.column("Bytes", 110, r -> Format.count(r.bytes()), "num", "mono")));
        variables.setId("neff-variable-table");
        variables.setAccessibleText("Variables");
        variables.getColumns().addAll(List.of(
                Tables.column("Subgraph", 92, (ProgramModel.VariableRow r) -> r.subgraph()),
                Tables.column("Id", 50, r -> Integer.toString(r.var().varId()), "num", "mono"),
                Tables.column("Variable", 420, r -> r.var().name(), "mono"),
                Tables.column("Type", 110, r -> r.var().type()),
                Tables.column("Size", 110, ProgramModel.VariableRow::size, "num", "mono"),
                Tables.column("Align", 70, r -> r.var().alignment() == 0 ? "" : Long.toString(r.var().alignment()),
                        "num", "mono"),
                Tables.column("Detail", 260, ProgramModel.VariableRow::detail, "dim")));
        dma.setId("neff-dma-table");
        dma.setAccessibleText("DMA entries");
        dma.getColumns().addAll(List.of(
                entryCol("Subgraph", 92, ProgramModel.DmaRow::subgraph),
                entryCol("Engine", 92, r -> r.program().engine().displayName()),
                entryCol("Id", 50, r -> Integer.toString(r.entry().id()), "num", "mono"),
                entryCol("Queue", 150, r -> r.entry().queue(), "mono"),
                Tables.column("Desc", 52, ProgramModel.DmaRow::position, "num", "mono"),
                Tables.column("Op", 60, r -> r.desc().op()),
                Tables.column("Bytes", 90, r -> Format.count(r.bytes()), "num", "mono"),
                Tables.column("Type", 84, r -> ProgramModel.dtypes(r.desc())),
                Tables.column("From", 300,
                        r -> ProgramModel.patternShort(r.desc().from()), "mono"),
                Tables.column("To", 300, r -> ProgramModel.patternShort(r.desc().to()), "mono"),
                entryCol("Sem", 50, r -> r.entry().semaphore() < 0 ? "" : Integer.toString(r.entry().semaphore()),
                        "num", "mono"),
                entryCol("Event", 56, r -> r.entry().event() < 0 ? "" : Integer.toString(r.entry().event()),
                        "num", "mono"),
                entryCol("Comment", 200, r -> r.entry().comment(), "dim")));
        dma.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(ProgramModel.DmaRow r, boolean empty) {
                super.updateItem(r, empty);
                pseudoClassStateChanged(CONTINUATION, !empty && r != null && !r.first());
            }
        });
        for (TableView<?> t : List.of(queues, variables, dma)) {
            Tables.enableCopy(t);
            t.setPlaceholder(new Label("Nothing here in this NEFF"));
        }
        dma.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> dmaDetail.setText(
                now == null ? "" : entryText(now)));
        dmaDetail.setEditable(false);
        dmaDetail.setId("neff-dma-detail");
        dmaDetail.getStyleClass().add("mono");
        SplitPane dmaSplit = new SplitPane(dma, dmaDetail);
        dmaSplit.setOrientation(Orientation.VERTICAL);
        dmaSplit.setDividerPositions(0.75);
        SplitPane.setResizableWithParent(dmaDetail, false);
        queuesNode = withBar(queues, "queue sets (dma_queue)");
        variablesNode = withBar(variables, "variables (var)");
        dmaNode = withBar(dmaSplit, "DMA descriptions (engine dma lists)");
        subgraph.addListener((o, was, now) -> applyFilter());
    }

    Node queuesNode() {
        return queuesNode;
    }

    Node variablesNode() {
        return variablesNode;
    }

    Node dmaNode() {
        return dmaNode;
    }

    TableView<ProgramModel.DmaRow> dmaTable() {
        return dma;
    }

    TableView<ProgramModel.QueueRow> queueTable() {
        return queues;
    }

    TableView<ProgramModel.VariableRow> variableTable() {
        return variables;
    }

    StringProperty subgraphProperty() {
        return subgraph;
    }

    void show(ProgramModel m) {
        this.model = m;
        boolean several = m.subgraphs().size() > 1;
        for (TableView<?> t : List.of(queues, variables, dma)) {
            t.getColumns().get(0).setVisible(several);
        }
        choices.setAll(ALL);
        choices.addAll(m.subgraphs());
        subgraph.set(ALL);
        applyFilter();
        if (!dma.getItems().isEmpty()) {
            dma.getSelectionModel().clearAndSelect(0);
        }
    }

    /** Selects the first description of a DMA entry (from a trigger slot); false when it is not listed. */
    boolean selectDmaRow(int index) {
        if (model == null || index < 0) {
            return false;
        }
        subgraph.set(ALL);
        dma.getSelectionModel().clearAndSelect(index);
        dma.scrollTo(Math.max(0, index - 3));
        return true;
    }

    ProgramModel model() {
        return model;
    }

    private void applyFilter() {
        if (model == null) {
            return;
        }
        String sg = subgraph.get();
        queues.setItems(filtered(model.queues(), sg, ProgramModel.QueueRow::subgraph));
        variables.setItems(filtered(model.variables(), sg, ProgramModel.VariableRow::subgraph));
        dma.setItems(filtered(model.dma(), sg, ProgramModel.DmaRow::subgraph));
    }

    private static <T> ObservableList<T> filtered(List<T> rows, String sg, Function<T, String> of) {
        FilteredList<T> f = new FilteredList<>(FXCollections.observableList(rows));
        f.setPredicate(r -> ALL.equals(sg) || of.apply(r).equals(sg));
        return f;
    }

    private Node withBar(Node table, String what) {
        ComboBox<String> box = new ComboBox<>(choices);
        box.valueProperty().bindBidirectional(subgraph);
        Label count = new Label();
        count.getStyleClass().add("dim");
        TableView<?> t = table instanceof TableView<?> tv ? tv : dma;
        // an invalidation listener: a change listener misses empty → empty (two empty lists are equal)
        t.itemsProperty().addListener(obs -> count.setText(Format.count(t.getItems().size()) + " " + what));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label boxLabel = new Label("Subgraph");
        for (Node n : List.of(box, boxLabel)) {
            n.visibleProperty().bind(Bindings.size(choices).greaterThan(2));
            n.managedProperty().bind(n.visibleProperty());
        }
        HBox bar = new HBox(10, count, spacer, boxLabel, box);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("pane-header");
        BorderPane p = new BorderPane(table);
        p.setTop(bar);
        return p;
    }

    private static TableColumn<ProgramModel.DmaRow, String> entryCol(String title, double width,
            Function<ProgramModel.DmaRow, String> text, String... style) {
        return Tables.column(title, width, r -> r.first() ? text.apply(r) : "", style);
    }

    static String entryText(ProgramModel.DmaRow r) {
        DmaEntry e = r.entry();
        StringBuilder sb = new StringBuilder();
        sb.append(r.subgraph()).append(' ').append(r.program().jsonMember()).append(" · dma entry ").append(e.id())
                .append(" on queue ").append(e.queue());
        if (e.semaphore() >= 0) {
            sb.append(" · semaphore ").append(e.semaphore());
        }
        if (e.event() >= 0) {
            sb.append(" · event ").append(e.event());
        }
        sb.append(" · ").append(Format.count(e.totalBytes())).append(" B");
        if (!e.comment().isEmpty()) {
            sb.append("\n# ").append(e.comment());
        }
        for (int i = 0; i < e.descs().size(); i++) {
            DmaDesc d = e.descs().get(i);
            sb.append("\n\ndesc ").append(i + 1).append('/').append(e.descs().size()).append(": ").append(d.op())
                    .append(", ").append(Format.count(d.from().totalBytes())).append(" B");
            sb.append("\n  from ").append(ProgramModel.pattern(d.from()));
            sb.append("\n  to   ").append(ProgramModel.pattern(d.to()));
            for (Map.Entry<String, String> x : new TreeMap<>(d.extra()).entrySet()) {
                sb.append("\n  ").append(x.getKey()).append(" = ").append(x.getValue());
            }
        }
        return sb.toString();
    }
}
