package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.io.OutputTarget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope gen --profile NAME [--descriptors N] [--megabytes M] [--out FILE.neff]} and
 * {@code gen --list}: writes synthetic NEFFs in the official format (model: {@link GenProfiles}).
 */
@Command(name = "gen", mixinStandardHelpOptions = true,
        description = "Write a synthetic NEFF in the official format: the bundled sample, N copy descriptors, "
                + "every DMA op, many queue sets, ucode libraries (see --list).")
public final class GenCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--profile", paramLabel = "NAME", description = "a profile of --list")
    String profile;

    @Option(names = "--descriptors", paramLabel = "N",
            description = "copy profile: the number of copy descriptors (default 1024); at most what one queue's "
                    + "ring holds on the target: 16777184 on cayman and mariana, 16776928 on sunda")
    Integer descriptors;

    @Option(names = "--target", paramLabel = "ARCH",
            description = "the arch the kelfs target: sunda, cayman, mariana or * for any (default: * for sample "
                    + "and large, cayman for the others); the runtime refuses a NEFF on another arch")
    String targetArch;

    @Option(names = "--megabytes", paramLabel = "M",
            description = "large profile: size of its opaque member, 1..1500 (default 100)")
    Integer megabytes;

    @Option(names = "--out", paramLabel = "FILE", description = "where to write the NEFF (default: NAME.neff); - is standard output; a FIFO or a "
            + "device is written through, never replaced")
    Path out;

    @Option(names = "--list", description = "list the profiles, one line each")
    boolean list;

    @Override
    public Integer call() throws Exception {
        PrintWriter o = spec.commandLine().getOut();
        if (list) {
            GenProfiles.ALL.forEach(p -> o.printf("%-11s %s%n", p.name(), p.description()));
            o.flush();
            return 0;
        }
        if (profile == null) {
            throw new ParameterException(spec.commandLine(), "gen needs --profile NAME (or --list)");
        }
        OptionalInt n = descriptors == null ? OptionalInt.empty() : OptionalInt.of(descriptors);
        OptionalInt mb = megabytes == null ? OptionalInt.empty() : OptionalInt.of(megabytes);
        NeffBuilder b;
        try {
            b = GenProfiles.build(profile, n, mb, Optional.ofNullable(targetArch));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Path target = out != null ? out : Path.of(GenProfiles.defaultFileName(profile, n));
        if (OutputTarget.isStandardOutput(target)) {
            o.flush();
            b.write(OutputTarget.of(target, System.out));
            return 0;
        }
        b.write(target);
        o.println("wrote " + target);
        o.flush();
        return 0;
    }
}
