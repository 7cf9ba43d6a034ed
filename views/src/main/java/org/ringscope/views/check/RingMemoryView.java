package org.ringscope.views.check;

import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Format;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.PreflightSource;
import org.ringscope.views.session.SessionSource;

/**
 * The ring memory of the load on the pre-flight profile ({@link PreflightSource}): the bytes the driver charges for
 * the rings by category (IO, spill, collectives, runtime), each HBM pool's use against what is left after the
 * firmware carve-out, and the rings by queue set — queues, engines, largest ring, bytes and share. Double-click (or
 * Enter) a queue set to select its first queue's vring.
 */
public final class RingMemoryView extends WorkbenchView {
    private final ViewContext ctx;
    private final PreflightSource source;
    private final ComboBox<String> profile;
    private final Label verdict = new Label();
    private final GridPane bars = new GridPane();
    private final TableView<CheckReport.QueueSetFigure> table = new TableView<>();
    private final Label placeholder = new Label();
    private final BorderPane root = new BorderPane();
    private CheckReport report;

    public RingMemoryView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.RINGMEMORY, "Ring Memory");
        this.ctx = ctx;
        this.source = PreflightSource.of(sessions);
        this.profile = source.selector("ring-memory-profile");
        root.setId("ring-memory-view");
        root.getStyleClass().addAll("ring-memory-view", "ring-views");
        root.getStylesheets().add(RingViewsCss.URL);
        Label title = new Label("Ring Memory");
        title.getStyleClass().add("section-title");
        title.setMinWidth(Region.USE_PREF_SIZE);
        verdict.setId("ring-memory-verdict");
        verdict.getStyleClass().add("dim");
        verdict.setMinWidth(0);
        Label pl = new Label("Profile");
        pl.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox line = new HBox(10, title, verdict, spacer, pl, profile);
        line.setAlignment(Pos.CENTER_LEFT);
        line.getStyleClass().add("nav-bar");
        bars.setId("ring-memory-bars");
        bars.setHgap(10);
        bars.setVgap(4);
        bars.getStyleClass().add("ring-memory-bars");
        VBox head = new VBox(line, bars);
        head.getStyleClass().add("pane-header");
        buildTable();
        root.setTop(head);
        root.setCenter(table);
        listen(source.stateProperty(), (o, was, now) -> render(now));
        render(source.state());
    }

    private void buildTable() {
        table.setId("ring-memory-table");
        table.setAccessibleText("Rings by queue set");
        table.setFixedCellSize(24);
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        table.setPlaceholder(placeholder);
        // the numbers a reader came for first, beside the queue set's name; the rest scroll in
        table.getColumns().add(ColumnFit.key(Tables.column("queue set", 170,
                CheckReport.QueueSetFigure::queueSet, "mono")));
        table.getColumns().add(Tables.column("bytes", 110, q -> RingMemoryModel.size(q.bytes()), "num"));
        table.getColumns().add(Tables.column("share", 70, q -> report == null ? "" : RingMemoryModel.share(report, q),
                "num"));
        table.getColumns().add(Tables.column("queues", 60, q -> Format.count(q.queues()), "num"));
        table.getColumns().add(Tables.column("largest ring", 100, q -> Format.count(q.largest()), "num"));
        table.getColumns().add(Tables.column("engines", 70, CheckReport.QueueSetFigure::engines, "num"));
        table.getColumns().add(Tables.column("kind", 110, CheckReport.QueueSetFigure::kind));
        table.getColumns().add(Tables.column("category", 80, CheckReport.QueueSetFigure::category));
        table.getColumns().add(Tables.column("sg", 60, CheckReport.QueueSetFigure::subgraph, "mono"));
        Tables.onActivate(table, q -> ctx.selection().select(RingMemoryModel.location(q), this));
        Tables.enableCopy(table);
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return table;
    }

    /** The report shown, if any. */
    public Optional<CheckReport> shown() {
        return Optional.ofNullable(report);
    }

    @Override
    public void dispose() {
        profile.valueProperty().unbindBidirectional(source.profileProperty());
        super.dispose();
    }

    private void render(PreflightSource.State st) {
        Fx.assertFxThread();
        report = st.report();
        verdict.setText(st.summary());
        bars.getChildren().clear();
        if (report == null) {
            placeholder.setText(st.status());
            table.setItems(FXCollections.observableArrayList());
            return;
        }
        int row = 0;
        bars.add(heading("DMA rings by category (bytes the driver charges, page-rounded)"), 0, row++, 3, 1);
        for (RingMemoryModel.Bar b : RingMemoryModel.categories(report)) {
            addBar(row++, b, "ring-category-" + b.label());
        }
        bars.add(heading("HBM of " + report.profile().instance().name() + " (after the firmware carve-out)"), 0, row++, 3,
                1);
        int k = 0;
        for (RingMemoryModel.Bar b : RingMemoryModel.pools(report)) {
            addBar(row++, b, "ring-pool-" + k);
            Label uses = new Label(RingMemoryModel.uses(report.hbm().pools().get(k)));
            uses.getStyleClass().add("dim");
            uses.setMinWidth(0);
            bars.add(uses, 1, row++, 2, 1);
            k++;
        }
        placeholder.setText("No rings.");
        table.setItems(FXCollections.observableArrayList(report.queueSets()));
    }

    private static Label heading(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("subsection-title");
        return l;
    }

    private void addBar(int row, RingMemoryModel.Bar b, String id) {
        Label name = new Label(b.label());
        name.setMinWidth(Region.USE_PREF_SIZE);
        ProgressBar bar = new ProgressBar(b.fill());
        bar.setId(id);
        if (b.over()) {
            bar.getStyleClass().add("over");
            bar.setStyle("-fx-accent: #c62828;");
        }
        bar.setPrefWidth(260);
        bar.setMinWidth(120);
        Label text = new Label(b.text());
        text.setMinWidth(0);
        bars.add(name, 0, row);
        bars.add(bar, 1, row);
        bars.add(text, 2, row);
    }
}
