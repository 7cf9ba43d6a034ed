package org.ringscope.app.ui.load;

import java.util.ArrayDeque;
import java.util.Deque;
import javafx.concurrent.Worker;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The long jobs a user may stop — loading a file, running a NEFF: while one goes, the status bar shows a Cancel
 * button beside its progress, and Esc (when nothing else took it: the find bar, the palette, a menu) cancels the
 * newest. A cancelled job leaves what was open as it was.
 */
public final class Cancels {
    private final Deque<Worker<?>> jobs = new ArrayDeque<>();
    private final Button button = new Button("Cancel");

    public Cancels() {
        button.setId("status-cancel");
        button.getStyleClass().add("small-button");
        button.setTooltip(new Tooltip("Stop the load or run in progress (Esc); what was open stays"));
        button.setFocusTraversable(false);
        button.setVisible(false);
        button.setManaged(false);
        button.setOnAction(e -> cancelNewest());
    }

    public Button button() {
        return button;
    }

    /** Esc cancels the newest job, if any (a handler, not a filter: controls that use Esc see it first). */
    public void install(Scene scene) {
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && !jobs.isEmpty()) {
                cancelNewest();
                e.consume();
            }
        });
    }

    /** A job that may be cancelled until it ends (any end: done, failed, cancelled). FX thread. */
    public void add(Worker<?> job) {
        jobs.push(job);
        job.runningProperty().addListener((o, was, now) -> {
            if (!now && job.getState() != Worker.State.READY && job.getState() != Worker.State.SCHEDULED) {
                jobs.remove(job);
                shown();
            }
        });
        shown();
    }

    /** Whether a job can be cancelled now. */
    boolean any() {
        return !jobs.isEmpty();
    }

    void cancelNewest() {
        Worker<?> j = jobs.peek();
        if (j != null) {
            j.cancel();
            jobs.remove(j);
            shown();
        }
    }

    private void shown() {
        button.setVisible(!jobs.isEmpty());
        button.setManaged(!jobs.isEmpty());
    }
}
