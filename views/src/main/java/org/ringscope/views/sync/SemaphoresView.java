package org.ringscope.views.sync;

import java.util.List;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.sync.SyncLedger;
import org.ringscope.views.Format;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.Tables;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Semaphores</b> view (decision 1266): the sequencer's ledger at the cursor, per core — each semaphore and
 * event with what the NEFF expects, what was delivered, whether it balances, the largest wait and the value now; for
 * the selected one its deliveries (step, by whom, value) and its waits (engine, instruction, need, since, satisfied);
 * and when the run hung the explainer — the blocked engines, what each needs and has, the producers it misses and
 * why, and the wait-for edges. Double-clicking a delivery or a wait moves the cursor to its step; "Run back to its
 * last change" and "Run back to when it started waiting" go to the steps the model reads from the ledger. Selecting
 * a blocked engine or a wait selects its instruction; an instruction selected elsewhere (a hang problem) selects its
 * blocked engine and semaphore here. Read on the journal thread ({@link SemaphoresModel}); the FX thread renders.
 */
public final class SemaphoresView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final BorderPane root = new BorderPane();
    private final Label summary = new Label();
    private final Label detailTitle = new Label("Select a semaphore");
    private final Label hangTitle = new Label();
    private final Label placeholder = new Label();
    private final TableView<SemaphoresModel.Row> ledger = SemaphoresTables.ledger();
    private final TableView<SyncLedger.Delivery> deliveries = SemaphoresTables.deliveries();
    private final TableView<SyncLedger.Wait> waits = SemaphoresTables.waits();
    private final TableView<HangReport.Blocked> blocked = SemaphoresTables.blocked();
    private final TableView<HangReport.Missing> missing = SemaphoresTables.missing();
    private final Label edges = new Label();
    private final Button lastChange = new Button("Run back: last change");
    private final Button waitStart = new Button("Run back: wait start");
    private final SplitPane main = new SplitPane();
    /**
     * With a hang: the ledger, the selected semaphore's detail, and the explainer, which gets most of the height — a
     * hung run's question is which engines wait and for whom.
     */
    private static final double[] HANG_DIVIDERS = {0.16, 0.28};
    private final VBox hangPane = new VBox(4);
    private final Node detailPane;
    private SemaphoresModel.State state = SemaphoresModel.State.empty("");
    private boolean following;

    public SemaphoresView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.SEMAPHORES, "Semaphores");
        this.ctx = ctx;
        this.sessions = sessions;
        root.setId("semaphores-view");
        root.getStyleClass().addAll("semaphores-view", "ring-views");
        root.getStylesheets().add(RingViewsCss.URL);
        Label title = new Label("Semaphores");
        title.getStyleClass().add("section-title");
        summary.setId("semaphores-summary");
        summary.getStyleClass().add("dim");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        VBox head = new VBox(2, title, summary);
        head.getStyleClass().add("pane-header");
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        ledger.setPlaceholder(placeholder);
        ledger.getStyleClass().add("semaphores-table");
        blocked.getStyleClass().add("semaphores-table");
        root.setTop(head);
        root.setCenter(main);
        main.setOrientation(Orientation.VERTICAL);
        detailPane = detail();
        main.getItems().addAll(ledger, detailPane, hang());
        main.setDividerPositions(HANG_DIVIDERS);
        listen(root.heightProperty(), (o, was, now) -> arrange());
        for (Region r : new Region[] {ledger, deliveries, waits, blocked, missing}) {
            r.setMinHeight(0); // the split's fractions hold in a short area: no table claims rows it has not room for
        }
        wire();
        follow(ctx.cursor(), e -> refresh());
        follow(ctx.selection(), e -> {
            if (e.current() instanceof Instruction i) {
                select(i);
            }
        });
        follow(sessions, s -> refresh());
        render(state);
        refresh();
    }

    /** The selected semaphore's deliveries beside its waits, under a bar with its name and "run back". */
    private Node detail() {
        lastChange.setId("semaphores-last-change");
        lastChange.setDisable(true);
        lastChange.setMinWidth(Region.USE_PREF_SIZE);
        lastChange.setTooltip(new Tooltip("Run back to the selected semaphore's last change "
                + "before the cursor (or double-click its row)"));
        detailTitle.getStyleClass().add("subsection-title");
        detailTitle.setMinWidth(0);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, detailTitle, spacer, lastChange);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("nav-bar");
        bar.setPadding(new Insets(4, 8, 4, 8));
        SplitPane lists = new SplitPane(deliveries, waits);
        lists.setDividerPositions(0.42);
        VBox detail = new VBox(bar, lists);
        VBox.setVgrow(lists, Priority.ALWAYS);
        lists.setMinHeight(0);
        detail.setMinHeight(0);
        return detail;
    }

    private Node hang() {
        hangTitle.setId("semaphores-hang-title");
        hangTitle.getStyleClass().add("subsection-title");
        hangTitle.setWrapText(false); // one line (the whole of it in its tooltip): the blocked engines keep the rows
        hangTitle.setMinWidth(0);
        hangTitle.tooltipProperty().bind(hangTitle.textProperty().map(Tooltip::new));
        waitStart.setId("semaphores-wait-start");
        waitStart.setDisable(true);
        waitStart.setMinWidth(Region.USE_PREF_SIZE);
        waitStart.setTooltip(new Tooltip("Run back to when the selected blocked engine started "
                + "waiting (or double-click its row)"));
        // the hang's title and "run back" on one line, the edges under them: the heading stays short and the blocked
        // engines (what each misses and why, in their columns) keep their rows
        hangTitle.setMaxWidth(Double.MAX_VALUE);
        hangTitle.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(hangTitle, Priority.ALWAYS);
        HBox bar = new HBox(8, hangTitle, waitStart);
        bar.setAlignment(Pos.TOP_LEFT);
        // the wait-for edges can run to many lines: they scroll in at most two, so the blocked engines keep rows
        edges.setId("semaphores-edges");
        edges.getStyleClass().add("mono");
        edges.setWrapText(true);
        edges.setMaxWidth(Double.MAX_VALUE);
        edges.setMinHeight(Region.USE_PREF_SIZE);
        ScrollPane edgesScroll = new ScrollPane(edges);
        edgesScroll.setId("semaphores-edges-scroll");
        edgesScroll.setFitToWidth(true);
        edgesScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        edgesScroll.getStyleClass().add("edge-to-edge");
        edgesScroll.maxHeightProperty().bind(edges.fontProperty().map(f -> f.getSize() * 2.9));
        edgesScroll.prefViewportHeightProperty().bind(edges.heightProperty());
        VBox heading = new VBox(2, bar, edgesScroll);
        heading.getStyleClass().add("nav-bar");
        heading.setPadding(new Insets(4, 8, 4, 8));
        heading.setMinHeight(Region.USE_PREF_SIZE);
        SplitPane body = new SplitPane(blocked, missing);
        body.setDividerPositions(0.5);
        body.setMinHeight(0);
        hangPane.getChildren().setAll(heading, body);
        hangPane.setMinHeight(0);
        VBox.setVgrow(body, Priority.ALWAYS);
        return hangPane;
    }

    private void wire() {
        ledger.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> showRow(now));
        blocked.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> showBlocked(now));
        waits.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null && !following) {
                publish(now.stream(), now.slot());
            }
        });
        lastChange.setOnAction(e -> runBackToLastChange());
        waitStart.setOnAction(e -> runBackToWaitStart());
        ledger.setContextMenu(menu("Run back to its last change", this::runBackToLastChange));
        blocked.setContextMenu(menu("Run back to when it started waiting", this::runBackToWaitStart));
        Tables.onActivate(ledger, r -> runBackToLastChange());
        Tables.onActivate(deliveries, d -> seek(d.step()));
        Tables.onActivate(waits, w -> seek(SemaphoresModel.waitStep(w)));
        Tables.onActivate(blocked, b -> runBackToWaitStart());
    }

    private static ContextMenu menu(String text, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setOnAction(e -> action.run());
        return new ContextMenu(item);
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return ledger;
    }

    /** What the view shows (tests). */
    SemaphoresModel.State state() {
        return state;
    }

    /** The ledger's rows as {@code nc 0 S[24] expected/delivered balance} (tests). */
    public List<String> ledgerRows() {
        return ledger.getItems().stream().map(r -> r.core() + " " + r.name() + " " + r.entry().expectedTotal() + "/"
                + r.entry().deliveredTotal() + " " + r.balance()).toList();
    }

    /** The explainer's blocked engines as {@code sg00 PE S[24] 16/0} (tests). */
    public List<String> blockedRows() {
        return blocked.getItems().stream().map(b -> b.engine() + " " + b.semaphore() + " " + b.need() + "/" + b.have())
                .toList();
    }

    /** The step the view last rendered (tests). */
    public int shownStep() {
        return state.step();
    }

    /** Selects the ledger row of {@code name} on {@code core} (tests, and the blocked engine's semaphore). */
    public void selectSemaphore(int core, String name) {
        SemaphoresModel.Row r = state.row(core, name);
        if (r != null) {
            ledger.getSelectionModel().select(r);
            ledger.scrollTo(r);
        }
    }

    /** Selects the blocked engine {@code engine} ({@code sg00 PE}) of the explainer (tests). */
    public void selectBlocked(String engine) {
        blocked.getItems().stream().filter(b -> b.engine().equals(engine)).findFirst().ifPresent(b -> {
            blocked.getSelectionModel().clearSelection(); // picked again, it selects its instruction again
            blocked.getSelectionModel().select(b);
        });
    }

    /** "Run back to its last change" of the selected semaphore. */
    public void runBackToLastChange() {
        SemaphoresModel.Row r = ledger.getSelectionModel().getSelectedItem();
        if (r != null) {
            seek(SemaphoresModel.lastChange(r));
        }
    }

    /** "Run back to when it started waiting" of the selected blocked engine. */
    public void runBackToWaitStart() {
        HangReport.Blocked b = blocked.getSelectionModel().getSelectedItem();
        if (b != null) {
            seek(SemaphoresModel.waitStart(b));
        }
    }

    private void seek(int step) {
        if (step >= 0) {
            ctx.cursor().seek(step);
        }
    }

    private void refresh() {
        EmulationSession s = sessions.current().orElse(null);
        if (s == null) {
            renderNow(() -> render(SemaphoresModel.State.empty(SessionSource.emptyText(sessions, "No run. Open a NEFF "
                    + "and run it: the semaphores and events its engines wait on are listed here, with who delivers "
                    + "them."))));
            return;
        }
        read(ctx, s, SemaphoresModel::at, this::render, err -> SemaphoresModel.State.empty(
                "Could not read the semaphores: " + ViewReads.message(err)));
    }

    private void render(SemaphoresModel.State st) {
        Fx.assertFxThread();
        SemaphoresModel.Row was = ledger.getSelectionModel().getSelectedItem();
        HangReport.Blocked wasBlocked = blocked.getSelectionModel().getSelectedItem();
        state = st;
        summary.setText(st.summary());
        placeholder.setText(st.status());
        following = true; // a new step keeps the rows the user picked, without moving the shared selection
        try {
            ledger.setItems(FXCollections.observableArrayList(st.rows()));
            SemaphoresModel.Row again = was == null ? null : st.row(was.entry().core(), was.name());
            if (again != null) {
                ledger.getSelectionModel().select(again);
            } else if (!st.rows().isEmpty()) {
                ledger.getSelectionModel().select(firstOfInterest(st));
            } else {
                showRow(null);
            }
            hangTitle.setText(st.hangTitle());
            arrange();
            List<HangReport.Blocked> bs = st.hang() == null ? List.of() : st.hang().blocked();
            blocked.setItems(FXCollections.observableArrayList(bs));
            ((Label) blocked.getPlaceholder()).setText(st.hang() == null ? "No engine is blocked." : "");
            edges.setText(st.edges().isEmpty() ? "" : "Waits for: " + String.join("   ·   ", st.edges()));
            bs.stream().filter(b -> wasBlocked != null && b.stream() == wasBlocked.stream()).findFirst()
                    .or(() -> bs.stream().filter(b -> b.engine().equals(st.hang().root())).findFirst())
                    .ifPresentOrElse(b -> blocked.getSelectionModel().select(b), () -> showBlocked(null));
        } finally {
            following = false;
        }
    }

    /**
     * The parts the view shows: the explainer only when there is a hang to explain (else the ledger and the detail
     * share the view); with a hang in a view shorter than {@link #SHORT}, the explainer alone — a hung run's question
     * is which engines wait and for whom, and three tables in that height show a row each — until the view is
     * taller (maximized, or a larger window; decision 1442).
     */
    private void arrange() {
        boolean hang = state.hang() != null;
        boolean alone = hang && root.getHeight() > 0 && root.getHeight() < SHORT;
        List<Node> want = alone ? List.of(hangPane) : hang ? List.of(ledger, detailPane, hangPane)
                : List.of(ledger, detailPane);
        if (!main.getItems().equals(want)) {
            main.getItems().setAll(want);
            double[] at = want.size() == 3 ? HANG_DIVIDERS : new double[] {0.5};
            main.setDividerPositions(at);
            Fx.later(() -> { // again once the split has laid out its new items: it places new dividers itself
                if (main.getItems().size() == at.length + 1) {
                    main.setDividerPositions(at);
                }
            });
        }
    }

    /** The height under which a hung run's view shows the explainer alone. */
    static final double SHORT = 460;

    /** The row to show first: the semaphore the hang's root waits on, else the first unbalanced, else the first. */
    private static SemaphoresModel.Row firstOfInterest(SemaphoresModel.State st) {
        if (st.hang() != null) {
            for (HangReport.Blocked b : st.hang().blocked()) {
                if (b.engine().equals(st.hang().root()) && st.row(b.core(), b.semaphore()) != null) {
                    return st.row(b.core(), b.semaphore());
                }
            }
        }
        return st.rows().stream().filter(r -> !r.entry().balanced()).findFirst().orElse(st.rows().get(0));
    }

    private void showRow(SemaphoresModel.Row r) {
        deliveries.setItems(FXCollections.observableArrayList(r == null ? List.of() : r.entry().delivered()));
        waits.setItems(FXCollections.observableArrayList(r == null ? List.of() : r.entry().waits()));
        detailTitle.setText(r == null ? "Select a semaphore" : r.core() + " " + r.name() + ": " + plural(r.entry()
                .delivered().size(), "change") + " delivered, " + plural(r.entry().waits().size(), "wait"));
        lastChange.setDisable(r == null || SemaphoresModel.lastChange(r) < 0);
    }

    private static String plural(int n, String word) {
        return Format.count(n) + " " + word + (n == 1 ? "" : "s");
    }

    private void showBlocked(HangReport.Blocked b) {
        missing.setItems(FXCollections.observableArrayList(b == null ? List.of() : b.missing()));
        waitStart.setDisable(b == null || SemaphoresModel.waitStart(b) < 0);
        if (b != null && !following) {
            selectSemaphore(b.core(), b.semaphore());
            publish(b.stream(), b.slot());
        }
    }

    private void publish(int stream, int slot) {
        if (state.members().containsKey(stream)) {
            ctx.selection().select(state.instruction(stream, slot), this);
        }
    }

    /** An instruction selected elsewhere: its blocked engine and semaphore, else the semaphore it waits on. */
    private void select(Instruction i) {
        following = true;
        try {
            for (HangReport.Blocked b : blocked.getItems()) {
                if (b.slot() == i.slot() && i.member().path().equals(state.members().get(b.stream()))) {
                    blocked.getSelectionModel().select(b);
                    blocked.scrollTo(b);
                    selectSemaphore(b.core(), b.semaphore());
                    return;
                }
            }
            for (SemaphoresModel.Row r : ledger.getItems()) {
                for (SyncLedger.Wait w : r.entry().waits()) {
                    if (w.slot() == i.slot() && i.member().path().equals(state.members().get(w.stream()))) {
                        ledger.getSelectionModel().select(r);
                        ledger.scrollTo(r);
                        waits.getSelectionModel().select(w);
                        return;
                    }
                }
            }
        } finally {
            following = false;
        }
    }
}
