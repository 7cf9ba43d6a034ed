package org.ringscope.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.InputException;
import org.ringscope.model.diff.Alignment;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.ForkDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpLimits;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.dump.RingId;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffHeader;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.udma.Direction;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope diff A B [--json] [--align auto|index|content] [--raw tx|rx] [--ring ID] [--first N]} and
 * {@code ringscope diff --fork NAME=VALUE (NEFF | --sample) [--against NAME=VALUE]…}: two dumps (or raw rings)
 * aligned ring by ring (model: {@link DumpDiff}), or a run against a fork of itself ({@link ForkDiff}). Exit
 * codes follow {@code diff}: 0 identical, 1 different, 2 usage or input errors (a message names the file, the
 * entry and the field).
 */
@Command(name = "diff", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Diff two dumps (ringscope run … --dump FILE) or raw ring files, aligned by ring "
                + "(subgraph / queue set / queue / direction) and descriptor, field by field; or fork a run with one "
                + "parameter changed and diff the fork against it.",
            "Exit 0 when identical, 1 when different, 2 on usage or input errors."})
public final class DiffCommand implements Callable<Integer> {
    /** Exit code when the inputs differ. */
    static final int EXIT_DIFFERENT = 1;
    /** Exit code for usage and input errors (as {@code diff}). */
    static final int EXIT_TROUBLE = 2;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..2", paramLabel = "FILE", description = "two dumps or raw rings (A and B; - reads one from standard input); with --fork, the NEFF")
    List<Path> files = new ArrayList<>();

    @Option(names = "--quiet", description = "with --fork: no progress line on stderr (it shows only on a terminal, "
            + "once the work takes more than a second)")
    boolean quiet;

    @Option(names = "--json", description = "print the diff as JSON")
    boolean json;

    @Option(names = "--align", paramLabel = "MODE", description = "auto (index when the lengths agree, else content), "
            + "index or content (default auto)")
    String align = "auto";

    @Option(names = "--raw", paramLabel = "DIRECTION", description = "read files that are not dumps as raw rings of "
            + "16-byte descriptors of this direction: tx (host to device) or rx (device to host)")
    String raw;

    @Option(names = "--ring", paramLabel = "ID", description = "compare only this ring, e.g. pring:sg00/qSPIO0/0/tx "
            + "(with a raw ring: the dump's ring to compare it with)")
    String ring;

    @Option(names = "--first", paramLabel = "N", description = "differences shown per ring (default 5)")
    int first = 5;

    @Option(names = "--fork", paramLabel = "NAME=VALUE", description = "run the NEFF, run it again with this parameter "
            + "changed (arch, executions, pack, packet-size, async) and diff the fork (B) against the run (A)")
    String fork;

    @Option(names = "--against", paramLabel = "NAME=VALUE", description = "with --fork: a parameter of the run the fork "
            + "is compared against (repeatable)")
    List<String> against = new ArrayList<>();

    @Option(names = "--sample", description = "with --fork: the bundled sample instead of a NEFF")
    boolean sample;

    @Option(names = "--max-unpacked", paramLabel = "BYTES", converter = ByteSizeConverter.class,
            description = "refuse dumps whose compressed entries inflate to more than this in total, and NEFFs whose"
                    + " payload unpacks to more (default: 4G for dumps, 1G for NEFFs, or a quarter of the heap, whichever"
                    + " is smaller)")
    Long maxUnpacked;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        DiffOptions options = options();
        try {
            DumpDiff d = fork != null ? forked(options) : files(options);
            if (json) {
                JsonOut.print(out, d.summary(first));
            } else {
                DiffText.print(out, d, first);
            }
            return d.identical() ? 0 : EXIT_DIFFERENT;
        } catch (IllegalArgumentException e) {
            return trouble(e.getMessage());
        } catch (InputException | IOException | UncheckedIOException e) {
            return trouble(RingScopeCommand.inputProblem(e));
        }
    }

    private int trouble(String message) {
        return trouble(spec.commandLine(), message);
    }

    /** Prints {@code message} as the comparing commands' error ({@code diff}, {@code profile}); returns their exit 2. */
    static int trouble(CommandLine cl, String message) {
        cl.getErr().println("ringscope: " + message);
        cl.getErr().flush();
        return EXIT_TROUBLE;
    }

    private DiffOptions options() {
        Alignment a;
        try {
            a = Alignment.valueOf(align.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--align: " + align + " is not auto, index or content");
        }
        RingId id = null;
        if (ring != null) {
            try {
                id = RingId.parse(ring);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--ring: " + e.getMessage());
            }
        }
        if (first < 0) {
            throw new ParameterException(spec.commandLine(), "--first must not be negative");
        }
        return new DiffOptions(a, id);
    }

    private DumpDiff files(DiffOptions options) throws IOException, InputException {
        if (sample || !against.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--sample and --against go with --fork");
        }
        if (files.size() != 2) {
            throw new ParameterException(spec.commandLine(), "diff needs two files (A and B), or --fork");
        }
        Direction dir = null;
        if (raw != null) {
            dir = switch (raw.toLowerCase(Locale.ROOT)) {
                case "tx" -> Direction.TX;
                case "rx" -> Direction.RX;
                default -> throw new ParameterException(spec.commandLine(), "--raw: " + raw + " is not tx or rx");
            };
        }
        if (InputFiles.isStdin(files.get(0)) && InputFiles.isStdin(files.get(1))) {
            throw new ParameterException(spec.commandLine(), "only one of A and B can be '-' (standard input)");
        }
        DumpLimits limits = maxUnpacked == null ? DumpLimits.DEFAULT : DumpLimits.DEFAULT.withMaxInflated(maxUnpacked);
        return DumpDiff.of(read(files.get(0), dir, limits), read(files.get(1), dir, limits), options);
    }

    /**
     * A dump, or with --raw a raw ring (a file that does not start like a zip, or '-': standard input). A NEFF is
     * refused with what to run to get its dump.
     */
    private static Dump read(Path f, Direction raw, DumpLimits limits) throws IOException, InputException {
        if (raw != null && (InputFiles.isStdin(f) || !DumpReader.looksLikeDump(f))) {
            return DumpReader.readRaw(f, raw);
        }
        if (!InputFiles.isStdin(f) && Files.isRegularFile(f)) {
            byte[] start;
            try (InputStream in = Files.newInputStream(f)) {
                start = in.readNBytes(NeffHeader.OFF_DATA_SIZE);
            }
            if (NeffHeader.looksLike(start)) {
                throw new InputException(f.toString(), 0, "neff_header", "a NEFF, not a dump: diff compares dumps. "
                        + "Write the dump of its run with 'ringscope run " + f + " --dump " + dumpName(f) + "', or diff "
                        + "its run against a fork of it with 'ringscope diff --fork arch=sunda " + f + "'");
            }
        }
        return DumpReader.read(f, limits);
    }

    /** {@code model.rsdump} beside {@code model.neff}. */
    private static String dumpName(Path neff) {
        String n = neff.getFileName().toString();
        return (n.endsWith(".neff") ? n.substring(0, n.length() - 5) : n) + ".rsdump";
    }

    private DumpDiff forked(DiffOptions options) throws IOException, InputException {
        if (raw != null) {
            throw new ParameterException(spec.commandLine(), "--raw does not go with --fork");
        }
        if ((files.size() == 1) == sample || files.size() > 1) {
            throw new ParameterException(spec.commandLine(), "--fork needs one NEFF or --sample");
        }
        ForkParameter change;
        RunOptions base = RunOptions.defaults().withInspect(sample);
        try {
            change = ForkParameter.parse(fork);
            for (String p : against) {
                base = ForkParameter.parse(p).apply(base);
            }
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--fork / --against: " + e.getMessage());
        }
        NeffFile neff = sample ? RunCommand.readSample() : NeffReader.read(files.get(0),
                maxUnpacked == null ? ReadLimits.DEFAULT : new ReadLimits(maxUnpacked));
        ForkDiff.Result r;
        try (CliProgress p = CliProgress.start("diff --fork " + change, () -> "running " + neff.source()
                + " twice and diffing the two", quiet)) {
            r = ForkDiff.run(neff, base, change, options);
        }
        for (String note : r.archNotes()) {
            spec.commandLine().getErr().println("ringscope: fork " + change.name() + "=" + change.value() + ": " + note);
        }
        spec.commandLine().getErr().flush();
        return r.diff();
    }
}
