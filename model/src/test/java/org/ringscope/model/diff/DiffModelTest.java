package org.ringscope.model.diff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The diff view's model, without a window. */
class DiffModelTest {
    private static final String RX = "pring:sg00/qSPIO0/0/rx";

    private static RingDiff sample() {
        long[] a = Rings.copies(100, 0);
        long[] b = Rings.copies(102, 0);
        b[2 * 5] |= 0x20000000L;               // sow
        b[2 * 40] |= 0x20000000L | 0x10000000L; // sow + intEn
        b[2 * 70 + 1] += 4;                    // address
        return RingDiffer.diff(Rings.ring(RX, a), Rings.ring(RX, b), Alignment.INDEX);
    }

    @Test
    void everyRowUnfiltered() {
        DiffModel m = DiffModel.of(sample());
        assertEquals(102, m.size());
        assertEquals(RowKind.SAME, m.kind(0));
        assertEquals(RowKind.CHANGED, m.kind(5));
        assertEquals(DescField.SOW.bit(), m.fieldMask(5));
        assertEquals(5, m.nextDifference(-1));
        assertEquals(40, m.nextDifference(5));
        assertEquals(70, m.previousDifference(100));
        assertEquals(101, m.previousDifference(m.size()));
        assertEquals(40, m.visibleRowOfA(40));
        int[] minimap = m.minimap(10);
        assertEquals(5, Arrays.stream(minimap).sum());
        assertEquals(1, minimap[0]);
        assertEquals(2, minimap[9]);
    }

    @Test
    void onlyChanges() {
        DiffModel m = DiffModel.of(sample()).filtered(true, DescField.ALL);
        assertTrue(m.onlyChanges());
        assertEquals(5, m.size());
        assertArrayEquals(new int[] {5, 40, 70, 100, 101}, rows(m));
        assertEquals(RowKind.INSERTED, m.kind(3));
        assertEquals(-1, m.aIndex(3));
        assertEquals(0, m.nextDifference(-1));
        assertEquals(4, m.nextDifference(3));
        assertEquals(-1, m.nextDifference(4));
        assertEquals(4, m.previousDifference(m.size()));
        assertEquals(-1, m.previousDifference(0));
        assertEquals(2, m.visibleRowOfA(41), "a row filtered out shows the next visible one");
        assertEquals(3, m.visibleRowOfA(99), "row 99 is the same: the next visible row is 100");
        assertEquals(5, Arrays.stream(m.minimap(3)).sum());
    }

    @Test
    void byField() {
        DiffModel sow = DiffModel.of(sample()).filtered(false, DescField.SOW.bit());
        assertArrayEquals(new int[] {5, 40}, rows(sow));
        DiffModel intEn = DiffModel.of(sample()).filtered(true, DescField.INT_EN.bit());
        assertArrayEquals(new int[] {40}, rows(intEn));
        assertEquals(DescField.INT_EN.bit(), intEn.fields());
        DiffModel address = DiffModel.of(sample()).filtered(true, DescField.ADDRESS.bit() | DescField.DMB.bit());
        assertArrayEquals(new int[] {70}, rows(address));
        DiffModel none = DiffModel.of(sample()).filtered(true, DescField.CONCAT.bit());
        assertEquals(0, none.size());
        assertEquals(-1, none.nextDifference(-1));
        assertFalse(DiffModel.of(sample()).filtered(false, DescField.ALL).onlyChanges(), "no filter is no filter");
    }

    private static int[] rows(DiffModel m) {
        int[] out = new int[m.size()];
        for (int v = 0; v < m.size(); v++) {
            out[v] = m.row(v);
        }
        return out;
    }
}
