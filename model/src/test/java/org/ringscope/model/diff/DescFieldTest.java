package org.ringscope.model.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DescFieldTest {
    @Test
    void everyBitBelongsToExactlyOneField() {
        int[] bitsPerField = new int[DescField.values().length];
        for (int bit = 0; bit < 128; bit++) {
            long w0 = bit < 64 ? 1L << bit : 0;
            long w1 = bit >= 64 ? 1L << (bit - 64) : 0;
            int m = DescField.mask(0, 0, w0, w1);
            assertEquals(1, Integer.bitCount(m), "bit " + bit);
            bitsPerField[Integer.numberOfTrailingZeros(m)]++;
        }
        assertEquals(16, bitsPerField[DescField.LEN.ordinal()]);
        assertEquals(2, bitsPerField[DescField.RING_ID.ordinal()]);
        assertEquals(7, bitsPerField[DescField.RESERVED.ordinal()]);
        assertEquals(31, bitsPerField[DescField.META_CTRL.ordinal()], "word 1 but bit 26");
        assertEquals(64, bitsPerField[DescField.ADDRESS.ordinal()]);
        for (DescField f : new DescField[] {DescField.FIRST, DescField.LAST, DescField.CONCAT, DescField.DMB,
            DescField.SOW, DescField.INT_EN, DescField.META, DescField.WRITE_BARRIER}) {
            assertEquals(1, bitsPerField[f.ordinal()], f.key());
        }
        assertEquals(0x40000000, 1 << 30, "DMB is len_ctrl bit 30");
        assertEquals(DescField.DMB.bit(), DescField.mask(0, 0, 0x40000000L, 0));
        assertEquals(DescField.SOW.bit(), DescField.mask(0, 0, 0x20000000L, 0));
        assertEquals(DescField.WRITE_BARRIER.bit(), DescField.mask(0x01080003L << 32, 0, 0x05080003L << 32, 0),
                "meta_ctrl bit 26: the write barrier");
    }

    @Test
    void theMaskIsZeroExactlyWhenTheWordsAreEqual() {
        Random r = new Random(7);
        for (int i = 0; i < 10_000; i++) {
            long a0 = r.nextLong();
            long a1 = r.nextLong();
            long b0 = r.nextInt(4) == 0 ? a0 : r.nextLong();
            long b1 = r.nextInt(4) == 0 ? a1 : r.nextLong();
            assertEquals(a0 == b0 && a1 == b1, DescField.mask(a0, a1, b0, b1) == 0);
        }
    }

    @Test
    void valuesAndKeys() {
        long w0 = 0x01080003_4D000000L;
        assertEquals("65536", DescField.LEN.value(w0, 0));
        assertEquals("1", DescField.DMB.value(w0, 0));
        assertEquals("1", DescField.RING_ID.value(w0, 0));
        assertEquals("0x01080003", DescField.META_CTRL.value(w0, 0));
        assertEquals("0x1000", DescField.ADDRESS.value(w0, 0x1000));
        assertSame(DescField.RING_ID, DescField.of("ringId"));
        assertEquals(List.of(DescField.DMB, DescField.SOW),
                DescField.of(DescField.DMB.bit() | DescField.SOW.bit()));
    }
}
