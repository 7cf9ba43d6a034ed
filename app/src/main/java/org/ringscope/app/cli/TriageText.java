package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.List;
import org.ringscope.model.check.Finding;
import org.ringscope.model.log.triage.TriageReport;

/** {@code triage}'s text: what was read, matched and not, the findings, the first divergence. */
final class TriageText {
    /** At most this many line numbers and emulated lines are listed (the JSON has them all). */
    static final int SHOWN = 20;

    private TriageText() {
    }

    static void print(PrintWriter out, TriageReport r) {
        out.printf("triage %s: %d lines read (%d with a time, %d other%s), %d bytes%n", r.log(), r.read(), r.lines(),
                r.other(), r.cut() > 0 ? ", " + r.cut() + " cut at the line limit" : "", r.bytes());
        if (!r.neff().isEmpty()) {
            out.printf("against %s on %s%n", r.neff(), r.profile());
        }
        if (r.profiles().size() > 1 || !r.profiles().isEmpty() && !r.profiles().get(0).name().equals(r.profile())) {
            out.printf("profiles whose load lines match best: %s%n", String.join(", ", r.profiles().stream()
                    .map(TriageReport.ProfileScore::name).toList()));
        }
        out.printf("matched %d of %d; %d unmatched; %d emulated lines the log lacks; %d out of order; %d with other "
                + "values%s%n", r.matched(), r.read(), r.unmatched().size(), r.missingCount(), r.outOfOrder().size(),
                r.differences().size(), r.repeated().isEmpty() ? "" : "; " + r.repeated().size() + " repeating a "
                + "failure line (another thread or core)");
        for (TriageReport.FindingHit h : r.findings()) {
            Finding f = h.finding();
            out.printf("%nfinding %s %s: lines %s%n  %s%n", f.severity().key(), f.rule().id(), numbers(h.logLines()),
                    f.message());
            if (f.neffEntry() != null) {
                out.printf("  neff entry: %s%s%s%n", f.neffEntry().member(), f.neffEntry().queueSet() == null ? ""
                        : ", queue set " + f.neffEntry().queueSet(), f.neffEntry().queue() == null ? ""
                        : " queue " + f.neffEntry().queue());
            }
            if (f.passesOn() != null) {
                out.printf("  passes: %s%n", f.passesOn().text());
            }
        }
        TriageReport.Divergence d = r.firstDivergence();
        if (d == null) {
            out.printf("%nno divergence%n");
        } else {
            out.printf("%nfirst divergence: %s, emulated step %d%s%n  expected: %s%n  actual:   %s%n",
                    d.line() == null ? "after the log's end" : "line " + d.line(), d.step(),
                    d.node().isEmpty() ? "" : " in " + d.node(), d.expected(), d.actual());
        }
        if (!r.unmatched().isEmpty()) {
            out.printf("%nunmatched lines: %s%n", numbers(r.unmatched()));
        }
        if (!r.missing().isEmpty()) {
            out.printf("%nemulated lines the log lacks (first %d):%n", Math.min(SHOWN, r.missing().size()));
            r.missing().stream().limit(SHOWN).forEach(m -> out.printf("  step %-8d %s%n", m.step(), m.text()));
        }
        for (String n : r.notes()) {
            out.printf("note: %s%n", n);
        }
        out.flush();
    }

    private static String numbers(List<Integer> l) {
        String s = String.join(", ", l.stream().limit(SHOWN).map(String::valueOf).toList());
        return l.size() > SHOWN ? s + ", … (" + l.size() + ")" : s;
    }
}
