package org.ringscope.app.cli;

import java.io.File;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringscope.app.cli.CliProcess.Figures;
import org.ringscope.app.output.JsonOut;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope bench cli [--runs N] [--json] -- ARGS…}: runs {@code ringscope ARGS…} in fresh JVMs, as a
 * user types it, and prints each run's wall time (JVM start included), CPU time and peak resident memory.
 */
@Command(name = "cli",
        mixinStandardHelpOptions = true,
        description = "Runs `ringscope ARGS…` N times, each in a new JVM (start included), and prints the wall time, "
                + "the CPU time and the peak resident memory of each run, their median and the slowest.")
public final class BenchCliCommand implements Callable<Integer> {
    /** The most runs one bench makes. */
    static final int MAX_RUNS = 100;
    /**
     * The jar's entry point, which the child JVM starts: named, not referenced, since {@code Main} is what starts
     * the CLI (a reference back would make the two packages a cycle).
     */
    static final String MAIN_CLASS = "org.ringscope.app.Main";

    @Spec
    CommandSpec spec;

    @Option(names = "--runs", paramLabel = "N", description = "runs (default: ${DEFAULT-VALUE})")
    int runs = 3;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Parameters(arity = "1..*", paramLabel = "ARGS", description = "the ringscope command to time, after --")
    List<String> args = new ArrayList<>();

    /** What {@code --json} prints. */
    public record Result(List<String> command, int runs, List<Figures> each, double medianWallSeconds,
            double maxWallSeconds, double medianCpuSeconds, long maxRssBytes, List<Integer> exitCodes) {
    }

    @Override
    public Integer call() throws Exception {
        if (runs < 1 || runs > MAX_RUNS) {
            throw new ParameterException(spec.commandLine(), "--runs must be 1.." + MAX_RUNS + ", got " + runs);
        }
        if (args.get(0).equals("bench")) {
            throw new ParameterException(spec.commandLine(), "bench cli times a command, not another bench");
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-cp");
        cmd.add(ownClassPath());
        cmd.add(MAIN_CLASS);
        cmd.addAll(args);
        List<Figures> each = new ArrayList<>();
        for (int k = 0; k < runs; k++) {
            each.add(CliProcess.measure(cmd));
        }
        Result r = summary(each);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, r);
        } else {
            out.printf("command              ringscope %s%n", String.join(" ", args));
            for (int k = 0; k < each.size(); k++) {
                Figures f = each.get(k);
                out.printf("run %-3d              %.2f s wall, %.2f s cpu, %s peak RSS, exit %d%n", k + 1,
                        f.wallSeconds(), f.cpuSeconds(), f.rssBytes() < 0 ? "?" : (f.rssBytes() >> 20) + " MiB",
                        f.exitCode());
            }
            out.printf("median / max wall    %.2f / %.2f s%n", r.medianWallSeconds(), r.maxWallSeconds());
            out.printf("median cpu           %.2f s%n", r.medianCpuSeconds());
            out.printf("max peak RSS         %s%n", r.maxRssBytes() < 0 ? "unknown (no /proc)" : (r.maxRssBytes() >> 20) + " MiB");
            out.flush();
        }
        return 0;
    }

    private Result summary(List<Figures> each) {
        double[] wall = each.stream().mapToDouble(Figures::wallSeconds).sorted().toArray();
        double[] cpu = each.stream().mapToDouble(Figures::cpuSeconds).sorted().toArray();
        long rss = each.stream().mapToLong(Figures::rssBytes).max().orElse(-1);
        return new Result(List.copyOf(args), each.size(), List.copyOf(each), wall[wall.length / 2],
                wall[wall.length - 1], cpu[cpu.length / 2], rss, each.stream().map(Figures::exitCode).toList());
    }

    private static String ownClassPath() throws URISyntaxException {
        String cp = System.getProperty("java.class.path");
        if (cp != null && !cp.isEmpty()) {
            return cp;
        }
        return new File(BenchCliCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getPath();
    }
}
