package org.ringscope.app.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.ringscope.model.session.bench.SizeBenchResult;

/**
 * The C floor of a ring's job (decision 1400): {@code floor.c}, shipped in the jar, compiled with the C compiler on
 * the PATH ({@code cc}, else {@code gcc}) into a temporary folder and run {@code runs} times with the number of
 * descriptors; the best wall time counts. Without a compiler the floor says so and the ratio is 0.
 */
public final class CFloor {
    /** The program's source, a resource beside this class. */
    public static final String SOURCE = "floor.c";
    private static final long TIMEOUT_SECONDS = 600;

    private CFloor() {
    }

    /** Compiles and runs the floor for {@code descriptors} per half; the run's wall and CPU seconds are compared with it. */
    public static SizeBenchResult.Floor measure(long descriptors, int runs, double runSeconds, double runCpuSeconds) {
        if (descriptors <= 0) {
            return SizeBenchResult.Floor.none(0, "no descriptors: no floor");
        }
        Path dir = null;
        try {
            dir = Files.createTempDirectory("ringscope-floor");
            Path src = dir.resolve(SOURCE);
            try (InputStream in = CFloor.class.getResourceAsStream(SOURCE)) {
                if (in == null) {
                    return SizeBenchResult.Floor.none(descriptors, "floor.c is missing from the jar");
                }
                Files.copy(in, src);
            }
            Path exe = dir.resolve("floor");
            String cc = compiler();
            if (cc == null) {
                return SizeBenchResult.Floor.none(descriptors, "no C compiler (cc or gcc) on the PATH");
            }
            String err = exec(List.of(cc, "-O2", "-o", exe.toString(), src.toString()));
            if (err != null) {
                return SizeBenchResult.Floor.none(descriptors, cc + " failed: " + err);
            }
            double best = Double.MAX_VALUE;
            double bestCpu = 0;
            for (int k = 0; k < runs; k++) {
                Process p = new ProcessBuilder(exe.toString(), Long.toString(descriptors)).redirectErrorStream(true).start();
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
                if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS) || p.exitValue() != 0) {
                    p.destroyForcibly();
                    return SizeBenchResult.Floor.none(descriptors, "the floor failed: " + out);
                }
                String[] f = out.split("\\s+");
                double s = Double.parseDouble(f[0]);
                if (s < best) {
                    best = s;
                    bestCpu = Double.parseDouble(f[2]);
                }
            }
            return new SizeBenchResult.Floor(descriptors, best, runSeconds / best, bestCpu,
                    bestCpu > 0 ? runCpuSeconds / bestCpu : 0, String.format(Locale.ROOT, "%s -O2 floor.c, best of %d",
                    cc, runs));
        } catch (IOException | RuntimeException e) {
            return SizeBenchResult.Floor.none(descriptors, "the floor could not run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return SizeBenchResult.Floor.none(descriptors, "interrupted");
        } finally {
            delete(dir);
        }
    }

    private static String compiler() {
        for (String c : new String[] {"cc", "gcc"}) {
            try {
                if (exec(List.of(c, "--version")) == null) {
                    return c;
                }
            } catch (IOException | InterruptedException e) {
                // not on the PATH: try the next
                if (e instanceof InterruptedException) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
        }
        return null;
    }

    /** Runs a command; null when it succeeded, else its output. */
    private static String exec(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return "timed out";
        }
        return p.exitValue() == 0 ? null : out;
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(q -> q.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }
}
