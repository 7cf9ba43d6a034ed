package org.ringscope.views.problems;

import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.Format;
import org.ringscope.views.Fx;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewContext;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.SessionQueries;
import org.ringscope.views.session.SessionSource;
import org.ringscope.views.vring.RingViewsCss;

/**
 * The expert checks of the run (model {@code lint}: descriptor and packet limits per arch, vring pages near the
 * 16,777,200 cap, pring padding, ring wrap and ring-id phase, stale doorbells, descriptors never published,
 * barriers missing on the last chunk, DMA aborts): one row per problem with its severity, message, place and the
 * step at which it shows. Double-click (or Enter) moves the selection to the place and the cursor to the step;
 * problems that show after the cursor are dimmed. With no problems it lists the checks that passed.
 */
public final class ProblemsView extends WorkbenchView {
    private static final PseudoClass LATER = PseudoClass.getPseudoClass("later");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    private final ViewContext ctx;
    private final SessionSource sessions;
    private final TableView<Problem> table = new TableView<>();
    private long laterShown = -2;
    private final Label title = new Label("Problems");
    private final Label errors = new Label();
    private final Label warnings = new Label();
    private final Label summary = new Label();
    private final Map<Severity, ToggleButton> filters = new java.util.EnumMap<>(Severity.class);
    private final VBox placeholder = new VBox();
    private final BorderPane root = new BorderPane();
    private final Consumer<Optional<EmulationSession>> onSession = s -> sessionChanged(s.orElse(null));
    private ProblemsModel.State state = ProblemsModel.State.NONE;
    private EmulationSession session;
    private int request;

    public ProblemsView(ViewContext ctx, SessionSource sessions) {
        super("problems", "Problems");
        this.ctx = ctx;
        this.sessions = sessions;
        root.setId("problems-view");
        root.getStyleClass().addAll("problems-view", "ring-views");
        root.getStylesheets().add(RingViewsCss.URL);
        title.getStyleClass().add("section-title");
        errors.getStyleClass().addAll("problems-count", "errors");
        warnings.getStyleClass().addAll("problems-count", "warnings");
        summary.getStyleClass().add("dim");
        summary.setId("problems-summary");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        title.setMinWidth(Region.USE_PREF_SIZE);
        summary.setMinWidth(0);
        HBox line = new HBox(10, title, errors, warnings, summary, spacer);
        for (Severity s : Severity.values()) {
            ToggleButton b = new ToggleButton(switch (s) {
                case ERROR -> "Errors";
                case WARNING -> "Warnings";
                case INFO -> "Notes";
            });
            b.setId("problems-filter-" + s.key());
            b.setSelected(true);
            b.setFocusTraversable(false);
            b.setMinWidth(Region.USE_PREF_SIZE);
            b.setOnAction(e -> show());
            filters.put(s, b);
            line.getChildren().add(b);
        }
        line.setAlignment(Pos.CENTER_LEFT);
        line.getStyleClass().add("nav-bar");
        VBox head = new VBox(line);
        head.getStyleClass().add("pane-header");
        buildTable();
        root.setTop(head);
        root.setCenter(table);

        follow(ctx.cursor(), e -> {
            long later = e.maxStep() == 0 ? -1 : table.getItems().stream().filter(p -> p.step() > e.step()).count();
            if (later != laterShown) { // restyle the rows only when a problem changes sides of the cursor
                laterShown = later;
                table.refresh();
            }
        });
        sessions.addListener(onSession);
        sessionChanged(sessions.current().orElse(null));
    }

    private void buildTable() {
        table.setId("problems-table");
        table.setAccessibleText("Problems");
        table.getStyleClass().add("problems-table");
        table.setFixedCellSize(24);
        placeholder.getStyleClass().add("checks-list");
        table.setPlaceholder(placeholder);
        TableColumn<Problem, String> sev = Tables.column("", 30, p -> ProblemsModel.severityText(p.severity()));
        sev.setCellFactory(c -> new SeverityCell());
        sev.setSortable(false);
        table.getColumns().add(sev);
        table.getColumns().add(Tables.column("severity", 80, p -> p.severity().key(), "sev-text"));
        table.getColumns().add(org.ringscope.views.ColumnFit.key(Tables.column("check", 130, Problem::code, "mono")));
        table.getColumns().add(org.ringscope.views.ColumnFit.key(Tables.column("message", 520, Problem::message)));
        table.getColumns().add(Tables.column("location", 230, p -> p.location().label(), "mono"));
        table.getColumns().add(Tables.column("step", 70, p -> Format.count(p.step()), "num"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(t -> {
            TableRow<Problem> row = new TableRow<>() {
                @Override
                protected void updateItem(Problem p, boolean empty) {
                    super.updateItem(p, empty);
                    pseudoClassStateChanged(LATER, !empty && p != null && p.step() > ctx.cursor().step()
                            && ctx.cursor().maxStep() > 0);
                    pseudoClassStateChanged(ERROR, !empty && p != null && p.severity() == Severity.ERROR);
                }
            };
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    go(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && table.getSelectionModel().getSelectedItem() != null) {
                go(table.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
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

    @Override
    public void dispose() {
        sessions.removeListener(onSession);
        super.dispose();
    }

    /** The problems listed (after the filters). */
    public java.util.List<Problem> shown() {
        return java.util.List.copyOf(table.getItems());
    }

    /**
     * Goes to a problem, as a double-click does: selects its place ({@code Location}) and moves the cursor to the
     * step at which it shows.
     */
    public void go(Problem p) {
        Fx.assertFxThread();
        ctx.selection().select(ProblemsModel.location(p.location()), this);
        ctx.cursor().seek(p.step());
    }

    private void sessionChanged(EmulationSession s) {
        session = s;
        int req = ++request;
        if (s == null) {
            render(ProblemsModel.State.NONE);
            return;
        }
        render(new ProblemsModel.State(java.util.List.of(), 0, "Checking the run…"));
        SessionQueries.query(ctx, s, ProblemsModel::read).whenComplete((st, err) -> Fx.run(() -> {
            if (req == request && s == session) {
                render(err == null ? st : new ProblemsModel.State(java.util.List.of(), 0, "The checks failed: "
                        + err.getMessage()));
            }
        }));
    }

    private void render(ProblemsModel.State st) {
        state = st;
        long e = st.count(Severity.ERROR);
        long w = st.count(Severity.WARNING);
        errors.setText(e == 0 ? "" : Format.count(e) + (e == 1 ? " error" : " errors"));
        warnings.setText(w == 0 ? "" : Format.count(w) + (w == 1 ? " warning" : " warnings"));
        summary.setText(st.status().isEmpty() ? ProblemsModel.summary(st) : "");
        placeholder.getChildren().clear();
        if (!st.status().isEmpty()) {
            Label l = new Label(st.status());
            l.getStyleClass().add("placeholder");
            l.setWrapText(true);
            placeholder.getChildren().add(l);
        } else {
            Label head = new Label(st.problems().isEmpty() ? "No problems: every check passed." : "No problem of the "
                    + "severities shown.");
            head.getStyleClass().add("section-title");
            placeholder.getChildren().add(head);
            if (st.problems().isEmpty()) {
                ProblemsModel.CHECKS.forEach((code, what) -> {
                    Label ok = new Label("✓  " + code + " — " + what);
                    ok.getStyleClass().add("check-ok");
                    placeholder.getChildren().add(ok);
                });
            }
        }
        show();
    }

    private void show() {
        Set<Severity> on = EnumSet.noneOf(Severity.class);
        filters.forEach((s, b) -> {
            if (b.isSelected()) {
                on.add(s);
            }
        });
        table.setItems(FXCollections.observableArrayList(ProblemsModel.filter(state, on)));
        laterShown = -2;
    }

    /** The severity as an icon: a red dot (error), an amber triangle (warning), a blue square (note). */
    private static final class SeverityCell extends TableCell<Problem, String> {
        private final Region icon = new Region();

        SeverityCell() {
            icon.getStyleClass().add("sev-icon");
            setAlignment(Pos.CENTER);
        }

        @Override
        protected void updateItem(String s, boolean empty) {
            super.updateItem(s, empty);
            icon.getStyleClass().removeIf(c -> c.startsWith("sev-") && !c.equals("sev-icon"));
            if (empty || s == null) {
                setGraphic(null);
                return;
            }
            icon.getStyleClass().add("sev-" + s);
            setGraphic(icon);
            setText(null);
        }
    }
}
