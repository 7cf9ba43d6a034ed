package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.bench.CFloor;
import org.ringscope.app.bench.ResidentSet;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.HeapEstimate;
import org.ringscope.model.session.bench.SizeBenchResult;
import org.ringscope.model.session.bench.SizeBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ringscope bench size FILE [--json]}: runs FILE and reports its time, memory and bytes per record. */
@Command(name = "size",
        mixinStandardHelpOptions = true,
        description = "Runs FILE once and reports the run's wall and CPU time, this JVM's resident set (peak and now), "
                + "the bytes each structure of the run holds per journal record — the journal, and every index built "
                + "on it, each budgeted at 32 bytes a record — and the C floor of the same job (floor.c: the paged "
                + "append of both halves and the dump of the largest ring, compiled with cc) with the ratio. Exit 1 "
                + "when a budgeted structure is over its budget.")
public final class BenchSizeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "the NEFF to run")
    Path neff;

    @Option(names = "--floor-runs", paramLabel = "N", description = "runs of the C floor, the best counts; 0: none "
            + "(default: ${DEFAULT-VALUE})")
    int floorRuns = 3;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (floorRuns < 0 || floorRuns > 100) {
            throw new ParameterException(spec.commandLine(), "--floor-runs must be 0..100, got " + floorRuns);
        }
        NeffFile file = NeffReader.read(neff, ReadLimits.DEFAULT);
        EmulationSession session = EmulationSession.open(file, RunOptions.defaults());
        HeapEstimate.check(file.source(), session.manifest());
        SizeBenchResult r = SizeBenchmark.run(session, file.source());
        SizeBenchResult.Rss rss = ResidentSet.now();
        SizeBenchResult.Floor floor = floorRuns == 0 ? SizeBenchResult.Floor.none(r.largestHalf(), "not run")
                : CFloor.measure(r.largestHalf(), floorRuns, r.runSeconds(), r.runCpuSeconds());
        r = r.with(rss, floor);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, r);
        } else {
            print(out, r);
        }
        out.flush();
        return r.budgetsMet() ? 0 : 1;
    }

    private static void print(PrintWriter out, SizeBenchResult r) {
        out.printf("file        %s (%,d records, %,d descriptors in its vrings, the largest half %,d)%n", r.file(),
                r.steps(), r.descriptors(), r.largestHalf());
        out.printf("run         %.2f s wall, %.2f s CPU (every thread)%n", r.runSeconds(), r.runCpuSeconds());
        out.printf("resident    peak %,d MB, now %,d MB (heap max %,d MB)%n", r.rss().peakBytes() >> 20,
                r.rss().nowBytes() >> 20, r.rss().heapMaxBytes() >> 20);
        SizeBenchResult.Floor f = r.floor();
        out.printf("C floor     %.3f s wall, %.3f s CPU for %,d descriptors a half: the run is %.1f× it in wall time, "
                + "%.1f× in CPU (%s)%n", f.seconds(), f.cpuSeconds(), f.descriptors(), f.ratio(), f.cpuRatio(), f.note());
        out.printf("%-28s %14s %12s %10s %10s %8s  %s%n", "structure", "bytes", "entries", "B/record", "B/entry",
                "build ms", "budget");
        for (SizeBenchResult.Structure s : r.structures()) {
            out.printf("%-28s %,14d %,12d %10.2f %10.2f %8.0f  %s%n", s.name(), s.bytes(), s.entries(),
                    s.bytesPerRecord(), s.bytesPerEntry(), s.buildMillis(),
                    !s.budgeted() ? "-" : s.met(r.budgetPerRecord()) ? "met" : "OVER " + r.budgetPerRecord());
        }
    }
}
