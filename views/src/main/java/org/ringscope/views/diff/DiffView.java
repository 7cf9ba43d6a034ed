package org.ringscope.views.diff;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.diff.Alignment;
import org.ringscope.model.diff.DescField;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Diff view</b>: two dumps' rings side by side, rows aligned by index or by content (switchable),
 * each changed field's cell highlighted, filters (only changes; by field), "align to A" (go to A's descriptor),
 * next / previous difference (F7 / Shift+F7), a minimap of differences along the scroll bar, the rings with their
 * counts and the relocation patches that differ. Its input: two dump files ({@link #openDumps}), the current run at
 * the cursor against a dump ({@link #compareWith}), or <b>fork and diff</b> ({@link #forkAndDiff}): the same NEFF
 * run again with one parameter changed, against the current run. Reading, capturing, forking and diffing run off
 * the FX thread ({@link DiffJobs}); a failure leaves the diff shown as it was and completes the returned future
 * exceptionally with a message naming the file and the problem (the window shows it in a dialog).
 */
public final class DiffView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    final DiffPresentation p = new DiffPresentation();
    private final DiffPalette palette;
    final DiffGrid grid;
    private final RingPanel rings;
    private final BorderPane root = new BorderPane();
    private final StackPane center = new StackPane();
    private final SplitPane split = new SplitPane();
    private final Label empty = new Label("Nothing to compare yet.\nFile ▸ Open Two Dumps… compares two dump files; "
            + "File ▸ Compare With Dump… compares the current run at the cursor with a dump; File ▸ Fork and Diff… "
            + "runs the NEFF again with another arch, packet size or execution count and compares.");
    private final Label status = new Label();
    private final HBox busyBar = new HBox();
    private final Label busyText = new Label();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final DiffToolbar toolbar;
    private final ViewReads filters = stream("filters");
    private boolean filtering;

    public DiffView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.DIFF, "Diff");
        this.ctx = ctx;
        this.sessions = sessions;
        this.palette = new DiffPalette(this::themeChanged);
        this.grid = new DiffGrid(p, palette, this::caretMoved);
        this.rings = new RingPanel(p, this::ringSelected);
        root.setId("diff-view");
        root.getStyleClass().add("diff-view");
        root.getStylesheets().add(DiffView.class.getResource("diff.css").toExternalForm());
        root.getChildren().addAll(palette.probes());

        status.getStyleClass().add("diff-status");
        status.setId("diff-status");
        status.setMaxWidth(Double.MAX_VALUE);
        this.toolbar = new DiffToolbar(this);
        VBox right = new VBox(toolbar.node(), grid, status);
        VBox.setVgrow(grid, Priority.ALWAYS);
        split.getItems().addAll(rings.node(), right);
        split.setDividerPositions(0.33); // the ring names whole at 1024 px
        SplitPane.setResizableWithParent(rings.node(), false);
        empty.getStyleClass().add("diff-empty");
        empty.setId("diff-empty");
        empty.setMaxWidth(560);
        center.getChildren().add(empty);
        center.setFocusTraversable(true);
        StackPane.setAlignment(empty, Pos.CENTER);
        root.setCenter(center);

        busyBar.getStyleClass().add("diff-busy");
        busyBar.setId("diff-busy");
        ProgressIndicator spin = new ProgressIndicator();
        spin.setPrefSize(18, 18);
        busyBar.getChildren().addAll(spin, busyText);
        busyBar.visibleProperty().bind(busy);
        busyBar.managedProperty().bind(busy);
        root.setTop(busyBar);
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        // with nothing compared the grid is not in the scene: the empty state takes the focus (Ctrl+Tab lands here)
        return grid.getScene() != null ? grid : center;
    }

    // ---- inputs ----

    /** Compares dump file {@code a} (A) with dump file {@code b} (B). */
    public CompletableFuture<DumpDiff> openDumps(Path a, Path b) {
        return run("Comparing " + a.getFileName() + " with " + b.getFileName(),
                DiffJobs.openDumps(a, b, p.alignment(), ctx.background(), this::progress));
    }

    /** Compares the current run at the cursor (A) with dump file {@code b} (B). */
    public CompletableFuture<DumpDiff> compareWith(Path b) {
        EmulationSession s = sessions.current().orElse(null);
        if (s == null) {
            return CompletableFuture.failedFuture(new DiffJobs.DiffFailure("Nothing to compare",
                    "no run is open: open a NEFF first, then compare it with a dump", null));
        }
        return run("Comparing the run at step " + ctx.cursor().step() + " with " + b.getFileName(),
                DiffJobs.compareWith(ctx.cursor(), s, b, p.alignment(), ctx.background(), this::progress));
    }

    /** Fork and diff: the current run (A) against the same NEFF run with {@code change} (B). */
    public CompletableFuture<DumpDiff> forkAndDiff(ForkParameter change) {
        EmulationSession s = sessions.current().orElse(null);
        if (s == null) {
            return CompletableFuture.failedFuture(new DiffJobs.DiffFailure("Nothing to fork",
                    "no run is open: open a NEFF first", null));
        }
        return run("Forking with " + change, DiffJobs.fork(ctx.cursor(), s, change, p.alignment(),
                ctx.background(), this::progress));
    }

    /** File → Save dump: the current run at the cursor, written atomically on the journal thread. */
    public CompletableFuture<Path> saveDump(Path path) {
        EmulationSession s = sessions.current().orElse(null);
        if (s == null) {
            return CompletableFuture.failedFuture(new DiffJobs.DiffFailure("Nothing to save",
                    "no run is open: open a NEFF first", null));
        }
        return DiffJobs.save(ctx.cursor(), s, path);
    }

    /** The title and message of a failed future's exception, for the window's error dialog. */
    public static String[] describeFailure(Throwable t) {
        DiffJobs.DiffFailure f = DiffJobs.unwrap(t);
        return new String[] {f.what(), f.getMessage()};
    }

    private CompletableFuture<DumpDiff> run(String what, CompletableFuture<DumpDiff> job) {
        Fx.run(() -> {
            busy.set(true);
            busyText.setText(what + "…");
        });
        // the newest job's answer is shown; every job's own outcome (a failure for the window's dialog) is returned
        return refresh(() -> job, d -> {
            busy.set(false);
            if (d != null) {
                show(d);
            }
        }, t -> {
            DiffJobs.DiffFailure f = DiffJobs.unwrap(t);
            status.setText(f.what() + ": " + f.getMessage());
            return null;
        }).exceptionallyCompose(t -> CompletableFuture.failedFuture(DiffJobs.unwrap(t)));
    }

    private void progress(String text) {
        Fx.run(() -> busyText.setText(text));
    }

    /** Whether a job (reading, forking, diffing) runs. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Shows {@code d} (FX thread). */
    public void show(DumpDiff d) {
        Fx.assertFxThread();
        p.setDiff(d, p.alignment());
        center.getChildren().setAll(d == null ? empty : split);
        grid.titles(d == null ? "A" : DiffRows.title(d.a()), d == null ? "B" : DiffRows.title(d.b()));
        setCaption(d == null ? null : "Diff: " + DiffRows.title(d.a()).split(" · ")[0] + " ↔ "
                + DiffRows.title(d.b()).split(" · ")[0]);
        rings.refresh();
        ringShown();
    }

    public DumpDiff diff() {
        return p.diff();
    }

    // ---- navigation and filters ----

    /** F7. False when no difference follows the caret. */
    public boolean nextDifference() {
        boolean ok = p.next();
        grid.changed();
        if (!ok) {
            status.setText("No difference after this row" + (p.size() > 0 ? " — " + DiffRows.describe(p.model(),
                    p.caret()) : ""));
        }
        return ok;
    }

    /** Shift+F7. */
    public boolean previousDifference() {
        boolean ok = p.previous();
        grid.changed();
        if (!ok) {
            status.setText("No difference before this row");
        }
        return ok;
    }

    /** "Align to A": the caret to the row of A's descriptor {@code i}. */
    public boolean alignToA(int i) {
        boolean ok = p.alignToA(i);
        grid.changed();
        return ok;
    }

    /** Shows the ring with id text {@code id} (e.g. {@code pring:sg00/qActIO0/0/tx}); false when not listed. */
    public boolean showRing(String id) {
        for (int i = 0; i < p.rings().size(); i++) {
            if (p.rings().get(i).id().toString().equals(id)) {
                rings.table().getSelectionModel().select(i);
                ringSelected(i);
                return true;
            }
        }
        return false;
    }

    /** Index or content alignment ({@link Alignment#AUTO}: index when the lengths agree); re-diffs off the FX thread. */
    public CompletableFuture<DumpDiff> setAlignment(Alignment a) {
        toolbar.showAlignment(a);
        p.setAlignment(a);
        DumpDiff d = p.diff();
        if (d == null) {
            return CompletableFuture.completedFuture(null);
        }
        return run("Aligning by " + a.name().toLowerCase(Locale.ROOT),
                CompletableFuture.supplyAsync(() -> DiffPresentation.realign(d, a), ctx.background()));
    }

    /** Shows only the rows that differ (or all). */
    public void setOnlyChanges(boolean only) {
        toolbar.showOnlyChanges(only);
        setFilter(only, p.fields());
    }

    /** Shows only the changed rows where one of {@code fields} ({@link DescField#bit()}s) differs; ALL for no filter. */
    public void setFieldFilter(int fields) {
        toolbar.showFields(fields);
        setFilter(p.onlyChanges(), fields);
    }

    void setFilter(boolean only, int fields) {
        p.setFilterLater(only, fields);
        if (p.model() == null) {
            return;
        }
        filtering = true;
        var m = p.model();
        filters.refresh(() -> CompletableFuture.supplyAsync(() -> DiffPresentation.filter(m, only, fields),
                ctx.background()), f -> {
                    filtering = false;
                    if (f != null) {
                        p.applyModel(f);
                        grid.changed();
                    }
                }, err -> {
                    status.setText("Could not filter the diff: " + ViewReads.message(err));
                    return null;
                });
    }

    private void ringSelected(int i) {
        if (i != p.selectedRing() || p.model() == null) {
            p.select(i);
        }
        ringShown();
    }

    private void ringShown() {
        RingDiff r = p.ring().orElse(null);
        toolbar.showRing(r == null ? "" : r.id() + " — " + DiffRows.counts(r));
        grid.changed();
    }

    /** The status line under the grid. */
    void say(String text) {
        status.setText(text);
    }

    private void caretMoved() {
        status.setText(DiffRows.describe(p.model(), p.caret()));
    }

    private void themeChanged() {
        grid.requestLayout();
        grid.repaint();
    }

    // ---- for tests and the frame-time harness ----

    /** The node that scrolls (the rows' canvas with its scroll bar and minimap). */
    public Node scrollNode() {
        return grid;
    }

    /** Scrolls the rows by {@code n} (negative: up), as the wheel does; painted on the next pulse. */
    public void scrollRows(int n) {
        grid.scrollRows(n);
    }

    /** Rows of the ring shown (after the filters). */
    public int rows() {
        return p.size();
    }

    /** The first row on screen. */
    public int topRow() {
        return p.top();
    }

    /** Whether nothing is being computed and the last change is painted. */
    public boolean idle() {
        return !busy.get() && grid.idle() && !filtering;
    }

    /** Paints so far. */
    public long frames() {
        return grid.frames();
    }

    /** The FX-thread milliseconds of each paint since the last call. */
    public double[] takePaintMillis() {
        return grid.takePaintMillis();
    }

    /** The changed fields of the caret's row ({@link DescField#bit()}s). */
    public int caretFieldMask() {
        return p.model() == null || p.caret() < 0 ? 0 : p.model().fieldMask(p.caret());
    }

    /** The caret's row told in full (the status line). */
    public String caretText() {
        return DiffRows.describe(p.model(), p.caret());
    }
}
