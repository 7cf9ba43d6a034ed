package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.List;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.lint.Severity;

/** {@code ringscope check}'s text: the verdict, each finding with its lines, the ring memory, the HBM, the notes. */
final class CheckText {
    private CheckText() {
    }

    static void print(PrintWriter o, String file, CheckReport r, ProfileRequest.Choice choice) {
        Profile p = r.profile();
        o.printf("check %s on %s%n", file, p.describe());
        choice.nearest().filter(n -> !n.equals(p)).ifPresent(n -> o.println("  nearest profile: " + n.describe()));
        for (String n : choice.notes()) {
            o.println("  " + n);
        }
        long e = r.count(Severity.ERROR);
        long w = r.count(Severity.WARNING);
        o.printf("%s: %d error%s, %d warning%s%n", r.loads() ? "would load" : "would not load", e, e == 1 ? "" : "s", w,
                w == 1 ? "" : "s");
        for (Finding f : r.findings()) {
            finding(o, f);
        }
        o.println();
        o.println("ring memory (bytes the driver charges, page-rounded):");
        r.ringMemory().forEach((k, v) -> o.printf("  %-12s %,15d%n", k, v));
        o.println("rings by queue set:");
        o.printf("  %-8s %-22s %-14s %-8s %6s %-9s %12s %14s%n", "sg", "queue set", "kind", "category", "queues",
                "engines", "largest", "bytes");
        r.queueSets().forEach(s -> o.printf("  %-8s %-22s %-14s %-8s %6d %-9s %,12d %,14d%n", s.subgraph(), s.queueSet(),
                s.kind(), s.category(), s.queues(), s.engines(), s.largest(), s.bytes()));
        o.println("HBM:");
        for (CheckReport.Pool pool : r.hbm().pools()) {
            o.printf("  nd%d hbm%d (NC %s): %,d bytes, %,d reserved, %,d used, %,d free%n", pool.device(), pool.channel(),
                    String.join(", ", pool.cores().stream().map(String::valueOf).toList()), pool.total(), pool.reserved(),
                    pool.used(), pool.free());
            StringBuilder b = new StringBuilder("   ");
            pool.byUse().forEach((k, v) -> {
                if (v > 0) {
                    b.append(String.format("  %s %,d", k, v));
                }
            });
            o.println(b);
        }
        if (!r.notes().isEmpty()) {
            o.println("notes:");
            r.notes().forEach(n -> o.println("  " + n));
        }
        o.flush();
    }

    private static void finding(PrintWriter o, Finding f) {
        o.println();
        o.printf("%-7s %s  %s%n", f.severity().key(), f.rule().id(), f.message());
        Finding.NeffEntry n = f.neffEntry();
        if (n != null) {
            StringBuilder b = new StringBuilder("  neff entry: ").append(n.member());
            if (n.entryIndex() != null) {
                b.append(" dma[").append(n.entryIndex()).append("] (id ").append(n.dmaEntry()).append(")");
            }
            if (n.queueSet() != null) {
                b.append(", queue set ").append(n.queueSet());
                if (n.queue() != null) {
                    b.append(" queue ").append(n.queue());
                }
            }
            if (n.variable() != null) {
                b.append(", ").append(n.variable());
            }
            o.println(b);
        }
        lines(o, "dmesg", f.dmesg());
        lines(o, "runtime log", f.runtimeLog());
        if (f.passesOn() != null) {
            o.println("  passes: " + f.passesOn().text());
        }
        o.println("  source: " + f.source() + (f.verified() ? "" : " (unverified)"));
    }

    private static void lines(PrintWriter o, String title, List<String> ls) {
        if (ls.isEmpty()) {
            return;
        }
        o.println("  " + title + ":");
        ls.forEach(l -> o.println("    " + l));
    }

    /** {@code check --profiles}. */
    static void profiles(PrintWriter o, Catalog c, boolean json) {
        if (json) {
            JsonOut.print(o, c.profiles().stream().map(p -> CheckJson.ProfileJson.of(p, null)).toList());
            return;
        }
        o.printf("%-14s %-8s %-15s %-10s %-11s %s%n", "profile", "arch", "instance", "driver", "runtime", "");
        for (Profile p : c.profiles()) {
            o.printf("%-14s %-8s %-15s %-10s %-11s %s%n", p.name(), p.arch().key(), p.instance().name(), p.driver(),
                    p.runtime(), p.verified() ? "" : "unverified: driver newer than the public source ("
                            + c.mirrorDriver() + ")");
        }
        o.println();
        o.println("instances: " + String.join(", ", c.instances().keySet()));
        o.println("releases: " + c.releasesSource());
        o.flush();
    }
}
