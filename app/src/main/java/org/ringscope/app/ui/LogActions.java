package org.ringscope.app.ui;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.scene.control.ChoiceDialog;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.ringscope.app.output.TextFileOutput;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.load.ErrorReporter;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Level;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.log.LogClock;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.views.Format;
import org.ringscope.views.ViewReads;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.log.LogCompareView;
import org.ringscope.views.session.SessionHolder;

/**
 * The runtime log in the window (decision 1343): File &gt; Export Runtime Log writes what {@code run --log} writes
 * for the run open (the environment's {@code NEURON_RT_LOG_LEVEL_<MOD>} levels, the level chosen in place of
 * {@code NEURON_RT_LOG_LEVEL}, times from the fixed start), through the commands' text output; a log opened or
 * dropped goes to the Log Compare view, beside the NEFF open.
 */
final class LogActions {
    /**
     * What the log actions bind.
     *
     * @param sessions the run whose log is exported
     * @param dock     where the Log Compare view is
     * @param show     shows a view
     * @param stage    the dialogs' owner
     * @param status   says what was written
     * @param errors   reports what could not be
     */
    record Services(SessionHolder sessions, DockPane dock, Predicate<ViewKind> show, Stage stage,
            Consumer<String> status, ErrorReporter errors) {
    }

    private final Services w;

    LogActions(Services services) {
        this.w = services;
    }

    List<WorkbenchAction> actions() {
        return List.of(new WorkbenchAction("export-log", "Export Runtime _Log…", null,
                "Write the run's log as `ringscope run --log FILE --log-level LEVEL` writes it", this::export)
                .enabledWhen(w.sessions().openProperty()));
    }

    /** Shows {@code log} beside the NEFF open (or the next one opened) in the Log Compare view. */
    void compare(Path log) {
        w.dock().item(ViewKind.LOGCOMPARE.id()).map(DockItem::view).filter(LogCompareView.class::isInstance)
                .map(LogCompareView.class::cast).ifPresent(v -> {
                    v.open(log);
                    w.show().test(ViewKind.LOGCOMPARE);
                });
    }

    private void export() {
        LogLevels env;
        try {
            env = LogLevels.fromEnvironment(System.getenv());
        } catch (IllegalArgumentException e) {
            w.errors().accept("Cannot export the runtime log", e.getMessage());
            return;
        }
        ChoiceDialog<Level> d = new ChoiceDialog<>(env.global(), Level.values());
        d.initOwner(w.stage());
        d.setTitle("Export Runtime Log");
        d.setHeaderText("The run's log as the runtime would write it, at the level of NEURON_RT_LOG_LEVEL");
        d.setContentText("Level:");
        d.showAndWait().ifPresent(level -> {
            FileChooser fc = new FileChooser();
            fc.setTitle("Export Runtime Log");
            fc.setInitialFileName("run.log");
            fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("Runtime logs (*.log)", "*.log"));
            File f = fc.showSaveDialog(w.stage());
            if (f != null) {
                Path p = f.toPath();
                write(w.sessions(), level, p).whenComplete((n, err) -> Fx.run(() -> {
                    if (err == null) {
                        w.status().accept("Exported " + p.getFileName() + " (" + Format.count(n) + " lines)");
                    } else {
                        w.errors().accept("Cannot export " + p.getFileName(), p + ": " + ViewReads.message(err));
                    }
                }));
            }
        });
    }

    /**
     * Writes the open run's log at {@code level} to {@code target} on the session's journal thread; completes with
     * the lines written.
     */
    static CompletableFuture<Long> write(SessionHolder sessions, Level level, Path target) {
        LogLevels levels;
        try {
            levels = LogLevels.fromEnvironment(System.getenv()).withGlobal(level);
        } catch (IllegalArgumentException e) {
            return CompletableFuture.failedFuture(e);
        }
        return sessions.cursor().withSession(s -> {
            long[] n = {0};
            try {
                TextFileOutput.write(target, new PrintWriter(System.out, true), out -> {
                    try {
                        n[0] = SessionLog.write(s, SessionLog.plan(s, levels), LogClock.FIXED, out);
                    } catch (InputException e) {
                        throw new IOException(e.getMessage(), e);
                    }
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return n[0];
        }).thenApply(at -> at.value());
    }
}
