package org.ringscope.app.ui.load;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.concurrent.Task;
import org.controlsfx.control.StatusBar;
import org.ringscope.app.output.RunProgress;
import org.ringscope.model.InputException;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineListener;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.views.fx.Fx;
import org.ringscope.views.neff.NeffDocument;
import org.ringscope.views.session.SessionHolder;

/**
 * Runs each opened NEFF as an {@link EmulationSession} (decision 0850): {@code open} + {@code run} on a thread
 * of the session's own — its <em>journal thread</em>, the only one that touches it afterwards (seeks, queries,
 * the run loop) — with the node being run and the steps so far in the status bar. The finished session
 * becomes the window's current one. A run that ends with a non-zero NRT status is still a session (stepping
 * shows the path to the failure): the status bar names the status and its message. A NEFF the runtime
 * refuses (an input error) is reported like a file that fails to load; the NEFF view stays open.
 */
public final class SessionRuns {
    private static final Logger LOG = Logger.getLogger(SessionRuns.class.getName());
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final SessionHolder holder;
    private final StatusBar status;
    private final ErrorReporter errors;
    private final ReadOnlyIntegerWrapper pending = new ReadOnlyIntegerWrapper(0);
    private Task<EmulationSession> statusTask;
    private NeffDocument document;
    private ExecutorService thread;
    private int failures;

    private final Cancels cancels;

    public SessionRuns(SessionHolder holder, StatusBar status, ErrorReporter errors, Cancels cancels) {
        this.cancels = cancels;
        this.holder = holder;
        this.status = status;
        this.errors = errors;
    }

    /** Runs that started and have not finished yet. */
    public ReadOnlyIntegerProperty pendingProperty() {
        return pending.getReadOnlyProperty();
    }

    /** Runs the runtime refused (input errors) or that crashed. */
    public int failures() {
        return failures;
    }

    /** The document whose session is current, if any. */
    public Optional<NeffDocument> document() {
        return Optional.ofNullable(document);
    }

    /**
     * The options a document runs with: the defaults, with profiling on for the bundled sample (as {@code run
     * --sample}), and the faults of {@code gui --fault} ({@link RunFaults}).
     */
    static RunOptions optionsFor(NeffDocument doc) {
        return RunFaults.apply(RunOptions.defaults().withInspect(doc.path().isEmpty()));
    }

    /** Starts running {@code doc}; the session becomes current when it finishes. */
    public void run(NeffDocument doc) {
        Fx.assertFxThread();
        ExecutorService t = Executors.newSingleThreadExecutor(r -> {
            Thread th = new Thread(r, "ringscope-session-" + THREADS.incrementAndGet());
            th.setDaemon(true);
            return th;
        });
        Task<EmulationSession> task = task(doc);
        pending.set(pending.get() + 1);
        statusTask = task;
        status.textProperty().bind(task.messageProperty());
        status.progressProperty().bind(task.progressProperty());
        task.setOnSucceeded(e -> finish(task, () -> succeeded(doc, t, task.getValue())));
        task.setOnFailed(e -> finish(task, () -> {
            t.shutdown();
            failed(doc, task.getException());
        }));
        task.setOnCancelled(e -> finish(task, () -> {
            t.shutdownNow();
            status.setText("Cancelled the run of " + doc.displayName() + "; the views show what they showed — Ctrl+R "
                    + "runs it again");
        }));
        cancels.add(task);
        holder.started(task, doc.displayName());
        t.execute(task);
    }

    private Task<EmulationSession> task(NeffDocument doc) {
        String name = doc.displayName();
        return new Task<>() {
            @Override
            protected EmulationSession call() throws Exception {
                updateProgress(-1, 1);
                updateMessage("Running " + name + " on the emulated device…");
                // the session takes the manifest the document's load parsed: one parse per Open (decision 1355)
                EmulationSession s = EmulationSession.open(doc.file(), doc.manifest(), optionsFor(doc));
                RunProgress progress = RunProgress.follow(s);
                s.runtime().tracer().addListener(new SpineListener() {
                    @Override
                    public void onEnter(SpineNode node, SpineEdge via, int depth) {
                        if (isCancelled()) {
                            throw new CancellationException("cancelled"); // stops the run here
                        }
                        updateMessage("Running " + name + ": " + progress.line() + " (Esc cancels)");
                    }

                    @Override
                    public void onExit(SpineNode node, int depth) {
                        // the entries tell enough
                    }
                });
                s.run();
                return s;
            }
        };
    }

    private void finish(Task<EmulationSession> task, Runnable then) {
        if (task == statusTask) {
            statusTask = null;
            status.textProperty().unbind();
            status.progressProperty().unbind();
            status.setProgress(0);
        }
        try {
            then.run();
        } finally {
            holder.ended(task); // after a success made its session current: no "no run" in between
            pending.set(pending.get() - 1);
        }
    }

    private void succeeded(NeffDocument doc, ExecutorService t, EmulationSession s) {
        ExecutorService old = thread;
        thread = t;
        document = doc;
        holder.set(s, t);
        if (old != null) {
            old.shutdown(); // after the old cursor's last task
        }
        say(describe(doc, s.result()));
    }

    /** Sets the status line unless another task (a load, a later run) has it bound now; that task's end sets it. */
    private void say(String text) {
        if (!status.textProperty().isBound()) {
            status.setText(text);
        }
    }

    /** The status line of a finished run. */
    static String describe(NeffDocument doc, RunResult r) {
        if (r == null) {
            return "Ran " + doc.displayName();
        }
        String counts = String.format(Locale.ROOT, "%,d steps, %,d doorbells", r.steps(), r.doorbells());
        if (r.ok()) { // where to step from here is the step line's to say: it is true wherever the cursor goes
            return "Ran " + doc.displayName() + ": " + r.statusName() + " (" + counts + ")";
        }
        return "Run of " + doc.displayName() + " failed: " + r.statusName() + " (" + r.status() + ")"
                + (r.message() == null || r.message().isBlank() ? "" : " — " + r.message())
                + (r.failedNode() == null || r.failedNode().isBlank() ? "" : " at " + r.failedNode())
                + " (" + counts + "; step through to see the path)";
    }

    private void failed(NeffDocument doc, Throwable t) {
        failures++;
        String msg = t instanceof InputException ie ? ie.getMessage() : DocumentLoader.describe(t);
        if (!(t instanceof InputException)) {
            LOG.log(Level.SEVERE, "internal error while running " + doc.displayName(), t);
        }
        say("Could not run " + doc.displayName() + ": " + msg);
        errors.accept("Cannot run " + doc.displayName(), msg);
    }

    /** The current session's document closed: no session any more. */
    public void closed() {
        if (document == null) {
            return;
        }
        document = null;
        holder.clear();
        if (thread != null) {
            thread.shutdown();
            thread = null;
        }
    }
}
