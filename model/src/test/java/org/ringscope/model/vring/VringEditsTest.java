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
import org.ringscope.model.udma.CceTypes;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;

/** DMB retro-fit, embedded semaphore, address rewrite (vring seed §5). */
class VringEditsTest {

    @Test
    void setDmbOnLastPacketIsANoOpWithSow() throws VringException {
        for (Arch a : new Arch[] {Arch.CAYMAN, Arch.MARIANA}) {
            Vring v = new Vring("d", a);
            v.vringAddDescTransfer(0, 0, 100);
            VringState before = VringState.of(v);
            List<VringEvent> events = VringState.record(v);
            assertEquals(-1, VringEdits.vringSetDmbOnLastPacket(v));
            assertEquals(before, VringState.of(v));
            assertTrue(events.isEmpty());
        }
    }

    @Test
    void onV2TheLastPacketsFirstDescriptorGetsTheWriteBarrier() throws VringException {
        Vring v = new Vring("d", Arch.SUNDA);
        for (int i = 0; i < 10; i++) {
            v.vringAddDescTransferEx(i, i, 16);
        }
        VringPack.vringPackDescs(v, 0, 10, 64, 0); // packets [0..3] [4..7] [8..9]
        long oldWord = v.tx().word0(8);
        List<VringEvent> events = VringState.record(v);
        assertEquals(8, VringEdits.vringSetDmbOnLastPacket(v));
        DescriptorFields f = v.tx().decode(8);
        assertTrue(f.writeBarrier(), "al_udma_m2m_set_dmb sets meta_ctrl bit 26 (decision 0101)");
        assertEquals(oldWord | (1L << (26 + 32)), v.tx().word0(8));
        assertFalse(v.tx().decode(4).writeBarrier());
        assertFalse(v.tx().decode(9).writeBarrier());
        VringEvent.Edited e = (VringEvent.Edited) events.get(0);
        assertEquals(8, e.start());
        assertEquals(9, e.end());
        assertEquals(oldWord, e.oldWords()[0]);
    }

    @Test
    void aLeadingMetaDescriptorPassesTheBarrierToTheFirstDataDescriptor() throws VringException {
        Vring v = new Vring("d", Arch.SUNDA);
        v.vringAddDescTransfer(0, 0, 4);
        int lead = v.tx().vringAllocateNextDesc();
        VringEdits.setWord0(v, v.tx(), lead, LenCtrl.pack(LenCtrl.FIRST | LenCtrl.META | LenCtrl.CONCAT, 1, 0) & 0xFFFFFFFFL,
                "test");
        int data = v.tx().vringAllocateNextDesc();
        VringEdits.setWord0(v, v.tx(), data, LenCtrl.pack(LenCtrl.LAST, 1, 64) & 0xFFFFFFFFL, "test");
        assertEquals(data, VringEdits.vringSetDmbOnLastPacket(v));
        assertTrue(v.tx().decode(data).writeBarrier());
        assertFalse(v.tx().decode(lead).writeBarrier());
    }

    @Test
    void addrRewriteLeavesMetaOperandsAlone() throws VringException {
        Vring v = new Vring("r", Arch.CAYMAN);
        VringPackets.vringAddDmaPacketCce(v, CceOp.FMA, new long[] {0x1_3F00_0000L + 64}, new long[] {0x2000}, 64,
                CceTypes.FP32, 0.5f);
        long operand = v.tx().word1(0);
        assertEquals(0x1_3F00_0000L, operand, "one source, scale 0.5: it looks like an address");
        assertEquals(1, VringEdits.vringAddrRewrite(v, 0x1_3F00_0000L, 0x1000, 0x7_0000_0000L), "the source only");
        assertEquals(operand, v.tx().word1(0));
        assertEquals(0x7_0000_0040L, v.tx().word1(1));
    }

    @Test
    void setDmbAssertsOnAnEmptyTxHalf() {
        Vring v = new Vring("d", Arch.SUNDA);
        assertThrows(VringAssertionError.class, () -> VringEdits.vringSetDmbOnLastPacket(v));
    }

    @Test
    void shouldEmbSemUpdateNeedsAllFourConditions() throws VringException {
        Vring v = new Vring("e", Arch.CAYMAN);
        assertFalse(VringEdits.vringShouldEmbSemUpdate(v, true), "rx has no descriptors");
        v.vringAddDescTransfer(0, 0x100, 4);
        assertTrue(VringEdits.vringShouldEmbSemUpdate(v, true));
        assertFalse(VringEdits.vringShouldEmbSemUpdate(v, false), "gconf.embedded_sem_en off");
        Vring v2 = new Vring("e", Arch.SUNDA);
        v2.vringAddDescTransfer(0, 0, 4);
        assertFalse(VringEdits.vringShouldEmbSemUpdate(v2, true), "arch without embedded semaphores");
        VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(v, 0x2A, 0x1234, true);
        assertFalse(VringEdits.vringShouldEmbSemUpdate(v, true), "bit 31 of the last rx len_ctrl is now set");
    }

    @Test
    void embeddedSemaphoreFieldsLandOnTheLastRxDescriptor() throws VringException {
        assertArrayEquals(new byte[] {1, 0x00, 0x01, 0x2A, 0x34, 0x12}, VringEdits.embeddedSemFields(true, 0x2A, 0x1234));
        Vring v = new Vring("e", Arch.CAYMAN);
        v.vringAddDescTransferEx(0, 0x100, 8);
        v.vringAddDescTransferEx(0, 0x200, 8);
        long before0 = v.rx().word0(0);
        List<VringEvent> events = VringState.record(v);
        VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(v, 0x2A, 0x1234, true);
        DescriptorFields f = v.rx().decode(1);
        assertTrue(f.concat(), "bit 31 marks the embedded semaphore");
        assertTrue(f.sow());
        assertEquals(0x12342A01, f.word1());
        assertEquals(8, f.size());
        assertEquals(0x200, f.bufPtr());
        assertEquals(before0, v.rx().word0(0));
        VringEvent.Edited e = (VringEvent.Edited) events.get(0);
        assertEquals(Direction.RX, e.half());
        assertEquals(1, e.start());
        Vring empty = new Vring("e", Arch.CAYMAN);
        assertThrows(VringAssertionError.class, () -> VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(empty, 0, 0, false));
    }

    @Test
    void addrRewriteMovesPointersInsideTheWindowOnly() throws VringException {
        Vring v = new Vring("r", Arch.CAYMAN);
        v.vringAddDescTransfer(0x1000, 0x5000, 4);  // src in window
        v.vringAddDescTransfer(0x0FFF, 0x1FFF, 4);  // src below, dst last byte of window
        v.vringAddDescTransfer(0x2000, 0x9000, 4);  // src at base+size: outside
        List<VringEvent> events = VringState.record(v);
        long n = VringEdits.vringAddrRewrite(v, 0x1000, 0x1000, 0x70000);
        assertEquals(2, n);
        assertEquals(0x70000, v.tx().word1(0));
        assertEquals(0x0FFF, v.tx().word1(1));
        assertEquals(0x2000, v.tx().word1(2));
        assertEquals(0x5000, v.rx().word1(0));
        assertEquals(0x70FFF, v.rx().word1(1));
        assertEquals(0x9000, v.rx().word1(2));
        assertEquals(2, events.size(), "one event per half");
        assertEquals("vring is modified", VringEdits.MODIFIED);
        assertEquals(0, VringEdits.vringAddrRewrite(v, 0x100000000L, 16, 0));
    }

    @Test
    void addrRewriteWalksEveryPage() throws VringException {
        Vring v = new Vring("r", Arch.CAYMAN);
        for (int i = 0; i < 70000; i++) {
            v.vringAddDescTransfer(0x100000 + i * 16L, 0, 16);
        }
        assertEquals(70000, VringEdits.vringAddrRewrite(v, 0x100000, 70000 * 16L, 0x900000));
        assertEquals(0x900000 + 69999 * 16L, v.tx().word1(69999));
    }
}
