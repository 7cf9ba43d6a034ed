package org.ringscope.model.lesson;

/**
 * One step of a lesson: run the session ({@link #run()}) to a {@link Target}, tell the student what happened
 * ({@link #narration()}), point at a view and selection ({@link #look()}), and ask a question whose
 * {@link #answer()} stays hidden until the target is reached.
 *
 * @param line   the line of the step's heading in the lesson file
 * @param anchor the step's anchor ({@code {#anchor}} on its heading), or its number
 */
public record LessonStep(int line, String anchor, String title, RunSpec run, Target target, Look look,
                         String narration, String question, String answer) {
}
