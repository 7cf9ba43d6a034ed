package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;

/**
 * A half's words lent to a reader on another thread ({@link VringPages#lease}): the reader gets the half's own
 * segments, not a copy; a later write, an append or a pack takes a copy of the segment it changes so the reader keeps
 * seeing the words as they were lent; and once the reader is gone the half writes its segments in place again.
 */
class HalfWordsLeaseTest {
    /** Two whole segments and part of a third. */
    private static final int N = 2 * VringPages.SEGMENT_DESCS + 500;

    private static Vring ring(int n) throws VringException {
        Vring v = new Vring("q0", Arch.CAYMAN);
        for (int i = 0; i < n; i++) {
            v.vringAddDescTransfer(0x1000_0000L + 64L * i, 0x2000_0000L + 64L * i, 64);
        }
        return v;
    }

    @Test
    void aLeaseSharesTheSegmentsAndKeepsTheWordsAsLentThroughWritesAndAppends() throws VringException {
        Vring v = ring(N);
        VringPages tx = v.tx();
        long first0 = tx.word0(0);
        long last1 = tx.word1(N - 1);
        HalfWords lent = tx.lease();

        assertEquals(N, lent.used());
        assertSame(tx.words0(0), lent.w0[0], "no copy: the reader holds the half's own word-0 segment");
        assertSame(tx.words1(N - 1), lent.w1[2], "and its word-1 segments");

        // a pack rewrites word 0 of every descriptor; an append writes into the last lent segment
        VringPack.vringPackDescs(v, 0, N, 3 * 64, 0);
        v.vringAddDescTransfer(0x3000_0000L, 0x4000_0000L, 64);
        assertNotSame(tx.words0(0), lent.w0[0], "the write took a copy of the lent segment");
        assertEquals(first0, lent.word0(0), "the reader sees word 0 as it was lent");
        assertEquals(last1, lent.word1(N - 1));
        assertEquals(N, lent.used(), "the append is not in the lease");
        assertThrows(IndexOutOfBoundsException.class, () -> lent.word0(N));
        assertEquals(0x3000_0000L, tx.word1(N), "the half has its append");
        assertTrue(tx.word0(0) != first0, "and its packed word 0");
    }

    @Test
    void onceTheReaderIsGoneTheHalfWritesItsSegmentsInPlaceAgain() throws VringException {
        Vring v = ring(N);
        VringPages tx = v.tx();
        tx.lease();
        assertEquals(1, tx.w0.leasesOut());
        // the lease is unreachable: wait for the collector to queue it (each round asks for a collection)
        for (int round = 0; tx.w0.leasesOut() > 0; round++) {
            assertTrue(round < 1_000, "the lease was never collected");
            System.gc();
            tx.w0.giveBack();
            tx.w1.giveBack();
        }
        long[] segment = tx.words0(0);
        tx.setWord0(0, 0x55L);
        assertSame(segment, tx.words0(0), "no copy once the lease is back: the write lands in place");
        assertEquals(0x55L, tx.word0(0));
    }
}
