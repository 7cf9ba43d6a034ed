package org.ringscope.model.sync;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;

/**
 * The hang explainer (docs/reference/sync.md): at a hang, for each engine that cannot issue, the wait it is parked on, the
 * live value, and for the shortfall every producer of that semaphore that has not delivered with the reason — its
 * completion was lost (the fault), it went to another semaphore, its own engine is blocked before it (an edge of the
 * wait-for graph), or no producer can ever reach the value. Culprits come first. Reads the journal at the domain's
 * cursor, which must be at or after the hang.
 */
public final class HangExplainer {
    /** At most this many missing producers are listed per blocked engine (culprits first). */
    static final int MAX_MISSING = 16;

    private HangExplainer() {
    }

    /** The report of the last hang before {@code step}, or null when the run did not hang by then. */
    public static HangReport explain(SyncDomain d, int step) {
        IntList hangs = d.index().hangs();
        int h = SyncIndex.lastBefore(hangs, step);
        if (h < 0) {
            return null;
        }
        Journal j = d.journal();
        int execution = -1;
        for (SyncStream s : d.streams()) {
            execution = Math.max(execution, s.execution());
        }
        List<SyncStream> blocked = new ArrayList<>();
        for (SyncStream s : d.streams()) {
            if (s.execution() == execution && position(d, s, h) < s.size()) {
                blocked.add(s);
            }
        }
        Map<Integer, Integer> at = new LinkedHashMap<>();
        for (SyncStream s : blocked) {
            at.put(s.id(), position(d, s, h));
        }
        List<HangReport.Blocked> out = new ArrayList<>();
        List<HangReport.Edge> edges = new ArrayList<>();
        Map<String, Set<String>> graph = new LinkedHashMap<>();
        Map<String, Boolean> hasCulprit = new LinkedHashMap<>();
        for (SyncStream s : blocked) {
            int p = at.get(s.id());
            EventsField f = s.events()[p];
            boolean event = f.waitMode().onEvent();
            int have = value(j, d, s.core(), event, f.waitIdx(), h);
            List<HangReport.Missing> missing = new ArrayList<>();
            long expected = 0;
            for (Producer pr : d.producers()) {
                SyncStream ps = d.streams().get(pr.stream());
                if (ps.execution() != execution || ps.core() != s.core() || pr.event() != event
                        || pr.index() != f.waitIdx() || pr.kind() == ProducerKind.CONSUMING_WAIT
                        || pr.kind() == ProducerKind.FAULT) {
                    continue;
                }
                expected += pr.raises() ? pr.amount() : 0;
                HangReport.Missing m = missing(d, j, pr, ps, at, h, s.core());
                if (m != null) {
                    missing.add(m);
                    if (m.kind() == MissingReason.ENGINE_BLOCKED && ps.id() != s.id()) {
                        graph.computeIfAbsent(s.label(), k -> new LinkedHashSet<>()).add(ps.label());
                    }
                }
            }
            if (!event && f.waitMode().onSemaphore() && expected < f.value()) {
                missing.add(new HangReport.Missing(-1, "", MissingReason.NO_PRODUCER, String.format(
                        "no producer can deliver it: the NEFF's producers of S[%d] add up to %d, the wait needs %d",
                        f.waitIdx(), expected, f.value())));
            }
            missing.sort(Comparator.comparing((HangReport.Missing m) -> !m.kind().culprit()));
            hasCulprit.put(s.label(), !missing.isEmpty() && missing.get(0).kind().culprit());
            missing = shortfall(d, missing, event ? 1 : f.value() - have);
            out.add(new HangReport.Blocked(s.id(), s.label(), s.core(), s.slots()[p], Opcodes.name((byte) s.opcodes()[p])
                    + " " + f.text(), (event ? "E[" : "S[") + f.waitIdx() + "]", f.value(), have,
                    waitStep(d, j, s, p, h), missing));
        }
        graph.forEach((from, tos) -> tos.forEach(to -> edges.add(new HangReport.Edge(from, to))));
        List<String> cycle = cycle(graph);
        String root = root(out, graph, hasCulprit);
        return new HangReport(h + 1, j.b(h), out, edges, cycle, root);
    }

    /**
     * The missing producers that make up the shortfall: every culprit, then the others in issue order until what
     * they would add covers it (at most {@link #MAX_MISSING}).
     */
    private static List<HangReport.Missing> shortfall(SyncDomain d, List<HangReport.Missing> all, long need) {
        List<HangReport.Missing> out = new ArrayList<>();
        Map<Integer, int[]> merged = new LinkedHashMap<>();
        long covered = 0;
        for (HangReport.Missing m : all) {
            if (out.size() >= MAX_MISSING || !m.kind().culprit() && covered >= need) {
                break;
            }
            Producer p = m.producerId() >= 0 ? d.producers().get(m.producerId()) : null;
            if (p != null) {
                covered += p.event() ? 1 : Math.max(0, p.raises() ? p.amount() : 0);
            }
            if (p != null && !m.kind().culprit()) {
                int[] at = merged.get(p.stream());
                if (at != null) {
                    at[1]++;
                    continue;
                }
                merged.put(p.stream(), new int[] {out.size(), 0});
            }
            out.add(m);
        }
        for (int[] at : merged.values()) {
            if (at[1] > 0) {
                HangReport.Missing m = out.get(at[0]);
                out.set(at[0], new HangReport.Missing(m.producerId(), m.producer() + " and " + at[1] + " more after it",
                        m.kind(), m.reason()));
            }
        }
        return List.copyOf(out);
    }

    private static HangReport.Missing missing(SyncDomain d, Journal j, Producer pr, SyncStream ps,
            Map<Integer, Integer> at, int h, int core) {
        String who = SyncText.producer(d, pr);
        int dropped = d.index().droppedAt(pr.id());
        if (dropped >= 0 && dropped < h) {
            DropReason r = DropReason.values()[(int) j.b(dropped)];
            return switch (r) {
                case NEVER_DOORBELLED -> new HangReport.Missing(pr.id(), who, MissingReason.NEVER_DOORBELLED, "queue "
                        + pr.queue() + " was never doorbelled");
                case SKIPPED -> new HangReport.Missing(pr.id(), who, MissingReason.SKIPPED, "skipped by --fault "
                        + new Fault.SkipDma(pr.queue(), pr.dmaId()).text());
                case NOT_EMULATED -> new HangReport.Missing(pr.id(), who, MissingReason.NOT_EMULATED, r.text());
            };
        }
        int del = d.index().deliveredAt(pr.id());
        if (del >= 0 && del < h) {
            if (j.kind(del) == SyncRecords.DELIVER) {
                SyncPayload.Change ch = SyncPayload.of(j, del).get(0);
                int c = ch.core();
                int idx = ch.index();
                if (c != core || idx != pr.index()) {
                    return new HangReport.Missing(pr.id(), who, MissingReason.DELIVERED_ELSEWHERE, String.format(
                            "it completed on %s[%d] of nc %d instead of %s", pr.event() ? "E" : "S", idx, c, pr.target()));
                }
            }
            return null;
        }
        Integer blockedAt = at.get(ps.id());
        if (blockedAt != null && blockedAt <= pr.pos()) {
            return new HangReport.Missing(pr.id(), who, MissingReason.ENGINE_BLOCKED, String.format(
                    "its engine %s is blocked at slot %d (%s), before it", ps.label(), ps.slots()[blockedAt],
                    ps.events()[blockedAt].text()));
        }
        return new HangReport.Missing(pr.id(), who, MissingReason.NOT_ISSUED, "its instruction has not issued");
    }

    /** The stream's position just before record {@code h}: the number of its issues before it. */
    static int position(SyncDomain d, SyncStream s, int h) {
        return d.index().issues(s.id()).lowerBound(h);
    }

    private static int waitStep(SyncDomain d, Journal j, SyncStream s, int p, int h) {
        IntList w = d.index().waits(s.id());
        for (int k = w.lowerBound(h) - 1; k >= 0; k--) {
            if (j.b(w.get(k)) == p) {
                return w.get(k) + 1;
            }
        }
        return -1;
    }

    /** The value of a semaphore or event just before record {@code h}: the new value of its last change. */
    static int value(Journal j, SyncDomain d, int core, boolean event, int idx, int h) {
        int r = SyncIndex.lastBefore(d.index().changes(core, event ? 1 : 0, idx), h);
        if (r < 0 || j.kind(r) == SyncRecords.RESET) {
            return 0;
        }
        SyncLedger.Change c = SyncLedger.change(j, r, core, event, idx);
        return c == null ? 0 : c.now();
    }

    private static List<String> cycle(Map<String, Set<String>> g) {
        for (String start : g.keySet()) {
            List<String> path = new ArrayList<>();
            String at = start;
            Set<String> seen = new LinkedHashSet<>();
            while (at != null && seen.add(at)) {
                path.add(at);
                Set<String> next = g.get(at);
                at = next == null || next.isEmpty() ? null : next.iterator().next();
            }
            if (at != null) {
                return List.copyOf(path.subList(path.indexOf(at), path.size()));
            }
        }
        return List.of();
    }

    /** The blocked engine the others wait for that has a culprit of its own (else the first waited for by none). */
    private static String root(List<HangReport.Blocked> blocked, Map<String, Set<String>> g,
            Map<String, Boolean> hasCulprit) {
        for (HangReport.Blocked b : blocked) {
            if (Boolean.TRUE.equals(hasCulprit.get(b.engine()))) {
                return b.engine();
            }
        }
        for (HangReport.Blocked b : blocked) {
            if (!g.containsKey(b.engine())) {
                return b.engine();
            }
        }
        return blocked.isEmpty() ? "" : blocked.get(0).engine();
    }
}
