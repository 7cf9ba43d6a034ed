package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.Direction;

/** {@code vring_pack_descs} (vring seed §5). */
class VringPackTest {

    private static Vring transfers(Arch arch, int n, int size) throws VringException {
        Vring v = new Vring("pk", arch);
        for (int i = 0; i < n; i++) {
            v.vringAddDescTransfer(i * 4096L, 0x10000000L + i * 4096L, size);
        }
        return v;
    }

    @Test
    void descriptorCapClosesPacketsAt65OnV3() throws VringException {
        Vring v = transfers(Arch.CAYMAN, 200, 16);
        long delta = VringPack.vringPackDescs(v, 0, 200, 1 << 20, 200);
        assertEquals(4 - 200, delta, "200 one-descriptor packets become 65+65+65+5");
        assertEquals(4, PacketChecks.checkPackets(v.tx(), 0, 200, 65, 1 << 20));
        assertTrue(v.tx().decode(0).first());
        assertTrue(v.tx().decode(64).last());
        assertTrue(v.tx().decode(65).first());
        assertTrue(v.tx().decode(199).last());
    }

    @Test
    void descriptorCapIs128OnV2() throws VringException {
        Vring v = transfers(Arch.SUNDA, 200, 16);
        assertEquals(2, VringPack.vringPackDescs(v, 0, 200, 1 << 20, 0));
        assertEquals(2, PacketChecks.checkPackets(v.tx(), 0, 200, 128, 1 << 20));
        assertTrue(v.tx().decode(127).last());
    }

    @Test
    void byteBudgetClosesPackets() throws VringException {
        Vring v = transfers(Arch.CAYMAN, 10, 16);
        assertEquals(3 - 1, VringPack.vringPackDescs(v, 0, 10, 64, 1), "4 + 4 + 2 descriptors of 16 bytes");
        assertEquals(3, PacketChecks.checkPackets(v.tx(), 0, 10, 65, 64));
    }

    @Test
    void aDescriptorLargerThanTheBudgetIsAPacketOfItsOwn() throws VringException {
        Vring v = new Vring("pk", Arch.CAYMAN);
        v.vringAddDescTransfer(0, 0, 3 * 65536);
        assertEquals(3, VringPack.vringPackDescs(v, 0, 3, 1000, 0));
        for (int i = 0; i < 3; i++) {
            assertTrue(v.tx().decode(i).first() && v.tx().decode(i).last());
        }
    }

    @Test
    void lenZeroCountsAs64KiB() throws VringException {
        Vring v = new Vring("pk", Arch.CAYMAN);
        v.vringAddDescTransfer(0, 0, 4 * 65536);
        assertEquals(2, VringPack.vringPackDescs(v, 0, 4, 2 * 65536, 0), "len0 descriptors are 64 KiB each");
    }

    @Test
    void otherBitsAndTheRxHalfAreUntouched() throws VringException {
        Vring v = transfers(Arch.SUNDA, 5, 16);
        long[] rxBefore = new long[10];
        v.rx().copyTo(0, 5, rxBefore, 0);
        VringPack.vringPackDescs(v, 0, 5, 1 << 20, 5);
        for (int i = 0; i < 5; i++) {
            assertTrue(v.tx().decode(i).dmb(), "DMB stays");
            assertEquals(16, v.tx().decode(i).size());
            assertEquals(1, v.tx().decode(i).ringId());
        }
        long[] rxAfter = new long[10];
        v.rx().copyTo(0, 5, rxAfter, 0);
        assertArrayEquals(rxBefore, rxAfter);
    }

    @Test
    void windowAcrossAPageBoundary() throws VringException {
        Vring v = transfers(Arch.CAYMAN, 65536 + 100, 16);
        long packets = VringPack.vringPackDescs(v, 65500, 65636, 1 << 20, 0);
        assertEquals(3, packets, "136 descriptors: 65 + 65 + 6");
        assertEquals(3, PacketChecks.checkPackets(v.tx(), 65500, 65636, 65, 1 << 20));
        assertTrue(v.tx().decode(65499).first() && v.tx().decode(65499).last(), "outside the window: untouched");
    }

    @Test
    void repackingIsStable() throws VringException {
        Vring v = transfers(Arch.CAYMAN, 300, 100);
        long first = VringPack.vringPackDescs(v, 0, 300, 4096, 0);
        VringState s = VringState.of(v);
        assertEquals(0, VringPack.vringPackDescs(v, 0, 300, 4096, first));
        assertEquals(s, VringState.of(v));
    }

    @Test
    void oneEventWithTheOldWords() throws VringException {
        Vring v = transfers(Arch.CAYMAN, 70, 16);
        long[] old = new long[140];
        v.tx().copyTo(0, 70, old, 0);
        List<VringEvent> events = VringState.record(v);
        VringPack.vringPackDescs(v, 0, 70, 1 << 20, 70);
        assertEquals(1, events.size());
        VringEvent.Edited e = (VringEvent.Edited) events.get(0);
        assertEquals("vring_pack_descs", e.function());
        assertEquals(Direction.TX, e.half());
        assertEquals(0, e.start());
        assertEquals(70, e.end());
        assertArrayEquals(old, e.oldWords());
    }

    @Test
    void badWindows() throws VringException {
        Vring v = transfers(Arch.CAYMAN, 3, 16);
        assertThrows(IllegalArgumentException.class, () -> VringPack.vringPackDescs(v, 0, 4, 100, 0));
        assertThrows(IllegalArgumentException.class, () -> VringPack.vringPackDescs(v, 2, 1, 100, 0));
        assertThrows(IllegalArgumentException.class, () -> VringPack.vringPackDescs(v, 0, 3, 0, 0));
        assertEquals(-5, VringPack.vringPackDescs(v, 1, 1, 100, 5), "an empty window has no packets");
        assertFalse(v.tx().decode(0).concat());
    }

    @Test
    void aComputePacketIsNeitherMergedNorTouched() throws VringException {
        Vring v = transfers(Arch.CAYMAN, 3, 16);
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {0x100, 0x200}, new long[] {0x300}, 64, 0, 1f);
        int cceEnd = v.tx().usedDescCount();
        for (int i = 0; i < 2; i++) {
            v.vringAddDescTransfer(0x5000L + i * 4096L, 0x15000L + i * 4096L, 16);
        }
        int end = v.tx().usedDescCount();
        long[] cce = new long[2 * (cceEnd - 3)];
        v.tx().copyTo(3, cceEnd - 3, cce, 0);
        long delta = VringPack.vringPackDescs(v, 0, end, 1 << 20, 0);
        assertEquals(2, delta, "three copies, the CCE packet as built, two copies: one packet of copies on each side");
        long[] after = new long[cce.length];
        v.tx().copyTo(3, cceEnd - 3, after, 0);
        assertArrayEquals(cce, after, "the CCE packet's META and op-word descriptors keep every bit");
        assertTrue(v.tx().decode(2).last() && !v.tx().decode(2).concat(), "the copies before it close");
        assertTrue(v.tx().decode(cceEnd).first(), "the copies after it open a packet of their own");
        assertEquals(2, PacketChecks.checkPackets(v.tx(), 0, end, 65, 1 << 20, true));
    }

    @Test
    void noPageForTheWindowIsCouldntFindCurPage() throws VringException {
        Vring empty = new Vring("e", Arch.SUNDA);
        VringException e = assertThrows(VringException.class, () -> VringPack.vringPackDescs(empty, 0, 0, 100, 0));
        assertEquals(VringPack.NO_CUR_PAGE, e.getMessage());
        assertEquals(VringException.NRT_FAILURE, e.status());
        Vring freed = transfers(Arch.CAYMAN, 3, 16);
        freed.vringFreePages(Direction.TX);
        assertEquals("Couldn't find cur_page", assertThrows(VringException.class,
                () -> VringPack.vringPackDescs(freed, 0, 0, 100, 0)).getMessage());
    }
}
