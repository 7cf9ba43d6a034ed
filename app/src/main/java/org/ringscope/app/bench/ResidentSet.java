package org.ringscope.app.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ringscope.model.session.bench.SizeBenchResult;

/** This JVM's resident set, read from {@code /proc/self/status} ({@code VmHWM} the peak, {@code VmRSS} now). */
public final class ResidentSet {
    private ResidentSet() {
    }

    /** The figures, 0 where the platform has no {@code /proc}. */
    public static SizeBenchResult.Rss now() {
        long hwm = 0;
        long rss = 0;
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    hwm = kib(line);
                } else if (line.startsWith("VmRSS:")) {
                    rss = kib(line);
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc: the figures stay 0
        }
        return new SizeBenchResult.Rss(hwm, rss, Runtime.getRuntime().maxMemory());
    }

    private static long kib(String line) {
        String[] f = line.trim().split("\\s+");
        return Long.parseLong(f[1]) * 1024;
    }
}
