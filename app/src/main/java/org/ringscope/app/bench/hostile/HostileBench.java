package org.ringscope.app.bench.hostile;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.ringscope.model.InputException;

/**
 * The mutation campaign of {@code ringscope bench hostile}: for each reader — the five file readers and def.json's
 * queue sets — {@code cases} inputs mutated from RingScope's own files ({@link Seeds}) are fed to the CLI in this
 * process, each in its own folder with an asked folder for what it writes, each within a time limit; then every
 * writer on every kind of target ({@link WriterCampaign}). Every case is held to the README's promises — no stack
 * trace, no running out of memory, no hang, only documented exit codes, nothing written outside the asked folder,
 * every error naming the file, what the runtime refuses refused — and the first {@code freshCases} of each reader,
 * and each writer's cases on the first {@code freshCases} targets and the full disk, run again in a fresh JVM
 * ({@link FreshJvm}), where they must keep them too (a reader's case ending with the same exit). The same seed
 * replays the same mutants.
 */
public final class HostileBench {
    /** Findings kept per kind. */
    private static final int FINDINGS_PER_KIND = 5;

    /**
     * How to run a campaign.
     *
     * @param freshCases cases of each reader also run in a fresh JVM (the first ones); above 0, each writer's cases
     *                   on as many targets too, and on the full disk
     */
    public record Options(int casesPerReader, long seed, long timeoutSeconds, Path work, Path findings,
                          int freshCases) {
    }

    private HostileBench() {
    }

    /**
     * The command line the cases run against, in this process: prints to {@code out} and {@code err}, returns the
     * exit code. The CLI passes itself, so the bench does not depend on the CLI that runs it.
     */
    @FunctionalInterface
    public interface CommandLineUnderTest {
        int execute(PrintWriter out, PrintWriter err, String... args);
    }

    /**
     * Runs the campaign against {@code cli} from the current folder; {@code progress} hears one line per hundred
     * cases.
     */
    public static HostileReport run(Options o, CommandLineUnderTest cli, Consumer<String> progress)
            throws IOException, InputException {
        long t0 = System.nanoTime();
        Path cwd = Path.of("").toAbsolutePath();
        Path work = o.work() != null ? Files.createDirectories(o.work()) : Files.createTempDirectory("ringscope-hostile");
        WriteCheck writes = new WriteCheck(cwd, work);
        Seeds seeds = Seeds.make(work);
        Map<Reader, Tally> tallies = new EnumMap<>(Reader.class);
        List<HostileReport.Finding> findings = new ArrayList<>();
        Map<String, Integer> perKind = new LinkedHashMap<>();
        FreshJvm fresh = new FreshJvm(o.timeoutSeconds() * 1000);
        HostileReport.Figures writerFigures;
        try (CaseRunner runner = new CaseRunner(cli, o.timeoutSeconds() * 1000)) {
            for (Reader reader : Reader.values()) {
                Tally t = new Tally();
                tallies.put(reader, t);
                SplittableRandom r = new SplittableRandom(o.seed() * 31 + reader.ordinal());
                List<byte[]> from = seeds.byReader().get(reader);
                for (int n = 0; n < o.casesPerReader(); n++) {
                    Mutant m = reader.mutate(from.get(n % from.size()), r);
                    Path caseDir = Files.createDirectories(work.resolve("case-" + reader.name().toLowerCase() + "-" + n));
                    Path input = Files.createDirectories(caseDir.resolve("in")).resolve(reader.file());
                    Files.write(input, m.bytes());
                    Path asked = Files.createDirectories(caseDir.resolve("asked"));
                    List<String> command = reader.command(n, input, asked, seeds);
                    CaseRunner.Outcome out = runner.run(command);
                    List<String> unexpected = writes.unexpected(caseDir, reader.file());
                    List<String> kinds = new ArrayList<>(t.add(reader.documentedExits(), command, out, input.toString(),
                            unexpected, m.refused()));
                    CaseRunner.Outcome again = null;
                    if (n < o.freshCases()) {
                        deleteAll(unexpected);
                        again = fresh.run(command);
                        List<String> left = writes.unexpected(caseDir, reader.file());
                        kinds.addAll(t.addFresh(reader.documentedExits(), command, again, out.exit(), input.toString(),
                                left));
                        unexpected = new ArrayList<>(unexpected);
                        unexpected.addAll(left);
                    }
                    for (String kind : kinds) {
                        if (perKind.merge(kind, 1, Integer::sum) <= FINDINGS_PER_KIND) {
                            CaseRunner.Outcome shown = kind.startsWith(Tally.FRESH) ? again : out;
                            findings.add(new HostileReport.Finding(kind, reader.name(), n, m.what(), command,
                                    shown.exit(), firstLines(shown, unexpected)));
                            keep(o.findings(), reader, n, input);
                        }
                    }
                    delete(caseDir);
                    deleteAll(unexpected);
                    if ((n + 1) % 100 == 0) {
                        progress.accept(reader + ": " + (n + 1) + " of " + o.casesPerReader() + " cases");
                    }
                }
            }
            WriterCampaign writers = new WriterCampaign((kinds, f) -> {
                for (String kind : kinds) {
                    if (perKind.merge(kind, 1, Integer::sum) <= FINDINGS_PER_KIND) {
                        findings.add(new HostileReport.Finding(kind, f.reader(), f.caseNumber(), f.mutation(),
                                f.command(), f.exit(), f.stderr().length() <= 600 ? f.stderr()
                                : f.stderr().substring(0, 600) + "…"));
                    }
                }
            });
            writerFigures = writers.run(work, seeds.byReader().get(Reader.NEFF).get(1),
                    (command, target) -> runner.run(command),
                    o.freshCases() > 0 ? (command, target) -> fresh.run(command,
                            target == WriterTarget.FULL_DISK ? WriterTarget.FULL_DISK_BLOCKS : 0) : null,
                    o.freshCases(), writes);
            progress.accept("writers: every target done");
        } finally {
            if (o.work() == null) {
                delete(work);
            }
        }
        Map<String, HostileReport.Figures> figures = new LinkedHashMap<>();
        tallies.forEach((k, v) -> figures.put(k.name(), v.figures()));
        figures.put("WRITERS", writerFigures);
        return new HostileReport(o.seed(), Runtime.getRuntime().maxMemory() >> 20, o.timeoutSeconds(),
                new HostileReport.Cwd(cwd.toString(), List.copyOf(writes.cwdBefore()), List.copyOf(writes.cwdAdded())),
                figures, Tally.sum(figures.values()), findings, Collections.unmodifiableMap(new TreeMap<>(perKind)), (System.nanoTime() - t0) / 1e9);
    }

    private static String firstLines(CaseRunner.Outcome out, List<String> unexpected) {
        String s = (out.thrown() != null ? out.thrown() + "\n" : "") + out.err()
                + (unexpected.isEmpty() ? "" : "unexpected files: " + unexpected);
        return s.length() <= 600 ? s : s.substring(0, 600) + "…";
    }

    /** Copies a finding's input to the findings folder the user asked for (none when not asked). */
    private static void keep(Path findings, Reader reader, int n, Path input) throws IOException {
        if (findings != null) {
            Files.createDirectories(findings);
            Files.copy(input, findings.resolve(reader.name().toLowerCase() + "-" + n + "-" + reader.file()),
                    StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteAll(List<String> files) throws IOException {
        for (String u : files) {
            delete(Path.of(u));
        }
    }

    private static void delete(Path p) throws IOException {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(q);
            }
        }
    }
}
