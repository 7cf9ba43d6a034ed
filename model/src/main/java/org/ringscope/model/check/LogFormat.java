package org.ringscope.model.check;

import java.util.Locale;

/**
 * The runtime's and the kernel's line layouts — the one formatter the run's log and the pre-flight's findings
 * print with (decision 1053, decision 1340):
 * <ul>
 *   <li>runtime: {@code <date> <time>.<fraction> <pid>:<tid> <LEVEL> <MOD>:<function><message>}, the level
 *       right-aligned in 5, two spaces, the module right-aligned in 4, the function padded to 40 (a longer one runs
 *       straight into the message). Six fraction digits with pid and tid padded to 5 ({@code 20:16:13.530276
 *       7838:7838  DEBUG}, aws-neuron-sdk#1018); four digits before runtime 2.18.14.0, with pid and tid padded to 6
 *       ({@code 08:02:36.0093  5110:5110  ERROR}, aws-neuron-sdk#369);</li>
 *   <li>dmesg: {@code [%5lu.%06lu] neuron:<function>: <text>}.</li>
 * </ul>
 * A line whose message is empty heads a block (the memory report's {@code TDRV:dml_log_dev_neff_mem}): it ends at
 * the function, without the padding.
 */
public final class LogFormat {
    /** The width the function name is padded to. */
    public static final int FUNCTION_WIDTH = 40;

    private LogFormat() {
    }

    /** A runtime log line; {@code module} is the column's text ({@code TDRV}, {@code NRT}). */
    public static String runtime(LogStamp s, int fractionDigits, Level level, String module, String function,
            String message) {
        StringBuilder b = new StringBuilder(96 + message.length());
        b.append(s.time()).append('.');
        if (fractionDigits == 4) {
            b.append(String.format(Locale.ROOT, "%04d%6d:%-6d", s.micros() / 100, s.pid(), s.tid()));
        } else {
            b.append(String.format(Locale.ROOT, "%06d %5d:%-5d ", s.micros(), s.pid(), s.tid()));
        }
        b.append(level.column()).append("  ");
        pad(b, module, 4, false);
        b.append(':');
        if (message.isEmpty()) {
            return b.append(function).toString();
        }
        pad(b, function, FUNCTION_WIDTH, true);
        return b.append(message).toString();
    }

    /** A dmesg line of the {@code neuron} module, {@code uptime} seconds after boot. */
    public static String dmesg(double uptime, String function, String text) {
        long s = (long) uptime;
        long us = Math.round((uptime - s) * 1e6);
        if (us >= 1_000_000) {
            s++;
            us -= 1_000_000;
        }
        return String.format(Locale.ROOT, "[%5d.%06d] neuron:%s: %s", s, us, function, text);
    }

    private static void pad(StringBuilder b, String s, int width, boolean left) {
        int n = width - s.length();
        if (!left) {
            b.append(" ".repeat(Math.max(0, n)));
        }
        b.append(s);
        if (left) {
            b.append(" ".repeat(Math.max(0, n)));
        }
    }
}
