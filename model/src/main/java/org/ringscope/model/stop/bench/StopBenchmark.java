package org.ringscope.model.stop.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.provenance.bench.WhyBenchmark;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.stop.StopCondition;
import org.ringscope.model.stop.StopResult;
import org.ringscope.model.stop.StopSearch;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;

/**
 * Times {@link StopSearch} over a finished run (decision 1300): for each condition form, searches forward and backward
 * from random steps for conditions drawn from what the run really has — a byte some record wrote, a slot of its
 * largest pring, a descriptor of its largest vring in each phase, its queue's doorbells, semaphores and events of
 * core 0, the ring id flips of each pring, the spine nodes it entered. The first search of a form is reported apart:
 * it builds the lists the form keeps.
 */
public final class StopBenchmark {
    private StopBenchmark() {
    }

    /** {@code n} timed searches a form over {@code s}'s finished run, targets and steps drawn from {@code seed}. */
    public static StopBenchResult run(EmulationSession s, String file, double runSeconds, int n, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Journal j = s.journal();
        WriteIndex ix = Provenance.of(s).index();
        long t0 = System.nanoTime();
        ix.writeRecords();
        double indexMillis = (System.nanoTime() - t0) / 1e6;
        StopSearch q = StopSearch.of(s);
        List<StopBenchResult.Form> forms = new ArrayList<>();
        forms.add(time(q, j, "write", k -> written(s, rnd), n, rnd));
        Pring big = s.device().prings().stream().max(Comparator.comparingInt(Pring::allocatedDescCount)).orElse(null);
        if (big != null) {
            String name = s.device().pringName(big);
            forms.add(time(q, j, "slot", k -> StopCondition.slot(name, rnd.nextInt(big.allocatedDescCount())), n,
                    rnd));
        }
        SessionVrings.Entry e = s.vrings().entries().stream().filter(x -> x.tx() != null)
                .max(Comparator.comparingInt(x -> x.tx().allocatedDescCount())).orElse(null);
        if (e != null) {
            SessionVrings.Entry author = e.template() != null ? e.template() : e;
            int count = e.tx().allocatedDescCount();
            for (StopCondition.Phase p : StopCondition.Phase.values()) {
                boolean built = p == StopCondition.Phase.AUTHORED || p == StopCondition.Phase.EDITED
                        || p == StopCondition.Phase.PACKED;
                String key = built ? author.key() : e.key();
                forms.add(time(q, j, "descriptor " + (p == StopCondition.Phase.ANY ? "any" : p.word()),
                        k -> StopCondition.descriptor(key, Direction.TX, rnd.nextInt(count), p), n, rnd));
            }
            forms.add(time(q, j, "doorbell", k -> StopCondition.doorbell(e.subgraph() + ":" + e.name(), -1), n,
                    rnd));
        }
        forms.add(time(q, j, "sem", k -> StopCondition.semaphore(0, rnd.nextInt(32)),
                n, rnd));
        forms.add(time(q, j, "event", k -> StopCondition.event(0, rnd.nextInt(32)), n,
                rnd));
        List<String> prings = s.device().prings().stream().map(s.device()::pringName).toList();
        if (!prings.isEmpty()) {
            forms.add(time(q, j, "flip", k -> StopCondition.flip(prings.get(k % prings.size())), n, rnd));
        }
        Markers m = j.markers();
        if (m.count() > 0) {
            forms.add(time(q, j, "node", k -> StopCondition.node(m.marker(rnd.nextInt(m.count())).node()), n, rnd));
        }
        return new StopBenchResult(file, j.size(), runSeconds, indexMillis, ix.bytesPerWriteRecord(), forms);
    }

    private static StopBenchResult.Form time(StopSearch q, Journal j, String form, IntFunction<StopCondition> pick,
            int n, SplittableRandom rnd) {
        double first = -1;
        double[] ms = new double[n];
        int found = 0;
        String example = "";
        for (int k = 0; k <= n; k++) {
            StopCondition c = pick.apply(k);
            if (c == null) {
                break;
            }
            example = example.isEmpty() ? c.text() : example;
            int from = rnd.nextInt(j.size() + 1);
            boolean back = k % 2 == 1;
            long a = System.nanoTime();
            StopResult r = q.find(c, from, back, () -> false);
            double t = (System.nanoTime() - a) / 1e6;
            if (k == 0) {
                first = t;
            } else {
                ms[k - 1] = t;
                found += r instanceof StopResult.Found ? 1 : 0;
            }
        }
        double[] sorted = Arrays.copyOf(ms, n);
        Arrays.sort(sorted);
        return new StopBenchResult.Form(form, example, n, found, Math.max(0, first), n == 0 ? 0 : sorted[n / 2],
                n == 0 ? 0 : sorted[n - 1]);
    }

    /** A write of one byte some record wrote, from a random record on; null when no record wrote memory. */
    private static StopCondition written(EmulationSession s, SplittableRandom rnd) {
        long[] w = WhyBenchmark.written(s, rnd);
        return w == null ? null : StopCondition.write(w[0], 1);
    }
}
