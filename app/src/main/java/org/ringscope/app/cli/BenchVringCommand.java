package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.vring.VringPages;
import org.ringscope.model.vring.bench.VringBenchResult;
import org.ringscope.model.vring.bench.VringBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope bench vring --descriptors N --json}: append, pack, dump and an array copy of N
 * descriptors per half, each the median of several runs after warm-up (logic in {@link VringBenchmark}).
 */
@Command(name = "vring",
        mixinStandardHelpOptions = true,
        description = "Appends N 16-byte transfers, packs and dumps them; compares the dump with an array copy.")
public final class BenchVringCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--descriptors", paramLabel = "N",
            description = "Descriptors per half (default and maximum: ${DEFAULT-VALUE}).")
    int descriptors = VringPages.MAX_DESCRIPTORS;

    @Option(names = "--warmups", paramLabel = "W", description = "Unrecorded runs first (default: ${DEFAULT-VALUE}).")
    int warmups = 3;

    @Option(names = "--runs", paramLabel = "R", description = "Recorded runs; the median is printed (default: ${DEFAULT-VALUE}).")
    int runs = 5;

    @Option(names = "--json", description = "Print the figures as JSON.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (descriptors < 1 || descriptors > VringPages.MAX_DESCRIPTORS) {
            throw new ParameterException(spec.commandLine(),
                    "--descriptors must be 1.." + VringPages.MAX_DESCRIPTORS + ", got " + descriptors);
        }
        if (runs < 1 || warmups < 0) {
            throw new ParameterException(spec.commandLine(), "--runs must be at least 1 and --warmups at least 0");
        }
        VringBenchResult r = VringBenchmark.run(descriptors, warmups, runs);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            JsonOut.print(out, r);
        } else {
            out.printf("descriptors          %d%n", r.descriptors());
            out.printf("append               %.1f M pairs/s%n", r.appendPairsPerSec() / 1e6);
            out.printf("pack                 %.3f ms%n", r.packSeconds() * 1e3);
            out.printf("dump (tx half)       %.3f ms%n", r.dumpSeconds() * 1e3);
            out.printf("array copy           %.3f ms (dump / copy = %.2f)%n", r.arrayCopySeconds() * 1e3,
                    r.arrayCopySeconds() > 0 ? r.dumpSeconds() / r.arrayCopySeconds() : Double.NaN);
            out.printf("memory               %.3f bytes per descriptor%n", r.bytesPerDescriptor());
            out.flush();
        }
        return 0;
    }
}
