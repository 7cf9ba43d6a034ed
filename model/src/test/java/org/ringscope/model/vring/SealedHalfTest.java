package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;

/**
 * A sealed half (a load plan's, never written again): its regular segments packed into a few bytes, its irregular
 * ones kept as they are, every word read back as it was, and a write refused.
 */
class SealedHalfTest {
    /** Three whole segments and part of a fourth. */
    private static final int N = 3 * VringPages.SEGMENT_DESCS + 777;

    private static long[] words(VringPages p) {
        long[] w = new long[2 * p.usedDescCount()];
        p.copyTo(0, p.usedDescCount(), w, 0);
        return w;
    }

    @Test
    void aSealedHalfReadsTheSameWordsInAFractionOfTheBytes() throws VringException {
        Vring v = new Vring("q0", Arch.CAYMAN);
        Random r = new Random(7);
        for (int i = 0; i < N; i++) {
            // the third segment's pointers are random: it does not pack and stays an array
            long src = i / VringPages.SEGMENT_DESCS == 2 ? (r.nextLong() & 0x0000_FFFF_FFFF_FFC0L) : 0x1000_0000L + 64L * i;
            v.vringAddDescTransfer(src, 0x2000_0000L + 64L * i, 64);
        }
        long[] tx = words(v.tx());
        long[] rx = words(v.rx());
        long before = v.tx().retainedBytes();

        v.tx().seal();
        v.rx().seal();

        assertArrayEquals(tx, words(v.tx()), "TX words read back through the packed segments");
        assertArrayEquals(rx, words(v.rx()));
        for (int i : new int[] {0, 1, VringPages.SEGMENT_DESCS, 2 * VringPages.SEGMENT_DESCS + 5, N - 1}) {
            assertEquals(tx[2 * i], v.tx().word0(i), "word 0 of " + i);
            assertEquals(tx[2 * i + 1], v.tx().word1(i), "word 1 of " + i);
        }
        long after = v.tx().retainedBytes();
        long oneSegment = 16 + 8L * VringPages.SEGMENT_DESCS;
        assertTrue(after < before / 4, "sealed TX holds " + after + " of " + before + " bytes");
        assertTrue(after >= oneSegment, "the random pointers do not pack into less than a segment: " + after);
        assertThrows(IllegalStateException.class, () -> v.tx().setWord0(0, 1));
        assertThrows(IllegalStateException.class, () -> v.vringAddDescTransfer(0, 0, 64));
    }
}
