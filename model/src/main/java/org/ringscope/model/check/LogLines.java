package org.ringscope.model.check;


/**
 * Lines as the kernel and the runtime print them on a profile (docs/reference/driver-limits.md):
 * <ul>
 *   <li>dmesg: {@code [<uptime>] neuron:<function>: <text>} (every driver file on the DMA path defines
 *       {@code pr_fmt} as {@code "%s:%s: "} with the module and the function);</li>
 *   <li>runtime log: {@code <date> <time>.<fraction> <pid>:<tid> <LEVEL> <SUBSYS>:<function><message>}, the level
 *       right-aligned in 5, two spaces, the subsystem right-aligned in 4, the function padded to 40 (a longer one
 *       runs into the message); six fraction digits from runtime 2.18.14.0, four before it with pid and tid padded
 *       to 6 (decision 1053), laid out by {@link LogFormat}.</li>
 * </ul>
 */
final class LogLines {
    private final Stamps stamps;
    private final int fraction;

    LogLines(Stamps stamps, int fractionDigits) {
        this.stamps = stamps;
        this.fraction = fractionDigits;
    }

    /** Seconds since 1970 of the lines. */
    long epochSeconds() {
        return stamps.epochSeconds();
    }

    /** A dmesg line of the {@code neuron} module. */
    String dmesg(String function, String text) {
        return LogFormat.dmesg(stamps.uptime(), function, text);
    }

    /** A runtime log line at {@code level} ({@code ERROR}, {@code WARN}, {@code INFO}). */
    String nrt(String level, String subsystem, String function, String message) {
        Level l = Level.parse(level).orElseThrow(() -> new IllegalArgumentException("no log level " + level));
        return LogFormat.runtime(new LogStamp(stamps.time(), stamps.micros(), stamps.pid(), stamps.tid()), fraction, l,
                subsystem, function, message);
    }

    /** {@link #nrt} at ERROR. */
    String error(String subsystem, String function, String message) {
        return nrt("ERROR", subsystem, function, message);
    }
}
