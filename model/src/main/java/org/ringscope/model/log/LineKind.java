package org.ringscope.model.log;

/** What a line of a log is. */
public enum LineKind {
    /** A runtime log line: {@code <time> <pid>:<tid> <LEVEL> <MOD>:<function> <message>}. */
    RUNTIME,
    /** A line that continues the runtime line above it (the memory report's {@code \t* model code: …}). */
    CONTINUATION,
    /** A kernel line of the {@code neuron} driver: {@code [<uptime>] neuron:<function>: <text>}. */
    DMESG
}
