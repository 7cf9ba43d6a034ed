package org.ringscope.app.ui;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.Format;
import org.ringscope.views.diff.DiffView;

/**
 * The verbs of dumps and diffs: Open Two Dumps…, Compare With Dump… (the run at the cursor against a
 * dump file), Save Dump… (the run at the cursor, written atomically on its journal thread), Fork and Diff… (the same
 * NEFF with one parameter changed), and Next / Previous Difference (F7 / Shift+F7). A diff opens the Diff perspective
 * and the diff view; a failure is an error dialog naming the file and the problem, and the diff shown stays.
 */
final class DiffActions {
    private static final FileChooser.ExtensionFilter DUMPS = new FileChooser.ExtensionFilter("RingScope dumps (*.rsdump)",
            "*.rsdump");
    private static final FileChooser.ExtensionFilter ALL = new FileChooser.ExtensionFilter("All files", "*");

    private DiffActions() {
    }

    static List<WorkbenchAction> create(MainWindow w) {
        var open = w.sessions().openProperty();
        return List.of(
                new WorkbenchAction("open-dumps", "Open Two _Dumps…", null,
                        "Compare two dump files (ringscope run --dump, File ▸ Save Dump) in the diff view",
                        () -> openTwo(w)),
                new WorkbenchAction("compare-with", "Compare _With Dump…", null,
                        "Compare the current run at the cursor (A) with a dump file (B)", () -> compareWith(w))
                        .enabledWhen(open),
                new WorkbenchAction("save-dump", "Sa_ve Dump…", new KeyCodeCombination(KeyCode.S,
                        KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                        "Write the current run at the cursor to a dump file", () -> save(w)).enabledWhen(open),
                new WorkbenchAction("fork-diff", "_Fork and Diff…", null,
                        "Run the NEFF again with another arch, packet size or execution count and diff the two",
                        () -> fork(w)).enabledWhen(open),
                new WorkbenchAction("diff-next", "Next _Difference", new KeyCodeCombination(KeyCode.F7),
                        "Diff view: the next row that differs", () -> view(w).ifPresent(DiffView::nextDifference)),
                new WorkbenchAction("diff-previous", "Previous D_ifference", new KeyCodeCombination(KeyCode.F7,
                        KeyCombination.SHIFT_DOWN), "Diff view: the previous row that differs",
                        () -> view(w).ifPresent(DiffView::previousDifference)));
    }

    /** The window's diff view. */
    static Optional<DiffView> view(MainWindow w) {
        return w.dock().items().stream().map(i -> i.view()).filter(DiffView.class::isInstance)
                .map(DiffView.class::cast).findFirst();
    }

    private static FileChooser chooser(String title) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().addAll(DUMPS, ALL);
        return fc;
    }

    private static Optional<Path> pick(MainWindow w, String title) {
        File f = chooser(title).showOpenDialog(w.stage());
        return Optional.ofNullable(f).map(File::toPath);
    }

    private static void openTwo(MainWindow w) {
        pick(w, "Open Dump A").ifPresent(a -> pick(w, "Open Dump B (compared with " + a.getFileName() + ")")
                .ifPresent(b -> openDumps(w, a, b)));
    }

    /** Dump {@code a} against dump {@code b} in the diff view. */
    static CompletableFuture<DumpDiff> openDumps(MainWindow w, Path a, Path b) {
        return shown(w, "Comparing " + a.getFileName() + " with " + b.getFileName(), v -> v.openDumps(a, b));
    }

    private static void compareWith(MainWindow w) {
        pick(w, "Compare the Run With Dump").ifPresent(b -> compareWith(w, b));
    }

    /** The run at the cursor against dump {@code b}. */
    static CompletableFuture<DumpDiff> compareWith(MainWindow w, Path b) {
        return shown(w, "Comparing the run with " + b.getFileName(), v -> v.compareWith(b));
    }

    private static void fork(MainWindow w) {
        w.sessions().current().ifPresent(s -> ForkDialog.create(w.stage(), s.options(),
                s.device() == null ? "?" : s.device().arch().name().toLowerCase(java.util.Locale.ROOT))
                .showAndWait().ifPresent(p -> fork(w, p)));
    }

    /** Fork and diff with {@code p}. */
    static CompletableFuture<DumpDiff> fork(MainWindow w, ForkParameter p) {
        return shown(w, "Fork and diff with " + p, v -> v.forkAndDiff(p));
    }

    private static CompletableFuture<DumpDiff> shown(MainWindow w, String what,
            java.util.function.Function<DiffView, CompletableFuture<DumpDiff>> job) {
        Optional<DiffView> v = view(w);
        if (v.isEmpty()) {
            w.statusBar().setText("No diff view is open");
            return CompletableFuture.failedFuture(new IllegalStateException("no diff view"));
        }
        if (w.perspective() != Perspective.DIFF) {
            w.switchPerspective(Perspective.DIFF);
        }
        w.showView(ViewKind.DIFF);
        status(w, what + "…", -1);
        CompletableFuture<DumpDiff> f = job.apply(v.get());
        f.whenComplete((d, t) -> javafx.application.Platform.runLater(() -> {
            if (t != null) {
                String[] m = DiffView.describeFailure(t);
                w.errors().accept(m[0], m[1]);
                status(w, m[0] + ": " + m[1], 0);
            } else {
                status(w, (d.identical() ? "Identical" : "Different") + ": " + d.differingRings() + " of "
                        + d.rings().size() + " rings differ — F7 / Shift+F7 walk the differences", 0);
            }
        }));
        return f;
    }

    /** The status bar's text and progress, unless a run has them bound (its own progress then shows). */
    private static void status(MainWindow w, String text, double progress) {
        if (!w.statusBar().textProperty().isBound()) {
            w.statusBar().setText(text);
        }
        if (!w.statusBar().progressProperty().isBound()) {
            w.statusBar().setProgress(progress);
        }
    }

    private static void save(MainWindow w) {
        FileChooser fc = chooser("Save Dump at Step " + w.context().cursor().step());
        fc.setInitialFileName("step" + w.context().cursor().step() + ".rsdump");
        File f = fc.showSaveDialog(w.stage());
        if (f != null) {
            save(w, f.toPath());
        }
    }

    /** Writes the run at the cursor to {@code p}, with progress in the status bar. */
    static CompletableFuture<Path> save(MainWindow w, Path p) {
        Optional<DiffView> v = view(w);
        if (v.isEmpty()) {
            return CompletableFuture.failedFuture(new IllegalStateException("no diff view"));
        }
        status(w, "Saving the run at step " + w.context().cursor().step() + " to " + p.getFileName() + "…", -1);
        CompletableFuture<Path> f = v.get().saveDump(p);
        f.whenComplete((x, t) -> javafx.application.Platform.runLater(() -> {
            if (t != null) {
                String[] m = DiffView.describeFailure(t);
                w.errors().accept(m[0], m[1]);
                status(w, m[0] + ": " + m[1], 0);
            } else {
                long size = 0;
                try {
                    size = Files.size(x);
                } catch (java.io.IOException e) {
                    // the size is only for the message
                }
                status(w, "Saved " + x.getFileName() + " (" + Format.bytes(size) + ")", 0);
            }
        }));
        return f;
    }
}
