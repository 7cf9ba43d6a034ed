package org.ringscope.app.bench;

import java.util.Arrays;
import java.util.Locale;

/**
 * Percentiles of a series of durations in milliseconds (frame intervals, step latencies).
 *
 * @param count how many were measured
 */
public record FrameStats(int count, double p50, double p95, double p99, double max, double mean) {

    /** The statistics of {@code ms} (nearest-rank percentiles). */
    public static FrameStats of(double[] ms) {
        if (ms.length == 0) {
            return new FrameStats(0, 0, 0, 0, 0, 0);
        }
        double[] s = ms.clone();
        Arrays.sort(s);
        return new FrameStats(s.length, round(rank(s, 0.50)), round(rank(s, 0.95)), round(rank(s, 0.99)),
                round(s[s.length - 1]), round(Arrays.stream(s).average().orElse(0)));
    }

    private static double rank(double[] sorted, double p) {
        int k = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, k))];
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "p50 %6.2f ms  p95 %6.2f ms  p99 %6.2f ms  max %6.2f ms  (%d)", p50, p95,
                p99, max, count);
    }
}
