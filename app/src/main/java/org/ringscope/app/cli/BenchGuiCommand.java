package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import javafx.application.Platform;
import org.ringscope.app.bench.BenchException;
import org.ringscope.app.bench.GuiBench;
import org.ringscope.app.bench.GuiBenchResult;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.gen.GenProfiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope bench gui [FILE] [--descriptors N] [--frames F] [--steps S] [--timeout SEC] [--json]}: the
 * responsiveness harness ({@link GuiBench}), headless: opens the workbench on FILE (or on {@code gen
 * --profile copy --descriptors N}, default 1,000,000) and measures opening each view, frame times while scrolling and
 * panning / zooming, and steps. Progress goes to stderr, the figures to stdout. Exit 0 when everything was measured,
 * 1 when FILE cannot be opened or a measurement failed (the others are still printed), 2 on usage errors.
 */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Opens the workbench headless on FILE (default: a generated NEFF of N copy descriptors) and",
                "measures: opening each view, frame times (one scripted change per FX pulse) while scrolling the",
                "vring descriptor table and the Memory view's State Buffer, panning / zooming the timeline, and a step",
                "until every view has updated."})
public final class BenchGuiCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "the NEFF to open (default: generated, see --descriptors)")
    Path file;

    @Option(names = "--descriptors", paramLabel = "N",
            description = "copy descriptors of the generated NEFF when no FILE is given (default: 1,000,000)")
    Integer descriptors;

    @Option(names = "--frames", paramLabel = "F", description = "frames per scenario (default: ${DEFAULT-VALUE})")
    int frames = GuiBench.Options.FRAMES;

    @Option(names = "--steps", paramLabel = "S", description = "cursor moves per step scenario (default: ${DEFAULT-VALUE})")
    int steps = 40;

    @Option(names = "--timeout", paramLabel = "SEC", description = "seconds any single wait may take (default: ${DEFAULT-VALUE})")
    int timeout = 120;

    @Option(names = "--json", description = "Print the figures as JSON.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (frames < 1 || frames > 100_000 || steps < 1 || steps > 100_000 || timeout < 1) {
            throw new ParameterException(spec.commandLine(), "--frames and --steps must be 1..100000, --timeout at least 1");
        }
        if (file != null && descriptors != null) {
            throw new ParameterException(spec.commandLine(), "--descriptors generates a NEFF; not with FILE");
        }
        int n = descriptors == null ? 1_000_000 : descriptors;
        if (n < 1 || n > 16_777_200) {
            throw new ParameterException(spec.commandLine(), "--descriptors must be 1..16777200");
        }
        if (file != null && !Files.isRegularFile(file)) {
            throw new NoSuchFileException(file.toString());
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter log = json ? new PrintWriter(new StringWriter()) : err;
        Path neff = file;
        if (neff == null) {
            neff = Files.createTempFile("ringscope-bench-", ".neff");
            neff.toFile().deleteOnExit();
            log.println("generating gen --profile copy --descriptors " + n + " → " + neff);
            Files.write(neff, GenProfiles.build("copy", OptionalInt.of(n), OptionalInt.empty()).build());
        }
        GuiBench.useHeadlessFullSpeed();
        boolean started = GuiBench.startToolkit();
        GuiBenchResult r;
        try {
            r = GuiBench.run(new GuiBench.Options(neff, file == null, frames, steps, timeout), log);
        } catch (BenchException e) {
            err.println("ringscope: bench gui: " + e.getMessage());
            err.flush();
            return RingScopeCommand.EXIT_INVALID_INPUT;
        } finally {
            if (file == null) {
                Files.deleteIfExists(neff);
            }
            if (started) {
                Platform.exit();
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, r);
        } else {
            text(out, r);
        }
        r.errors().forEach(e -> err.println("ringscope: bench gui: " + e));
        err.flush();
        return r.errors().isEmpty() ? 0 : RingScopeCommand.EXIT_INVALID_INPUT;
    }

    private static void text(PrintWriter out, GuiBenchResult r) {
        GuiBenchResult.Input in = r.input();
        out.printf("%s: %,d descriptors, %,d steps, %,d device events; scrolled %s (%,d rows)%n", in.file(),
                in.descriptors(), in.steps(), in.events(), in.largestHalf(), in.largestHalfRows());
        r.openFile().forEach((k, v) -> out.printf("file   %-22s %s%n", k, ms(v)));
        r.openView().forEach((k, v) -> out.printf("open   %-22s %s%n", k, ms(v)));
        r.showView().forEach((k, v) -> out.printf("show   %-22s %s%n", k, ms(v)));
        r.showAfterSteps().forEach((k, v) -> out.printf("show after the steps %-8s %s%n", k, ms(v)));
        r.frames().forEach((k, v) -> out.printf("frames %-22s %s%n", k, v));
        r.framesCpu().forEach((k, v) -> v.forEach((g, f) -> out.printf("cpu    %-22s %s%n", k + " " + g, f)));
        r.paint().forEach((k, v) -> out.printf("paint  %-22s %s%n", k, v));
        r.step().forEach((k, v) -> out.printf("step   %-22s %s%n", k, v));
        r.stepCpu().forEach((k, v) -> v.forEach((g, f) -> out.printf("cpu    %-22s %s%n", k + " " + g,
                g.equals("pulses") ? f.toString().replace(" ms", "   ") : f)));
        r.idle().forEach((k, v) -> out.printf("idle   %-22s %8.1f%n", k, v));
        r.skipped().forEach((k, v) -> out.printf("skipped %s: %s%n", k, v));
        for (GuiBenchResult.Goal g : r.goals()) {
            out.printf("goal   %-42s %-30s %s%n", g.goal(), g.measure(), g.met() == null ? "not measured"
                    : String.format(Locale.ROOT, "%.1f ms %s", g.measured(), g.met() ? "met" : "MISSED"));
        }
        r.notes().forEach(n -> out.println("note: " + n));
        out.flush();
    }

    private static String ms(Double v) {
        return v == null ? "failed" : String.format(Locale.ROOT, "%8.1f ms", v);
    }
}
