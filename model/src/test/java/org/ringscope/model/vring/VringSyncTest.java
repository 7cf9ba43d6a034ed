package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.DescriptorFields;

/** The 4-byte event / semaphore copies (vring seed §3). */
class VringSyncTest {

    @Test
    void eventIsAFourByteCopyFromTheConstantFeedToTheEventCsr() throws VringException {
        Vring v = new Vring("v", Arch.SUNDA);
        ArchAddressMap map = ArchAddressMap.emulated(Arch.SUNDA);
        List<VringEvent> events = VringState.record(v);
        VringSync.vringAddDescEvent(v, map, 1, 7, true);
        DescriptorFields tx = v.tx().decode(0);
        DescriptorFields rx = v.rx().decode(0);
        assertEquals(4, tx.size());
        assertEquals(map.tdrvArchGetEvtAccelAddr(1, true), tx.bufPtr());
        assertEquals(0x4000000L + 0x2700000L + 4 * 7, rx.bufPtr(), "event view +0x2700000 of NC 1");
        assertTrue(tx.dmb(), "v2: no SOW, so DMB on the (only, last) chunk");
        assertEquals("vring_add_desc_event", events.get(0).function());
        VringSync.vringAddDescEvent(v, map, 1, 7, false);
        assertEquals(map.tdrvArchGetEvtAccelAddr(1, false), v.tx().word1(1));
    }

    @Test
    void semaphoreIncrementTargetsTheIncrementView() throws VringException {
        Vring v = new Vring("v", Arch.CAYMAN);
        ArchAddressMap map = ArchAddressMap.emulated(Arch.CAYMAN);
        VringSync.vringAddDescSemaphoreInc(v, map, 2, 5);
        assertEquals(0xD0000000L + 2 * 0x4000000L + 0x2701800L + 20, v.rx().word1(0));
        assertTrue(v.rx().decode(0).sow(), "set_sow = is_sow_supported()");
        assertEquals(4, v.totalRxSize());
    }

    @Test
    void semaphoreFromSbUsesThePartitionArithmetic() throws VringException {
        Vring v = new Vring("v", Arch.CAYMAN);
        ArchAddressMap map = ArchAddressMap.emulated(Arch.CAYMAN);
        VringSync.vringAddDescSemaphoreIncFromSb(v, map, 0, 0x13, 9);
        long expected = map.awsHalStpbGetAxiOffset(0) + ((long) map.dmaEngToSbPartition0(0x13 & 0xF) << 18) + 229372;
        assertEquals(expected, v.tx().word1(0));
        assertEquals(map.awsHalStpbGetAxiOffset(0) + (3L << 18) + 229372, v.tx().word1(0), "eng & 0xF = 3");
        assertEquals(229372, VringSync.SB_SEM_INC_OFFSET);
        assertEquals(18, VringSync.SB_PARTITION_SHIFT);
        assertEquals(15, VringSync.ENG_MASK);
        assertEquals(map.tdrvArchGetSemIncAddr(0, 9), v.rx().word1(0));
    }

    @Test
    void semaphoreFromSbIsCaymanOnly() {
        for (Arch a : new Arch[] {Arch.SUNDA, Arch.MARIANA}) {
            Vring v = new Vring("v", a);
            VringAssertionError e = assertThrows(VringAssertionError.class,
                    () -> VringSync.vringAddDescSemaphoreIncFromSb(v, ArchAddressMap.emulated(a), 0, 0, 0));
            assertEquals("assert(al_hal_tpb_get_arch_type() == CAYMAN) failed (vring.c:229)", e.getMessage());
            assertEquals(0, v.tx().usedDescCount());
        }
        assertThrows(IndexOutOfBoundsException.class, () -> ArchAddressMap.emulated(Arch.CAYMAN).dmaEngToSbPartition0(16));
    }
}
