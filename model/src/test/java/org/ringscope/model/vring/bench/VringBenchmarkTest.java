package org.ringscope.model.vring.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.vring.VringException;

/** The bench logic runs and reports sane figures on a small vring (no timing is asserted). */
class VringBenchmarkTest {
    @Test
    void smallRunReportsEveryFigure() throws VringException {
        VringBenchResult r = VringBenchmark.run(70_000, 0, 1);
        assertEquals(70_000, r.descriptors());
        assertTrue(r.appendPairsPerSec() > 0);
        assertTrue(r.packSeconds() > 0);
        assertTrue(r.dumpSeconds() > 0);
        assertTrue(r.arrayCopySeconds() > 0);
        assertTrue(r.bytesPerDescriptor() > 0);
    }

    @Test
    void medianOfOddAndEven() {
        assertEquals(2.0, VringBenchmark.median(new double[] {3, 1, 2}));
        assertEquals(2.5, VringBenchmark.median(new double[] {4, 1, 2, 3}));
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> VringBenchmark.run(0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> VringBenchmark.run(10, 0, 0));
    }

    @Test
    void fillAppendsOnePairPerDescriptor() throws VringException {
        var v = VringBenchmark.fill(1000);
        assertEquals(1000, v.tx().usedDescCount());
        assertEquals(16_000, v.totalTxSize());
    }
}
