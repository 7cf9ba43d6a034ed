package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.log.LogReader;
import org.ringscope.model.log.LogText;
import org.ringscope.model.log.triage.Triage;
import org.ringscope.model.log.triage.TriageReport;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope triage LOG [NEFF] [--profile P | --arch A --driver V --runtime V --instance T] [--json]}: a
 * runtime log (dmesg and syslog lines mixed in) mapped line by line onto the emulation of the NEFF (model:
 * {@link Triage}; decision 1341). Exit 0 when it was triaged, whatever it found; 1 for a log or NEFF that cannot be
 * read; 2 for usage errors.
 */
@Command(name = "triage", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Map a runtime log onto the emulation of its NEFF: the lines matched and not, the emulated lines "
                + "the log lacks, the first divergence, each failure line's pre-flight finding and where it passes.")
public final class TriageCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "LOG", description = "the runtime log (- reads it from standard input)")
    Path log;

    @Parameters(index = "1", arity = "0..1", paramLabel = "NEFF", description = "the NEFF the log is of (without it "
            + "the lines are only read)")
    Path neff;

    @Mixin
    ProfileOptions versions = new ProfileOptions();

    @Option(names = "--max-log", paramLabel = "BYTES", converter = ByteSizeConverter.class,
            description = "refuse a log larger than this (default: 64M or a quarter of the heap, whichever is smaller)")
    long maxLog = LogReader.DEFAULT_MAX_BYTES;

    @Option(names = "--max-unpacked", paramLabel = "BYTES", converter = ByteSizeConverter.class,
            description = "refuse NEFFs whose payload unpacks to more than this (default: 1G or a quarter of the heap,"
                    + " whichever is smaller)")
    long maxUnpacked = ReadLimits.DEFAULT.maxUnpacked();

    @Option(names = "--json", description = "print JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Optional<ProfileRequest> req;
        try {
            req = versions.any() ? Optional.of(versions.request()) : Optional.empty();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (req.isPresent() && neff == null) {
            throw new ParameterException(spec.commandLine(), "a profile or versions go with a NEFF");
        }
        NeffFile file = neff == null ? null : NeffReader.read(neff, new ReadLimits(maxUnpacked));
        LogText text = LogReader.read(log, maxLog, Triage.functions());
        TriageReport r;
        try {
            r = Triage.run(text, file, req, Catalog.standard());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (json) {
            JsonOut.print(out, TriageJson.of(r));
        } else {
            TriageText.print(out, r);
        }
        return 0;
    }
}
