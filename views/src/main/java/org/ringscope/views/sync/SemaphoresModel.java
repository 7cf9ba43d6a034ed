package org.ringscope.views.sync;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.HangExplainer;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncErrors;
import org.ringscope.model.sync.SyncLedger;
import org.ringscope.model.sync.SyncQueries;
import org.ringscope.model.sync.SyncStream;
import org.ringscope.model.trace.Journal;
import org.ringscope.views.Format;

/**
 * The Semaphores view as data, testable without a window (decision 1266): the sequencer's ledger at the cursor — per
 * core every semaphore and event someone changes or waits on, with what the NEFF expects, what was delivered, the
 * largest wait and the value now — the hang report of the run, the event errors so far, and the steps the view's
 * "run back" actions go to. Built on the journal thread; the FX thread only renders it.
 */
final class SemaphoresModel {
    /**
     * One semaphore or event: its ledger entry, its value at the cursor, how many engines wait on it now, the step
     * "run back to its last change" goes to (-1 for none), and whether its execution still runs at the cursor (a
     * shortfall then is only what is still to come).
     */
    record Row(SyncLedger.Entry entry, int value, int waiting, int lastChange, boolean running) {
        String core() {
            return "nc " + entry.core();
        }

        String name() {
            return entry.name();
        }

        /** {@code balanced}, {@code short by 16}, {@code 2 over}. */
        /** {@code balanced}, {@code 16 to come} (while the execution runs), {@code short by 16}, {@code 2 over}. */
        String balance() {
            long d = entry.deliveredTotal() - entry.expectedTotal();
            return d == 0 ? "balanced" : d < 0 ? (running ? Format.count(-d) + " to come" : "short by " + Format.count(-d))
                    : Format.count(d) + " over";
        }

        /** Whether it does not balance where it should: short once the execution ended or hung, or over. */
        boolean wrong() {
            long d = entry.deliveredTotal() - entry.expectedTotal();
            return d > 0 || d < 0 && !running;
        }

        String maxWait() {
            return entry.waits().isEmpty() ? "—" : (entry.event() ? "set/clear" : "≥ " + entry.maxWait());
        }

        String waitingText() {
            return waiting == 0 ? "" : waiting + " waiting";
        }
    }

    /** What the view shows at one step; {@code members} the instruction member of each stream (by stream id). */
    record State(int step, int execution, List<Row> rows, HangReport hang, List<SyncErrors.EventError> errors,
                 Map<Integer, String> members, String neff, String status) {
        static State empty(String status) {
            return new State(0, -1, List.of(), null, List.of(), Map.of(), "", status);
        }

        String summary() {
            if (rows.isEmpty()) {
                return "";
            }
            long cores = rows.stream().mapToInt(r -> r.entry().core()).distinct().count();
            long unbalanced = rows.stream().filter(Row::wrong).count();
            long toCome = rows.stream().filter(r -> !r.entry().balanced() && !r.wrong()).count();
            int waiting = rows.stream().mapToInt(Row::waiting).sum();
            StringBuilder b = new StringBuilder("step ").append(Format.count(step)).append(" · execution ")
                    .append(execution).append(" · ").append(rows.size()).append(" semaphores and events on ")
                    .append(cores).append(cores == 1 ? " core · " : " cores · ").append(unbalanced)
                    .append(" not balanced · ").append(toCome > 0 ? toCome + " still to come · " : "").append(waiting)
                    .append(waiting == 1 ? " engine waits" : " engines wait");
            b.append(hang == null ? " · no hang" : " · hung at step " + Format.count(hang.step()));
            if (!errors.isEmpty()) {
                b.append(" · ").append(errors.size()).append(errors.size() == 1 ? " event error" : " event errors");
            }
            return b.toString();
        }

        /** {@code The run hung at step 18,005: 4 engines blocked, root sg00 PE} (with where the cursor is). */
        String hangTitle() {
            if (hang == null) {
                return "The run did not hang: every wait was met.";
            }
            return "The run hung at step " + Format.count(hang.step()) + (step < hang.step() ? " (after the cursor)" : "")
                    + ": " + hang.blocked().size() + (hang.blocked().size() == 1 ? " engine" : " engines")
                    + " blocked, root " + hang.root() + "; the host timed out after " + Format.count(hang.timeoutMs())
                    + " ms";
        }

        /** The wait-for graph as lines: each edge, then the cycle or the root. */
        List<String> edges() {
            if (hang == null) {
                return List.of();
            }
            List<String> out = new ArrayList<>();
            hang.waitsFor().forEach(e -> out.add(e.from() + "  →  " + e.to()));
            out.add(hang.cycle().isEmpty() ? "root: " + hang.root() : "cycle: " + String.join(" → ", hang.cycle()));
            return out;
        }

        /** The instruction of stream {@code stream}'s slot as a location. */
        Instruction instruction(int stream, int slot) {
            return new Instruction(new NeffMember(new Neff(neff), members.get(stream)), slot);
        }

        /** The row of semaphore or event {@code name} ({@code S[24]}) of {@code core}, or null. */
        Row row(int core, String name) {
            return rows.stream().filter(r -> r.entry().core() == core && r.name().equals(name)).findFirst().orElse(null);
        }
    }

    private SemaphoresModel() {
    }

    /** Journal thread, the journal at the cursor: the ledger of the execution there, the run's hang, the errors. */
    static State at(EmulationSession s) {
        if (s.result() == null) {
            return State.empty("The run has not finished: the ledger is read when it ends.");
        }
        Journal j = s.journal();
        SyncDomain d = SyncDomain.of(j);
        if (d.streams().isEmpty()) {
            return State.empty("This run issued no instruction streams: there is no sequencer to show.");
        }
        int step = j.position();
        int execution = executionAt(d);
        HangReport hang = HangExplainer.explain(d, j.size());
        boolean running = (hang == null || step < hang.step()) && d.streams().stream().anyMatch(st -> st.execution()
                == execution && d.position(st.id()) < st.size());
        List<Row> rows = new ArrayList<>();
        for (SyncLedger.Entry e : SyncLedger.of(d, execution, step)) {
            int value = e.event() ? (d.event(e.core(), e.index()) ? 1 : 0) : d.semaphore(e.core(), e.index());
            int waiting = (int) e.waits().stream().filter(w -> w.waitedAt() >= 0 && w.satisfiedAt() < 0).count();
            // the change before the one the cursor stands just after, so that running back again goes further
            rows.add(new Row(e, value, waiting, SyncQueries.lastChange(d, e.core(), e.event(), e.index(), step - 1),
                    running));
        }
        DgeTraffic t = DgeTraffic.of(s);
        Map<Integer, String> members = new HashMap<>();
        for (SyncStream st : d.streams()) {
            String engine = st.engine().displayName();
            members.put(st.id(), t.member(st.subgraph(), engine).filter(m -> !m.isEmpty())
                    .orElse(st.subgraph() + "/" + engine + ".bin"));
        }
        return new State(step, execution, List.copyOf(rows), hang, SyncErrors.before(d, step), Map.copyOf(members),
                s.neffName(), rows.isEmpty() ? "No instruction of execution " + execution + " waits on or changes a "
                + "semaphore." : "");
    }

    /** The execution at the cursor: the latest whose engines have issued something, else the first. */
    static int executionAt(SyncDomain d) {
        int at = -1;
        int first = Integer.MAX_VALUE;
        for (SyncStream st : d.streams()) {
            first = Math.min(first, st.execution());
            if (d.position(st.id()) > 0) {
                at = Math.max(at, st.execution());
            }
        }
        return at >= 0 ? at : first;
    }

    /**
     * "Run back to its last change": the step just after the semaphore's last change (a delivery, an issue's update or
     * the reset as an execution starts) before the one the cursor stands after, or -1 — read from the sequencer's index
     * on the journal thread ({@link SyncQueries#lastChange}).
     */
    static int lastChange(Row r) {
        return r.lastChange();
    }

    /** "Run back to when it started waiting": the step just after its wait began, or -1 when it never waited. */
    static int waitStart(HangReport.Blocked b) {
        return b.waitStep();
    }

    /** Where a double-click on a wait goes: when it began waiting, else when it issued, else nowhere (-1). */
    static int waitStep(SyncLedger.Wait w) {
        return w.waitedAt() >= 0 ? w.waitedAt() : w.satisfiedAt();
    }

    /** {@code slot 2 EventSemaphore $S[24]>=16}. */
    static String instruction(int slot, String text) {
        return "slot " + slot + " " + text;
    }

    /** A step or a dash. */
    static String step(int s) {
        return s < 0 ? "—" : Format.count(s);
    }

    /** The first missing producer of a blocked engine and why, or a dash. */
    static String firstMissing(HangReport.Blocked b) {
        return b.missing().isEmpty() ? "—" : b.missing().get(0).producer() + " — " + b.missing().get(0).reason();
    }
}
