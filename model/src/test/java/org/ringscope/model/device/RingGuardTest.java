package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDump;

/** A pring in device memory may only change through something the journal records (decision 0501). */
class RingGuardTest {

    @Test
    void aDumpOfAnUnattachedVringIsRefusedAtTheNextRecord() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Vring loose = new Vring("loose", Arch.CAYMAN);
        loose.vringAddDescTransfer(1, 2, 3);
        Pring tx = rig.dev.allocPring("t", RingType.TX, 1, false);
        VringDump.vringDumpToPringDescriptors(loose, Direction.TX, tx);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> rig.dev.semaphoreIncrement(0, 0, 1));
        assertTrue(e.getMessage().contains("without a journal record"), e.getMessage());
    }

    @Test
    void directRingCopiesAreRefusedButQueueCopiesAreRecorded() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Pring tx = rig.dev.allocPring("t", RingType.TX, 40, false);
        Pring rx = rig.dev.allocPring("r", RingType.RX, 40, false);
        DmaQueue q = rig.dev.queue(0, 0);
        q.init(tx, rx);
        int before = rig.journal.size();
        q.copyDescriptors(Direction.TX, 3, new long[] {0x0D000004L, 0x20_0000_0000L}, 0, 1);
        assertEquals(before + 1, rig.journal.size());
        assertEquals(0x20_0000_0000L, tx.word1(3), "the pring sees the bytes the queue wrote");
        rig.journal.seek(before);
        assertEquals(0, tx.word1(3));
        rig.journal.seek(before + 1);
        tx.writeDescriptors(0, new long[] {1, 2}, 0, 1);
        assertThrows(IllegalStateException.class, () -> q.copyStart(1, 1));
    }

    @Test
    void withoutAJournalTheDeviceRunsUnrecorded() throws Exception {
        Device dev = new Device(Arch.SUNDA);
        Vring v = new Vring("v", Arch.SUNDA);
        Allocation src = dev.alloc("s", MemCategory.IO, 16, 16);
        Allocation dst = dev.alloc("d", MemCategory.IO, 16, 16);
        dev.write(src.address(), new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
        v.vringAddDescTransfer(src.address(), dst.address(), 16);
        Pring tx = dev.allocPring("t", RingType.TX, 1, false);
        Pring rx = dev.allocPring("r", RingType.RX, 1, false);
        VringDump.vringDumpToPring(v, tx, rx);
        DmaQueue q = dev.queue(33, 0);
        q.init(tx, rx);
        q.copyStart(1, 1);
        assertEquals(1, dev.engine().run());
        assertEquals(16, dev.read(dst.address(), 16)[15]);
    }
}
