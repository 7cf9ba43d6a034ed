package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckOptions;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.Shape;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.RunLog;

/**
 * Which profiles' load lines the log has: each profile's pre-flight lines (its findings' and its memory report's,
 * at the log's levels) held against the log's lines as multisets of templates; a profile scores the lines it
 * matches less the lines of its own the log lacks, and, on a tie, the matches whose values are equal too. The best
 * are the candidates, in the catalog's order.
 */
final class ProfileScan {
    private ProfileScan() {
    }

    /** The scores of every profile of the NEFF's arch (every profile for a NEFF of any arch), best first. */
    static List<TriageReport.ProfileScore> scan(CheckInput in, Catalog c, LogLevels levels, boolean dmesg,
            Map<String, Integer> logCounts, Map<String, Integer> logExact, String neffName) throws InputException {
        List<Profile> ps = in.neffArch().isPresent() ? c.profiles(in.neffArch().get()) : c.profiles();
        List<TriageReport.ProfileScore> out = new ArrayList<>();
        for (Profile p : ps) {
            CheckReport r = Preflight.evaluate(in, p, c, Stamps.FIXED, CheckOptions.DEFAULTS);
            LogPlan plan = new LogPlan(levels, false, r, c, true);
            Map<String, Integer> counts = new HashMap<>();
            Map<String, Integer> exact = new HashMap<>();
            for (LogLine l : RunLog.loadLines(plan, neffName)) {
                if (l.kind() == LineKind.DMESG && !dmesg) {
                    continue;
                }
                counts.merge(l.key(), 1, Integer::sum);
                exact.merge(l.key() + "\u0003" + ExpectedIndex.valueHash(Shape.of(l.message()).values()), 1,
                        Integer::sum);
            }
            int matched = 0;
            int missing = 0;
            for (Map.Entry<String, Integer> e : counts.entrySet()) {
                int have = logCounts.getOrDefault(e.getKey(), 0);
                matched += Math.min(have, e.getValue());
                missing += Math.max(0, e.getValue() - have);
            }
            int eq = 0;
            for (Map.Entry<String, Integer> e : exact.entrySet()) {
                eq += Math.min(logExact.getOrDefault(e.getKey(), 0), e.getValue());
            }
            out.add(new TriageReport.ProfileScore(p.name(), matched, missing, eq));
        }
        return out;
    }

    /** The best of {@code scores}: the highest matched-less-missing, then the most equal values. */
    static List<TriageReport.ProfileScore> best(List<TriageReport.ProfileScore> scores) {
        int top = Integer.MIN_VALUE;
        int topExact = Integer.MIN_VALUE;
        for (TriageReport.ProfileScore s : scores) {
            int v = s.matched() - s.missing();
            if (v > top || v == top && s.exact() > topExact) {
                top = v;
                topExact = s.exact();
            }
        }
        List<TriageReport.ProfileScore> out = new ArrayList<>();
        for (TriageReport.ProfileScore s : scores) {
            if (s.matched() - s.missing() == top && s.exact() == topExact) {
                out.add(s);
            }
        }
        return out;
    }
}
