package org.ringscope.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.profile.ProfileCompare;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.profile.ProfileDir;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope profile DIR (NEFF | --sample) [--execution N] [--json]}: a Neuron Explorer profile (its Parquet
 * tables) held against the emulation of its NEFF, queue by queue (model: {@link ProfileCompare}; decision 1422).
 * Exit as {@code diff}'s (decision 1480): 0 when every queue matched, 1 when a queue parts, 2 for usage errors and a
 * profile or NEFF that cannot be read.
 */
@Command(name = "profile", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Hold a Neuron Explorer profile (its Parquet tables) against the emulation of its NEFF: per "
                + "queue the packets and bytes of each, where they part, each real packet's emulated packet with its "
                + "ring slots, vring entry and NEFF entry, semaphore updates against the ledger, errors tied.",
                "Exit 0 when every queue matched, 1 when a queue parts, 2 on usage or input errors."})
public final class ProfileCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "the profile: a directory of <Table>.parquet files")
    Path dir;

    @Parameters(index = "1", arity = "0..1", paramLabel = "NEFF", description = "the NEFF the profile is of")
    Path neff;

    @Option(names = "--sample", description = "compare with the bundled sample")
    boolean sample;

    @Option(names = "--execution", paramLabel = "N", description = "which execution (from 1; default 1): the profile's "
            + "N-th in ExecutionInfo, the emulation's N-th nrt_execute")
    int execution = 1;

    @Option(names = "--max-unpacked", paramLabel = "BYTES", converter = ByteSizeConverter.class,
            description = "refuse NEFFs whose payload unpacks to more than this (default: 1G or a quarter of the heap,"
                    + " whichever is smaller)")
    long maxUnpacked = ReadLimits.DEFAULT.maxUnpacked();

    @Option(names = "--json", description = "print JSON")
    boolean json;

    @Option(names = "--quiet", description = "no progress line on the terminal")
    boolean quiet;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if ((neff == null) == !sample) {
            throw new ParameterException(spec.commandLine(), "profile needs a NEFF or --sample (one of them)");
        }
        if (execution < 1 || execution > 10_000) {
            throw new ParameterException(spec.commandLine(), "--execution must be between 1 and 10000");
        }
        ProfileComparison c;
        try {
            c = compare();
        } catch (InputException | IOException | UncheckedIOException e) {
            return DiffCommand.trouble(spec.commandLine(), RingScopeCommand.inputProblem(e));
        }
        if (json) {
            JsonOut.print(out, ProfileJson.of(c));
        } else {
            ProfileText.print(out, c);
        }
        return c.allMatched() ? 0 : DiffCommand.EXIT_DIFFERENT;
    }

    private ProfileComparison compare() throws IOException, InputException {
        ProfileDir profile = ProfileDir.open(dir);
        NeffFile file = sample ? RunCommand.readSample() : NeffReader.read(neff, new ReadLimits(maxUnpacked));
        EmulationSession session = EmulationSession.open(file, RunOptions.defaults().withExecutions(execution));
        try (CliProgress p = CliProgress.start("run " + file.source(), RunCommand.phase(session), quiet)) {
            session.run();
        }
        if (session.runtime().inputError() != null) {
            throw session.runtime().inputError();
        }
        return ProfileCompare.compare(profile, session, execution);
    }
}
