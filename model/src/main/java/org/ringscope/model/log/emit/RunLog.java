package org.ringscope.model.log.emit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.ringscope.model.check.Level;
import org.ringscope.model.log.LogFilter;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.Module;
import org.ringscope.model.log.Origin;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.vring.VringDomain;

/**
 * A run's log, as the runtime would write it, derived from the journal (decision 1342): one walk over the records
 * in order, each record giving the lines of the step it makes — the vrings' (the seed's TRACE strings), the
 * device's and the sequencer's (RingScope's TRACE lines, the hang's ERROR lines), the spine's markers anchoring the
 * load's pre-flight lines and memory report, the failed calls' last lines. Nothing is held: each line goes to the
 * sink as it is made, so a run of millions of descriptors costs no more memory to log than to run. Read it on the
 * thread that owns the session; it moves no cursor.
 *
 * <pre>{@code
 * RunLog log = new RunLog(session, LogPlan.of(LogLevels.all(Level.TRACE), check, catalog));
 * log.walk(line -> System.out.println(line.message()));
 * }</pre>
 */
public final class RunLog {
    private final EmulationSession session;
    private final LogPlan plan;
    private final Map<LoadLines.Anchor, Integer> anchors = new EnumMap<>(LoadLines.Anchor.class);
    private final List<Integer> executeExits = new ArrayList<>();
    private int failedExit = -1;
    private int archExit = -1;
    private final int end;

    public RunLog(EmulationSession session, LogPlan plan) {
        this.session = session;
        this.plan = plan;
        Journal j = session.journal();
        Markers mk = j.markers();
        String failed = session.result() == null ? "" : session.result().failedNode();
        for (int k = 0; k < mk.count(); k++) {
            Markers.Marker m = mk.marker(k);
            for (LoadLines.Anchor a : LoadLines.Anchor.values()) {
                if (a.node.equals(m.node()) && a.enter == m.enter()) {
                    anchors.putIfAbsent(a, m.record());
                }
            }
            if (!m.enter()) {
                if (m.node().equals("nrt_execute") && m.depth() == 0) {
                    executeExits.add(m.record());
                }
                if (m.node().equals(failed)) {
                    failedExit = m.record();
                }
                if (archExit < 0 && m.node().equals("al_hal_tpb_get_arch_type")) {
                    archExit = m.record();
                }
            }
        }
        LoadLines load = new LoadLines(plan, session.neffName());
        int stop = j.size();
        if (load.fails() && plan.stopAtLoadFailure()) {
            stop = anchors.getOrDefault(load.failsAtAnchor(), j.size() - 1) + 1;
        }
        end = Math.min(stop, j.size());
    }

    /**
     * The load's lines on the plan's profile alone — its findings' lines and memory report, as the walk prints them
     * at their anchors — without a run: what tells one profile from another.
     */
    public static List<LogLine> loadLines(LogPlan plan, String neffName) {
        List<LogLine> out = new ArrayList<>();
        Emit e = new Emit(plan, out::add);
        LoadLines load = new LoadLines(plan, neffName);
        for (LoadLines.Anchor a : LoadLines.Anchor.values()) {
            load.fire(a, e);
            if (a == load.failsAtAnchor()) {
                break;
            }
        }
        return out;
    }

    /** The step the log ends at: the run's last, or the one where the profile's load fails. */
    public int end() {
        return end;
    }

    /** The session it is the log of. */
    EmulationSession session() {
        return session;
    }

    /** The plan it follows. */
    public LogPlan plan() {
        return plan;
    }

    /** Every line, in order. */
    public void walk(Consumer<LogLine> sink) {
        walk(0, end, sink);
    }

    /** The lines printed at steps {@code (from, to]}: those of records {@code [from, to)}. */
    public void walk(int from, int to, Consumer<LogLine> sink) {
        run(from, to, l -> {
            sink.accept(l);
            return true;
        });
    }

    /** Where a bare walk's lines go: what each line is, without its text, place, node or kind. */
    @FunctionalInterface
    public interface BareLines {
        void line(int step, Level level, Module module, String function, Origin origin);
    }

    /**
     * Every line, in order, as its step, level, module, function and origin only: the walk leaves each line's text
     * and place unmade — for a reader that numbers lines (a log view's) or counts them.
     */
    public void walkBare(BareLines sink) {
        walk(0, end, new Emit(plan, sink), new boolean[] {true});
    }

    /** The first line printed after step {@code from} that {@code f} passes, or {@code null}. */
    public LogLine next(int from, LogFilter f) {
        LogLine[] found = {null};
        run(from, end, l -> {
            if (f.test(l)) {
                found[0] = l;
                return false;
            }
            return true;
        });
        return found[0];
    }

    /** The last line printed at or before step {@code before} that {@code f} passes, or {@code null}. */
    public LogLine previous(int before, LogFilter f) {
        LogLine[] found = {null};
        run(0, before, l -> {
            if (f.test(l)) {
                found[0] = l;
            }
            return true;
        });
        return found[0];
    }

    /** At most {@code limit} lines printed at steps {@code (from, to]} that {@code f} passes, in order. */
    public List<LogLine> lines(int from, int to, LogFilter f, int limit) {
        List<LogLine> out = new ArrayList<>();
        run(from, to, l -> {
            if (f.test(l)) {
                out.add(l);
            }
            return out.size() < limit;
        });
        return out;
    }

    /** The walk; {@code sink} returns false to stop it after the record it is in. */
    void run(int from, int to, Predicate<LogLine> sink) {
        boolean[] going = {true};
        Emit e = new Emit(plan, l -> {
            if (going[0] && !sink.test(l)) {
                going[0] = false;
            }
        });
        walk(from, to, e, going);
    }

    /** The walk of records {@code [from, to)} into {@code e}, while {@code going[0]}. */
    private void walk(int from, int to, Emit e, boolean[] going) {
        Journal j = session.journal();
        Markers mk = j.markers();
        Deque<String> stack = new ArrayDeque<>(mk.openNodes(Math.max(0, from)));
        e.node = stack.isEmpty() ? "" : stack.peekLast();
        LoadLines load = new LoadLines(plan, session.neffName());
        VringLines vrings = j.has(VringDomain.class) ? new VringLines(VringDomain.of(j), session.vrings()) : null;
        SyncDomain sync = j.has(SyncDomain.class) ? j.find(SyncDomain.class) : null;
        DeviceLines device = new DeviceLines(session.device(), sync, j);
        RunResult result = session.result();
        ExecLines exec = result == null ? null : new ExecLines(result, sync, executeExits, failedExit);
        int last = Math.min(to, end);
        for (int i = Math.max(0, from); i < last && going[0]; i++) {
            e.step = i + 1;
            Markers.Marker m = mk.at(i);
            if (m != null) {
                if (m.enter()) {
                    stack.addLast(m.node());
                    e.node = m.node();
                    fire(load, i, true, e);
                } else {
                    if (i == archExit) {
                        e.line(Level.DEBUG, "arch_init", "V" + generation(result) + " Architecture", Origin.RUNTIME,
                                null);
                    }
                    if (exec != null) {
                        exec.exit(i, m.node(), m.depth(), e);
                    }
                    fire(load, i, false, e);
                    stack.pollLast();
                    e.node = stack.isEmpty() ? "" : stack.peekLast();
                }
                continue;
            }
            VringDomain.Touch.Kind touch = vrings == null ? null : vrings.kindOf(i);
            if (touch != null) {
                vrings.at(i, touch, e); // a vring record makes no device or execution line
                continue;
            }
            device.at(i, e);
            if (exec != null) {
                exec.record(i, e);
            }
        }
    }

    private void fire(LoadLines load, int record, boolean enter, Emit e) {
        for (Map.Entry<LoadLines.Anchor, Integer> a : anchors.entrySet()) {
            if (a.getValue() == record && a.getKey().enter == enter) {
                load.fire(a.getKey(), e);
            }
        }
    }

    /** {@code V2} for SUNDA, {@code V3} CAYMAN, {@code V4} MARIANA (aws-neuron-sdk#1018 prints "V2 Architecture"). */
    private static int generation(RunResult r) {
        String a = r == null ? "" : r.arch();
        return switch (a) {
            case "sunda" -> 2;
            case "mariana" -> 4;
            default -> 3;
        };
    }
}
