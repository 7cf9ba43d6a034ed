package org.ringscope.app.ui.actions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.controlsfx.control.StatusBar;
import org.ringscope.app.ui.dialogs.ForkDialog;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.prefs.Perspectives;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.Format;
import org.ringscope.views.diff.DiffView;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.session.SessionHolder;

/**
 * The verbs of dumps and diffs: Open Two Dumps…, Compare With Dump… (the run at the cursor against a
 * dump file), Save Dump… (the run at the cursor, written atomically on its journal thread), Fork and Diff… (the same
 * NEFF with one parameter changed), and Next / Previous Difference (F7 / Shift+F7). A diff opens the Diff perspective
 * and the diff view; a failure is an error dialog naming the file and the problem, and the diff shown stays.
 */
public final class DiffActions {
    private static final FileChooser.ExtensionFilter DUMPS = new FileChooser.ExtensionFilter("RingScope dumps (*.rsdump)",
            "*.rsdump");
    private static final FileChooser.ExtensionFilter ALL = new FileChooser.ExtensionFilter("All files", "*");

    private final SessionHolder sessions;
    private final DockPane dock;
    private final Perspectives perspectives;
    private final StatusBar status;
    private final Window owner;
    private final BiConsumer<String, String> errors;

    /**
     * The verbs over the runs of {@code sessions}, shown in the diff view of {@code dock} (in the Diff perspective
     * of {@code perspectives}); progress goes to {@code status}, file choosers and the fork dialog are owned by
     * {@code owner}, and failures go to {@code errors} (header, message).
     */
    public DiffActions(SessionHolder sessions, DockPane dock, Perspectives perspectives, StatusBar status, Window owner,
            BiConsumer<String, String> errors) {
        this.sessions = sessions;
        this.dock = dock;
        this.perspectives = perspectives;
        this.status = status;
        this.owner = owner;
        this.errors = errors;
    }

    public List<WorkbenchAction> actions() {
        var open = sessions.openProperty();
        return List.of(
                new WorkbenchAction("open-dumps", "Open Two _Dumps…", null,
                        "Compare two dump files (ringscope run --dump, File ▸ Save Dump) in the diff view",
                        () -> openTwo()),
                new WorkbenchAction("compare-with", "Compare _With Dump…", null,
                        "Compare the current run at the cursor (A) with a dump file (B)", () -> compareWith())
                        .enabledWhen(open),
                new WorkbenchAction("save-dump", "Sa_ve Dump…", new KeyCodeCombination(KeyCode.S,
                        KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                        "Write the current run at the cursor to a dump file", () -> save()).enabledWhen(open),
                new WorkbenchAction("fork-diff", "_Fork and Diff…", null,
                        "Run the NEFF again with another arch, packet size or execution count and diff the two",
                        () -> fork()).enabledWhen(open),
                new WorkbenchAction("diff-next", "Next _Difference", new KeyCodeCombination(KeyCode.F7),
                        "Diff view: the next row that differs", () -> view().ifPresent(DiffView::nextDifference)),
                new WorkbenchAction("diff-previous", "Previous D_ifference", new KeyCodeCombination(KeyCode.F7,
                        KeyCombination.SHIFT_DOWN), "Diff view: the previous row that differs",
                        () -> view().ifPresent(DiffView::previousDifference)));
    }

    /** The window's diff view. */
    public Optional<DiffView> view() {
        return dock.items().stream().map(i -> i.view()).filter(DiffView.class::isInstance)
                .map(DiffView.class::cast).findFirst();
    }

    private static FileChooser chooser(String title) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().addAll(DUMPS, ALL);
        return fc;
    }

    private Optional<Path> pick(String title) {
        File f = chooser(title).showOpenDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    private void openTwo() {
        pick("Open Dump A").ifPresent(a -> pick("Open Dump B (compared with " + a.getFileName() + ")")
                .ifPresent(b -> openDumps(a, b)));
    }

    /** Dump {@code a} against dump {@code b} in the diff view. */
    public CompletableFuture<DumpDiff> openDumps(Path a, Path b) {
        return shown("Comparing " + a.getFileName() + " with " + b.getFileName(), v -> v.openDumps(a, b));
    }

    private void compareWith() {
        pick("Compare the Run With Dump").ifPresent(b -> compareWith(b));
    }

    /** The run at the cursor against dump {@code b}. */
    public CompletableFuture<DumpDiff> compareWith(Path b) {
        return shown("Comparing the run with " + b.getFileName(), v -> v.compareWith(b));
    }

    private void fork() {
        sessions.current().ifPresent(s -> ForkDialog.create(owner, s.options(),
                s.device() == null ? "?" : s.device().arch().name().toLowerCase(Locale.ROOT))
                .showAndWait().ifPresent(p -> fork(p)));
    }

    /** Fork and diff with {@code p}. */
    public CompletableFuture<DumpDiff> fork(ForkParameter p) {
        return shown("Fork and diff with " + p, v -> v.forkAndDiff(p));
    }

    private CompletableFuture<DumpDiff> shown(String what,
            Function<DiffView, CompletableFuture<DumpDiff>> job) {
        Optional<DiffView> v = view();
        if (v.isEmpty()) {
            status.setText("No diff view is open");
            return CompletableFuture.failedFuture(new IllegalStateException("no diff view"));
        }
        if (perspectives.current() != Perspective.DIFF) {
            perspectives.switchTo(Perspective.DIFF);
        }
        dock.show(ViewKind.DIFF);
        status(what + "…", -1);
        CompletableFuture<DumpDiff> f = job.apply(v.get());
        f.whenComplete((d, t) -> Fx.run(() -> {
            if (t != null) {
                String[] m = DiffView.describeFailure(t);
                errors.accept(m[0], m[1]);
                status(m[0] + ": " + m[1], 0);
            } else {
                status((d.identical() ? "Identical" : "Different") + ": " + d.differingRings() + " of "
                        + d.rings().size() + " rings differ — F7 / Shift+F7 walk the differences", 0);
            }
        }));
        return f;
    }

    /** The status bar's text and progress, unless a run has them bound (its own progress then shows). */
    private void status(String text, double progress) {
        if (!status.textProperty().isBound()) {
            status.setText(text);
        }
        if (!status.progressProperty().isBound()) {
            status.setProgress(progress);
        }
    }

    private void save() {
        FileChooser fc = chooser("Save Dump at Step " + sessions.cursor().step());
        fc.setInitialFileName("step" + sessions.cursor().step() + ".rsdump");
        File f = fc.showSaveDialog(owner);
        if (f != null) {
            save(f.toPath());
        }
    }

    /** Writes the run at the cursor to {@code p}, with progress in the status bar. */
    public CompletableFuture<Path> save(Path p) {
        Optional<DiffView> v = view();
        if (v.isEmpty()) {
            return CompletableFuture.failedFuture(new IllegalStateException("no diff view"));
        }
        status("Saving the run at step " + sessions.cursor().step() + " to " + p.getFileName() + "…", -1);
        CompletableFuture<Path> f = v.get().saveDump(p);
        f.whenComplete((x, t) -> Fx.run(() -> {
            if (t != null) {
                String[] m = DiffView.describeFailure(t);
                errors.accept(m[0], m[1]);
                status(m[0] + ": " + m[1], 0);
            } else {
                long size = 0;
                try {
                    size = Files.size(x);
                } catch (IOException e) {
                    // the size is only for the message
                }
                status("Saved " + x.getFileName() + " (" + Format.bytes(size) + ")", 0);
            }
        }));
        return f;
    }
}
