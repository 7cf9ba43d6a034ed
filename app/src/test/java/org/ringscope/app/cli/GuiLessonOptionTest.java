package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.lesson.Lessons;

/** {@code gui --lesson NAME [--lesson-step N]}: usage errors before any window opens. */
class GuiLessonOptionTest {
    @Test
    void anUnknownLessonListsTheKnownOnes() {
        CliRun r = CliRun.of("gui", "--lesson", "nope");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown --lesson nope") && r.err().contains("neff-to-doorbell"), r.err());
    }

    @Test
    void aStepNeedsALessonAndMustExist() {
        assertTrue(CliRun.of("gui", "--lesson-step", "2").err().contains("--lesson-step needs --lesson"));
        int steps = Lessons.find("barriers").orElseThrow().steps().size();
        CliRun r = CliRun.of("gui", "--lesson", "barriers", "--lesson-step", String.valueOf(steps + 1));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("barriers has steps 1 to " + steps + ", not " + (steps + 1)), r.err());
    }
}
