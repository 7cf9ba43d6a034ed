/**
 * Lessons: guided tours through a run of the bundled sample, read from Markdown files with step
 * headings ({@code resources/lessons/*.md}, decision 0950). A {@link org.ringscope.model.lesson.Lesson} is a list of
 * {@link org.ringscope.model.lesson.LessonStep}s, each with a {@link org.ringscope.model.lesson.Target} (a spine node
 * to run to, or a condition over the journal), narration, what to look at and a question whose answer stays hidden
 * until the step has run. {@link org.ringscope.model.lesson.LessonPlayer} plays a lesson headless on emulation
 * sessions; the workbench drives the same targets through its cursor. No UI here.
 */
package org.ringscope.model.lesson;
