package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.stop.bench.StopBenchResult;
import org.ringscope.model.stop.bench.StopBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ringscope bench stop-at FILE [--json]}: runs FILE, then times stop-condition searches ({@link StopBenchmark}). */
@Command(name = "stop-at",
        mixinStandardHelpOptions = true,
        description = "Runs FILE once, then times forward and backward searches for each stop-condition form (run "
                + "--stop-at) from random steps: the first search of a form apart (it builds what the form keeps), the "
                + "median and the slowest of the rest. Exit 1 when a search took more than --budget.")
public final class BenchStopAtCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "the NEFF to run")
    Path neff;

    @Option(names = "--searches", paramLabel = "N", description = "timed searches a form (default: ${DEFAULT-VALUE})")
    int searches = 50;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the targets and steps (default: ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--budget", paramLabel = "MS", description = "the slowest search allowed (default: ${DEFAULT-VALUE})")
    double budget = 200;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (searches < 1 || searches > 100_000) {
            throw new ParameterException(spec.commandLine(), "--searches must be 1..100000, got " + searches);
        }
        NeffFile file = NeffReader.read(neff, ReadLimits.DEFAULT);
        EmulationSession session = EmulationSession.open(file, RunOptions.defaults());
        long t0 = System.nanoTime();
        session.run();
        double run = (System.nanoTime() - t0) / 1e9;
        StopBenchResult r = StopBenchmark.run(session, file.source(), run, searches, seed);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, r);
        } else {
            out.printf("file                 %s (%d steps)%n", r.file(), r.steps());
            out.printf("run                  %.2f s%n", r.runSeconds());
            out.printf("write index          built in %.0f ms, %.1f bytes a write record%n", r.indexMillis(),
                    r.indexBytesPerWrite());
            out.printf("%-22s %8s %8s %8s %6s  %s%n", "form", "first", "median", "max", "found", "example");
            for (StopBenchResult.Form f : r.forms()) {
                out.printf("%-22s %8.2f %8.2f %8.2f %3d/%-3d %s%n", f.form(), f.firstMillis(), f.medianMillis(),
                        f.maxMillis(), f.found(), f.searches(), f.example());
            }
            out.flush();
        }
        return r.worstMillis() <= budget ? 0 : 1;
    }
}
