package org.ringscope.model.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringscope.model.dump.DumpRing;

class RingDiffTest {
    private static final String TX = "pring:sg00/qSPIO0/0/tx";

    @Test
    void indexAlignmentCountsChangedFieldsAndTheLongerTail() {
        long[] a = Rings.copies(1000, 0);
        long[] b = Arrays.copyOf(Rings.copies(1003, 0), 2 * 1003);
        b[2 * 10] |= 0x40000000L;                    // dmb
        b[2 * 500] |= 0x40000000L | 0x10000000L;     // dmb + intEn
        b[2 * 999 + 1] += 8;                         // address
        RingDiff d = RingDiffer.diff(Rings.ring(TX, a), Rings.ring(TX, b), Alignment.INDEX);
        assertEquals(Alignment.INDEX, d.alignment());
        assertEquals(1003, d.rows());
        assertEquals(3, d.changed());
        assertEquals(3, d.inserted());
        assertEquals(0, d.deleted());
        assertEquals(997, d.same());
        assertEquals(2, d.fieldCount(DescField.DMB));
        assertEquals(1, d.fieldCount(DescField.INT_EN));
        assertEquals(1, d.fieldCount(DescField.ADDRESS));
        assertEquals(RowKind.CHANGED, d.kind(500));
        assertEquals(DescField.DMB.bit() | DescField.INT_EN.bit(), d.fieldMask(500));
        assertEquals(RowKind.INSERTED, d.kind(1001));
        assertEquals(-1, d.aIndex(1001));
        assertEquals(1001, d.bIndex(1001));
        assertEquals(10, d.nextDifference(-1));
        assertEquals(500, d.nextDifference(10));
        assertEquals(999, d.previousDifference(1000));
        assertEquals(1002, d.previousDifference(d.rows()));
        assertEquals(-1, d.previousDifference(10));
        int[] density = d.density(4);
        assertEquals(6, Arrays.stream(density).sum());
        assertEquals(1, density[0]);
        assertConsistent(d);
    }

    @Test
    void autoPicksIndexForEqualLengthsAndContentOtherwise() {
        DumpRing a = Rings.ring(TX, Rings.copies(100, 0));
        assertEquals(Alignment.INDEX, RingDiffer.diff(a, Rings.ring(TX, Rings.copies(100, 0)), Alignment.AUTO).alignment());
        RingDiff d = RingDiffer.diff(a, Rings.ring(TX, Rings.copies(101, 0)), Alignment.AUTO);
        assertEquals(Alignment.CONTENT, d.alignment());
        assertEquals(1, d.inserted());
        assertTrue(RingDiffer.diff(a, Rings.ring(TX, Rings.copies(100, 0)), Alignment.AUTO).identical());
    }

    @Test
    void contentAlignmentFindsInsertedAndDeletedDescriptors() {
        int n = 200_000;
        long[] a = Rings.copies(n, 0);
        Random r = new Random(11);
        List<long[]> b = new ArrayList<>();
        int inserted = 0;
        int deleted = 0;
        for (int i = 0; i < n; i++) {
            if (i % 1000 == 500) {
                deleted++;
                continue;
            }
            if (i % 1000 == 0 && i > 0) {
                for (int k = 0; k < 1 + r.nextInt(3); k++) {
                    b.add(new long[] {0x0108000305000004L, 0x7000_0000_0000L + r.nextInt(1 << 30)});
                    inserted++;
                }
            }
            b.add(new long[] {a[2 * i], a[2 * i + 1]});
        }
        long[] bw = new long[2 * b.size()];
        for (int i = 0; i < b.size(); i++) {
            bw[2 * i] = b.get(i)[0];
            bw[2 * i + 1] = b.get(i)[1];
        }
        RingDiff d = RingDiffer.diff(Rings.ring(TX, a), Rings.ring(TX, bw), Alignment.CONTENT);
        assertEquals(inserted, d.inserted());
        assertEquals(deleted, d.deleted());
        assertEquals(0, d.changed());
        assertEquals(n - deleted, d.same());
        assertConsistent(d);
    }

    @Test
    void aReplacedDescriptorIsAChangedRowWithItsFields() {
        long[] a = Rings.copies(5000, 0);
        long[] b = Rings.copies(5001, 0);
        b[2 * 1234] |= 0x20000000L;                     // sow on one descriptor
        RingDiff d = RingDiffer.diff(Rings.ring(TX, a), Rings.ring(TX, b), Alignment.CONTENT);
        assertEquals(1, d.changed());
        assertEquals(1, d.inserted());
        assertEquals(1, d.fieldCount(DescField.SOW));
        int row = d.nextDifference(-1);
        assertEquals(RowKind.CHANGED, d.kind(row));
        assertEquals(1234, d.aIndex(row));
        assertEquals(1234, d.bIndex(row));
    }

    @Test
    void aPeriodicRingShiftedByOneIsOneDeletionAndOneInsertion() {
        int n = 100_000;
        long[] a = new long[2 * n];
        long[] b = new long[2 * n];
        for (int i = 0; i < n; i++) {
            a[2 * i + 1] = i % 2;            // A B A B …: no descriptor is unique
            b[2 * i + 1] = (i + 1) % 2;      // B A B A …
        }
        RingDiff d = RingDiffer.diff(Rings.ring(TX, a), Rings.ring(TX, b), Alignment.CONTENT);
        assertEquals(1, d.deleted());
        assertEquals(1, d.inserted());
        assertEquals(n - 1, d.same());
        assertConsistent(d);
    }

    @Test
    void smallAlignmentsAreValidAndOptimal() {
        Random r = new Random(3);
        for (int t = 0; t < 300; t++) {
            int n = r.nextInt(40);
            int m = r.nextInt(40);
            int alphabet = 1 + r.nextInt(6);
            long[] a = new long[2 * n];
            long[] b = new long[2 * m];
            for (int i = 0; i < n; i++) {
                a[2 * i + 1] = r.nextInt(alphabet);
            }
            for (int i = 0; i < m; i++) {
                b[2 * i + 1] = r.nextInt(alphabet);
            }
            RingDiff d = RingDiffer.diff(Rings.ring(TX, a), Rings.ring(TX, b), Alignment.CONTENT);
            assertConsistent(d);
            assertEquals(lcs(a, b), d.same(), "same rows are a longest common subsequence");
        }
    }

    @Test
    void aRingOnlyOneSideHasIsAllInsertedOrDeleted() {
        RingDiff onlyA = RingDiffer.diff(Rings.ring(TX, Rings.copies(7, 0)), null, Alignment.AUTO);
        assertEquals(7, onlyA.deleted());
        assertTrue(!onlyA.identical());
        RingDiff onlyB = RingDiffer.diff(null, Rings.ring(TX, Rings.copies(0, 0)), Alignment.AUTO);
        assertEquals(0, onlyB.rows());
        assertTrue(!onlyB.identical(), "a ring only B has is a difference even when empty");
    }

    private static int lcs(long[] a, long[] b) {
        int n = a.length / 2;
        int m = b.length / 2;
        int[][] t = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                t[i][j] = a[2 * i + 1] == b[2 * j + 1] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
            }
        }
        return t[0][0];
    }

    /** Every A and B descriptor appears once, in order; kinds agree with the words; navigation agrees with kinds. */
    static void assertConsistent(RingDiff d) {
        int na = d.a() == null ? 0 : d.a().count();
        int nb = d.b() == null ? 0 : d.b().count();
        int nextA = 0;
        int nextB = 0;
        long same = 0;
        long diffs = 0;
        int prevDiff = -1;
        for (int row = 0; row < d.rows(); row++) {
            int ai = d.aIndex(row);
            int bi = d.bIndex(row);
            RowKind k = d.kind(row);
            if (ai >= 0) {
                assertEquals(nextA++, ai, "A in order at row " + row);
                assertEquals(row, d.rowOfA(ai));
            }
            if (bi >= 0) {
                assertEquals(nextB++, bi, "B in order at row " + row);
                assertEquals(row, d.rowOfB(bi));
            }
            switch (k) {
                case INSERTED -> assertTrue(ai < 0 && bi >= 0);
                case DELETED -> assertTrue(bi < 0 && ai >= 0);
                default -> {
                    boolean eq = d.a().word0(ai) == d.b().word0(bi) && d.a().word1(ai) == d.b().word1(bi);
                    assertEquals(k == RowKind.SAME, eq, "row " + row);
                    assertEquals(eq, d.fieldMask(row) == 0);
                }
            }
            if (k == RowKind.SAME) {
                same++;
            } else {
                diffs++;
                assertEquals(row, d.nextDifference(prevDiff), "next difference after " + prevDiff);
                assertEquals(prevDiff, d.previousDifference(row));
                prevDiff = row;
            }
        }
        assertEquals(-1, d.nextDifference(prevDiff));
        assertEquals(na, nextA);
        assertEquals(nb, nextB);
        assertEquals(same, d.same());
        assertEquals(diffs, d.differences());
        assertEquals(diffs, Arrays.stream(d.density(7)).sum());
    }
}
