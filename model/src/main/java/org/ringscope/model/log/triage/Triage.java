package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.LogText;
import org.ringscope.model.log.Module;
import org.ringscope.model.log.ReadLine;
import org.ringscope.model.log.Shape;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.spine.Spine;

/**
 * Triage: a runtime log a user brings, mapped line by line onto the emulation of its NEFF (decision 1341). The log's
 * levels are read off its lines; the NEFF runs on the profile's arch and its load is checked on the profile (named,
 * or the best of the scan); the emulated log at those levels is matched to the log's lines ({@link Aligner}); the
 * report names the lines matched, those that are not, the emulated lines the log lacks, the first place the two
 * part, and each pre-flight finding with its lines and where it would pass.
 */
public final class Triage {
    private Triage() {
    }

    /**
     * Triage of {@code log} against {@code neff} ({@code null}: no NEFF, the lines are only read) on {@code request}
     * (empty: the profiles are scanned).
     */
    public static TriageReport run(LogText log, NeffFile neff, Optional<ProfileRequest> request, Catalog c)
            throws InputException {
        return triage(log, neff, request, c).report();
    }

    /** A triage's report and the emulated log it was matched against ({@code null} without a NEFF). */
    record Triaged(TriageReport report, RunLog runLog) {
    }

    static Triaged triage(LogText log, NeffFile neff, Optional<ProfileRequest> request, Catalog c)
            throws InputException {
        List<ReadLine> lines = log.lines();
        int stamped = log.stamped();
        List<String> notes = new ArrayList<>();
        if (neff == null) {
            List<Integer> all = lines.stream().map(ReadLine::number).toList();
            notes.add("no NEFF: the lines are read, not matched");
            return new Triaged(new TriageReport(log.source(), log.bytes(), log.total(), stamped, lines.size(),
                    log.other(), log.cut(),
                    "", "", List.of(), 0, all, List.of(), 0, List.of(), List.of(), List.of(), List.of(), null,
                    new LogAlignment(numbers(lines), filled(lines.size()), new int[lines.size()],
                            new boolean[lines.size()], List.of()), notes), null);
        }
        LogLevels levels = levelsOf(lines);
        boolean dmesg = lines.stream().anyMatch(l -> l.kind() == LineKind.DMESG);
        Map<String, Integer> counts = new HashMap<>();
        Map<String, Integer> exact = new HashMap<>();
        String[] keys = new String[lines.size()];
        long[] values = new long[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            ReadLine l = lines.get(i);
            keys[i] = l.key();
            values[i] = ExpectedIndex.valueHash(Shape.of(l.message()).values());
            counts.merge(keys[i], 1, Integer::sum);
            exact.merge(keys[i] + "\u0003" + values[i], 1, Integer::sum);
        }
        CheckInput in = CheckInput.of(neff);
        List<TriageReport.ProfileScore> scores;
        Profile profile;
        if (request.isPresent()) {
            profile = request.get().resolve(c, in.neffArch()).profile();
            scores = List.of();
        } else {
            Optional<CheckArch> printed = ProfileScan.printedArch(lines);
            List<TriageReport.ProfileScore> all = ProfileScan.scan(in, c, levels, dmesg, counts, exact,
                    neff.source(), printed);
            scores = ProfileScan.best(all);
            Profile current = new ProfileRequest(Optional.empty(), printed, Optional.empty(), Optional.empty(),
                    Optional.empty()).resolve(c, in.neffArch()).profile();
            boolean isCurrent = scores.stream().anyMatch(s -> s.name().equals(current.name()));
            profile = isCurrent ? current : c.requireProfile(scores.get(0).name());
            notes.add("profile " + profile.name() + ": " + (isCurrent ? "the current release of " + current.arch().key()
                    + (printed.isPresent() ? " (the log's arch_init line)" : "") + ", among " : "the first of ")
                    + scores.size() + " whose load lines match the log best (of " + all.size() + " tried)");
        }
        CheckReport check = Preflight.check(in, profile, c, Stamps.FIXED);
        EmulationSession session = EmulationSession.open(neff, RunOptions.defaults().withArch(profile.arch().emulated())
                .withAllowArchMismatch(true));
        session.run();
        LogPlan plan = new LogPlan(levels, true, check, c, true);
        RunLog runLog = new RunLog(session, plan);
        Map<String, Integer> ids = new HashMap<>();
        int[] keyIds = new int[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            keyIds[i] = ids.computeIfAbsent(keys[i], k -> ids.size());
        }
        ExpectedIndex ex = new ExpectedIndex(ids, functions());
        runLog.walk(ex);
        boolean emulated = false;
        for (int i = 0; i < lines.size() && !emulated; i++) {
            ExpectedIndex.Occurrences o = ex.byKey[keyIds[i]];
            for (int k = 0; k < o.size && !emulated; k++) {
                emulated = (o.classes[k] & ExpectedIndex.EMULATED) != 0;
            }
        }
        boolean[] allowed = new boolean[4];
        for (int cls = 0; cls < 4; cls++) {
            allowed[cls] = ((cls & ExpectedIndex.DMESG) == 0 || dmesg) && ((cls & ExpectedIndex.EMULATED) == 0 || emulated);
        }
        if (!emulated) {
            notes.add("RingScope's own lines are not expected: the log has none (a real runtime's log)");
        }
        if (!dmesg) {
            notes.add("the kernel's lines are not expected: the log has none");
        }
        Aligner a = new Aligner(lines, keyIds, values, ex, allowed);
        return new Triaged(Report.of(log, lines, a, values, check, session, plan, runLog, profile, scores, notes),
                runLog);
    }

    /** The log's level per component: the most verbose it shows a line of (ERROR where it shows none). */
    static LogLevels levelsOf(List<ReadLine> lines) {
        Map<Module, Level> per = new EnumMap<>(Module.class);
        for (ReadLine l : lines) {
            if (l.kind() == LineKind.RUNTIME) {
                Module.of(l.module()).ifPresent(m -> per.merge(m, l.level(), Level::max));
            }
        }
        return new LogLevels(Level.ERROR, per);
    }

    /** The text of an emulated line without its time: {@code ERROR TDRV:kbl_model_add <message>}. */
    public static String text(LogLine l) {
        return switch (l.kind()) {
            case RUNTIME -> l.level() + " " + l.module() + ":" + l.function() + " " + l.message();
            case CONTINUATION -> l.message().strip();
            case DMESG -> "neuron:" + l.function() + ": " + l.message();
        };
    }

    /** The function names of the emulated lines and the spine: what a long name that ran into its message may be. */
    public static Set<String> functions() {
        Set<String> out = new HashSet<>();
        Spine.load().nodes().forEach(n -> out.add(n.name()));
        out.add("dma_ring_create_static_rings_for_queue_bundle_instance");
        out.add("vring_set_embedded_semaphore_inc_on_last_desc");
        out.add("vring_build_vring_pages_from_template");
        out.add("vring_dump_to_pring_descriptors_padded");
        return out;
    }

    static int[] numbers(List<ReadLine> lines) {
        return lines.stream().mapToInt(ReadLine::number).toArray();
    }

    static long[] filled(int n) {
        long[] a = new long[n];
        Arrays.fill(a, -1);
        return a;
    }
}
