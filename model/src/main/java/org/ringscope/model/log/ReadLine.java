package org.ringscope.model.log;

import org.ringscope.model.check.Level;

/**
 * A line of a log a user brings, as {@link LogReader} recognised it.
 *
 * @param number   its line number in the file, from 1
 * @param kind     a runtime line, a continuation of the runtime line before it, or a dmesg line
 * @param stamped  whether it carries a time: the runtime's, the kernel's uptime or a syslog prefix's (a line pasted
 *                 from its level on carries none)
 * @param time     the time as printed ({@code 2024-Jul-10 09:14:38.126653}, {@code [ 1743.088462]}), or empty
 * @param pid      the process id, or -1
 * @param tid      the thread id, or -1
 * @param level    the runtime's level; a continuation has its head's; {@code null} for a dmesg line
 * @param module   the component column ({@code TDRV}; a continuation: its head's; dmesg: {@code neuron})
 * @param function the function that printed it (a continuation: its head's)
 * @param message  the message; a continuation's whole line
 * @param head     the line number of the runtime line a continuation continues (its own for the others)
 */
public record ReadLine(int number, LineKind kind, boolean stamped, String time, long pid, long tid, Level level,
                       String module, String function, String message, int head) {
    /** The matching key ({@link LineKey}). */
    public String key() {
        return LineKey.of(kind, module, function, Shape.of(message).key());
    }

    /** The line as it was read, without its time and ids: {@code ERROR TDRV:kbl_model_add <message>}. */
    public String text() {
        return switch (kind) {
            case RUNTIME -> level + " " + module + ":" + function + " " + message;
            case CONTINUATION -> message;
            case DMESG -> "neuron:" + function + ": " + message;
        };
    }
}
