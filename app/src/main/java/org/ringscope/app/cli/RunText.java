package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.ringscope.model.runtime.DmaCoverage;
import org.ringscope.model.runtime.FiredTrigger;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.sync.HangReport;

/**
 * The readable form of {@code ringscope run}'s result. By default a summary: the status, the counts, the DMA coverage,
 * the notes, the hang and what went wrong, in a screen or so whatever the NEFF's size; {@code --verbose} adds the
 * spine edges not visited, every queue, ucode library, trigger fired and semaphore ({@code --json} has all of it).
 */
final class RunText {
    private RunText() {
    }

    static void print(PrintWriter o, RunResult r, String outputsDir, List<String> outputs, boolean verbose) {
        o.printf("run on %s: %s (%d)%s%n", r.arch(), r.statusName(), r.status(), r.ok() || r.failedNode().isEmpty() ? ""
                : " at " + r.failedNode() + (r.injected() ? " (injected by --fail-at)" : "") + ": " + r.message());
        o.printf("executions: %d, returned %s%n", r.executions().size(), r.executions());
        o.printf("journal: %d steps; doorbells: %d (%d NC kickoffs)%n", r.steps(), r.doorbells(), r.kickoffs());
        RunResult.Spine s = r.spine();
        o.printf("spine: %d of %d edges visited; %d not visited%n", s.visitedEdges(), s.totalEdges(), s.unvisited().size());
        if (verbose) {
            for (RunResult.Edge e : s.unvisited()) {
                o.printf("  %-8s %s%n", e.path(), e.edge());
            }
            queues(o, r);
            ucode(o, r.ucode());
        } else {
            queueCounts(o, r);
            ucodeCounts(o, r.ucode());
        }
        o.printf("triggers fired: %d%n", r.triggers().size());
        if (verbose) {
            for (FiredTrigger t : r.triggers()) {
                o.printf("  #%d %-5s %-10s slot %3d  %-14s id %-4s%s%n", t.execution(), t.subgraph(), t.engine(), t.slot(),
                        t.queue(), t.dmaId() < 0 ? "-" : Integer.toString(t.dmaId()),
                        t.dmaId() < 0 ? "  DGE" : t.instN() >= 0 ? "  inst." + t.instN() : "");
            }
        }
        coverage(o, r.dmaCoverage());
        semaphores(o, r.semaphores(), verbose);
        for (String n : r.notes()) {
            o.println("note: " + n);
        }
        hang(o, r.hang());
        for (RunResult.SyncError e : r.syncErrors()) {
            o.printf("event error at step %d: nc %d E[%d] %s, by %s%n", e.step(), e.core(), e.event(), e.text(),
                    e.producer());
        }
        if (outputsDir != null) {
            o.println("outputs written to " + outputsDir + ": " + String.join(", ", outputs.stream().map(n -> n + ".bin")
                    .toList()));
        }
        o.flush();
    }

    /** The summary's last line: what {@code --verbose} and {@code --json} add. */
    static void more(PrintWriter o, RunResult r) {
        o.printf("(--verbose lists the %d spine edges not visited, the %d queues, the %d triggers fired and every "
                + "semaphore; --json prints all of it)%n", r.spine().unvisited().size(), r.queues().size(),
                r.triggers().size());
        o.flush();
    }

    private static void queues(PrintWriter o, RunResult r) {
        o.println("queues:");
        o.printf("  %-6s %-16s %-8s %3s %7s %9s %9s %11s %11s %8s  %s%n", "sg", "queue", "kind", "nc", "eng.q", "tx desc",
                "rx desc", "tx bytes", "rx bytes", "packets", "prings (tx / rx)");
        for (RunResult.Queue q : r.queues()) {
            o.printf("  %-6s %-16s %-8s %3d %7s %9d %9d %11d %11d %8d  %s / %s%n", q.subgraph(), q.name(), q.kind(), q.nc(),
                    q.engine() + "." + q.queue(), q.txDescriptors(), q.rxDescriptors(), q.txBytes(), q.rxBytes(),
                    q.packets(), ring(q.pringTx()), ring(q.pringRx()));
        }
    }

    /** {@code queues: 17 on 3 subgraphs; 129 tx / 129 rx descriptors, 96 packets}. */
    private static void queueCounts(PrintWriter o, RunResult r) {
        long sgs = r.queues().stream().map(RunResult.Queue::subgraph).distinct().count();
        long tx = r.queues().stream().mapToLong(RunResult.Queue::txDescriptors).sum();
        long rx = r.queues().stream().mapToLong(RunResult.Queue::rxDescriptors).sum();
        long packets = r.queues().stream().mapToLong(RunResult.Queue::packets).sum();
        o.printf("queues: %d on %d subgraph%s; %d tx / %d rx descriptors, %d packets%n", r.queues().size(), sgs,
                sgs == 1 ? "" : "s", tx, rx, packets);
    }

    private static void ucode(PrintWriter o, List<RunResult.Ucode> ucode) {
        if (ucode.isEmpty()) {
            return;
        }
        o.println("ucode:");
        for (RunResult.Ucode u : ucode) {
            o.printf("  %-22s %-28s %-7s status %d, %d patches, %d-byte image at 0x%x (%s)%n", u.name(), u.loader(),
                    u.layout(), u.status(), u.patches(), u.imageBytes(), u.deviceAddr(), u.message());
        }
    }

    /** {@code ucode: 3 libraries, each status 0}; a library the loader refused keeps its line. */
    private static void ucodeCounts(PrintWriter o, List<RunResult.Ucode> ucode) {
        if (ucode.isEmpty()) {
            return;
        }
        List<RunResult.Ucode> failed = ucode.stream().filter(u -> u.status() != 0).toList();
        o.printf("ucode: %d librar%s, %s%n", ucode.size(), ucode.size() == 1 ? "y" : "ies", failed.isEmpty()
                ? (ucode.size() == 1 ? "status 0" : "each status 0") : failed.size() + " refused:");
        ucode(failed, o);
    }

    private static void ucode(List<RunResult.Ucode> failed, PrintWriter o) {
        for (RunResult.Ucode u : failed) {
            o.printf("  %-22s %-28s status %d (%s)%n", u.name(), u.loader(), u.status(), u.message());
        }
    }

    /** Every semaphore's value ({@code --verbose}), or how many each core has: {@code 9 on nc0, 2 on nc1}. */
    private static void semaphores(PrintWriter o, Map<String, Map<String, Integer>> sems, boolean verbose) {
        if (!verbose) {
            o.println("semaphores: " + String.join(", ", sems.entrySet().stream().map(nc -> nc.getValue().size() + " on "
                    + nc.getKey()).toList()));
            return;
        }
        o.print("semaphores:");
        for (Map.Entry<String, Map<String, Integer>> nc : sems.entrySet()) {
            o.print(" " + nc.getKey() + " {");
            o.print(String.join(", ", nc.getValue().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()));
            o.print("}");
        }
        o.println();
    }

    /** The hang explainer's report: each blocked engine, its wait, and the producers it still waits for, culprits first. */
    static void hang(PrintWriter o, HangReport h) {
        if (h == null) {
            return;
        }
        o.printf("hang at step %d: %d engine%s blocked; the host timed out after %d ms%n", h.step(), h.blocked().size(),
                h.blocked().size() == 1 ? "" : "s", h.timeoutMs());
        for (HangReport.Blocked b : h.blocked()) {
            o.printf("  %s waits at slot %d (%s) since step %d: %s needs %d, has %d%n", b.engine(), b.slot(),
                    b.instruction(), b.waitStep(), b.semaphore(), b.need(), b.have());
            for (HangReport.Missing m : b.missing()) {
                o.printf("    missing: %s — %s%n", m.producer().isEmpty() ? "(none)" : m.producer(), m.reason());
            }
        }
        for (HangReport.Edge e : h.waitsFor()) {
            o.printf("  wait-for: %s -> %s%n", e.from(), e.to());
        }
        if (!h.cycle().isEmpty()) {
            o.println("  cycle: " + String.join(" -> ", h.cycle()));
        }
        o.println("  root: " + h.root());
    }

    /** The {@code dmaCoverage} of the JSON as one table: per queue set, then the reasons for what did not run. */
    static void coverage(PrintWriter o, DmaCoverage c) {
        if (c == null) {
            return;
        }
        o.printf("dma coverage: %d of %d operations executed (%.1f %%), %d bytes moved%n", c.executed(), c.operations(),
                c.executedPercent(), c.bytes());
        o.printf("  %-6s %-18s %-17s %10s %9s %13s%n", "sg", "queue set", "kind", "operations", "executed", "bytes");
        for (DmaCoverage.QueueSetCoverage q : c.queueSets()) {
            o.printf("  %-6s %-18s %-17s %10d %9d %13d%n", q.subgraph(), q.name(), q.kind(), q.operations(), q.executed(),
                    q.bytes());
        }
        for (DmaCoverage.Reason n : c.notEmulated()) {
            o.printf("  not emulated: %d operations, %d bytes: %s%n", n.operations(), n.bytes(), n.reason());
        }
    }

    private static String ring(RunResult.Ring r) {
        return r == null ? "-" : String.format("0x%x (%d)", r.address(), r.descriptors());
    }
}
