package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;

/**
 * Snapshots of a vring share its segments (copy on write): a later append, edit or free leaves every
 * snapshot as it was, an append past a snapshot's descriptors copies nothing, and a restore brings the
 * vring back to the snapshot exactly — also after another snapshot was taken and written over.
 */
class VringSnapshotTest {

    private static long[] words(Vring v, Direction d) {
        VringPages p = v.half(d);
        long[] w = new long[2 * p.usedDescCount()];
        p.copyTo(0, p.usedDescCount(), w, 0);
        return w;
    }

    private static void fill(Vring v, int n, long base) throws VringException {
        for (int i = 0; i < n; i++) {
            v.vringAddDescTransfer(base + 64L * i, 0x100000000L + base + 64L * i, 64);
        }
    }

    @Test
    void aSnapshotStaysAsItWasAndRestoresExactly() throws VringException {
        Vring v = new Vring("snap", Arch.CAYMAN);
        fill(v, 20_000, 0);
        long[] tx1 = words(v, Direction.TX);
        long[] rx1 = words(v, Direction.RX);
        long total1 = v.totalTxSize();
        Vring.Snapshot s1 = v.snapshot();

        long[] tail0 = v.tx().words0(19_999);
        long[] tail1 = v.tx().words1(19_999);
        fill(v, 100, 1 << 24);
        assertSame(tail1, v.tx().words1(19_999), "an append past the snapshot's descriptors copies no segment");
        VringEdits.vringAddrRewrite(v, 0, 1 << 21, 1 << 28);
        assertSame(tail1, v.tx().words1(19_999), "a snapshot alone holding the segment: its words are packed, the "
                + "array stays the vring's");
        Plane.Held held = s1.tx().words1[19_999 >> VringPages.SEGMENT_SHIFT];
        assertNull(held.words, "the snapshot keeps the pointers packed");
        assertTrue(held.packed.length < 64, held.packed.length + " bytes for 3,616 pointers a fixed step apart");
        assertSame(tail0, v.tx().words0(19_999), "word 0, which the rewrite left alone, stays shared");
        assertSame(tail0, s1.tx().words0[19_999 >> VringPages.SEGMENT_SHIFT].words);
        Vring.Snapshot s2 = v.snapshot();
        long[] tx2 = words(v, Direction.TX);
        v.vringFreePages(Direction.RX);
        fill(v, 5, 1 << 26);

        v.restore(s1);
        assertArrayEquals(tx1, words(v, Direction.TX));
        assertArrayEquals(rx1, words(v, Direction.RX));
        assertEquals(total1, v.totalTxSize());
        fill(v, 300, 1 << 27);
        VringPack.vringPackDescs(v, 0, v.tx().usedDescCount(), 1 << 16, 0);

        v.restore(s2);
        assertArrayEquals(tx2, words(v, Direction.TX), "writing after a restore leaves the later snapshot alone");
        v.restore(s1);
        assertArrayEquals(tx1, words(v, Direction.TX));
        assertArrayEquals(rx1, words(v, Direction.RX));
    }
}
