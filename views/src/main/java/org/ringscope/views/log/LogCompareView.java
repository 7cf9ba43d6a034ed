package org.ringscope.views.log;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.log.LogReader;
import org.ringscope.model.log.LogText;
import org.ringscope.model.log.triage.LogAlignment;
import org.ringscope.model.log.triage.LogComparison;
import org.ringscope.model.log.triage.Triage;
import org.ringscope.model.log.triage.TriageReport;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.Format;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Log Compare</b> view (decision 1343): a log from a real machine beside the emulated log of the open NEFF,
 * row by row as triage aligns them ({@link LogComparison}) — the log's line and the emulated line it matched, a log
 * line nothing matched (red), an emulated line the log lacks (amber), a match out of order. Selecting a row with an
 * emulated side moves the cursor to its step and selects what it names; the first divergence is selected on open.
 * The log is read and triaged on the background executor (triage runs the NEFF in a session of its own).
 */
public final class LogCompareView extends WorkbenchView {
    private static final PseudoClass UNMATCHED = PseudoClass.getPseudoClass("unmatched");
    private static final PseudoClass MISSING = PseudoClass.getPseudoClass("missing");
    private static final PseudoClass OUT_OF_ORDER = PseudoClass.getPseudoClass("out-of-order");
    private static final PseudoClass DIVERGENCE = PseudoClass.getPseudoClass("divergence");

    private final ViewContext ctx;
    private final SessionSource sessions;
    private final TableView<LogComparison.Row> table = new TableView<>();
    private final Label title = new Label("Log Compare");
    private final Label summary = new Label();
    private final BorderPane root = new BorderPane();
    private Path log;
    private CompareState state = CompareState.message("");
    private boolean selecting;

    public LogCompareView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.LOGCOMPARE, "Log Compare");
        this.ctx = ctx;
        this.sessions = sessions;
        root.setId("log-compare-view");
        root.getStyleClass().addAll("log-compare-view", "ring-views");
        root.getStylesheets().addAll(RingViewsCss.URL, LogView.class.getResource("log.css").toExternalForm());
        title.getStyleClass().addAll("section-title", "log-compare-title");
        title.setId("log-compare-title");
        summary.setId("log-compare-summary");
        summary.getStyleClass().add("dim");
        summary.setWrapText(true);
        VBox head = new VBox(2, title, summary);
        head.getStyleClass().add("log-toolbar");
        table.setId("log-compare-table");
        table.getColumns().add(column("Line", 60, r -> r.logLine() < 0 ? "" : Integer.toString(r.logLine())));
        table.getColumns().add(column("Real log", 560, LogComparison.Row::logText));
        table.getColumns().add(column("Emulated", 560, LogComparison.Row::emulated));
        table.getColumns().add(column("Step", 64, r -> r.step() < 0 ? "" : Format.count(r.step())));
        table.getColumns().add(column("Node", 150, LogComparison.Row::node));
        table.getColumns().add(column("Finding", 110, LogComparison.Row::finding));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(LogComparison.Row r, boolean empty) {
                super.updateItem(r, empty);
                LogAlignment.RowKind k = empty || r == null ? null : r.kind();
                pseudoClassStateChanged(UNMATCHED, k == LogAlignment.RowKind.UNMATCHED);
                pseudoClassStateChanged(MISSING, k == LogAlignment.RowKind.MISSING);
                pseudoClassStateChanged(OUT_OF_ORDER, k == LogAlignment.RowKind.OUT_OF_ORDER);
                pseudoClassStateChanged(DIVERGENCE, !empty && state.comparison() != null
                        && getIndex() == state.comparison().divergence());
            }
        });
        root.setTop(head);
        root.setCenter(table);
        listen(table.getSelectionModel().selectedItemProperty(), (o, was, now) -> picked(now));
        // a view moved to another area is laid out again from the top: the selected row is brought back into view
        listen(table.sceneProperty(), (o, was, now) -> Fx.later(this::reveal));
        follow(sessions, s -> read());
        render(CompareState.message("Open a runtime log (.log, .txt) with a NEFF open — File > Open, drop it on the "
                + "window, or ringscope NEFF LOG — to see it beside the emulated log."));
    }

    private static TableColumn<LogComparison.Row, String> column(String name, double width,
            Function<LogComparison.Row, String> value) {
        TableColumn<LogComparison.Row, String> c = new TableColumn<>(name);
        c.setPrefWidth(width);
        c.setMinWidth(Math.min(width, 200)); // the narrow columns keep their width; the two logs share the rest
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setSortable(false);
        c.getStyleClass().add("mono");
        // a line longer than its column is cut; the whole line is its tooltip
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                String t = empty || item == null ? null : item;
                setText(t);
                setTooltip(t == null || t.isEmpty() ? null : new Tooltip(t));
            }
        });
        return c;
    }

    /** Compares {@code file} with the open NEFF (now, or once one is open). FX thread. */
    public void open(Path file) {
        log = file;
        setCaption("Log Compare: " + file.getFileName());
        read();
    }

    /** The log shown, if any. */
    public Optional<Path> log() {
        return Optional.ofNullable(log);
    }

    private void read() {
        Path f = log;
        EmulationSession s = sessions.current().orElse(null);
        if (f == null) {
            return;
        }
        if (s == null) {
            renderNow(() -> render(CompareState.message(sessions.pending().map(n -> "Loading " + n + "…")
                    .orElse("Open the NEFF " + f.getFileName() + " is of, to compare it with its emulation."))));
            return;
        }
        NeffFile neff = s.neff();
        summary.setText("Triage of " + f.getFileName() + " against " + s.neffName() + "…");
        refresh(() -> CompletableFuture.supplyAsync(() -> {
            try {
                LogText text = LogReader.read(f, LogReader.DEFAULT_MAX_BYTES, Triage.functions());
                return new CompareState(LogComparison.of(text, neff, Optional.empty(), Catalog.standard()), "");
            } catch (InputException e) {
                return CompareState.message(e.getMessage());
            }
        }, ctx.background()), this::render, err -> CompareState.message("Could not compare " + f.getFileName()
                + ": " + ViewReads.message(err)));
    }

    private void render(CompareState s) {
        state = s;
        LogComparison c = s.comparison();
        selecting = true;
        try {
            table.setItems(c == null ? FXCollections.observableArrayList() : FXCollections.observableList(c.rows()));
        } finally {
            selecting = false;
        }
        if (c == null) {
            title.setText("Log Compare");
            summary.setText(s.message());
            table.setPlaceholder(new Label(s.message()));
            return;
        }
        TriageReport r = c.report();
        title.setText((log == null ? r.log() : log.getFileName().toString()) + " beside the emulation of " + r.neff()
                + " on " + r.profile());
        long unmatched = r.unmatched().size();
        summary.setText(Format.count(r.read()) + " lines read, " + Format.count(r.matched()) + " matched, "
                + Format.count(unmatched) + " the emulation does not print, " + Format.count(r.missingCount())
                + " emulated lines the log lacks" + (r.repeated().isEmpty() ? "" : ", " + Format.count(r.repeated().size())
                + " repeating a failure line") + (r.findings().isEmpty() ? "" : ", " + r.findings().size()
                + " pre-flight finding" + (r.findings().size() == 1 ? "" : "s")) + divergence(r));
        if (c.divergence() >= 0) {
            table.getSelectionModel().clearAndSelect(c.divergence());
            reveal();
            Fx.later(this::reveal); // once the new rows are laid out
        }
    }

    /** Scrolls the selected row into view, a few rows below the top. */
    public void reveal() {
        int i = table.getSelectionModel().getSelectedIndex();
        if (i >= 0) {
            table.scrollTo(Math.max(0, i - 5));
        }
    }

    private static String divergence(TriageReport r) {
        TriageReport.Divergence d = r.firstDivergence();
        if (d == null) {
            return "  ·  the log and the emulation agree";
        }
        return "  ·  they part at " + (d.line() == null ? "the log's end" : "line " + d.line()) + " (step "
                + Format.count(d.step()) + (d.node().isEmpty() ? "" : ", " + d.node()) + "): expected " + d.expected();
    }

    private void picked(LogComparison.Row r) {
        if (selecting || r == null || r.step() < 0) {
            return;
        }
        if (r.step() != ctx.cursor().step()) {
            ctx.cursor().seek(r.step());
        }
        if (r.place() != null) {
            ctx.selection().select(r.place(), this);
        } else if (!r.node().isEmpty()) {
            ctx.selection().select(new SpineNode(r.node()), this);
        }
    }

    /** The selected row (tests). */
    public LogComparison.Row selectedRow() {
        return table.getSelectionModel().getSelectedItem();
    }

    /** The comparison shown, or {@code null} (tests). */
    public LogComparison comparison() {
        return state.comparison();
    }

    /** What the summary line says (tests). */
    public String summaryText() {
        return summary.getText();
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return table;
    }
}
