package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.sync.HangExplainer;
import org.ringscope.model.sync.SyncErrors;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;

/** Builds a {@link RunResult} from what a run left behind. */
final class Results {
    private Results() {
    }

    static RunResult of(Emulation em, NrtStatus status, NrtFailure failure, List<Integer> execs) {
        List<RunResult.Edge> unvisited = new ArrayList<>();
        for (SpineEdge e : em.calls.tracer().unvisitedEdges()) {
            unvisited.add(new RunResult.Edge(e.id(), e.path().name().toLowerCase(Locale.ROOT)));
        }
        int total = em.calls.tracer().spine().edges().size();
        RunResult.Spine spine = new RunResult.Spine(total - unvisited.size(), total, unvisited);
        List<RunResult.Queue> queues = new ArrayList<>();
        List<RunResult.Var> vars = new ArrayList<>();
        Map<String, Map<String, Integer>> sems = new LinkedHashMap<>();
        for (Tpb t : em.tpbs()) {
            for (Tpb.Binding b : t.bindings) {
                QueueSetKind k = b.fixed != null ? QueueSetKind.STATIC : QueueSetKind.TEMPLATE;
                queues.add(new RunResult.Queue(t.sg.name(), b.vring(), k.label, t.nc, b.queue.engine(), b.queue.queue(),
                        b.txDescriptors, b.rxDescriptors, b.txBytes, b.rxBytes, b.packets,
                        ring(b.current == null ? null : b.current.tx()), ring(b.current == null ? null : b.current.rx())));
            }
            if (t.instrQueue != null && t.instrQueue.initialized()) {
                queues.add(row(t, "instr", "instr", t.instrQueue, t.instrRings.tx(), t.instrRings.rx()));
            }
            if (t.execQueue != null && t.execQueue.initialized()) {
                queues.add(row(t, "hw_exec_queue", "exec", t.execQueue, t.execTx, t.execRx));
            }
            for (DgeSet d : t.dge) {
                long[] n = new long[5];
                for (DmaQueue q : d.queues) {
                    if (!q.initialized()) {
                        continue;
                    }
                    n[0] += q.descriptors(Direction.TX);
                    n[1] += q.descriptors(Direction.RX);
                    n[2] += q.bytes(Direction.TX);
                    n[3] += q.bytes(Direction.RX);
                    n[4] += q.packets();
                }
                queues.add(new RunResult.Queue(t.sg.name(), d.set.name(), d.kind(), t.nc, d.queues[0].engine(), d.queueId,
                        n[0], n[1], n[2], n[3], n[4], ring(d.tx[0]), ring(d.rx[0])));
            }
            if (t.vars != null) {
                for (VarPlacement.Placed p : t.vars.all().values()) {
                    long addr = p.address().perExecution() && em.tensors.containsKey(p.var().name())
                            ? em.tensors.get(p.var().name()).address() : p.address().base();
                    vars.add(new RunResult.Var(t.sg.name(), p.var().name(), p.var().type(), addr, p.address().size()));
                }
            }
        }
        int nc = em.dev.topology().ncPerDevice();
        for (int i = 0; i < nc; i++) {
            int[] s = em.dev.sync().semaphores(i);
            Map<String, Integer> m = new LinkedHashMap<>();
            for (int k = 0; k < s.length; k++) {
                if (s[k] != 0) {
                    m.put(Integer.toString(k), s[k]);
                }
            }
            if (!m.isEmpty()) {
                sems.put("nc" + i, m);
            }
        }
        List<RunResult.Ucode> ucode = new ArrayList<>();
        HexFormat hex = HexFormat.of();
        for (UcodeImage u : em.ucode) {
            ucode.add(new RunResult.Ucode(u.source().name(), u.source().origin(), String.join(",", u.source().subgraphs()),
                    u.loader(), u.layout() == null ? "" : u.layout().name().toLowerCase(Locale.ROOT), u.status().code(),
                    u.message(), u.opcodes(), u.specializations(), u.image().length, u.deviceAddr(), u.patches().size(),
                    hex.formatHex(u.loadSequence(), 0, Math.min(32, u.loadSequence().length)),
                    hex.formatHex(u.poolArgument())));
        }
        List<String> notes = new ArrayList<>(em.notes);
        String message = failure != null ? failure.getMessage() : em.statusMessage != null && !status.ok()
                ? em.statusMessage : "ok";
        return new RunResult(em.arch.name().toLowerCase(Locale.ROOT), status.code(), status.name(), message,
                em.calls.failAt() == null ? "" : em.calls.failAt(),
                em.calls.injected() ? em.calls.failAt() : failure == null ? "" : failure.node(), em.calls.injected(), execs, em.journal.size(),
                em.hostDoorbells + em.dmaDoorbells + em.kickoffs, em.kickoffs, spine, queues, sems, ucode,
                List.copyOf(em.triggers), vars, notes, CoverageCount.of(em), List.copyOf(em.dgeIssues),
                HangExplainer.explain(em.sync, em.journal.size()), syncErrors(em));
    }

    private static List<RunResult.SyncError> syncErrors(Emulation em) {
        List<RunResult.SyncError> out = new ArrayList<>();
        for (SyncErrors.EventError e : SyncErrors.before(em.sync,
                em.journal.size())) {
            out.add(new RunResult.SyncError(e.step(), e.core(), e.event(), e.text(), e.producer()));
        }
        return out;
    }

    private enum QueueSetKind {
        STATIC("static"), TEMPLATE("template");

        final String label;

        QueueSetKind(String label) {
            this.label = label;
        }
    }

    private static RunResult.Queue row(Tpb t, String name, String kind, DmaQueue q, Pring tx, Pring rx) {
        return new RunResult.Queue(t.sg.name(), name, kind, t.nc, q.engine(), q.queue(), q.descriptors(Direction.TX),
                q.descriptors(Direction.RX), q.bytes(Direction.TX), q.bytes(Direction.RX), q.packets(), ring(tx), ring(rx));
    }

    private static RunResult.Ring ring(Pring p) {
        if (p == null) {
            return null;
        }
        long addr = p.memory() == null ? -1 : p.memory().deviceAddress() + p.ringOffsetBytes();
        return new RunResult.Ring(addr, p.allocatedDescCount());
    }
}
