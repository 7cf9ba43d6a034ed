package org.ringscope.views.problems;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.FindingPlaces;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Format;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.PreflightSource;
import org.ringscope.views.session.SessionSource;

/**
 * The expert checks of the run (model {@code lint}: descriptor and packet limits per arch, vring pages near the
 * 16,777,200 cap, pring padding, ring wrap and ring-id phase, stale doorbells, descriptors never published,
 * barriers missing on the last chunk, DMA aborts): one row per problem with its severity, message, place and the
 * step at which it shows; then the pre-flight check of the load on the profile chosen in the header (model
 * {@code check}: would the NEFF load on that driver and runtime, {@link PreflightSource}), one row per finding, its
 * kernel and runtime lines in the pane below. Double-click (or Enter) moves the selection to the place and the cursor
 * to the step (for a finding, the step that built its descriptor); problems that show after the cursor are dimmed.
 * With no problems it lists the checks that passed.
 */
public final class ProblemsView extends WorkbenchView {
    private static final PseudoClass LATER = PseudoClass.getPseudoClass("later");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    /** The profile selector's width: a profile's name ({@code sunda@2.15.0}) and the arrow. */
    private static final double PROFILE_WIDTH = 150;

    private final ViewContext ctx;
    private final SessionSource sessions;
    private final TableView<ProblemRow> table = new TableView<>();
    private final PreflightSource preflight;
    private final ComboBox<String> profile;
    private final ToggleButton preflightShown = new ToggleButton("Pre-flight");
    private final Label verdict = new Label();
    private final TextArea detail = new TextArea();
    private final SplitPane body = new SplitPane();
    private long laterShown = -2;
    private final Label title = new Label("Problems");
    private final Label errors = new Label();
    private final Label warnings = new Label();
    private final Label summary = new Label();
    private final HeadFit summaryFit;
    private final Map<Severity, ToggleButton> filters = new EnumMap<>(Severity.class);
    private final VBox placeholder = new VBox();
    private final BorderPane root = new BorderPane();
    private ProblemsModel.State state = ProblemsModel.State.NONE;
    private EmulationSession session;
    private final ViewReads places = stream("places");

    public ProblemsView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.PROBLEMS, "Problems");
        this.ctx = ctx;
        this.sessions = sessions;
        this.preflight = PreflightSource.of(sessions);
        this.profile = preflight.selector("problems-profile");
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
        // in a narrow header the title, the counts, the filters, the profile and the verdict stay whole; the run's
        // summary says what fits of it (without its steps, or nothing: the title's tooltip says it), and the
        // profile's label gives way too
        title.setMinWidth(Region.USE_PREF_SIZE);
        errors.setMinWidth(Region.USE_PREF_SIZE);
        warnings.setMinWidth(Region.USE_PREF_SIZE);
        Label profileLabel = new Label();
        profile.setPrefWidth(PROFILE_WIDTH); // as wide as a profile's name, not as the list's longest line
        verdict.setId("problems-verdict");
        verdict.getStyleClass().add("dim");
        verdict.setMinWidth(Region.USE_PREF_SIZE);
        preflightShown.setId("problems-filter-preflight");
        preflightShown.setSelected(true);
        preflightShown.setFocusTraversable(false);
        preflightShown.setMinWidth(Region.USE_PREF_SIZE);
        preflightShown.setOnAction(e -> show());
        HBox line = new HBox(10, title, errors, warnings, summary, spacer, preflightShown);
        summaryFit = new HeadFit(line, summary);
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
        HBox.setHgrow(verdict, Priority.ALWAYS);
        HBox loadLine = new HBox(10, profileLabel, profile, verdict);
        new HeadFit(loadLine, profileLabel).say(List.of("Load check on", "Check on"));
        loadLine.setAlignment(Pos.CENTER_LEFT);
        loadLine.getStyleClass().add("nav-bar");
        loadLine.setId("problems-load-line");
        VBox head = new VBox(line, loadLine);
        head.setId("problems-head");
        head.getStyleClass().add("pane-header");
        buildTable();
        detail.setId("problems-detail");
        detail.setEditable(false);
        detail.setWrapText(true); // no scroll bar across the bottom of a short pane: long lines wrap
        detail.getStyleClass().add("mono");
        detail.setPrefRowCount(7);
        detail.setMinHeight(0);
        table.setMinHeight(0);
        root.setMinHeight(0);
        root.setTop(head);
        // the findings over the detail, which shows only when it has something to say (a finding or a problem
        // selected, or the load's first error): in a short bottom area the table keeps its rows; the two share the
        // height by fraction, so a maximized view gives the driver's and the runtime's lines room too (the split
        // clips the table's placeholder to the table instead of letting it run over the header)
        body.getItems().setAll(table);
        body.setOrientation(Orientation.VERTICAL);
        root.setCenter(body);
        listen(preflight.stateProperty(), (o, was, now) -> preflightChanged(now));
        preflightChanged(preflight.state());
        table.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> showDetail());

        follow(ctx.cursor(), e -> {
            long later = e.maxStep() == 0 ? -1 : table.getItems().stream()
                    .filter(p -> p instanceof ProblemRow.Lint l && l.problem().step() > e.step()).count();
            if (later != laterShown) { // restyle the rows only when a problem changes sides of the cursor
                laterShown = later;
                table.refresh();
            }
        });
        follow(sessions, this::sessionChanged);
        sessionChanged(sessions.current().orElse(null));
    }

    private void buildTable() {
        table.setId("problems-table");
        table.setAccessibleText("Problems");
        table.getStyleClass().add("problems-table");
        table.setFixedCellSize(24);
        placeholder.getStyleClass().add("checks-list");
        // the list of passed checks scrolls from its top when the area is short (centred, its top would be cut)
        ScrollPane checks = new ScrollPane(placeholder);
        checks.setFitToWidth(true);
        checks.getStyleClass().add("checks-scroll");
        table.setPlaceholder(checks);
        TableColumn<ProblemRow, String> sev = Tables.column("", 30, p -> ProblemsModel.severityText(p.severity()));
        sev.setCellFactory(c -> new SeverityCell());
        sev.setSortable(false);
        table.getColumns().add(sev);
        TableColumn<ProblemRow, String> sevText = Tables.column("severity", 80, p -> p.severity().key(), "sev-text");
        sevText.setMinWidth(72);
        table.getColumns().add(sevText);
        TableColumn<ProblemRow, String> code = Tables.column("check", 170, ProblemRow::code, "mono");
        code.setMinWidth(150);
        table.getColumns().add(ColumnFit.key(code));
        table.getColumns().add(ColumnFit.key(Tables.column("message", 520, ProblemRow::message)));
        table.getColumns().add(Tables.column("location", 230, ProblemRow::place, "mono"));
        table.getColumns().add(Tables.column("step", 70, ProblemRow::stepText, "num"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(t -> {
            TableRow<ProblemRow> row = new TableRow<>() {
                @Override
                protected void updateItem(ProblemRow p, boolean empty) {
                    super.updateItem(p, empty);
                    pseudoClassStateChanged(LATER, !empty && p instanceof ProblemRow.Lint l
                            && l.problem().step() > ctx.cursor().step() && ctx.cursor().maxStep() > 0);
                    pseudoClassStateChanged(ERROR, !empty && p != null && p.severity() == Severity.ERROR);
                }
            };
            return row;
        });
        Tables.onActivate(table, this::go);
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

    private void preflightChanged(PreflightSource.State st) {
        verdict.setText(st.summary());
        show();
    }

    /**
     * The detail pane: the selected row in full — for a finding, its lines; with nothing selected, the load check's
     * first error (the one the real stack would stop at).
     */
    private void showDetail() {
        ProblemRow now = table.getSelectionModel().getSelectedItem();
        if (now instanceof ProblemRow.Check c) {
            detail.setText(ProblemsModel.detail(c.finding()));
        } else if (now instanceof ProblemRow.Lint l) {
            detail.setText(l.problem().message() + "\n" + l.problem().location().label() + ", step "
                    + Format.count(l.problem().step()));
        } else {
            PreflightSource.State st = preflight.state();
            detail.setText(!st.ready() ? "" : st.report().findings().stream()
                    .filter(f -> f.severity() == Severity.ERROR).findFirst().map(ProblemsModel::detail).orElse(""));
        }
        boolean shown = !detail.getText().isEmpty();
        if (shown != body.getItems().contains(detail)) {
            if (shown) {
                body.getItems().add(detail);
                body.setDividerPositions(DETAIL_AT);
            } else {
                body.getItems().remove(detail);
            }
        }
    }

    /** Where the findings end and the detail begins, as a fraction of the body's height. */
    static final double DETAIL_AT = 0.62;

    /** Whether the detail pane shows (a finding or problem selected, or the load's first error), and its text. */
    public String detailShown() {
        return body.getItems().contains(detail) ? detail.getText() : "";
    }

    @Override
    public void dispose() {
        profile.valueProperty().unbindBidirectional(preflight.profileProperty());
        super.dispose();
    }

    /** The expert checks' problems listed (after the filters), in table order: they come before the findings. */
    public List<Problem> shown() {
        return table.getItems().stream().filter(r -> r instanceof ProblemRow.Lint).map(r -> ((ProblemRow.Lint) r)
                .problem()).toList();
    }

    /** The pre-flight findings listed (after the filters). */
    public List<Finding> shownFindings() {
        return table.getItems().stream().filter(r -> r instanceof ProblemRow.Check).map(r -> ((ProblemRow.Check) r)
                .finding()).toList();
    }

    /** The profile selector. */
    public ComboBox<String> profileSelector() {
        return profile;
    }

    private void go(ProblemRow r) {
        if (r instanceof ProblemRow.Lint l) {
            go(l.problem());
        } else if (r instanceof ProblemRow.Check c) {
            go(c.finding());
        }
    }

    /**
     * Goes to a problem, as a double-click does: selects its place ({@code Location}) and moves the cursor to the
     * step at which it shows.
     */
    public void go(Problem p) {
        Fx.assertFxThread();
        ctx.selection().select(p.location(), this);
        ctx.cursor().seek(p.step());
    }

    /**
     * Goes to a pre-flight finding, as a double-click does: selects its queue's vring half and descriptor in the run,
     * and moves the cursor to the step that built it (for a finding about the NEFF, the function that applies the rule).
     */
    public void go(Finding f) {
        Fx.assertFxThread();
        EmulationSession s = session;
        if (s == null) {
            return;
        }
        places.read(ctx, s, x -> FindingPlaces.of(x, f), place -> {
            if (place == null || s != session) {
                return;
            }
            place.location().ifPresent(l -> ctx.selection().select(l, this));
            if (place.step() >= 0) {
                ctx.cursor().seek(place.step());
            }
        }, err -> {
            summaryFit.say(List.of("Could not find where the finding is: " + ViewReads.message(err)));
            return null;
        });
    }

    private void sessionChanged(EmulationSession s) {
        session = s;
        if (s == null) {
            ProblemsModel.State none = ProblemsModel.State.NONE;
            renderNow(() -> render(new ProblemsModel.State(none.problems(), 0, SessionSource.emptyText(sessions,
                    none.status()))));
            return;
        }
        render(new ProblemsModel.State(List.of(), 0, "Checking the run…"));
        read(ctx, s, ProblemsModel::read, this::render,
                err -> new ProblemsModel.State(List.of(), 0, "The checks failed: "
                        + ViewReads.message(err)));
    }

    private void render(ProblemsModel.State st) {
        state = st;
        summaryFit.say(st.status().isEmpty() ? ProblemsModel.summary(st) : List.of(""));
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
        List<ProblemRow> rows = new ArrayList<>();
        ProblemsModel.filter(state, on).forEach(p -> rows.add(new ProblemRow.Lint(p)));
        PreflightSource.State pf = preflight.state();
        if (preflightShown.isSelected() && pf.ready()) {
            pf.report().findings().stream().filter(f -> on.contains(f.severity()))
                    .forEach(f -> rows.add(new ProblemRow.Check(f)));
        }
        table.setItems(FXCollections.observableArrayList(rows));
        // the counts are of the run's problems and, when they are listed, the load check's findings alike (whatever
        // the severity filters hide)
        List<Severity> all = new ArrayList<>();
        state.problems().forEach(p -> all.add(p.severity()));
        if (preflightShown.isSelected() && pf.ready()) {
            pf.report().findings().forEach(f -> all.add(f.severity()));
        }
        count(errors, all.stream().filter(x -> x == Severity.ERROR).count(), "error");
        count(warnings, all.stream().filter(x -> x == Severity.WARNING).count(), "warning");
        String run = summaryFit.whole();
        title.setTooltip(run.isEmpty() ? null : new Tooltip(run + (pf.ready() ? "\nthe load check: "
                + verdict.getText() : "")));
        summaryFit.refit(); // the counts' widths changed
        laterShown = -2;
        showDetail();
    }

    /** A count of a severity's rows, dim when there are none. */
    private static void count(Label l, long n, String word) {
        l.setText(ProblemsModel.count(n, word));
        l.getStyleClass().remove("none");
        if (n == 0) {
            l.getStyleClass().add("none");
        }
    }

    /** The severity as an icon: a red dot (error), an amber triangle (warning), a blue square (note). */
    private static final class SeverityCell extends TableCell<ProblemRow, String> {
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
