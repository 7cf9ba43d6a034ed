package org.ringscope.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One timed run of a command in a child process: wall time from start to exit, and — where Linux's
 * {@code /proc} is there — the child's CPU time and peak resident set ({@code VmHWM}), read every 10 ms while it
 * runs (the last reading before it exits; a child that grows in its last 10 ms reads a little low).
 */
final class CliProcess {
    private static final long CLOCK_TICKS = 100;

    /** One run's figures: -1 where a figure could not be read. */
    record Figures(double wallSeconds, double cpuSeconds, long rssBytes, int exitCode) {
    }

    private CliProcess() {
    }

    static Figures measure(List<String> command) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Path proc = Path.of("/proc", Long.toString(p.pid()));
        long rss = -1;
        double cpu = -1;
        while (!p.waitFor(10, TimeUnit.MILLISECONDS)) {
            long r = peakRss(proc);
            rss = Math.max(rss, r);
            double c = cpuSeconds(proc);
            cpu = c >= 0 ? c : cpu;
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        return new Figures(wall, cpu, rss, p.exitValue());
    }

    /** {@code VmHWM} of {@code /proc/PID/status} in bytes, or -1. */
    private static long peakRss(Path proc) {
        try {
            for (String line : Files.readAllLines(proc.resolve("status"))) {
                if (line.startsWith("VmHWM:")) {
                    String kb = line.substring(6).trim().split("\\s+")[0];
                    return Long.parseLong(kb) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    /** utime + stime of {@code /proc/PID/stat} (all threads), in seconds, or -1. */
    private static double cpuSeconds(Path proc) {
        try {
            String stat = Files.readString(proc.resolve("stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) / (double) CLOCK_TICKS;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
