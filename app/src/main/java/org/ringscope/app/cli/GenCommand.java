package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SampleNeffs;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ringscope gen --profile NAME --out FILE.neff}: writes synthetic NEFFs in the official format. */
@Command(name = "gen", mixinStandardHelpOptions = true,
        description = "Write a synthetic NEFF (the bundled sample, or a large one for benchmarks).")
public final class GenCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--profile", paramLabel = "NAME", description = "sample | large (see --list)")
    String profile;

    @Option(names = "--megabytes", paramLabel = "N", defaultValue = "100",
            description = "size of the opaque member of the large profile (default: ${DEFAULT-VALUE})")
    int megabytes;

    @Option(names = "--out", paramLabel = "FILE", description = "where to write the NEFF")
    Path out;

    @Option(names = "--list", description = "list the profiles")
    boolean list;

    @Override
    public Integer call() throws Exception {
        PrintWriter o = spec.commandLine().getOut();
        if (list) {
            o.println("sample  the bundled sample: SP/Activation/Pool DMA copies (1-3 dims, >64 KiB), a DGE queue");
            o.println("large   the sample plus an opaque member of --megabytes MiB (reader benchmark)");
            o.flush();
            return 0;
        }
        if (profile == null || out == null) {
            throw new ParameterException(spec.commandLine(), "gen needs --profile NAME and --out FILE (or --list)");
        }
        NeffBuilder b = switch (profile) {
            case "sample" -> SampleNeffs.sample();
            case "large" -> {
                if (megabytes < 1 || megabytes > 1500) {
                    throw new ParameterException(spec.commandLine(), "--megabytes must be 1..1500");
                }
                yield SampleNeffs.large(megabytes);
            }
            default -> throw new ParameterException(spec.commandLine(), "unknown profile '" + profile + "' (see --list)");
        };
        b.write(out);
        o.println("wrote " + out);
        o.flush();
        return 0;
    }
}
