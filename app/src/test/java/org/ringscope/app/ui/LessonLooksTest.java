package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.LessonStep;
import org.ringscope.model.lesson.Lessons;
import org.ringscope.model.location.ViewKind;

/** Every view a lesson may name is a view of the workbench; every bundled look with a selection becomes a location. */
class LessonLooksTest {
    @Test
    void everyKindOfViewIsAViewOfTheWorkbench() {
        Set<ViewKind> kinds = EnumSet.copyOf(RuntimeViews.kinds());
        kinds.addAll(Set.of(ViewKind.NEFF, ViewKind.DESCRIPTOR, ViewKind.RELOCATIONS, ViewKind.LESSON));
        assertEquals(EnumSet.allOf(ViewKind.class), kinds, "a lesson, --view and the perspectives name only these");
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
