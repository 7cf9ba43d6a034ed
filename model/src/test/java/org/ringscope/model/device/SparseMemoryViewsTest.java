package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Pages that are views of a vring half's lent word planes read as a plain copy of the interleaved descriptors would,
 * and a write never reaches the planes.
 */
class SparseMemoryViewsTest {
    private static final int PAGE = SparseMemory.PAGE_SIZE;

    /** Word {@code plane} of each descriptor of the interleaved words {@code w}. */
    private static long[] plane(long[] w, int plane) {
        long[] p = new long[w.length / 2];
        for (int d = 0; d < p.length; d++) {
            p[d] = w[2 * d + plane];
        }
        return p;
    }

    /** Shares the descriptors {@code w} holds interleaved, as their two planes; returns the planes. */
    private static long[][] share(SparseMemory m, long off, long[] w) {
        long[][] planes = {plane(w, 0), plane(w, 1)};
        m.sharePlanes(off, planes[0], planes[1], 0, w.length / 2);
        return planes;
    }

    /** {@code n} random words, a fifth of them zero. */
    private static long[] words(int n, long seed) {
        long[] w = new long[n];
        Random r = new Random(seed);
        for (int i = 0; i < n; i++) {
            w[i] = r.nextInt(5) == 0 ? 0 : r.nextLong();
        }
        return w;
    }

    /** Every byte, every word and int at every offset, the zero tests and the content hash agree. */
    private static void assertSameBytes(SparseMemory expected, SparseMemory actual, long from, int len) {
        byte[] e = new byte[len];
        byte[] a = new byte[len];
        expected.read(from, e, 0, len);
        actual.read(from, a, 0, len);
        assertArrayEquals(e, a);
        for (int i = 0; i + 8 <= len; i++) {
            assertEquals(expected.getLong(from + i), actual.getLong(from + i), "word at +" + i);
            assertEquals(expected.getInt(from + i), actual.getInt(from + i), "int at +" + i);
        }
        for (int i = 0; i < len; i += 61) {
            int n = Math.min(len - i, 1 + i % 700);
            assertEquals(expected.isZero(from + i, n), actual.isZero(from + i, n), "zero test at +" + i);
        }
        assertEquals(expected.contentHash(), actual.contentHash());
        for (long p = 0; p >= 0; p = expected.nextResidentPage(p + 1)) {
            assertEquals(expected.nextResidentPage(p), actual.nextResidentPage(p));
        }
    }

    @Test
    void sharedWordsReadAsACopyAndCostNoPage() {
        long[] w = words(21 * 512 + 40, 1);
        w[512 + 4] = 0;
        SparseMemory plain = new SparseMemory("plain", 1L << 30);
        SparseMemory shared = new SparseMemory("shared", 1L << 30);
        // 8-aligned but not page-aligned: the first and last pages are partly covered and copied, 20 whole ones viewed
        long at = 7L * PAGE + 256;
        plain.putLongs(at, w, 0, w.length);
        share(shared, at, w);
        assertSameBytes(plain, shared, 6L * PAGE, 25 * PAGE);
        assertEquals(20, shared.viewedPages());
        assertEquals(plain.residentPages(), shared.residentPages());
        // the views' table (16 KiB for a chunk's 4,096 pages) and 24 bytes a view, against 4 KiB a page
        assertTrue(shared.retainedBytes() < plain.retainedBytes() - 15L * PAGE, shared.retainedBytes() + " vs "
                + plain.retainedBytes());
        SparseMemory copied = new SparseMemory("copied", 1L << 30);
        copied.copyFrom(shared, 6L * PAGE, 100, 25 * PAGE);
        SparseMemory copiedPlain = new SparseMemory("copiedPlain", 1L << 30);
        copiedPlain.copyFrom(plain, 6L * PAGE, 100, 25 * PAGE);
        assertSameBytes(copiedPlain, copied, 0, 26 * PAGE);
    }

    @Test
    void writesToAViewStayInTheMemoryAndLeaveTheWords() {
        long[] w = words(4 * 512, 2);
        SparseMemory plain = new SparseMemory("plain", 1L << 30);
        SparseMemory shared = new SparseMemory("shared", 1L << 30);
        plain.putLongs(PAGE, w, 0, w.length);
        long[][] planes = share(shared, PAGE, w);
        long[][] kept = {planes[0].clone(), planes[1].clone()};
        for (SparseMemory m : new SparseMemory[] {plain, shared}) {
            m.write(PAGE + 5, new byte[] {1, 2, 3}, 0, 3);
            m.putLong(2L * PAGE + 4088, 0x1122334455667788L);
            m.fill(3L * PAGE + 100, 9, (byte) 0);
            m.copyFrom(m, PAGE, 4L * PAGE + 8, 16);
        }
        assertArrayEquals(kept[0], planes[0], "no write reached the shared word 0s");
        assertArrayEquals(kept[1], planes[1], "no write reached the shared word 1s");
        assertSameBytes(plain, shared, 0, 6 * PAGE);
        assertEquals(0, shared.viewedPages(), "each written page became a page of its own");
    }

    @Test
    void snapshotsShareViewsAndComeBackToThem() {
        long[] w = words(2 * 512, 3);
        SparseMemory m = new SparseMemory("m", 1L << 30);
        SparseMemory.Snapshot empty = m.snapshot();
        long[][] planes = share(m, 0, w);
        SparseMemory.Snapshot dumped = m.snapshot();
        m.putLong(16, -1);
        assertEquals(-1, m.getLong(16));
        assertEquals(1, m.viewedPages());
        m.restore(dumped);
        assertEquals(w[2], m.getLong(16));
        assertEquals(2, m.viewedPages());
        m.sharePlanes(0, planes[0], planes[1], 0, planes[0].length);
        assertEquals(0, m.copiedPages());
        assertTrue(m.snapshotOnlyBytes(List.of(dumped)) < PAGE, "the checkpoint holds no page of its own");
        m.restore(empty);
        assertTrue(m.isZero(0, 2 * PAGE));
        assertEquals(0, m.residentPages());
        m.restore(dumped);
        assertEquals(w[1023], m.getLong(2 * PAGE - 8));
    }

    @Test
    void zeroWordsOnFreshMemoryAllocateNothingAndUnalignedRunsAreCopied() {
        SparseMemory m = new SparseMemory("m", 1L << 30);
        share(m, 0, new long[1024]);
        assertEquals(0, m.residentPages(), "as a zero write of fresh memory");
        long[] w = words(1024, 4);
        share(m, 4, w);
        assertEquals(0, m.viewedPages(), "words not 8-aligned in memory are copied");
        assertEquals(w[700], m.getLong(4 + 8L * 700));
    }
}
