package org.ringscope.model.provenance.bench;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.provenance.Chain;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.provenance.Row;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.bench.SeekBenchResult;
import org.ringscope.model.trace.Journal;

/**
 * Times the provenance queries over a run's journal (decision 1270): building the write index, "the last write of
 * this byte before step S" alone and with the seek to its answer, and whole {@code why} chains — each for a byte
 * some record really wrote, at a random later step, from a random cursor. {@code bench seek} adds the figures to its
 * {@link SeekBenchResult}.
 */
public final class WhyBenchmark {
    private WhyBenchmark() {
    }

    /** {@code n} last-write queries (a chain every fourth) over {@code s}'s finished run, targets drawn from {@code seed}. */
    public static SeekBenchResult.Why run(EmulationSession s, long seed, int n) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Provenance p = Provenance.of(s);
        WriteIndex ix = p.index();
        long t0 = System.nanoTime();
        long writes = ix.writeRecords();
        double buildMillis = (System.nanoTime() - t0) / 1e6;
        int steps = s.steps();
        double[] query = new double[n];
        double[] seek = new double[n];
        double[] why = new double[(n + 3) / 4];
        int q = 0;
        int c = 0;
        double firstWhy = -1;
        for (int k = 0; k < n && writes > 0; k++) {
            long[] pick = written(s, rnd);
            if (pick == null) {
                break;
            }
            int at = (int) pick[1] + 1 + rnd.nextInt(steps - (int) pick[1]);
            s.seek(rnd.nextInt(steps + 1));
            long a = System.nanoTime();
            WriteIndex.Hit h = ix.lastWrite(pick[0], 1, at);
            query[q] = (System.nanoTime() - a) / 1e6;
            if (h == null || h.record() < pick[1]) {
                throw new IllegalStateException(String.format("the index lost the write of 0x%x by record %d", pick[0],
                        pick[1]));
            }
            s.seek(h.record() + 1);
            seek[q++] = (System.nanoTime() - a) / 1e6;
            if (k % 4 == 0) {
                long b = System.nanoTime();
                Chain chain = p.why(pick[0], 1, at, Provenance.DEFAULT_DEPTH);
                double ms = (System.nanoTime() - b) / 1e6;
                boolean dma = chain.written() && chain.writes().get(0).kind() == Row.Write.Kind.DMA;
                if (firstWhy < 0 && dma) {
                    firstWhy = ms; // builds the per-vring record lists and the DGE attribution once
                } else if (chain.written()) {
                    why[c++] = ms;
                }
            }
        }
        s.seek(steps);
        return new SeekBenchResult.Why(writes, buildMillis, ix.bytesPerWriteRecord(), q, median(query, q),
                max(query, q), median(seek, q), max(seek, q), c, Math.max(0, firstWhy), median(why, c), max(why, c));
    }

    private static double median(double[] v, int n) {
        if (n == 0) {
            return 0;
        }
        double[] s = Arrays.copyOf(v, n);
        Arrays.sort(s);
        return s[n / 2];
    }

    private static double max(double[] v, int n) {
        double m = 0;
        for (int i = 0; i < n; i++) {
            m = Math.max(m, v[i]);
        }
        return m;
    }

    /** A byte some record wrote and that record, {address, record}, from a random record on; null when none. */
    public static long[] written(EmulationSession s, SplittableRandom rnd) {
        Journal j = s.journal();
        int start = rnd.nextInt(j.size());
        for (int d = 0; d < j.size(); d++) {
            int i = (start + d) % j.size();
            if (DeviceWrites.kind(s.device(), j, i) == null) {
                continue;
            }
            long[] out = {-1, i};
            DeviceWrites.forEach(s.device(), j, i, (m, o, l) -> {
                if (out[0] < 0 && l > 0) {
                    out[0] = DeviceWrites.address(s.device(), m, o + rnd.nextLong(l));
                }
            });
            if (out[0] >= 0) {
                return out;
            }
        }
        return null;
    }
}
