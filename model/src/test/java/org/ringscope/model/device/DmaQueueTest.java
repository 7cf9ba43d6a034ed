package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.CopyPair;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.M2mCopy;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;

/** Queue cursors, the 16-descriptor guard, the ring-id phase, and the doorbell (docs/reference/udma-rings-and-doorbells.md). */
class DmaQueueTest {
    private final Rig rig = new Rig(Arch.CAYMAN);

    /** A queue whose rings are wraparound prings of {@code count} (a power of two ≥ 64) descriptors. */
    private DmaQueue queue(int count) throws DeviceException {
        Pring tx = rig.dev.allocPring("t", RingType.TX, count - 15, true);
        Pring rx = rig.dev.allocPring("r", RingType.RX, count - 15, true);
        assertEquals(count, tx.allocatedDescCount(), "next_pow2(ndesc + 15)");
        DmaQueue q = rig.dev.queue(3, 7);
        q.init(tx, rx);
        return q;
    }

    @Test
    void initResetsTheCursorsAndRingIdsStartAtOne() throws Exception {
        DmaQueue q = queue(64);
        for (Direction d : Direction.values()) {
            assertEquals(64, q.descCount(d));
            assertEquals(0, q.nextDescIdx(d));
            assertEquals(1, q.descRingId(d), "UDMA_INITIAL_RING_ID");
            assertEquals(1, q.headRingId(d));
            assertEquals(0, q.pending(d));
        }
        assertEquals(3 * 16 + 7, q.id());
        assertEquals(0x20_0000_0000L, q.ringBase(Direction.TX) & ~0xFFFFFFL, "rings live in HBM");
        assertEquals(0, q.ringBase(Direction.TX) % 256);
    }

    @Test
    void theGuardKeepsSixteenSlotsFree() throws Exception {
        DmaQueue q = queue(64);
        assertEquals(48, q.available(Direction.TX), "(0 - (0 + 16)) & 63");
        assertArrayEquals(new int[] {0, 0}, q.reserve(40));
        assertEquals(8, q.available(Direction.RX));
        DeviceException full = assertThrows(DeviceException.class, () -> q.reserve(9));
        assertEquals(DeviceException.NRT_QUEUE_FULL, full.status());
        q.reserve(8);
        assertEquals(0, q.available(Direction.TX));
        q.ack(20);
        assertEquals(20, q.nextCdescIdx(Direction.TX));
        assertEquals(20, q.available(Direction.RX));
    }

    @Test
    void theRingIdGoesUpModFourOnEveryWrap() throws Exception {
        DmaQueue q = queue(64);
        List<Integer> ids = new ArrayList<>();
        for (int pass = 0; pass < 9; pass++) {
            q.reserve(40);
            q.ack(40);
            q.reserve(24);
            q.ack(24);
            ids.add(q.descRingId(Direction.TX));
        }
        assertEquals(List.of(2, 3, 0, 1, 2, 3, 0, 1, 2), ids);
        assertEquals(0, q.nextDescIdx(Direction.TX));
        assertThrows(DeviceException.class, () -> q.reserve(65), "more than the ring");
    }

    @Test
    void setDescriptorsOrsEachSlotsPhaseAndSplitsAtTheWrap() throws Exception {
        DmaQueue q = queue(64);
        q.reserve(40);
        q.ack(40);
        int[] base = q.reserve(30);
        assertEquals(40, base[0]);
        assertEquals(2, q.descRingId(Direction.TX), "wrapped: 40 + 30 >= 64");
        long[] words = new long[60];
        for (int k = 0; k < 30; k++) {
            CopyPair p = M2mCopy.buildCopyPair(Arch.CAYMAN, 0x100 + k, 0x200 + k, 4, 0, BarrierMode.NONE, true, false);
            words[2 * k] = p.txWord0();
            words[2 * k + 1] = p.txWord1();
        }
        q.setDescriptors(Direction.TX, base[0], words, 30);
        long ringMem = q.ringBase(Direction.TX) - DeviceAddressMap.HBM_BASE;
        SparseMemory hbm = rig.dev.memory(Region.HBM);
        assertEquals(1, LenCtrl.ringId((int) hbm.getLong(ringMem + 16 * 63)), "slot 63: previous generation");
        assertEquals(2, LenCtrl.ringId((int) hbm.getLong(ringMem + 16 * 5)), "slot 5 (after the wrap): current id");
        assertEquals(0x100 + 23, hbm.getLong(ringMem + 16 * 63 + 8));
        assertEquals(0x100 + 24, hbm.getLong(ringMem + 8), "the second run starts at slot 0");
        assertEquals(1, q.ringIdAt(Direction.TX, 50));
        assertEquals(2, q.ringIdAt(Direction.TX, 2));
    }

    @Test
    void theDoorbellRingsRxFirstThenTxAndRefusesBadCounts() throws Exception {
        DmaQueue q = queue(64);
        Journal j = rig.journal;
        assertEquals(DeviceException.EINVAL, q.copyStart(1, 0), "num == 0 on RX");
        assertEquals(DeviceException.EINVAL, q.copyStart(65, 1), "num > size");
        assertEquals(DeviceException.EINVAL, q.drtpInc(Direction.TX, 0));
        int before = j.size();
        assertEquals(0, q.copyStart(5, 7));
        assertEquals(before + 2, j.size());
        assertEquals(QueueTable.ring(q.id(), 1), j.a(before), "RX first");
        assertEquals(7, j.b(before));
        assertEquals(QueueTable.ring(q.id(), 0), j.a(before + 1), "then TX");
        assertEquals(7, q.tail(Direction.RX));
        assertEquals(5, q.pending(Direction.TX));
        assertEquals(0, q.copyStart(0, 3), "TX count 0: prefetch RX only");
        assertEquals(before + 3, j.size());
        assertEquals(10, q.pending(Direction.RX));
        assertEquals(0, q.drtpInc(Direction.RX, 60));
        assertTrue(q.aborted(), "70 in flight on a ring of 64 overruns it");
        assertEquals(1203, rig.dev.errors().get(0).status());
    }

    @Test
    void initValidatesLikeTheDriver() throws Exception {
        DmaQueue q = rig.dev.queue(0, 0);
        long base = rig.buffer("x", 1 << 16).address();
        assertThrows(DeviceException.class, () -> q.init(base, 16, base, 64), "fewer than 32");
        assertThrows(DeviceException.class, () -> q.init(base, 40, base, 64), "not a multiple of 16");
        assertThrows(DeviceException.class, () -> q.init(base + 64, 64, base, 64), "not 256-byte aligned");
        assertThrows(DeviceException.class, () -> q.init(0x7000_0000_0000L, 64, base, 64), "not memory");
        Pring foreign = Pring.dmaRingInfoAlloc(RingType.TX, 64, false);
        assertThrows(DeviceException.class, () -> q.init(foreign, foreign));
        Pring tx = rig.dev.allocPring("t", RingType.TX, 10, false);
        assertThrows(DeviceException.class, () -> q.init(tx, tx), "a TX pring as the RX ring");
        assertThrows(DeviceException.class, () -> rig.dev.queue(1, 1).copyStart(1, 1), "not initialised");
        assertThrows(IndexOutOfBoundsException.class, () -> rig.dev.queue(132, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> rig.dev.queue(0, 16));
    }

    @Test
    void queueStepsBackAndForth() throws Exception {
        DmaQueue q = queue(64);
        Journal j = rig.journal;
        long h0 = j.stateHash();
        int s0 = j.size();
        q.reserve(60 - 16);
        q.ack(30);
        q.reserve(30);
        q.copyStart(4, 4);
        q.reset();
        long h1 = j.stateHash();
        j.seek(s0);
        assertEquals(h0, j.stateHash());
        assertEquals(0, q.nextDescIdx(Direction.TX));
        j.seek(j.size());
        assertEquals(h1, j.stateHash());
    }
}
