package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.provenance.bench.WhyBenchmark;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.bench.SeekBenchResult;
import org.ringscope.model.session.bench.SeekBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ringscope bench seek FILE --json}: runs FILE, then times seeks over its journal ({@link SeekBenchmark}). */
@Command(name = "seek",
        mixinStandardHelpOptions = true,
        description = "Runs FILE once, then times seeks to its ends, its middle and N random steps; checks that a step "
                + "visited twice shows the same state hash; then times the write index and N last-write queries and "
                + "why chains.")
public final class BenchSeekCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "the NEFF to run")
    Path neff;

    @Option(names = "--seeks", paramLabel = "N", description = "random seeks (default: ${DEFAULT-VALUE})")
    int seeks = 200;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the random targets (default: ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (seeks < 0 || seeks > 1_000_000) {
            throw new ParameterException(spec.commandLine(), "--seeks must be 0..1000000, got " + seeks);
        }
        NeffFile file = NeffReader.read(neff, ReadLimits.DEFAULT);
        EmulationSession session = EmulationSession.open(file, RunOptions.defaults());
        SeekBenchResult r = SeekBenchmark.run(session, file.source(), seeks, seed);
        r = r.withWhy(WhyBenchmark.run(session, seed, seeks));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, r);
        } else {
            out.printf("file                 %s (%d steps)%n", r.file(), r.steps());
            out.printf("run                  %.2f s%n", r.runSeconds());
            out.printf("settle (full gc)     %.0f ms%n", r.settleMillis());
            out.printf("seeks                %d (seed %d)%n", r.seeks(), r.seed());
            out.printf("median / p99 / max   %.2f / %.2f / %.2f ms (slowest %d → %d)%n", r.medianMillis(),
                    r.p99Millis(), r.maxMillis(), r.maxFrom(), r.maxTo());
            out.printf("state restored       %s%n", r.restored() ? "yes" : "NO");
            out.printf("reverse-runs         %d, slowest %.2f ms (ledger query + seek)%n", r.reverseRuns(),
                    r.reverseMaxMillis());
            SeekBenchResult.Why w = r.why();
            out.printf("write index          %d write records, built in %.0f ms, %.1f bytes a write record%n",
                    w.writeRecords(), w.indexMillis(), w.indexBytesPerWrite());
            out.printf("last write of a byte %d: median / max %.3f / %.2f ms (index query), %.2f / %.2f ms (query + "
                    + "seek)%n", w.lastWrites(), w.queryMedianMillis(), w.queryMaxMillis(), w.seekMedianMillis(),
                    w.seekMaxMillis());
            out.printf("why chains           %d: first %.0f ms (builds its lists), median / max %.2f / %.2f ms%n",
                    w.chains(), w.firstWhyMillis(), w.whyMedianMillis(), w.whyMaxMillis());
            out.flush();
        }
        return r.restored() ? 0 : 1;
    }
}
