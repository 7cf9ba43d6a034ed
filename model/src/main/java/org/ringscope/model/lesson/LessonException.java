package org.ringscope.model.lesson;

import org.ringscope.model.InputException;

/**
 * A lesson file that does not parse or validate: the message names the file and line ({@code file:line}) and the
 * field ({@code target}, {@code look}, …) that is wrong.
 */
public final class LessonException extends InputException {
    private static final long serialVersionUID = 1L;

    private final int line;

    public LessonException(String file, int line, String field, String reason) {
        super(file + ":" + line, -1, field, reason);
        this.line = line;
    }

    /** The 1-based line of the lesson file. */
    public int line() {
        return line;
    }
}
