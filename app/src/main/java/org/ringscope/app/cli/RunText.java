package org.ringscope.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import org.ringscope.model.runtime.DmaCoverage;
import org.ringscope.model.runtime.FiredTrigger;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.sync.HangReport;

/** The readable form of {@code ringscope run}'s result. */
final class RunText {
    private RunText() {
    }

    static void print(PrintWriter o, RunResult r, String outputsDir, List<String> outputs) {
        o.printf("run on %s: %s (%d)%s%n", r.arch(), r.statusName(), r.status(), r.ok() || r.failedNode().isEmpty() ? ""
                : " at " + r.failedNode() + (r.injected() ? " (injected by --fail-at)" : "") + ": " + r.message());
        o.printf("executions: %d, returned %s%n", r.executions().size(), r.executions());
        o.printf("journal: %d steps; doorbells: %d (%d NC kickoffs)%n", r.steps(), r.doorbells(), r.kickoffs());
        RunResult.Spine s = r.spine();
        o.printf("spine: %d of %d edges visited; %d not visited%n", s.visitedEdges(), s.totalEdges(), s.unvisited().size());
        for (RunResult.Edge e : s.unvisited()) {
            o.printf("  %-8s %s%n", e.path(), e.edge());
        }
        o.println("queues:");
        o.printf("  %-6s %-16s %-8s %3s %7s %9s %9s %11s %11s %8s  %s%n", "sg", "queue", "kind", "nc", "eng.q", "tx desc",
                "rx desc", "tx bytes", "rx bytes", "packets", "prings (tx / rx)");
        for (RunResult.Queue q : r.queues()) {
            o.printf("  %-6s %-16s %-8s %3d %7s %9d %9d %11d %11d %8d  %s / %s%n", q.subgraph(), q.name(), q.kind(), q.nc(),
                    q.engine() + "." + q.queue(), q.txDescriptors(), q.rxDescriptors(), q.txBytes(), q.rxBytes(),
                    q.packets(), ring(q.pringTx()), ring(q.pringRx()));
        }
        if (!r.ucode().isEmpty()) {
            o.println("ucode:");
            for (RunResult.Ucode u : r.ucode()) {
                o.printf("  %-22s %-28s %-7s status %d, %d patches, %d-byte image at 0x%x (%s)%n", u.name(), u.loader(),
                        u.layout(), u.status(), u.patches(), u.imageBytes(), u.deviceAddr(), u.message());
            }
        }
        o.printf("triggers fired: %d%n", r.triggers().size());
        for (FiredTrigger t : r.triggers()) {
            o.printf("  #%d %-5s %-10s slot %3d  %-14s id %-4s%s%n", t.execution(), t.subgraph(), t.engine(), t.slot(),
                    t.queue(), t.dmaId() < 0 ? "-" : Integer.toString(t.dmaId()),
                    t.dmaId() < 0 ? "  DGE" : t.instN() >= 0 ? "  inst." + t.instN() : "");
        }
        coverage(o, r.dmaCoverage());
        o.print("semaphores:");
        for (Map.Entry<String, Map<String, Integer>> nc : r.semaphores().entrySet()) {
            o.print(" " + nc.getKey() + " {");
            o.print(String.join(", ", nc.getValue().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()));
            o.print("}");
        }
        o.println();
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
