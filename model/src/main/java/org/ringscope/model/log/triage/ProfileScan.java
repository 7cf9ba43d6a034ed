package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckOptions;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.ReadLine;
import org.ringscope.model.log.Shape;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.RunLog;

/**
 * Which profiles' load lines the log has: each profile's pre-flight lines (its findings' and its memory report's,
 * at the log's levels) held against the log's lines as multisets of templates; a profile scores the lines it
 * matches less the lines of its own the log lacks, and, on a tie, the matches whose values are equal too. The best
 * are the candidates, in the catalog's order; triage takes the current release of the arch among them (what a run
 * and the check take when no profile is named), else the first.
 */
final class ProfileScan {
    private ProfileScan() {
    }

    /**
     * The scores of every profile of the arch the log's {@code arch_init} line prints, else of the NEFF's arch (every
     * profile for a NEFF of any arch), in the catalog's order.
     */
    static List<TriageReport.ProfileScore> scan(CheckInput in, Catalog c, LogLevels levels, boolean dmesg,
            Map<String, Integer> logCounts, Map<String, Integer> logExact, String neffName, Optional<CheckArch> printed)
            throws InputException {
        Optional<CheckArch> arch = printed.or(in::neffArch);
        List<Profile> ps = arch.isPresent() ? c.profiles(arch.get()) : c.profiles();
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

    /**
     * The arch the log's {@code TDRV:arch_init} line names ({@code V2 Architecture} at DEBUG, aws-neuron-sdk#1018),
     * if it has one.
     */
    static Optional<CheckArch> printedArch(List<ReadLine> lines) {
        for (ReadLine l : lines) {
            String m = l.message();
            if (l.kind() == LineKind.RUNTIME && l.function().equals("arch_init") && m.length() == 15
                    && m.startsWith("V") && m.endsWith(" Architecture")) {
                return CheckArch.find("v" + m.charAt(1));
            }
        }
        return Optional.empty();
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
