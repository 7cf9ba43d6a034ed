package org.ringscope.app.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Nearest-rank percentiles of frame times. */
class FrameStatsTest {

    @Test
    void percentilesByNearestRank() {
        double[] ms = new double[100];
        for (int i = 0; i < ms.length; i++) {
            ms[i] = 100 - i; // unsorted on purpose
        }
        FrameStats s = FrameStats.of(ms);
        assertEquals(100, s.count());
        assertEquals(50, s.p50());
        assertEquals(95, s.p95());
        assertEquals(99, s.p99());
        assertEquals(100, s.max());
        assertEquals(50.5, s.mean());
    }

    @Test
    void oneAndNone() {
        FrameStats one = FrameStats.of(new double[] {7.25});
        assertEquals(7.25, one.p50());
        assertEquals(7.25, one.p95());
        assertEquals(7.25, one.max());
        assertEquals(0, FrameStats.of(new double[0]).count());
    }
}
