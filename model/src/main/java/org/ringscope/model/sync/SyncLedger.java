package org.ringscope.model.sync;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;

/**
 * The semaphore and event ledger of one execution at one step, per NeuronCore (docs/reference/sync.md): for each
 * semaphore every increment expected from the NEFF (which instructions and DMA entries update it, by how much),
 * every one delivered (at which step, by whom) and every wait on it (engine, instruction, value needed, when it
 * started waiting and when it was satisfied). A ledger balances when what was expected was delivered.
 */
public final class SyncLedger {
    /** A delivered change: the step after it, who made it, the value it left. */
    public record Delivery(int step, Producer by, String producer, int value) {
    }

    /** A wait on the entry's semaphore or event; the steps are after the records, -1 when it has not happened. */
    public record Wait(int stream, int position, String engine, int slot, String instruction, long need,
                       int waitedAt, int satisfiedAt) {
    }

    /** One semaphore (or event) of one core. */
    public record Entry(int core, boolean event, int index, List<Producer> expected, long expectedTotal,
                        List<Delivery> delivered, long deliveredTotal, List<Wait> waits) {
        /** {@code S[24]} or {@code E[3]}. */
        public String name() {
            return (event ? "E[" : "S[") + index + "]";
        }

        public boolean balanced() {
            return expectedTotal == deliveredTotal;
        }

        /** The largest {@code >=} threshold waited for, or 0. */
        public long maxWait() {
            return waits.stream().mapToLong(Wait::need).max().orElse(0);
        }
    }

    private SyncLedger() {
    }

    /** The ledger of {@code execution} before {@code step}: one entry per semaphore or event anyone touches. */
    public static List<Entry> of(SyncDomain d, int execution, int step) {
        Map<Integer, List<Producer>> expected = new LinkedHashMap<>();
        Map<Integer, List<Wait>> waits = new LinkedHashMap<>();
        for (SyncStream s : d.streams()) {
            if (s.execution() != execution) {
                continue;
            }
            for (int p = 0; p < s.size(); p++) {
                EventsField f = s.events()[p];
                if (f.waitMode().onSemaphore() || f.waitMode().onEvent()) {
                    int key = SyncIndex.key(s.core(), f.waitMode().onEvent() ? 1 : 0, f.waitIdx());
                    waits.computeIfAbsent(key, k -> new ArrayList<>()).add(wait(d, s, p, step));
                }
            }
        }
        for (Producer p : d.producers()) {
            SyncStream s = d.streams().get(p.stream());
            if (s.execution() == execution && p.kind() != ProducerKind.CONSUMING_WAIT && p.kind() != ProducerKind.FAULT) {
                expected.computeIfAbsent(SyncIndex.key(s.core(), p.event() ? 1 : 0, p.index()), k -> new ArrayList<>())
                        .add(p);
            }
        }
        TreeSet<Integer> keys = new TreeSet<>(expected.keySet());
        keys.addAll(waits.keySet());
        List<Entry> out = new ArrayList<>();
        for (int key : keys) {
            int core = key / 512;
            boolean event = (key / 256) % 2 == 1;
            int idx = key % 256;
            List<Producer> ex = expected.getOrDefault(key, List.of());
            long exTotal = ex.stream().mapToLong(p -> p.event() ? (p.op() == UpdateOp.EVT_SET ? 1 : 0) : signed(p)).sum();
            List<Delivery> del = new ArrayList<>();
            long delTotal = 0;
            Journal j = d.journal();
            IntList ch = d.index().changes(core, event ? 1 : 0, idx);
            for (int k = 0; k < ch.size() && ch.get(k) < step; k++) {
                int r = ch.get(k);
                Change c = change(j, r, core, event, idx);
                if (c == null || d.streams().get(d.producers().get(c.producer).stream()).execution() != execution) {
                    continue;
                }
                Producer by = d.producers().get(c.producer);
                del.add(new Delivery(r + 1, by, SyncText.producer(d, by), c.now));
                if (by.kind() != ProducerKind.CONSUMING_WAIT) {
                    delTotal += event ? (c.now > c.old ? 1 : 0) : c.now - c.old;
                }
            }
            out.add(new Entry(core, event, idx, List.copyOf(ex), exTotal, del, delTotal,
                    waits.getOrDefault(key, List.of())));
        }
        return out;
    }

    private static long signed(Producer p) {
        return switch (p.op()) {
            case SEM_DEC, SEM_SUB_IMM -> -Math.abs((long) p.amount());
            case SEM_INC, SEM_ADD_IMM -> p.amount();
            default -> 0;
        };
    }

    private static Wait wait(SyncDomain d, SyncStream s, int p, int step) {
        IntList issues = d.index().issues(s.id());
        int sat = p < issues.size() && issues.get(p) < step ? issues.get(p) + 1 : -1;
        IntList w = d.index().waits(s.id());
        Journal j = d.journal();
        // the stream's wait records come in order of record and of instruction: the last of p's before step
        int lo = 0;
        int hi = w.size();
        while (lo < hi) { // the first wait record of an instruction after p
            int mid = (lo + hi) >>> 1;
            if (j.b(w.get(mid)) <= p) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        int k = Math.min(lo, w.lowerBound(step)) - 1;
        int waited = k >= 0 && j.b(w.get(k)) == p ? w.get(k) + 1 : -1;
        return new Wait(s.id(), p, s.label(), s.slots()[p], Opcodes.name((byte) s.opcodes()[p]) + " "
                + s.events()[p].text(), s.events()[p].value(), waited, sat);
    }

    /** One change an issue or a completion made to (core, bank, idx), or null (a reset is no producer's). */
    record Change(int producer, int old, int now) {
    }

    static Change change(Journal j, int r, int core, boolean event, int idx) {
        for (SyncPayload.Change c : SyncPayload.of(j, r)) {
            if (c.producer() >= 0 && c.core() == core && c.event() == event && c.index() == idx) {
                return new Change(c.producer(), c.old(), c.now());
            }
        }
        return null;
    }
}
