package org.ringscope.app.ui.load;

import java.nio.file.Files;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.concurrent.Task;
import org.controlsfx.control.StatusBar;
import org.ringscope.views.Document;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.session.SessionHolder;

/**
 * The window's loads: each a task on the background executor whose message and progress the status bar
 * shows. A finished document is shown, and a NEFF goes on from here to its run ({@link SessionRuns}) with the
 * container and manifest its load parsed, so the Open path never parses twice nor goes back through the window
 * (decision 1355). A failure is reported (the input error's message, never a stack trace), counted, and a
 * missing file leaves the recent list.
 */
public final class Loads {
    private static final Logger LOG = Logger.getLogger(Loads.class.getName());

    private final DocumentLoader loader;
    private final StatusBar status;
    private final RecentFiles recent;
    private final ErrorReporter errors;
    private final Consumer<Document> show;
    private final ReadOnlyIntegerWrapper pending = new ReadOnlyIntegerWrapper(0);
    private int failures;
    private Task<Document> statusTask;
    /** The last load Esc cancelled, until another load succeeds: what Ctrl+R opens again. */
    private DocumentLoader.Source cancelled;
    private final Cancels cancels;
    private final SessionHolder sessions;
    private final SessionRuns runs;

    /**
     * @param show     shows a finished document (in the dock, the title and the status line)
     * @param sessions told of each NEFF load, so the views without a run say it is loading
     * @param runs     runs each NEFF once it is shown
     */
    public Loads(DocumentLoader loader, StatusBar status, RecentFiles recent, ErrorReporter errors,
          Consumer<Document> show, Cancels cancels, SessionHolder sessions, SessionRuns runs) {
        this.cancels = cancels;
        this.sessions = sessions;
        this.runs = runs;
        this.loader = loader;
        this.status = status;
        this.recent = recent;
        this.errors = errors;
        this.show = show;
    }

    public ReadOnlyIntegerProperty pendingProperty() {
        return pending.getReadOnlyProperty();
    }

    public int failures() {
        return failures;
    }

    /** The load Esc cancelled last, unless another has succeeded since. */
    public Optional<DocumentLoader.Source> cancelled() {
        return Optional.ofNullable(cancelled);
    }

    public void load(DocumentLoader.Source src) {
        Fx.assertFxThread();
        Task<Document> task = loader.task(src);
        pending.set(pending.get() + 1);
        statusTask = task;
        status.textProperty().bind(task.messageProperty());
        status.progressProperty().bind(task.progressProperty());
        if (src.path().map(p -> !DocumentLoader.isElf(p)).orElse(true)) {
            sessions.started(task, src.name()); // a NEFF: its run follows, and the views say so meanwhile
        }
        task.setOnSucceeded(e -> {
            unbindStatus(task);
            try {
                Document doc = task.getValue();
                cancelled = null;
                show.accept(doc);
                if (doc instanceof NeffDocument n) {
                    runs.run(n); // the run starts before the load counts as ended: no "no run" in between
                }
                src.path().ifPresent(recent::add);
            } finally {
                sessions.ended(task);
                pending.set(pending.get() - 1);
            }
        });
        task.setOnFailed(e -> {
            unbindStatus(task);
            try {
                failed(src, task.getException());
            } finally {
                sessions.ended(task);
                pending.set(pending.get() - 1);
            }
        });
        task.setOnCancelled(e -> {
            unbindStatus(task);
            sessions.ended(task);
            cancelled = src; // before the count drops: what listens to it asks what Ctrl+R would open
            pending.set(pending.get() - 1);
            status.setText("Cancelled opening " + src.name() + "; what was open stays — Ctrl+R opens it again");
        });
        cancels.add(task);
        loader.start(task);
    }

    private void failed(DocumentLoader.Source src, Throwable t) {
        failures++;
        String msg = DocumentLoader.describe(t);
        if (!DocumentLoader.isInputProblem(t)) {
            LOG.log(Level.SEVERE, "internal error while opening " + src.name(), t);
        }
        status.setText("Could not open " + src.name() + ": " + msg);
        src.path().filter(p -> !Files.exists(p)).ifPresent(recent::remove);
        errors.accept("Cannot open " + src.name(), msg);
    }

    private void unbindStatus(Task<Document> finished) {
        if (finished != statusTask) {
            return;
        }
        statusTask = null;
        status.textProperty().unbind();
        status.progressProperty().unbind();
        status.setProgress(0);
    }
}
