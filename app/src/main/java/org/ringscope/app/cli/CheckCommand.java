package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckOptions;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.neff.NeffReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope check NEFF [--arch A] [--driver V] [--runtime V] [--instance T] [--profile NAME] [--json]} and
 * {@code check --profiles}: would the NEFF load on that driver, runtime and instance, and what would the real stack
 * print if not (model: {@link Preflight}). Exit 0 when it would load, 1 when it would not (or the NEFF cannot be
 * read), 2 for usage errors.
 */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Will it load? Hold a NEFF's emulated load against a driver and runtime version profile and print "
                + "what the real driver (dmesg) and runtime (log) would say, with where each problem would pass.",
                "Exit 0 when it would load, 1 when it would not, 2 for usage errors."})
public final class CheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "NEFF", description = "the NEFF to check")
    Path neff;

    @Mixin
    ProfileOptions versions = new ProfileOptions();

    @Option(names = "--allow-legacy-neff", description = "what if NEURON_RT_ALLOW_LEGACY_NEFF=1: a NEFF for another arch "
            + "is a warning")
    boolean allowLegacyNeff;

    @Option(names = "--profiles", description = "list the profiles and exit")
    boolean profiles;

    @Option(names = "--json", description = "print JSON")
    boolean json;

    @Option(names = "--timings", description = "print how long reading the NEFF and checking it took, as JSON on stderr")
    boolean timings;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (neff != null && !profiles) { // the profile data and the JSON library start while the NEFF is read
            Thread prep = new Thread(Preflight::prepare, "ringscope-check-prepare");
            prep.setDaemon(true);
            prep.start();
        }
        if (profiles) {
            CheckText.profiles(out, Catalog.standard(), json);
            return 0;
        }
        if (neff == null) {
            throw new ParameterException(spec.commandLine(), "check needs a NEFF (or --profiles)");
        }
        ProfileRequest req;
        try {
            req = versions.request();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        long t0 = System.nanoTime();
        CheckInput in = CheckInput.of(NeffReader.read(neff));
        long t1 = System.nanoTime();
        Catalog c = Catalog.standard();
        ProfileRequest.Choice choice;
        try {
            choice = req.resolve(c, in.neffArch());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        CheckReport r = Preflight.check(in, choice.profile(), c, Stamps.system(), new CheckOptions(allowLegacyNeff));
        long t2 = System.nanoTime();
        if (timings) {
            PrintWriter err = spec.commandLine().getErr();
            err.printf("{\"readMillis\": %d, \"checkMillis\": %d, \"jvmUptimeMillis\": %d}%n", (t1 - t0) / 1_000_000,
                    (t2 - t1) / 1_000_000, ManagementFactory.getRuntimeMXBean().getUptime());
            err.flush();
        }
        if (json) {
            JsonOut.print(out, CheckJson.of(r, choice));
        } else {
            CheckText.print(out, neff.toString(), r, choice);
        }
        return r.loads() ? 0 : 1;
    }
}
