package org.ringscope.model.lesson;

import java.util.List;

/**
 * What playing a lesson did: for each step its title, its target (as written), whether the run reached it, and
 * where (the step of the journal, the run's arch and mode).
 */
public record LessonReport(String name, String title, List<Step> steps) {
    public LessonReport {
        steps = List.copyOf(steps);
    }

    /** @param cursor the journal step the target was reached at, or -1 */
    public record Step(String title, String target, boolean reached, int cursor, String run) {
    }

    /** Whether every step reached its target. */
    public boolean allReached() {
        return steps.stream().allMatch(Step::reached);
    }
}
