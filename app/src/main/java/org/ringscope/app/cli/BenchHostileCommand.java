package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ringscope.app.bench.hostile.HostileBench;
import org.ringscope.app.bench.hostile.HostileReport;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.io.OutputTarget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope bench hostile [--cases N] [--seed S] [--timeout SEC] [--fresh-jvm N] [--work DIR] [--findings DIR]
 * [--out FILE] [--json]}: the mutation campaign over the five readers and def.json's queue sets, then every writer on
 * every kind of target ({@link HostileBench}). Run it in an empty folder: that it is still empty afterwards is one of
 * the checks. Exit 0 when no case broke a promise, 1 when one did.
 */
@Command(name = "hostile", mixinStandardHelpOptions = true,
        description = {"Feeds mutated NEFFs, ucode libraries, dumps, raw rings, lessons and def.json queue sets to the "
                + "CLI, then has every writer write to every kind of target (a file, a read-only file, links, a FIFO, "
                + "devices, a directory, -, a read-only folder, a full disk), and checks that none ends in a stack "
                + "trace, out of memory, a hang, an undocumented exit code or a write outside the asked folder, that "
                + "every error names the file, that what the runtime refuses is refused, and that no target is "
                + "replaced or left with a temporary. Cases also run in a fresh JVM with --fresh-jvm. Run it in an "
                + "empty folder.",
            "Exit 0 when every case kept those promises, 1 otherwise."})
public final class BenchHostileCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--cases", paramLabel = "N", description = "mutated inputs per reader (default: ${DEFAULT-VALUE})")
    int cases = 700;

    @Option(names = "--seed", paramLabel = "S", description = "random seed; the same seed replays the same inputs "
            + "(default: ${DEFAULT-VALUE})")
    long seed = 20;

    @Option(names = "--timeout", paramLabel = "SEC", description = "seconds a case may take before it counts as a "
            + "hang (default: ${DEFAULT-VALUE})")
    long timeout = 60;

    @Option(names = "--fresh-jvm", paramLabel = "N", description = "run the first N cases of each reader again in a "
            + "fresh JVM (-Xmx1g), and each writer on the first N targets and on a full disk; they must keep the same "
            + "promises, a reader's case end with the same exit (default: ${DEFAULT-VALUE}; N = --cases runs every "
            + "case both ways)")
    int freshJvm = 0;

    @Option(names = "--work", paramLabel = "DIR", description = "where the cases' files go (default: a temporary "
            + "folder, removed at the end)")
    Path work;

    @Option(names = "--findings", paramLabel = "DIR", description = "copy the input of every finding here")
    Path findings;

    @Option(names = "--out", paramLabel = "FILE", description = "also write the JSON report to FILE")
    Path outFile;

    @Option(names = "--json", description = "print the report as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (cases < 1 || timeout < 1 || freshJvm < 0) {
            throw new ParameterException(spec.commandLine(), "--cases and --timeout must be at least 1, --fresh-jvm at "
                    + "least 0");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        HostileReport r = HostileBench.run(new HostileBench.Options(cases, seed, timeout, work, findings,
                        freshJvm),
                RingScopeCommand::execute, line -> {
            err.println("ringscope: bench hostile: " + line);
            err.flush();
        });
        if (outFile != null) {
            StringWriter json = new StringWriter();
            JsonOut.print(new PrintWriter(json), r);
            OutputTarget.file(outFile).writeBytes(json.toString().getBytes(StandardCharsets.UTF_8));
        }
        if (json) {
            JsonOut.print(out, r);
        } else {
            out.printf("%-12s %6s %-17s %7s %7s %7s %5s %6s %6s %8s %7s %8s %6s %6s%n", "reader", "cases", "exit 0/1/2",
                    "errors", "named", "traces", "oom", "hangs", "exits", "outside", "harmed", "accepted", "fresh",
                    "differ");
            for (Map.Entry<String, HostileReport.Figures> e : r.readers().entrySet()) {
                row(out, e.getKey(), e.getValue());
            }
            row(out, "total", r.total());
            out.println("errors: input errors (exit 1; for the dump and raw-ring readers, which run diff, exit 2: "
                    + "there exit 1 means the two differ, not an error); harmed: a writer's target replaced, changed "
                    + "though refused, or a temporary left; accepted: what the runtime refuses, run with exit 0; "
                    + "fresh: cases run again in a fresh JVM, differ: of those, another exit there");
            out.printf("folder %s: %d entries before, %d added; %.0f s%n", r.cwd().path(), r.cwd().before().size(),
                    r.cwd().added().size(), r.seconds());
            r.findingsByKind().forEach((k, v) -> out.printf("findings of kind %s: %d%n", k, v));
            for (HostileReport.Finding f : r.findings()) {
                out.printf("finding: %s, %s case %d (%s): %s%n", f.kind(), f.reader(), f.caseNumber(), f.mutation(),
                        f.stderr().lines().findFirst().orElse(""));
            }
            out.flush();
        }
        return r.findings().isEmpty() && r.cwd().added().isEmpty() ? 0 : 1;
    }

    private static void row(PrintWriter out, String name, HostileReport.Figures f) {
        String exits = f.exits().getOrDefault(0, 0) + " / " + f.exits().getOrDefault(1, 0) + " / "
                + f.exits().getOrDefault(2, 0);
        out.printf("%-12s %6d %-17s %7d %7d %7d %5d %6d %6d %8d %7d %8d %6d %6d%n", name, f.cases(), exits, f.errors(),
                f.errorsNamingFile(), f.stackTraces(), f.outOfMemory(), f.hangs(), f.undocumentedExits(),
                f.writesOutside(), f.targetsHarmed(), f.refusalsAccepted(), f.freshJvm(), f.freshJvmDiffers());
    }
}
