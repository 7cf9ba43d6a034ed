package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Profile;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.LogText;
import org.ringscope.model.log.ReadLine;
import org.ringscope.model.log.Shape;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.session.EmulationSession;

/** The report of an alignment: a second walk of the emulated log fetches the lines it names. */
final class Report {
    private Report() {
    }

    static TriageReport of(LogText log, List<ReadLine> lines, Aligner a, long[] values, CheckReport check,
            EmulationSession session, LogPlan plan, RunLog runLog, Profile profile,
            List<TriageReport.ProfileScore> scores, List<String> notes) {
        int n = lines.size();
        List<Integer> unmatched = new ArrayList<>();
        List<Integer> outOfOrder = new ArrayList<>();
        List<Integer> repeated = new ArrayList<>();
        Map<Integer, List<Integer>> byFinding = new LinkedHashMap<>();
        List<Integer> differing = new ArrayList<>();
        int matched = 0;
        long[] ordinals = new long[n];
        int[] steps = new int[n];
        for (int i = 0; i < n; i++) {
            ordinals[i] = a.ordinal(i);
            steps[i] = a.step(i);
            if (ordinals[i] < 0) {
                unmatched.add(lines.get(i).number());
                continue;
            }
            matched++;
            if (a.outOfOrder[i]) {
                outOfOrder.add(lines.get(i).number());
            }
            if (a.repeated[i]) {
                repeated.add(lines.get(i).number());
            }
            int f = a.finding(i);
            if (f >= 0) {
                byFinding.computeIfAbsent(f, k -> new ArrayList<>()).add(lines.get(i).number());
            }
            if (!a.exact(i, values[i]) && differing.size() < ExpectedIndex.KEPT) {
                differing.add(i);
            }
        }
        Divergence d = divergence(lines, a);
        Map<Long, LogLine> wanted = new HashMap<>();
        a.missing.forEach(m -> wanted.put(m.ordinal(), null));
        differing.forEach(i -> wanted.put(ordinals[i], null));
        if (d != null && d.ordinal >= 0) {
            wanted.put(d.ordinal, null);
        }
        long[] count = {0};
        runLog.walk(l -> {
            long o = count[0]++;
            if (wanted.containsKey(o)) {
                wanted.put(o, l);
            }
        });
        List<TriageReport.Expected> missing = new ArrayList<>();
        for (ExpectedIndex.Other m : a.missing) {
            LogLine l = wanted.get(m.ordinal());
            missing.add(new TriageReport.Expected(m.ordinal(), m.step(), l == null ? "" : l.node(),
                    l == null ? "" : Triage.text(l)));
        }
        List<TriageReport.Difference> diffs = new ArrayList<>();
        for (int i : differing) {
            LogLine l = wanted.get(ordinals[i]);
            if (l != null) {
                diffs.add(new TriageReport.Difference(lines.get(i).number(), l.step(), l.node(),
                        Shape.of(l.message()).values(), Shape.of(lines.get(i).message()).values()));
            }
        }
        List<TriageReport.FindingHit> findings = new ArrayList<>();
        byFinding.forEach((f, ls) -> findings.add(new TriageReport.FindingHit(f, check.findings().get(f), ls)));
        TriageReport.Divergence first = null;
        if (d != null) {
            LogLine e = d.ordinal >= 0 ? wanted.get(d.ordinal) : null;
            int step = e != null ? e.step() : d.step;
            String node = e != null ? e.node() : "";
            first = new TriageReport.Divergence(d.line, step, node, e == null ? "(the emulated log ends)"
                    : Triage.text(e), d.actual);
        }
        boolean[] apart = a.outOfOrder.clone(); // a repeat is beside its emulated line, out of its order
        for (int i = 0; i < n; i++) {
            apart[i] |= a.repeated[i];
        }
        LogAlignment align = new LogAlignment(Triage.numbers(lines), ordinals, steps, apart, missing);
        List<TriageReport.ProfileScore> profiles = scores.isEmpty() ? List.of(new TriageReport.ProfileScore(
                profile.name(), matched, (int) Math.min(Integer.MAX_VALUE, a.missingCount), 0)) : scores;
        return new TriageReport(log.source(), log.bytes(), log.total(), log.stamped(), n, log.other(), log.cut(),
                session.neffName(), profile.name(), profiles, matched, unmatched, missing, a.missingCount, diffs,
                outOfOrder, repeated, findings, first, align, notes);
    }

    /** A divergence before its emulated line is fetched. */
    private record Divergence(Integer line, long ordinal, int step, String actual) {
    }

    /**
     * The first place the two part, in the emulated log's order: the first emulated line the log lacks, or the first
     * of the log's lines that matches nothing in order, whichever comes first.
     */
    private static Divergence divergence(List<ReadLine> lines, Aligner a) {
        long firstMissing = a.missing.isEmpty() ? Long.MAX_VALUE : a.missing.get(0).ordinal();
        int firstOdd = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (a.ordinal(i) < 0 || a.outOfOrder[i]) {
                firstOdd = i;
                break;
            }
        }
        if (firstMissing == Long.MAX_VALUE && firstOdd < 0) {
            return null;
        }
        if (firstOdd < 0 || firstMissing <= a.cursorBefore[firstOdd]) {
            ExpectedIndex.Other m = a.missing.get(0);
            for (int i = 0; i < lines.size(); i++) {
                long o = a.ordinal(i);
                if (o > m.ordinal() && !a.outOfOrder[i] || o < 0 && a.cursorBefore[i] >= m.ordinal()
                        || a.outOfOrder[i] && a.cursorBefore[i] >= m.ordinal()) {
                    return new Divergence(lines.get(i).number(), m.ordinal(), m.step(), lines.get(i).text());
                }
            }
            return new Divergence(null, m.ordinal(), m.step(), "(the log ends)");
        }
        ReadLine l = lines.get(firstOdd);
        ExpectedIndex.Other next = a.nextAfter(a.cursorBefore[firstOdd]);
        return new Divergence(l.number(), next == null ? -1 : next.ordinal(), next == null ? -1 : next.step(), l.text());
    }
}
