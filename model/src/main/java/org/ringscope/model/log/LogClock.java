package org.ringscope.model.log;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.ringscope.model.check.LogStamp;

/**
 * The emulated log's times (decision 1340): a line printed at journal step {@code s} is {@code s} microseconds after
 * the run's start, so times only grow and two runs of one NEFF print the same log. {@link #FIXED} starts at
 * 2024-Jan-01 00:00:00 with pid 1000 and tid 1000 and a kernel uptime of 100 s; {@link #now} starts now, with this
 * process's id.
 */
public final class LogClock {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MMM-dd HH:mm:ss", Locale.ROOT);

    /** The deterministic clock. */
    public static final LogClock FIXED = new LogClock(LocalDateTime.of(2024, 1, 1, 0, 0), 1000, 1000, 100.0);

    private final LocalDateTime start;
    private final long pid;
    private final long tid;
    private final double uptime;
    private long cachedSecond = Long.MIN_VALUE;
    private String cachedText;

    /** A clock whose step 0 is {@code start}, printing {@code pid:tid}; the kernel was up {@code uptime} s then. */
    public LogClock(LocalDateTime start, long pid, long tid, double uptime) {
        this.start = start;
        this.pid = pid;
        this.tid = tid;
        this.uptime = uptime;
    }

    /** Starting now, in the local time zone, with this process's id and the system's uptime unknown (100 s). */
    public static LogClock now() {
        long p = ProcessHandle.current().pid();
        return new LogClock(LocalDateTime.ofInstant(Instant.now(), ZoneId.systemDefault()), p, p, 100.0);
    }

    /** The stamp of a line printed at {@code step}. */
    public synchronized LogStamp at(int step) {
        long total = start.getNano() / 1000 + (long) step;
        long second = total / 1_000_000L;
        if (second != cachedSecond) {
            cachedSecond = second;
            cachedText = start.withNano(0).plusSeconds(second).format(TIME);
        }
        return new LogStamp(cachedText, (int) (total % 1_000_000L), pid, tid);
    }

    /** The kernel's uptime, in seconds, when a dmesg line is printed at {@code step}. */
    public double uptime(int step) {
        return uptime + step / 1e6;
    }

    /** Seconds since 1970 at the start (the runtime names its memory-log files by them). */
    public long epochSeconds() {
        return start.toEpochSecond(ZoneOffset.UTC);
    }
}
