package org.ringscope.model.session.bench;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.EventsField;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncQueries;
import org.ringscope.model.sync.SyncStream;

/**
 * Times cursor moves over a run's journal: the ends, the middle and {@code n} random targets, each move from
 * where the previous one left the cursor. A target visited twice must show the same state hash both times.
 */
public final class SeekBenchmark {
    private SeekBenchmark() {
    }

    /** Runs {@code s} (timed) and then {@code n} seeks with targets drawn from {@code seed}. */
    public static SeekBenchResult run(EmulationSession s, String file, int n, long seed) {
        long t0 = System.nanoTime();
        s.run();
        double runSeconds = (System.nanoTime() - t0) / 1e9;
        long g0 = System.nanoTime();
        System.gc();
        double settleMillis = (System.nanoTime() - g0) / 1e6;
        int steps = s.steps();
        SplittableRandom rnd = new SplittableRandom(seed);
        int total = n + 4;
        int[] targets = new int[total];
        targets[0] = 0;
        targets[1] = steps;
        targets[2] = steps / 2;
        targets[3] = 0;
        for (int k = 4; k < total; k++) {
            targets[k] = rnd.nextInt(steps + 1);
        }
        double[] ms = new double[total];
        Map<Integer, Long> hashes = new HashMap<>();
        hashes.put(steps, s.stateHash());
        boolean restored = true;
        int maxAt = 0;
        int from = s.cursor();
        int maxFrom = from;
        for (int k = 0; k < total; k++) {
            long a = System.nanoTime();
            s.seek(targets[k]);
            ms[k] = (System.nanoTime() - a) / 1e6;
            if (ms[k] > ms[maxAt]) {
                maxAt = k;
                maxFrom = from;
            }
            long h = s.stateHash();
            Long was = hashes.putIfAbsent(targets[k], h);
            restored &= was == null || was == h;
            from = targets[k];
        }
        double[] reverse = reverseRuns(s, rnd, n);
        double max = ms[maxAt];
        int maxTo = targets[maxAt];
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        return new SeekBenchResult(file, steps, runSeconds, settleMillis, total, seed, sorted[total / 2],
                sorted[Math.min(total - 1, (int) Math.ceil(total * 0.99) - 1)], max, maxFrom, maxTo, restored,
                (int) reverse[0], reverse[1], null);
    }

    /**
     * Times reverse-runs answered by the sequencer's ledger: from a random step, back to the last increment of a
     * semaphore some engine waits on, or to when an engine started waiting — the query and the seek to its answer.
     * Returns {count, max ms}.
     */
    private static double[] reverseRuns(EmulationSession s, SplittableRandom rnd, int n) {
        SyncDomain d = SyncDomain.of(s.runtime().journal());
        int steps = s.steps();
        int count = 0;
        double max = 0;
        List<SyncStream> streams = d.streams();
        for (int k = 0; k < n && !streams.isEmpty(); k++) {
            SyncStream st = streams.get(rnd.nextInt(streams.size()));
            int from = rnd.nextInt(steps + 1);
            s.seek(from);
            long a = System.nanoTime();
            int to;
            if (k % 2 == 0) {
                EventsField f = st.events()[rnd.nextInt(st.size())];
                to = SyncQueries.lastIncrement(d, st.core(), false, f.waitIdx(), from);
            } else {
                to = SyncQueries.waitStarted(d, st.id(), from);
            }
            if (to >= 0) {
                s.seek(to);
            }
            max = Math.max(max, (System.nanoTime() - a) / 1e6);
            count++;
        }
        return new double[] {count, max};
    }
}
