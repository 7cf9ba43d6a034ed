package org.ringscope.app.ui.lesson;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.LessonStep;
import org.ringscope.model.lesson.Target;

/**
 * The lesson panel's state, without a window: the chosen lesson, the step shown ({@code -1} = the introduction),
 * whether the step's target is being run to, was reached or missed, and whether the answer was revealed. The answer
 * can only be revealed once the target is reached (predict, then reveal).
 */
final class LessonModel {
    /** Where the current step stands. */
    enum Status { IDLE, RUNNING, REACHED, MISSED }

    private final List<Lesson> lessons;
    private Lesson lesson;
    private int index = -1;
    private Status status = Status.IDLE;
    private int reachedAt = -1;
    private boolean revealed;
    private long ticket;

    LessonModel(List<Lesson> lessons) {
        this.lessons = List.copyOf(lessons);
        this.lesson = lessons.isEmpty() ? null : lessons.get(0);
    }

    List<Lesson> lessons() {
        return lessons;
    }

    Lesson lesson() {
        return lesson;
    }

    /** Picks a lesson and shows its introduction. */
    void choose(Lesson l) {
        lesson = l;
        index = -1;
        status = Status.IDLE;
        reachedAt = -1;
        revealed = false;
        ticket++;
    }

    int index() {
        return index;
    }

    int size() {
        return lesson == null ? 0 : lesson.steps().size();
    }

    /** The step shown, or null on the introduction. */
    LessonStep step() {
        return lesson == null || index < 0 ? null : lesson.steps().get(index);
    }

    Status status() {
        return status;
    }

    int reachedAt() {
        return reachedAt;
    }

    boolean revealed() {
        return revealed;
    }

    boolean canNext() {
        return lesson != null && index < size() - 1 && status != Status.RUNNING;
    }

    boolean canPrevious() {
        return lesson != null && index > 0 && status != Status.RUNNING;
    }

    boolean canReveal() {
        return status == Status.REACHED && !revealed;
    }

    /** Starts going to step {@code k}; returns a ticket that {@link #finished} must present (stale runs are ignored). */
    long begin(int k) {
        if (lesson == null || k < 0 || k >= size()) {
            throw new IndexOutOfBoundsException("step " + k + " of " + size());
        }
        index = k;
        status = Status.RUNNING;
        reachedAt = -1;
        revealed = false;
        return ++ticket;
    }

    /** The run to step {@code ticket} ended at cursor step {@code at} (-1: the target was never met). */
    boolean finished(long ticket, int at) {
        if (ticket != this.ticket) {
            return false;
        }
        status = at >= 0 ? Status.REACHED : Status.MISSED;
        reachedAt = at;
        return true;
    }

    void reveal() {
        if (canReveal()) {
            revealed = true;
        }
    }

    /**
     * The targets to reach, in order, from step 0 of the run of step {@code k}: every earlier step of the lesson
     * on the same run, then step {@code k} — the moves the headless player makes.
     */
    List<Target> replay(int k) {
        LessonStep s = lesson.steps().get(k);
        List<Target> out = new ArrayList<>();
        for (int i = 0; i <= k; i++) {
            if (lesson.steps().get(i).run().equals(s.run())) {
                out.add(lesson.steps().get(i).target());
            }
        }
        return out;
    }

    /** {@code Step 3 of 10}. */
    String position() {
        return index < 0 ? "Introduction · " + size() + " steps" : "Step " + (index + 1) + " of " + size();
    }

    /** What the status line says. */
    String statusText() {
        LessonStep s = step();
        if (s == null) {
            return "Press Start ▶ to run to the first step.";
        }
        return switch (status) {
            case IDLE -> "Target: " + s.target().text();
            case RUNNING -> "Running to " + s.target().text() + " (" + s.run() + ")…";
            case REACHED -> "Reached " + s.target().text() + " at step " + reachedAt + " — predict, then Reveal";
            case MISSED -> "The run never reaches " + s.target().text() + " (" + s.run() + ")";
        };
    }
}
