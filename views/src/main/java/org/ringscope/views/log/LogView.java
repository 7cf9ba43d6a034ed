package org.ringscope.views.log;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.ringscope.model.check.Level;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.log.LogFilter;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.Module;
import org.ringscope.model.log.emit.LogIndex;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.Format;
import org.ringscope.views.RingViewsCss;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Runtime Log</b> view (decision 1343): the run's log as {@code run --log} writes it, at the level chosen,
 * filtered by component and RingScope's own lines, with a search. The lines are numbered in the model
 * ({@link LogIndex}, built on the journal thread) and read a page at a time as the list scrolls, so a run of 10^5 lines
 * and more shows at once. Selecting a line moves the cursor to its step and selects what it names (its vring half or
 * descriptor, else its spine node); moving the cursor selects the first line of the step and scrolls to it.
 */
public final class LogView extends WorkbenchView {
    private static final String ALL_MODULES = "All components";
    /** A read under way that a page read must not supersede. */
    private static final int BUSY = Integer.MAX_VALUE;

    private final ViewContext ctx;
    private final SessionSource sessions;
    private final ListView<Integer> list = new ListView<>();
    private final ChoiceBox<Level> level = new ChoiceBox<>(FXCollections.observableArrayList(Level.values()));
    private final ChoiceBox<String> module = new ChoiceBox<>();
    private final CheckBox own = new CheckBox("RingScope's lines");
    private final TextField search = new TextField();
    private final Label status = new Label();
    private final BorderPane root = new BorderPane();
    /** The rows the list holds. */
    private final LogWindows windows;
    private LogPage page = LogPage.empty("");
    /** The row whose page is being read, {@link #BUSY} while lines are numbered or searched, or -1. */
    private int asked = -1;
    /** Set while the view itself selects a row, so the selection does not move the cursor back. */
    private boolean selecting;
    /** The page being read answers a find, whose hit the cursor follows. */
    private boolean found;
    /** A new run came while the view was hidden: its lines are numbered when the view is shown (a cursor move). */
    private boolean stale;
    /** The row the user moved to before its page was read, or -1: the cursor goes to its line once it is. */
    private int pending = -1;

    public LogView(ViewContext ctx, SessionSource sessions) {
        this(ctx, sessions, LogWindow.SIZE);
    }

    /** With windows of at most {@code windowSize} rows. */
    LogView(ViewContext ctx, SessionSource sessions, int windowSize) {
        super(ViewKind.LOG, "Runtime Log");
        this.ctx = ctx;
        this.sessions = sessions;
        this.windows = new LogWindows(list, windowSize, this::quietly, () -> showStatus(""));
        root.setId("log-view");
        root.getStyleClass().addAll("log-view", "ring-views");
        root.getStylesheets().addAll(RingViewsCss.URL, LogView.class.getResource("log.css").toExternalForm());
        level.setId("log-level");
        level.setValue(Level.TRACE);
        module.setId("log-module");
        module.getItems().add(ALL_MODULES);
        for (Module m : Module.values()) {
            module.getItems().add(m.name());
        }
        module.setValue(ALL_MODULES);
        own.setId("log-own");
        own.setSelected(true);
        search.setId("log-search");
        search.setPromptText("Find in the log (Enter: next, Shift+Enter: previous)");
        HBox.setHgrow(search, Priority.ALWAYS);
        Button next = new Button("Next");
        next.setId("log-find-next");
        next.setOnAction(e -> find(true));
        Button prev = new Button("Previous");
        prev.setOnAction(e -> find(false));
        search.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                find(!e.isShiftDown());
                e.consume();
            }
        });
        Label levelLabel = new Label("Level");
        for (Region r : new Region[] {levelLabel, level, module, own, next, prev}) {
            r.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox bar = new HBox(8, levelLabel, level, module, own, search, prev, next);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("log-toolbar");
        status.setId("log-status");
        status.getStyleClass().addAll("log-status", "dim");
        list.setId("log-lines");
        list.getStyleClass().add("log-lines");
        list.setFixedCellSize(22);
        list.setCellFactory(v -> new LogCell(r -> page.line(r), this::ask));
        list.addEventFilter(KeyEvent.KEY_PRESSED, this::acrossWindows);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox foot = new HBox(8, status, gap, windows.earlier(), windows.later());
        foot.setAlignment(Pos.CENTER_LEFT);
        root.setTop(bar);
        root.setCenter(list);
        root.setBottom(foot);
        // the list selects its first row itself when it takes the focus with none selected (Ctrl+Tab into the
        // view): that is no pick, and must not move the cursor or the selection
        listen(list.getSelectionModel().selectedIndexProperty(), (o, was, now) -> {
            if (!(was.intValue() < 0 && now.intValue() == 0) && now.intValue() >= 0) {
                picked(windows.now().row(now.intValue()));
            }
        });
        listen(level.valueProperty(), (o, was, now) -> rebuild(-1));
        listen(module.valueProperty(), (o, was, now) -> rebuild(-1));
        listen(own.selectedProperty(), (o, was, now) -> rebuild(-1));
        follow(ctx.cursor(), e -> {
            if (stale) {
                rebuild(-1);
            } else {
                atStep(e.step());
            }
        });
        // a hidden view numbers no lines: the walk runs on the journal thread the other views read on
        follow(sessions, s -> {
            stale = !isShown();
            if (!stale) {
                rebuild(-1);
            } else if (page.index() != null) {
                // hidden: the old run's lines go now (they hold that run), the new run's are read when shown
                renderNow(() -> render(LogPage.empty("")));
            }
        });
        rebuild(-1);
    }

    /** The filter the controls set. */
    private LogFilter filter() {
        Set<Module> mods = ALL_MODULES.equals(module.getValue()) ? Set.of()
                : EnumSet.of(Module.valueOf(module.getValue()));
        return new LogFilter(level.getValue(), mods, own.isSelected(), "");
    }

    /** Numbers the lines again (a new run, level or filter) and selects the cursor's line, or {@code select}. */
    private void rebuild(int select) {
        found = false;
        pending = -1;
        EmulationSession s = sessions.current().orElse(null);
        asked = -1;
        stale = false;
        if (s == null) {
            renderNow(() -> render(LogPage.empty(sessions.pending().map(n -> "Loading " + n + "…")
                    .orElse("No run is open: open a NEFF (or the sample) to see the log the runtime would write."))));
            return;
        }
        asked = BUSY;
        Level l = level.getValue();
        LogFilter f = filter();
        int step = ctx.cursor().step();
        refresh(() -> ViewReads.query(ctx, s, x -> {
            try {
                RunLog log = new RunLog(x, SessionLog.plan(x, LogLevels.all(l)));
                LogIndex ix = LogIndex.of(log, f);
                int row = select >= 0 ? select : ix.rowAt(step);
                return row < 0 ? new LogPage(ix, 0, List.of(), -1, "") : LogPage.around(ix, row, row);
            } catch (Exception e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }), this::render, err -> LogPage.empty("Could not make the log: " + ViewReads.message(err)));
    }

    /** A cell shows a row not read yet: its page is read (one at a time). */
    private void ask(int row) {
        LogIndex ix = page.index();
        EmulationSession s = sessions.current().orElse(null);
        if (ix == null || s == null || asked >= 0) {
            return;
        }
        asked = row;
        refresh(() -> ViewReads.query(ctx, s, x -> LogPage.around(ix, row, -1)), this::render,
                err -> LogPage.empty("Could not read the log: " + ViewReads.message(err)));
    }

    private void find(boolean forward) {
        LogIndex ix = page.index();
        EmulationSession s = sessions.current().orElse(null);
        String text = search.getText();
        if (ix == null || s == null || text.isBlank()) {
            return;
        }
        int sel = list.getSelectionModel().getSelectedIndex();
        int from = sel < 0 ? -1 : windows.now().row(sel);
        asked = BUSY;
        found = true;
        refresh(() -> ViewReads.query(ctx, s, x -> {
            int hit = ix.find(from, text, forward);
            return hit < 0 ? new LogPage(ix, page.from(), page.lines(), -2, "") : LogPage.around(ix, hit, hit);
        }), this::render, err -> LogPage.empty("Could not search the log: " + ViewReads.message(err)));
    }

    private void render(LogPage p) {
        boolean newIndex = p.index() != page.index();
        int answered = asked;
        page = p;
        asked = -1;
        int n = p.index() == null ? 0 : p.index().size();
        if (newIndex) {
            windows.showHolding(n, Math.max(0, p.select()));
        }
        list.refresh();
        if (p.index() == null) {
            list.setPlaceholder(new Label(p.message()));
            status.setText(p.message());
            return;
        }
        list.setPlaceholder(new Label("No line at " + level.getValue() + " passes the filter."));
        if (p.select() >= 0) {
            select(p.select());
        }
        if (pending >= 0 && (p.line(pending) != null || answered != pending)) {
            goToRow(pending); // read now, or another row's page came first: ask for its own
        }
        showStatus(p.select() == -2 ? "  ·  \"" + search.getText() + "\" is not in them" : "");
    }

    private void showStatus(String tail) {
        LogWindow window = windows.now();
        int n = window.total();
        status.setText(Format.count(n) + " lines at " + level.getValue() + (window.windowed() ? "  ·  showing "
                + Format.count(window.first() + 1L) + "–" + Format.count((long) window.first() + window.rows()) : "")
                + tail);
    }

    /**
     * Down (Page Down) on a window's last row goes on to the next window's first line, Up (Page Up) on its first
     * row back to the previous window's last: the keyboard walks the whole log, a window at a time.
     */
    private void acrossWindows(KeyEvent e) {
        int target = windows.crossing(e);
        if (target >= 0) {
            e.consume();
            mark(target);
            goToRow(target);
        }
    }

    private void select(int row) {
        mark(row);
        if (found) { // a line found: the cursor and the selection follow it; the cursor's own line leaves them be
            found = false;
            go(page.line(row));
        }
    }

    /** The user picked a row: its step and what it names. */
    private void picked(int row) {
        if (selecting || row < 0) {
            return;
        }
        goToRow(row);
    }

    /** The cursor to row {@code row}'s line: now when its page is read, else once it is (its page is asked for). */
    private void goToRow(int row) {
        LogLine l = page.line(row);
        if (l != null) {
            pending = -1;
            go(l);
            return;
        }
        pending = row;
        ask(row);
    }

    /** The cursor to {@code l}'s step, the selection to what it names: its vring half or descriptor, or node. */
    private void go(LogLine l) {
        if (l == null) {
            return;
        }
        if (l.step() != ctx.cursor().step()) {
            ctx.cursor().seek(l.step());
        }
        if (l.place() != null) {
            ctx.selection().select(l.place(), this);
        } else if (!l.node().isEmpty()) {
            ctx.selection().select(new SpineNode(l.node()), this);
        }
    }

    /** The cursor moved: the first line of its step is selected, unless the selected line is of it already. */
    private void atStep(int step) {
        LogIndex ix = page.index();
        if (ix == null || ix.size() == 0) {
            return;
        }
        int sel = list.getSelectionModel().getSelectedIndex();
        if (sel >= 0 && ix.step(windows.now().row(sel)) == step) {
            return;
        }
        mark(ix.rowAt(step));
    }

    /** Selects and shows {@code row} in the list, which is no pick of the user's. */
    private void mark(int row) {
        int i = windows.reveal(row);
        quietly(() -> {
            list.getSelectionModel().clearAndSelect(i);
            list.scrollTo(Math.max(0, i - 3));
        });
    }

    /** Runs {@code r}, whose changes of the list's selection are no pick of the user's. */
    private void quietly(Runnable r) {
        selecting = true;
        try {
            r.run();
        } finally {
            selecting = false;
        }
    }

    /** The selected line, when read (tests). */
    public LogLine selectedLine() {
        int r = list.getSelectionModel().getSelectedIndex();
        return r < 0 ? null : page.line(windows.now().row(r));
    }

    /** How many lines the view numbers (tests). */
    public int size() {
        return page.index() == null ? 0 : page.index().size();
    }

    /** What the status line says (tests, screenshots). */
    public String statusText() {
        return status.getText();
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return list;
    }

    /** Whether the page read holds row {@code row}'s line (tests). */
    boolean read(int row) {
        return page.line(row) != null;
    }

    /** The log's row the list's window starts at (tests). */
    int windowFirst() {
        return windows.now().first();
    }
}
