package org.ringscope.app.ui;

import java.util.function.BooleanSupplier;
import org.ringscope.app.ui.lesson.LessonPanel;

/**
 * {@code ringscope gui --lesson NAME [--lesson-step N]}: once the window has loaded and run what it opened, choose
 * the lesson in the Lesson panel and run to step N (1-based; 0 = its introduction). The headless screenshot waits
 * for it ({@link #busy}).
 */
public final class LessonLaunch {
    private static volatile String lesson;
    private static volatile int step;
    private static volatile boolean done = true;

    private LessonLaunch() {
    }

    /** The lesson (and step, 1-based; 0 = the introduction) of the next launch; null for none. */
    public static void configure(String name, int stepNumber) {
        lesson = name;
        step = stepNumber;
        done = name == null;
    }

    /**
     * Chooses the lesson in {@code lessons} and runs to the step once nothing is loading or running any more
     * ({@code idle}). FX thread.
     */
    static void apply(BooleanSupplier idle, LessonPanel lessons) {
        String name = lesson;
        if (name == null) {
            return;
        }
        WhenIdle.then(idle, () -> {
            if (!lessons.choose(name)) {
                System.err.println("ringscope: warning: no lesson " + name);
            } else if (step > 0) {
                lessons.go(step - 1);
            }
            done = true;
        });
    }

    /** Whether a configured lesson has not been applied yet, or its step is still running. */
    static boolean busy(LessonPanel lessons) {
        return !done || lessons.running();
    }
}
