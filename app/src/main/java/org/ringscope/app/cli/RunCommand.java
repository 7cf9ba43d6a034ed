package org.ringscope.app.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.ringscope.app.output.JsonOut;
import org.ringscope.app.output.ProblemsJson;
import org.ringscope.app.output.RunProgress;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.Profile;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.dump.DumpWriter;
import org.ringscope.model.io.InputFiles;
import org.ringscope.model.io.MemoryBudget;
import org.ringscope.model.io.OutputNames;
import org.ringscope.model.io.OutputTarget;
import org.ringscope.model.lint.Lint;
import org.ringscope.model.lint.Problem;
import org.ringscope.model.lint.Severity;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.profile.ProfileExport;
import org.ringscope.model.provenance.OutputContents;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.runtime.UcodeSource;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.HeapEstimate;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.stop.StopCondition;
import org.ringscope.model.ucode.XtlibLoader;
import org.ringscope.model.udma.Arch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ringscope run (NEFF | --sample) [--ucode LIB]… [--arch A] [--executions N] [--async] [--fail-at NODE]
 * [--input VAR=FILE]… [--write-outputs DIR] [--dump FILE] [--stop-at COND [--from STEP] [--backward]] [--json]}: runs
 * a NEFF through the emulated runtime (model: {@link EmulationSession}) and reports what it did; with
 * {@code --stop-at}, also the step where a stop condition next (or last) matches ({@link StopAt}). Exit 0 when the
 * runtime returned 0 or failed where {@code --fail-at} said; 1 for invalid input, a run that failed by itself or a
 * stop condition that does not parse or match; 2 for usage errors.
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run a NEFF through the emulated Neuron runtime: init, ucode prelink, load, execute, dispatch, "
                + "the doorbell and the DMA engines, every step journaled.")
public final class RunCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "NEFF", description = "the NEFF to run (- reads it from standard input)")
    Path neff;

    @Option(names = "--sample", description = "run the bundled sample (inspect on unless --no-inspect)")
    boolean sample;

    @Option(names = "--ucode", paramLabel = "LIB", description = "an extra GPSIMD library (Xtensa PI ELF), staged on every subgraph")
    List<Path> ucode = new ArrayList<>();

    @Option(names = "--arch", paramLabel = "ARCH", description = "sunda, cayman or mariana (default: the NEFF's target; * → cayman)")
    String arch;

    @Option(names = "--allow-arch-mismatch", description = "what-if: run a NEFF whose target is another arch than "
            + "--arch (the runtime refuses it with NEFF_ARCH_INCOMPAT unless NEURON_RT_ALLOW_LEGACY_NEFF=1)")
    boolean allowArchMismatch;

    @Option(names = "--embedded-sem", negatable = true, description = "gconf.embedded_sem_en: completion semaphores "
            + "embedded in the last RX descriptor where the arch supports it, CAYMAN and MARIANA (default: on, as the "
            + "runtime); --no-embedded-sem gives every completion a 4-byte semaphore descriptor")
    boolean embeddedSem = true;

    @Option(names = "--dump-trap", description = "what-if: every vring dump ends its device ring with the optional "
            + "trap descriptor (a 4-byte no-op self-copy with INT_EN, one slot after the vring's descriptors; off by "
            + "default, as the runtime has it)")
    boolean dumpTrap;

    @Option(names = "--executions", paramLabel = "N", description = "nrt_execute N times (default 1)")
    int executions = 1;

    @Option(names = "--no-heap-check", description = "what-if: run even when the heap the NEFF needs, estimated from "
            + "its descriptors before the run, is more than this JVM has (by default such a run is refused at once, "
            + "naming the -Xmx that fits)")
    boolean noHeapCheck;

    @Option(names = "--async", description = "the async path: kmgr_async_exec_add_work → kaew_post_request, then kmgr_async_exec_poll")
    boolean async;

    @Option(names = "--fail-at", paramLabel = "NODE", description = "inject a failure at a spine node (see --list-nodes)")
    String failAt;

    @Option(names = "--fault", paramLabel = "FAULT", description = "inject a fault into the device run: "
            + "drop-doorbell:QUEUE (the queue set's doorbell is lost), sem-index:DMA:DELTA (the entry's completion lands "
            + "DELTA semaphores further), skip-dma:DMA (the entry's DMA is not run), double-set:EVENT (the event is set "
            + "twice); DMA is an entry id or QUEUE/id (docs/faults.md)")
    List<String> faults = new ArrayList<>();

    @Option(names = "--force-waits", description = "what-if: when no engine can issue, issue the first waiting "
            + "instruction anyway instead of timing out as the runtime does")
    boolean forceWaits;

    @Option(names = "--exec-timeout", paramLabel = "SECONDS", description = "NEURON_RT_EXEC_TIMEOUT: how long the host "
            + "waits for an execution's completion before NRT_TIMEOUT (default 30)")
    int execTimeout = RunOptions.DEFAULT_EXEC_TIMEOUT_SECONDS;

    @Option(names = "--input", paramLabel = "VAR=FILE", description = "fill variable VAR with FILE's bytes before each execution")
    List<String> inputs = new ArrayList<>();

    @Option(names = "--write-outputs", paramLabel = "DIR", description = "write each output variable to DIR/<name>.bin "
            + "(atomically; a name that would leave DIR is refused), and DIR/outputs.provenance.json: which bytes are "
            + "emulated data movement and which are placeholders for compute RingScope does not emulate")
    Path writeOutputs;

    @Option(names = "--export-profile", paramLabel = "DIR", description = "write the run as a Neuron Explorer profile: "
            + "DIR/<Table>.parquet with the documented columns (DmaPacket, DmaQueuesInfo, SemaphoreUpdate, Error, "
            + "Instruction, ExecutionInfo, Metadata, SchemaFields), journal steps in place of times (docs/profile.md)")
    Path exportProfile;

    @Option(names = "--max-unpacked", paramLabel = "BYTES", converter = ByteSizeConverter.class,
            description = "refuse NEFFs whose payload unpacks to more than this (default: 1G or a quarter of the heap,"
                    + " whichever is smaller)")
    long maxUnpacked = ReadLimits.DEFAULT.maxUnpacked();

    @Option(names = "--max-output", paramLabel = "BYTES", converter = ByteSizeConverter.class,
            description = "with --write-outputs: refuse to write more than this in total (default: 16G)")
    long maxOutput = DEFAULT_MAX_OUTPUT;

    /** The run's problem code of DGE work with no queue set or table to run on. */
    static final String NO_BACKEND = "dge-no-backend";
    /** The lint code of a DGE leg that reads a table entry the subgraph does not have. */
    static final String NO_TABLE = "dge-table";

    /** 16 GiB: the most --write-outputs writes by default, whatever sizes a NEFF declares. */
    static final long DEFAULT_MAX_OUTPUT = 16L << 30;
    private static final int OUTPUT_CHUNK = 1 << 20;

    @Option(names = "--dump", paramLabel = "FILE", description = "write a dump of the run's end state to FILE: every "
            + "vring half, pring, relocated ucode image and written memory page (docs/dump-format.md; ringscope diff "
            + "compares two)")
    Path dump;

    @Option(names = "--inspect", negatable = true, description = "NEURON_RT_INSPECT_ENABLE: the profiling fan-out of "
            + "nrt_execute (default: on for --sample, off otherwise)")
    Boolean inspect;

    @Option(names = "--list-nodes", description = "list the spine's nodes (those with error edges marked) and exit")
    boolean listNodes;

    @Option(names = "--quiet", description = "no progress line on stderr (it shows only on a terminal, once the run "
            + "takes more than a second)")
    boolean quiet;

    @Option(names = "--stop-at", paramLabel = "COND", description = "after the run, find the step where COND next "
            + "matches (a write ADDR[+LEN], slot PRING N, descriptor VRING tx|rx N [PHASE], doorbell QUEUE, sem NC "
            + "INDEX, event NC INDEX, flip PRING, node NAME, …; docs/stop-conditions.md) and print it with the record, "
            + "spine node and stack there")
    String stopAt;

    @Option(names = "--from", paramLabel = "STEP", description = "with --stop-at: the step to search from (default: 0, "
            + "or the end with --backward)")
    Integer from;

    @Option(names = "--backward", description = "with --stop-at: run back to the last match before --from")
    boolean backward;

    @Option(names = "--log", paramLabel = "FILE", description = "write the run's log as the runtime would (its line "
            + "format, its levels: NEURON_RT_LOG_LEVEL and NEURON_RT_LOG_LEVEL_<MOD> from the environment, default "
            + "error), times counted from the run's start; - is standard output (docs/log.md)")
    Path log;

    @Option(names = "--log-level", paramLabel = "LEVEL", description = "with --log: error, warn, info, debug or trace, "
            + "in place of NEURON_RT_LOG_LEVEL")
    String logLevel;

    @Option(names = "--log-profile", paramLabel = "NAME", description = "with --log: the profile whose pre-flight lines "
            + "and memory report the load prints (default: the current profile of the run's arch)")
    String logProfile;

    @Option(names = "--log-time-now", description = "with --log: times from now and this process's id, not from the "
            + "fixed start that makes two runs' logs the same")
    boolean logTimeNow;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @Option(names = "--verbose", description = "besides the summary, list the spine edges not visited, every queue, "
            + "ucode library, trigger fired and semaphore")
    boolean verbose;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (listNodes) {
            Spine s = Spine.load();
            for (SpineNode n : s.nodes()) {
                out.printf("%-48s %-8s %s%s%n", n.name(), n.section(), n.layer(),
                        s.errorEdgesOut(n.name()).isEmpty() ? "" : "  (error edges)");
            }
            out.flush();
            return 0;
        }
        if ((neff == null) == !sample) {
            throw new ParameterException(spec.commandLine(), "run needs a NEFF or --sample (one of them)");
        }
        if (executions < 1) {
            throw new ParameterException(spec.commandLine(), "--executions must be at least 1");
        }
        if (failAt != null && Spine.load().node(failAt).isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--fail-at: " + failAt
                    + " is not a spine node (ringscope run --list-nodes lists them)");
        }
        if (OutputTarget.isStandardOutput(exportProfile)) {
            throw new ParameterException(spec.commandLine(), "--export-profile -: a profile is a directory of tables");
        }
        if (OutputTarget.isStandardOutput(dump) || OutputTarget.isStandardOutput(writeOutputs)) {
            throw new ParameterException(spec.commandLine(), (OutputTarget.isStandardOutput(dump) ? "--dump" : "--write-outputs")
                    + " -: standard output carries the run's report; name a file (a FIFO or a device is written "
                    + "through)");
        }
        if (stopAt == null && (from != null || backward)) {
            throw new ParameterException(spec.commandLine(), "--from and --backward go with --stop-at");
        }
        StopCondition stop = null;
        if (stopAt != null) {
            try {
                stop = StopCondition.parse(stopAt);
            } catch (IllegalArgumentException e) {
                return stopFailed("--stop-at: " + e.getMessage());
            }
        }
        RunOptions opts = RunOptions.defaults().withExecutions(executions).withAsync(async).withFailAt(failAt)
                .withInspect(inspect != null ? inspect : sample).withAllowArchMismatch(allowArchMismatch)
                .withEmbeddedSem(embeddedSem).withForceWaits(forceWaits).withDumpTrap(dumpTrap);
        if (execTimeout < 0) {
            throw new ParameterException(spec.commandLine(), "--exec-timeout must not be negative");
        }
        opts = opts.withExecTimeout(execTimeout);
        for (String f : faults) {
            try {
                opts = opts.withFault(f);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        if (arch != null) {
            opts = opts.withArch(parseArch(arch));
        }
        for (String in : inputs) {
            int eq = in.indexOf('=');
            if (eq <= 0 || eq == in.length() - 1) {
                throw new ParameterException(spec.commandLine(), "--input wants VAR=FILE, not " + in);
            }
            Path f = Path.of(in.substring(eq + 1));
            byte[] bytes = InputFiles.readAll(f, MemoryBudget.heapShare(), "an input is at most a quarter of the heap");
            opts = opts.withInput(in.substring(0, eq), bytes, InputFiles.name(f));
        }
        for (Path lib : ucode) {
            opts = opts.withUcode(new UcodeSource(lib.getFileName().toString(), lib.toString(), XtlibLoader.readFile(lib),
                    List.of(), List.of()));
        }
        if (log == null && (logLevel != null || logProfile != null || logTimeNow)) {
            throw new ParameterException(spec.commandLine(), "--log-level, --log-profile and --log-time-now go with --log");
        }
        LogLevels levels = null;
        if (log != null) {
            try {
                levels = RunLogFile.levels(System.getenv(), logLevel);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        NeffFile file = sample ? readSample() : NeffReader.read(neff, new ReadLimits(maxUnpacked));
        EmulationSession session = EmulationSession.open(file, opts);
        if (!noHeapCheck) {
            HeapEstimate.check(file.source(), session.manifest());
        }
        RunResult r;
        try (CliProgress p = CliProgress.start("run " + file.source(), phase(session), quiet)) {
            r = session.run();
        }
        List<Problem> problems = Lint.check(session);
        if (session.runtime().inputError() != null) {
            throw session.runtime().inputError();
        }
        List<OutputContents> contents = null;
        if (writeOutputs != null) {
            writeOutputs(file.source(), session);
            contents = OutputContents.of(session);
            OutputsReport.write(writeOutputs, contents);
        }
        if (dump != null) {
            DumpWriter.write(session, session.steps(), dump);
        }
        long logLines = -1;
        if (log != null) {
            Profile p;
            try {
                p = RunLogFile.profile(Catalog.standard(), logProfile, Arch.valueOf(r.arch().toUpperCase(Locale.ROOT)),
                        CheckInput.of(file, session.manifest()));
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--log-profile: " + e.getMessage());
            }
            logLines = RunLogFile.write(session, levels, p, logTimeNow, log, out);
        }
        ProfileExport.Written exported = exportProfile == null ? null : ProfileExport.write(session, exportProfile);
        StopAt found = null;
        if (stop != null) {
            if (from != null && (from < 0 || from > session.steps())) {
                throw new ParameterException(spec.commandLine(), "--from " + from + " is outside the run's 0.."
                        + session.steps());
            }
            try {
                found = StopAt.search(session, stop, from, backward);
            } catch (IllegalArgumentException e) {
                return stopFailed("--stop-at " + stop.text() + ": " + e.getMessage());
            }
        }
        if (!json && found != null) {
            found.text(out); // the answer asked for comes first
        }
        if (json) {
            ObjectNode o = ProblemsJson.withProblems(r, problems);
            if (found != null) {
                o.set("stopAt", found.json());
            }
            if (contents != null) {
                o.set("outputContents", OutputsReport.json(contents));
            }
            JsonOut.print(out, o);
        } else {
            RunText.print(out, r, writeOutputs == null ? null : writeOutputs.toString(), session.runtime().outputs(),
                    verbose);
            if (contents != null) {
                OutputsReport.text(out, writeOutputs, contents);
            }
            if (dump != null) {
                out.printf("dump: %s (step %d)%n", dump, session.steps());
                out.flush();
            }
            if (logLines >= 0 && !log.toString().equals("-")) {
                out.printf("log: %s (%d lines)%n", log, logLines);
                out.flush();
            }
            if (exported != null) {
                out.printf("profile: %s (%d packets; times are journal steps)%n", exportProfile,
                        exported.rows().get("DmaPacket"));
                out.flush();
            }
        }
        if (!json) {
            ProblemsJson.print(out, problems);
            if (!verbose) {
                RunText.more(out, r);
            }
        }
        if (found != null && !found.found()) {
            return stopFailed("--stop-at " + stop.text() + ": nothing matches " + (backward ? "before" : "from")
                    + " step " + found.from());
        }
        if (r.injected()) {
            return 0;
        }
        if (r.ok()) {
            return unbacked(file.source(), problems);
        }
        spec.commandLine().getErr().println("ringscope: " + file.source() + ": the run returned " + r.statusName() + " ("
                + r.status() + "): " + r.message());
        spec.commandLine().getErr().flush();
        return RingScopeCommand.EXIT_INVALID_INPUT;
    }

    /**
     * A run that ended NRT_SUCCESS while DGE work had no backend (its queue set lost) or read a DGE table entry that
     * is not there (its table lost): whether the real runtime refuses such a NEFF at load is not public, so the run's
     * own error is the command's failure, never a success (decisions 1333, 1371).
     */
    private int unbacked(String source, List<Problem> problems) {
        for (String code : List.of(NO_BACKEND, NO_TABLE)) {
            List<Problem> lost = problems.stream().filter(p -> p.severity() == Severity.ERROR && p.code().equals(code))
                    .toList();
            if (!lost.isEmpty()) {
                spec.commandLine().getErr().println("ringscope: " + source + ": the run returned NRT_SUCCESS, but "
                        + lost.size() + " DGE instruction" + (lost.size() == 1 ? "" : "s") + (code.equals(NO_BACKEND)
                        ? " had no backend (" : " read a DGE table entry that is not there (") + code + "): "
                        + lost.get(0).message());
                spec.commandLine().getErr().flush();
                return RingScopeCommand.EXIT_INVALID_INPUT;
            }
        }
        return 0;
    }

    private int stopFailed(String message) {
        spec.commandLine().getErr().println("ringscope: " + message);
        spec.commandLine().getErr().flush();
        return RingScopeCommand.EXIT_INVALID_INPUT;
    }

    /**
     * Every output to DIR/<name>.bin, atomically and streamed; the names and the total size are checked before
     * anything is written.
     */
    private void writeOutputs(String source, EmulationSession session) throws IOException, InputException {
        NeuronRuntime rt = session.runtime();
        List<Path> targets = new ArrayList<>();
        long total = 0;
        for (String name : rt.outputs()) {
            targets.add(OutputNames.inside(writeOutputs, name, ".bin", source, "var." + name));
            total += rt.tensorSize(name);
            if (total > maxOutput) {
                throw new InputException(source, -1, "var." + name, "the outputs up to " + name + " hold " + total
                        + " bytes, more than --max-output (" + maxOutput + " bytes): not writing them");
            }
        }
        Files.createDirectories(writeOutputs);
        for (int i = 0; i < targets.size(); i++) {
            String name = rt.outputs().get(i);
            long size = rt.tensorSize(name);
            OutputTarget.file(targets.get(i)).stream(o -> {
                try {
                    for (long at = 0; at < size; at += OUTPUT_CHUNK) {
                        o.write(rt.readTensor(name, at, (int) Math.min(OUTPUT_CHUNK, size - at)));
                    }
                } catch (DeviceException e) {
                    throw new IOException("output " + name + ": " + e.getMessage(), e);
                }
            });
        }
    }

    /** What the run does now, for the progress line: the spine node entered last and the journal's length. */
    static Supplier<String> phase(EmulationSession session) {
        return RunProgress.follow(session)::line;
    }

    private Arch parseArch(String a) {
        try {
            return Arch.valueOf(a.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--arch: " + a + " is not sunda, cayman or mariana");
        }
    }

    /** The bundled sample from the jar (or the checkout's resources/samples when run from the build). */
    static NeffFile readSample() throws IOException, InputException {
        try (InputStream in = RunCommand.class.getResourceAsStream("/org/ringscope/samples/sample.neff")) {
            if (in == null) {
                throw new IOException("the bundled sample is missing from the class path");
            }
            return NeffReader.read("sample.neff", in.readAllBytes(), ReadLimits.DEFAULT);
        }
    }
}
