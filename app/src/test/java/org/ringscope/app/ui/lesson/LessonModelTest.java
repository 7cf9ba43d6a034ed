package org.ringscope.app.ui.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.Lessons;
import org.ringscope.model.lesson.Target;

/** The lesson panel's state without a window: predict, then reveal; stale runs ignored; the replay of a step. */
class LessonModelTest {
    private final LessonModel m = new LessonModel(Lessons.bundled());

    @Test
    void startsOnTheFirstLessonsIntroduction() {
        assertEquals("neff-to-doorbell", m.lesson().name());
        assertEquals(-1, m.index());
        assertTrue(m.canNext());
        assertFalse(m.canPrevious());
        assertFalse(m.canReveal());
        assertTrue(m.position().startsWith("Introduction"));
    }

    @Test
    void revealOnlyAfterTheTargetIsReached() {
        long t = m.begin(0);
        assertEquals(LessonModel.Status.RUNNING, m.status());
        assertFalse(m.canReveal());
        m.reveal();
        assertFalse(m.revealed(), "no reveal while running");
        assertFalse(m.canNext(), "no Next while running");
        assertTrue(m.finished(t, 12));
        assertTrue(m.canReveal());
        assertTrue(m.statusText().contains("step 12"));
        m.reveal();
        assertTrue(m.revealed());
        assertFalse(m.canReveal());
        long u = m.begin(1);
        assertFalse(m.revealed(), "a new step hides the answer");
        assertTrue(m.finished(u, -1));
        assertEquals(LessonModel.Status.MISSED, m.status());
        assertFalse(m.canReveal(), "a missed target never reveals");
    }

    @Test
    void aStaleRunIsIgnored() {
        long t = m.begin(0);
        long u = m.begin(1);
        assertFalse(m.finished(t, 5));
        assertEquals(LessonModel.Status.RUNNING, m.status());
        assertTrue(m.finished(u, 9));
        assertEquals(9, m.reachedAt());
    }

    @Test
    void theReplayOfAStepIsTheEarlierStepsOfItsRun() {
        Lesson b = Lessons.find("barriers").orElseThrow();
        m.choose(b);
        List<Target> r = m.replay(6);
        assertEquals(List.of(b.steps().get(5).target(), b.steps().get(6).target()), r, "steps 6 and 7 run on cayman");
        assertEquals(3, m.replay(2).size(), "steps 1 to 3 run on sunda");
    }
}
