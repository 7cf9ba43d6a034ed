package org.ringscope.app.ui.lesson;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.ringscope.model.lesson.Look;
import org.ringscope.model.lesson.RunSpec;
import org.ringscope.model.lesson.Target;

/**
 * What the lesson panel asks of the workbench: play a step (make the run of the sample for {@link RunSpec} the
 * current session and move the shared cursor to the step's target), and point at what to look at (bring a view
 * to the front and select a location in it). The window implements it; tests can fake it.
 */
public interface LessonHost {
    /**
     * Makes the sample's run for {@code run} current (running it first if needed), then — on its journal thread —
     * goes to step 0 and reaches {@code targets} in order (the steps of the lesson up to this one that share its
     * run). Completes with the cursor step of the last target, or -1 when the run never met it.
     */
    CompletableFuture<Integer> play(RunSpec run, List<Target> targets);

    /** Brings the view of {@code look} forward and selects its location, if it names one. FX thread. */
    void look(Look look);
}
