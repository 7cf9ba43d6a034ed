package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.MetaCtrl;

/** {@code vring_add_desc_transfer[_ex|_internal]}: chunking, barriers, totals (vring seed §3). */
class TransferTest {

    @Test
    void exactly65536BytesIsOnePairWithLengthZero() throws VringException {
        Vring v = new Vring("v", Arch.SUNDA);
        v.vringAddDescTransfer(0x1000, 0x9000, 65536);
        assertEquals(1, v.tx().usedDescCount());
        assertEquals(1, v.rx().usedDescCount());
        assertEquals(0x4D000000, v.tx().lenCtrl(0), "FIRST|LAST|DMB, ring id 1, length field 0");
        assertEquals(0x01000000, v.rx().lenCtrl(0));
        assertEquals(65536, v.tx().decode(0).size());
        assertEquals(65536, v.totalTxSize());
        assertEquals(65536, v.totalRxSize());
    }

    @Test
    void bytes65537AreTwoPairs() throws VringException {
        Vring v = new Vring("v", Arch.SUNDA);
        v.vringAddDescTransfer(0x1000, 0x9000, 65537);
        assertEquals(2, v.tx().usedDescCount());
        DescriptorFields a = v.tx().decode(0);
        DescriptorFields b = v.tx().decode(1);
        assertEquals(65536, a.size());
        assertEquals(1, b.size());
        assertEquals(0x1000, a.bufPtr());
        assertEquals(0x1000 + 65536, b.bufPtr(), "source advances by the chunk");
        assertEquals(0x9000 + 65536, v.rx().decode(1).bufPtr(), "destination advances by the chunk");
        assertFalse(a.dmb(), "GOTCHA: no barrier mid-transfer");
        assertTrue(b.dmb(), "DMB on the final chunk only");
        assertEquals(65537, v.totalTxSize());
        assertEquals(65537, v.totalRxSize());
    }

    @Test
    void everyChunkIsItsOwnFirstLastPacketOnTxAndPlainOnRx() throws VringException {
        Vring v = new Vring("v", Arch.SUNDA);
        v.vringAddDescTransfer(0, 0, 3 * 65536 + 10);
        for (int i = 0; i < 4; i++) {
            DescriptorFields t = v.tx().decode(i);
            DescriptorFields r = v.rx().decode(i);
            assertTrue(t.first() && t.last());
            assertFalse(r.first() || r.last());
            assertEquals(1, t.ringId(), "vring_allocate_next_desc_cb forces ring id 1");
            assertEquals(1, r.ringId());
            assertEquals(MetaCtrl.DEFAULT, t.word1());
            assertEquals(0, r.word1());
            assertEquals(i == 3, t.dmb());
            assertFalse(r.sow());
        }
    }

    @Test
    void sowPathOnV3PutsSowOnEveryRxAndNoDmb() throws VringException {
        for (Arch arch : new Arch[] {Arch.CAYMAN, Arch.MARIANA}) {
            Vring v = new Vring("v", arch);
            v.vringAddDescTransfer(0, 0, 2 * 65536 + 1);
            for (int i = 0; i < 3; i++) {
                assertFalse(v.tx().decode(i).dmb(), "SOW excludes DMB");
                assertTrue(v.rx().decode(i).sow());
            }
        }
    }

    @Test
    void exForcesTheDmbPathOnEveryArch() throws VringException {
        Vring v = new Vring("v", Arch.CAYMAN);
        v.vringAddDescTransferEx(0, 0, 65537);
        assertFalse(v.tx().decode(0).dmb());
        assertTrue(v.tx().decode(1).dmb());
        assertFalse(v.rx().decode(0).sow());
        assertFalse(v.rx().decode(1).sow());
    }

    @Test
    void internalRefusesSowOnSunda() {
        Vring v = new Vring("v", Arch.SUNDA);
        VringException e = assertThrows(VringException.class,
                () -> v.vringAddDescTransferInternal(0, 0, 4, true));
        assertEquals("udma strong ordering not supported in TRN1!", e.getMessage());
        assertEquals(0, v.tx().usedDescCount());
    }

    @Test
    void sizeZeroAddsNothing() throws VringException {
        Vring v = new Vring("v", Arch.CAYMAN);
        List<VringEvent> events = VringState.record(v);
        v.vringAddDescTransfer(0, 0, 0);
        assertEquals(0, v.tx().usedDescCount());
        assertEquals(0, v.totalTxSize());
        assertEquals(List.of(new VringEvent.Appended("v", "vring_add_desc_transfer", 0, 0, 0, 0, 0, 0)), events);
        assertThrows(IllegalArgumentException.class, () -> v.vringAddDescTransfer(0, 0, -1));
    }

    @Test
    void aBulkTransferIsOneEventWithARange() throws VringException {
        Vring v = new Vring("v", Arch.CAYMAN);
        v.vringAddDescTransfer(0, 0, 4);
        List<VringEvent> events = VringState.record(v);
        v.vringAddDescTransfer(0, 0, 10 * 65536);
        assertEquals(List.of(new VringEvent.Appended("v", "vring_add_desc_transfer", 1, 10, 1, 10, 655360, 655360)),
                events);
        v.vringAddDescTransferEx(0, 0, 1);
        assertEquals("vring_add_desc_transfer_ex", events.get(1).function());
    }

    @Test
    void aHalfFullWhileTheOtherIsNotLeavesAZeroedClaimedSlot() throws VringException {
        Vring v = new Vring("v", Arch.CAYMAN, 2);
        v.rx().vringAllocateNextDesc();
        v.rx().clearSlot(0);
        v.vringAddDescTransfer(0x10, 0x20, 4);
        List<VringEvent> events = VringState.record(v);
        VringException e = assertThrows(VringException.class, () -> v.vringAddDescTransfer(0x30, 0x40, 4));
        assertEquals("Failed to add descriptor 0/1 to vring v", e.getMessage());
        assertEquals(2, v.tx().usedDescCount(), "the tx slot was claimed before rx failed");
        assertEquals(0, v.tx().word0(1));
        assertEquals(0, v.tx().word1(1));
        assertEquals(List.of(new VringEvent.Appended("v", "vring_add_desc_transfer", 1, 1, 2, 0, 0, 0)), events);
        assertEquals(4, v.totalTxSize());
    }
}
