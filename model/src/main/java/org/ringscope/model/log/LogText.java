package org.ringscope.model.log;

import java.util.List;

/**
 * A log as read: the lines recognised, in file order, and what the rest was.
 *
 * @param source   the file's name in messages
 * @param bytes    how many bytes were read
 * @param total    how many lines the file has
 * @param lines    the runtime, continuation and dmesg lines
 * @param other    lines of anything else (a traceback, a framework's output, another driver's kernel lines)
 * @param cut      lines longer than {@link LogReader#MAX_LINE} characters, read up to it
 */
public record LogText(String source, long bytes, int total, List<ReadLine> lines, int other, int cut) {
    public LogText {
        lines = List.copyOf(lines);
    }

    /** The lines that carry a time. */
    public int stamped() {
        return (int) lines.stream().filter(ReadLine::stamped).count();
    }
}
