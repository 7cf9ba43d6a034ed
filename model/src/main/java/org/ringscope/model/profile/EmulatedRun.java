package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.timeline.EventKind;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.model.trace.Markers;

/**
 * The DMA packets one execution of a finished run moved, per queue, as a profile would list them: every queue the
 * run bound with its queue set, engine and queue on the engine, the name Neuron Explorer gives it
 * ({@code <queue set>-Q<queue>-E<engine>}) and its packets — the timeline's packet events ({@link TimelineIndex},
 * built once by the session) between this execution's {@code nrt_execute} and the next. Built on the journal's
 * thread; an immutable value after.
 */
public final class EmulatedRun {
    private static final Pattern INSTANCE = Pattern.compile("(.+)_(\\d+)");

    /**
     * One queue of the run.
     *
     * @param key    the name the run gives it in locations ({@code sg00:qSPIO0_0})
     * @param set    its queue set ({@code qSPIO0}), or the queue's own name ({@code instr}, {@code hw_exec_queue})
     * @param name   the name Neuron Explorer gives it
     * @param device the device's queue number (engine × queues per engine + queue), the timeline's lane key
     * @param events the timeline's packet events on it in this execution, in order
     */
    public record Queue(String key, String set, String name, String kind, int nc, int engine, int queue, int device,
                        int[] events, long bytes) {
        public int packets() {
            return events.length;
        }
    }

    private final EmulationSession session;
    private final TimelineIndex timeline;
    private final List<Queue> queues;
    private final int execution;
    private final int executions;

    private EmulatedRun(EmulationSession session, TimelineIndex timeline, List<Queue> queues, int execution,
            int executions) {
        this.session = session;
        this.timeline = timeline;
        this.queues = List.copyOf(queues);
        this.execution = execution;
        this.executions = executions;
    }

    /** The packets of execution {@code execution} (from 1) of {@code s}'s finished run. Journal thread. */
    public static EmulatedRun of(EmulationSession s, int execution) {
        RunResult r = s.result();
        if (r == null) {
            throw new IllegalStateException("the session has not run");
        }
        TimelineIndex t = s.indexes().timeline();
        List<Integer> starts = executeStarts(s);
        int from = execution >= 1 && execution <= starts.size() ? starts.get(execution - 1) : Integer.MAX_VALUE;
        int to = execution < starts.size() ? starts.get(execution) : Integer.MAX_VALUE;
        int qpe = s.device().topology().queuesPerEngine();
        Map<Integer, List<Integer>> byQueue = new HashMap<>();
        for (int e = 0; e < t.size(); e++) {
            if (t.kind(e).packet() && t.record(e) >= from && t.record(e) < to) {
                byQueue.computeIfAbsent(t.ring(e), k -> new ArrayList<>()).add(e);
            }
        }
        Set<String> sets = new HashSet<>();
        for (Subgraph g : s.manifest().subgraphs()) {
            for (QueueSet q : g.queueSets()) {
                sets.add(q.name());
            }
        }
        List<Queue> out = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (RunResult.Queue q : r.queues()) {
            int key = q.engine() * qpe + q.queue();
            if (!seen.add(key)) {
                continue;
            }
            String set = setOf(q.name(), sets);
            int[] ev = events(byQueue, key);
            long bytes = bytes(t, ev);
            out.add(new Queue(q.subgraph() + ":" + q.name(), set, explorerName(set, q.queue(), q.engine()), q.kind(),
                    q.nc(), q.engine(), q.queue(), key, ev, bytes));
        }
        // a dynamic set's queue on every engine of its core: the DGE generates descriptors there on the device
        for (DgeTraffic.Ring g : DgeTraffic.ringsOf(r, qpe)) {
            int key = g.queue(); // the device's queue: engine × queues per engine + queue
            if (seen.add(key)) {
                int[] ev = events(byQueue, key);
                out.add(new Queue(g.queueName(), g.queueSet(), explorerName(g.queueSet(), key % qpe, key / qpe),
                        g.kind(), g.nc(), key / qpe, key % qpe, key, ev, bytes(t, ev)));
            }
        }
        return new EmulatedRun(s, t, out, execution, starts.size());
    }

    private static int[] events(Map<Integer, List<Integer>> byQueue, int key) {
        return byQueue.getOrDefault(key, List.of()).stream().mapToInt(Integer::intValue).toArray();
    }

    private static long bytes(TimelineIndex t, int[] events) {
        long n = 0;
        for (int e : events) {
            n += t.bytes(e);
        }
        return n;
    }

    /** The records at which each top-level {@code nrt_execute} starts, in order. */
    static List<Integer> executeStarts(EmulationSession s) {
        Markers m = s.journal().markers();
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker x = m.marker(k);
            if (x.enter() && x.depth() == 0 && x.node().equals("nrt_execute")) {
                out.add(x.record());
            }
        }
        return out;
    }

    /** {@code qSPIO0_1} is queue 1 of set {@code qSPIO0} when the NEFF has that set; else the name is the set. */
    static String setOf(String name, Set<String> sets) {
        Matcher m = INSTANCE.matcher(name);
        return m.matches() && sets.contains(m.group(1)) ? m.group(1) : name;
    }

    /** Neuron Explorer's name of queue {@code queue} of {@code engine} in {@code set}. */
    public static String explorerName(String set, int queue, int engine) {
        return set + "-Q" + queue + "-E" + engine;
    }

    public EmulationSession session() {
        return session;
    }

    /** The run's timeline: the packet events' slots, bytes and records. */
    public TimelineIndex timeline() {
        return timeline;
    }

    public List<Queue> queues() {
        return queues;
    }

    /** The execution (from 1) these packets are of. */
    public int execution() {
        return execution;
    }

    /** How many executions the run made. */
    public int executions() {
        return executions;
    }

    /** The queue bound to {@code queue} of {@code engine}. */
    public Optional<Queue> at(int engine, int queue) {
        return queues.stream().filter(q -> q.engine() == engine && q.queue() == queue).findFirst();
    }

    /** The queues of {@code set} on {@code engine}, in queue order. */
    public List<Queue> ofSet(String set, int engine) {
        return queues.stream().filter(q -> q.set().equals(set) && q.engine() == engine)
                .sorted((a, b) -> Integer.compare(a.queue(), b.queue())).toList();
    }

    /** Whether event {@code e} is a packet that aborted its queue. */
    public boolean aborted(int e) {
        return timeline.kind(e) == EventKind.ABORT;
    }
}
