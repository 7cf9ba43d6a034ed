package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringEdits;

/**
 * A dumped ring's HBM pages are views of the vring half it came from (decision 1400): the device holds no copy of
 * them, and a write on either side — the vring rewritten after the dump, a queue copy or a DMA into the ring — stays
 * on its side, at every step of the journal, exactly as with a plain copy.
 */
class DumpedRingViewsTest {
    private static final int N = 3000;

    /** What one scenario leaves: its rig, the dumped prings, and the journal positions it passed. */
    private record Run(Rig rig, Vring vring, Pring tx, Pring rx, long[] dumpedTx, int dumped, long hbmAfterDump,
            long viewedAfterDump) {
    }

    private static Run scenario(boolean views) throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        rig.dev.setRingViews(views);
        Allocation src = rig.filled("src", 16 * N, 1);
        Allocation dst = rig.buffer("dst", 16 * N);
        Allocation moved = rig.buffer("moved", 16 * N);
        Allocation over = rig.filled("over", 64, 2);
        Vring v = rig.vring("big");
        for (int i = 0; i < N; i++) {
            v.vringAddDescTransfer(src.address() + 16L * i, dst.address() + 16L * i, 16);
        }
        SparseMemory hbm = rig.dev.memory(Region.HBM);
        long before = hbm.retainedBytes();
        DmaQueue q = rig.load(v, 0, 0);
        List<Pring> ps = rig.dev.prings();
        Pring tx = ps.get(ps.size() - 2);
        Pring rx = ps.get(ps.size() - 1);
        long[] dumpedTx = tx.words(0, N);
        long[] vringTx = new long[2 * N];
        v.tx().copyTo(0, N, vringTx, 0);
        assertArrayEquals(vringTx, dumpedTx, "the ring holds what the vring held");
        Run r = new Run(rig, v, tx, rx, dumpedTx, rig.journal.size(), hbm.retainedBytes() - before, hbm.viewedPages());

        // the vring rewritten after the dump: its pointers move, the ring's stay
        VringEdits.vringAddrRewrite(v, src.address(), 16L * N, moved.address());
        assertEquals(moved.address(), v.tx().word1(0), "the vring was rewritten");
        assertArrayEquals(dumpedTx, tx.words(0, N), "the rewrite did not reach HBM");
        // a queue copy over descriptor 100 of the ring: the vring keeps its own
        long vringWord = v.tx().word1(100);
        q.copyDescriptors(Direction.TX, 100, new long[] {dumpedTx[200], 0x20_0000_1000L}, 0, 1);
        assertEquals(0x20_0000_1000L, tx.word1(100));
        assertEquals(vringWord, v.tx().word1(100), "the ring write did not reach the vring");
        // a DMA writing 64 bytes over descriptors 200..203 of the ring
        long ringAt = tx.memory().deviceAddress() + tx.ringOffsetBytes() + 16L * 200;
        Vring dma = rig.vring("over");
        dma.vringAddDescTransfer(over.address(), ringAt, 64);
        rig.run(dma, 1, 0);
        long[] overWords = new long[8];
        ByteBuffer.wrap(rig.read(over.address(), 64)).order(ByteOrder.LITTLE_ENDIAN).asLongBuffer().get(overWords);
        assertArrayEquals(overWords, tx.words(200, 4), "the DMA wrote the ring");
        assertEquals(moved.address() + 16L * 200, v.tx().word1(200), "and not the vring");
        return r;
    }

    @Test
    void theDeviceHoldsNoCopyOfADumpedRing() throws Exception {
        Run shared = scenario(true);
        Run copied = scenario(false);
        assertTrue(shared.viewedAfterDump() >= 2 * (16 * N / SparseMemory.PAGE_SIZE - 1), "whole pages of both "
                + "halves are views: " + shared.viewedAfterDump());
        assertEquals(0, copied.viewedAfterDump());
        // (the first page of a ring may already be resident: the allocation before it)
        assertTrue(copied.hbmAfterDump() >= 2L * 16 * N - 2 * SparseMemory.PAGE_SIZE, "a copy holds the ring's bytes: "
                + copied.hbmAfterDump());
        // a view costs 24 bytes, not its 4 KiB page; a chunk that holds views has a table of them (16 KiB)
        long saved = copied.hbmAfterDump() - shared.hbmAfterDump();
        assertTrue(saved >= shared.viewedAfterDump() * 4000L - 2 * 16_400, "the views hold none of them: "
                + shared.hbmAfterDump() + " vs " + copied.hbmAfterDump());
    }

    @Test
    void everyStepReadsAsWithAPlainCopy() throws Exception {
        Run shared = scenario(true);
        Run copied = scenario(false);
        int end = shared.rig().journal.size();
        assertEquals(copied.rig().journal.size(), end);
        SparseMemory a = shared.rig().dev.memory(Region.HBM);
        SparseMemory b = copied.rig().dev.memory(Region.HBM);
        for (int pos : new int[] {end, shared.dumped(), 0, shared.dumped() - 1, end - 1, shared.dumped() + 1, end}) {
            shared.rig().journal.seek(pos);
            copied.rig().journal.seek(pos);
            assertEquals(b.contentHash(), a.contentHash(), "HBM at record " + pos);
            assertArrayEquals(copied.tx().words(0, copied.tx().allocatedDescCount()),
                    shared.tx().words(0, shared.tx().allocatedDescCount()), "TX ring at " + pos);
            assertArrayEquals(copied.rx().words(0, copied.rx().allocatedDescCount()),
                    shared.rx().words(0, shared.rx().allocatedDescCount()), "RX ring at " + pos);
            long[] va = new long[2 * N];
            long[] vb = new long[2 * N];
            if (shared.vring().tx().usedDescCount() == N) {
                shared.vring().tx().copyTo(0, N, va, 0);
                copied.vring().tx().copyTo(0, N, vb, 0);
                assertArrayEquals(vb, va, "vring at " + pos);
            }
        }
        shared.rig().journal.seek(shared.dumped());
        assertArrayEquals(shared.dumpedTx(), shared.tx().words(0, N), "back at the dump, the ring is as dumped");
        assertNotEquals(0, a.viewedPages(), "and read through views again");
    }
}
