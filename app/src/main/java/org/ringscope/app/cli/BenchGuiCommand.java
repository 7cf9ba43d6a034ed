package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import org.ringscope.app.bench.GuiBench;
import org.ringscope.app.bench.GuiBenchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope bench gui --descriptors N [--frames F] [--steps S] [--json]}: the responsiveness harness of issue
 * #6 ({@link GuiBench}) on {@code gen --profile copy --descriptors N}, headless: view open times, frame times while
 * scrolling and panning / zooming, and step latencies. Progress goes to stderr, the figures to stdout.
 */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Opens the views headless on a run of N copy descriptors and measures: opening each view, frame",
                "times (one scripted change per FX pulse) while scrolling the descriptor table and panning / zooming",
                "the timeline, and how long a step takes to reach the pring view."})
public final class BenchGuiCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--descriptors", paramLabel = "N", description = "copy descriptors (default: ${DEFAULT-VALUE})")
    int descriptors = 1_000_000;

    @Option(names = "--frames", paramLabel = "F", description = "frames per scenario (default: ${DEFAULT-VALUE})")
    int frames = 300;

    @Option(names = "--steps", paramLabel = "S", description = "cursor moves per step scenario (default: ${DEFAULT-VALUE})")
    int steps = 60;

    @Option(names = "--json", description = "Print the figures as JSON.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (descriptors < 1 || descriptors > 16_777_200 || frames < 1 || steps < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--descriptors must be 1..16777200, --frames and --steps at least 1");
        }
        GuiBench.useHeadlessFullSpeed();
        PrintWriter err = spec.commandLine().getErr();
        GuiBenchResult r = GuiBench.run(descriptors, frames, steps, json ? new PrintWriter(new StringWriter()) : err);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, r);
            return 0;
        }
        out.printf("descriptors %,d, %,d steps, %,d device events, run %.2f s%n", r.descriptors(), r.steps(), r.events(),
                r.runSeconds());
        r.openMillis().forEach((k, v) -> out.printf("open   %-22s %8.1f ms%n", k, v));
        r.frames().forEach((k, v) -> out.printf("frames %-22s %s%n", k, v));
        r.step().forEach((k, v) -> out.printf("step   %-22s %s%n", k, v));
        r.notes().forEach(n -> out.println("note: " + n));
        out.flush();
        return 0;
    }
}
