package org.ringscope.model.check;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The parts of a log line that depend on when and where it is printed: the runtime log's time, pid and tid, the
 * kernel's uptime. {@link #FIXED} for tests and golden files; {@link #system()} for a check run now.
 */
public interface Stamps {
    /** {@code 2024-Jul-10 09:14:38} (the runtime's date and time, without the fraction). */
    String time();

    /** The fraction of the second in microseconds. */
    int micros();

    long pid();

    long tid();

    /** Seconds since boot, as the kernel's {@code [%5lu.%06lu]} prefix shows them. */
    double uptime();

    /** Seconds since 1970 (the runtime names its memory-log files by them, in hex). */
    long epochSeconds();

    /** Stamps as given. */
    record Fixed(String time, int micros, long pid, long tid, double uptime, long epochSeconds) implements Stamps {
    }

    /** 2024-Jan-01 00:00:00.000000, pid 1000, tid 1001, uptime 100.000000. */
    Stamps FIXED = new Fixed("2024-Jan-01 00:00:00", 0, 1000, 1001, 100.0, 1704067200L);

    /** Now, this process, the system's uptime ({@code /proc/uptime}; the JVM's where there is none). */
    static Stamps system() {
        LocalDateTime now = LocalDateTime.now();
        double up;
        try {
            up = Double.parseDouble(Files.readString(Path.of("/proc/uptime")).trim().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            up = ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0;
        }
        long pid = ProcessHandle.current().pid();
        return new Fixed(now.format(DateTimeFormatter.ofPattern("yyyy-MMM-dd HH:mm:ss", Locale.ROOT)),
                now.getNano() / 1000, pid, pid + 1, up, now.atZone(ZoneId.systemDefault()).toEpochSecond());
    }
}
