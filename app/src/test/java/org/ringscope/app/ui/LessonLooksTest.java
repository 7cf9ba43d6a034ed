package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.LessonStep;
import org.ringscope.model.lesson.Lessons;
import org.ringscope.model.lesson.Look;

/** Every view a lesson may name is a view of the workbench; every bundled look with a selection becomes a location. */
class LessonLooksTest {
    @Test
    void theViewsALessonMayNameExist() {
        Set<String> kinds = new HashSet<>(RuntimeViews.kinds());
        kinds.addAll(Set.of("neff", "descriptor", "relocations"));
        for (String v : Look.VIEWS) {
            assertTrue(kinds.contains(v), v + " is not a view of the workbench");
        }
    }

    @Test
    void everyBundledLookResolves() {
        for (Lesson l : Lessons.bundled()) {
            for (LessonStep s : l.steps()) {
                if (s.look().selects()) {
                    assertTrue(s.look().location().isPresent(), l.name() + " / " + s.title() + ": "
                            + s.look().text());
                }
            }
        }
    }
}
