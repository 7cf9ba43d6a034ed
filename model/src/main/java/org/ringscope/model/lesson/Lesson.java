package org.ringscope.model.lesson;

import java.util.List;

/**
 * A lesson: a named, titled tour of the sample's run in steps (decision 0950).
 *
 * @param name   the lesson's anchor ({@code # Title {#name}}), used by {@code ringscope lesson run NAME}
 * @param intro  the paragraphs before the first step
 * @param source where it was read from (the resource or file name)
 */
public record Lesson(String name, String title, String intro, List<LessonStep> steps, String source) {
    public Lesson {
        steps = List.copyOf(steps);
    }
}
