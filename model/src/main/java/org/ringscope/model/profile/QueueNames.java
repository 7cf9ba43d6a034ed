package org.ringscope.model.profile;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Neuron Explorer's queue names, {@code <queue set>-Q<queue>-E<engine>} ({@code qScalarSpillReload0-Q1-E64}), held
 * against the run's queues (decision 1421): the engine and the queue on it name a bound queue, whose set must be
 * the name's; a queue number past the engine's bound queues is read as the set's N-th queue on that engine; a name
 * of another form is looked up in the profile's {@code DmaQueuesInfo} (its engine and queue) or taken as a queue's
 * own name ({@code instr}).
 */
public final class QueueNames {
    private static final Pattern NAME = Pattern.compile("(.*)-Q(\\d{1,6})-E(\\d{1,6})");

    /** A name's parts. */
    public record Parsed(String set, int queue, int engine) {
    }

    private QueueNames() {
    }

    public static Optional<Parsed> parse(String name) {
        Matcher m = NAME.matcher(name);
        return m.matches() ? Optional.of(new Parsed(m.group(1), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)))) : Optional.empty();
    }

    /**
     * The run's queue {@code name} stands for, or empty (a queue the NEFF lacks).
     *
     * @param info the profile's {@code DmaQueuesInfo}: a queue set's name → its rows' {engine, queue}
     */
    public static Optional<EmulatedRun.Queue> resolve(EmulatedRun run, String name, Map<String, List<int[]>> info) {
        Optional<Parsed> p = parse(name);
        if (p.isPresent()) {
            Parsed x = p.get();
            Optional<EmulatedRun.Queue> bound = run.at(x.engine(), x.queue());
            if (bound.isPresent() && (x.set().isEmpty() || bound.get().set().equals(x.set()))) {
                return bound;
            }
            List<EmulatedRun.Queue> of = run.ofSet(x.set(), x.engine());
            if (bound.isEmpty() && x.queue() < of.size()) {
                return Optional.of(of.get(x.queue()));
            }
            return Optional.empty();
        }
        List<int[]> rows = info.getOrDefault(name, List.of());
        if (rows.size() == 1) {
            Optional<EmulatedRun.Queue> q = run.at(rows.get(0)[0], rows.get(0)[1]);
            if (q.isPresent() && q.get().set().equals(name)) {
                return q;
            }
        }
        List<EmulatedRun.Queue> same = run.queues().stream()
                .filter(q -> q.key().equals(name) || q.set().equals(name)).toList();
        return same.size() == 1 ? Optional.of(same.get(0)) : Optional.empty();
    }
}
