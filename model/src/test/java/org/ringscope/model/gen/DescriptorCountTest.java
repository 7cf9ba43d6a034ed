package org.ringscope.model.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;

/** The descriptor-count rule of decision 0602 on hand-made descs. */
class DescriptorCountTest {

    private static AccessPattern p(long[] sizes, long[] steps) {
        return new AccessPattern("v", 0, steps, sizes, "uint8");
    }

    private static long count(long[] fs, long[] fst, long[] ts, long[] tst) {
        return DescriptorCount.of(new DmaDesc("copy", p(fs, fst), p(ts, tst), Map.of()));
    }

    @Test
    void oneDescriptorPerRunUpTo64KiB() {
        assertEquals(8, count(new long[] {4096, 8}, new long[] {1, 4096}, new long[] {4096, 8}, new long[] {1, 65536}));
        assertEquals(1, count(new long[] {65536}, new long[] {1}, new long[] {65536}, new long[] {1}));
        assertEquals(2, count(new long[] {65537}, new long[] {1}, new long[] {65537}, new long[] {1}));
        assertEquals(2, count(new long[] {98304}, new long[] {1}, new long[] {98304}, new long[] {1}), "96 KiB");
        assertEquals(64, count(new long[] {128, 16, 4}, new long[] {1, 128, 2048}, new long[] {128, 16, 4},
                new long[] {1, 128, 65536}), "3-D: 16 x 4 runs");
    }

    @Test
    void adjacentRunsAreNotMerged() {
        assertEquals(4, count(new long[] {16, 4}, new long[] {1, 16}, new long[] {16, 4}, new long[] {1, 16}));
    }

    @Test
    void runsOfDifferentLengthsAreCutWhereEitherEnds() {
        // attn_v6.neff: SB [4, 2] steps [1, 262144] → HBM [8, 1]: two 4-byte pieces
        assertEquals(2, count(new long[] {4, 2}, new long[] {1, 262144}, new long[] {8, 1}, new long[] {1, 8}));
        // 2 runs of 66000 into one run of 132000: pieces of 66000, each 2 descriptors
        assertEquals(4, count(new long[] {66000, 2}, new long[] {1, 69632}, new long[] {132000}, new long[] {1}));
        // runs of 6 against runs of 4 over 24 bytes: cuts at 4, 6, 8, 12, 16, 18, 20 → 8 pieces
        assertEquals(8, count(new long[] {6, 4}, new long[] {1, 8}, new long[] {4, 6}, new long[] {1, 8}));
    }

    @Test
    void onlyCopiesWithUnitInnerStepsAndEqualTotals() {
        assertThrows(IllegalArgumentException.class, () -> DescriptorCount.of(new DmaDesc("cast",
                p(new long[] {8}, new long[] {1}), p(new long[] {4}, new long[] {1}), Map.of())));
        assertThrows(IllegalArgumentException.class, () -> count(new long[] {8}, new long[] {2}, new long[] {8},
                new long[] {1}));
        assertThrows(IllegalArgumentException.class, () -> count(new long[] {8}, new long[] {1}, new long[] {4},
                new long[] {1}));
        assertEquals(0, count(new long[] {0}, new long[] {1}, new long[] {0}, new long[] {1}));
    }
}
