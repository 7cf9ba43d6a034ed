package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringEdits;
import org.ringscope.model.vring.VringPackets;
import org.ringscope.model.vring.VringSync;

/** Doorbells written by the DMA, embedded semaphores, the completion marker, notifications and barrier checks. */
class SyncAndOrderingTest {

    @Test
    void aDescriptorRingsAnotherQueuesDoorbell() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Allocation src = rig.filled("src", 1000, 8);
        Allocation dst = rig.buffer("dst", 1000);
        Vring target = rig.vring("target");
        target.vringAddDescTransfer(src.address(), dst.address(), 1000);
        DmaQueue tq = rig.load(target, 40, 2);
        Allocation one = rig.buffer("one", 4);
        rig.dev.write(one.address(), new byte[] {1, 0, 0, 0});
        DeviceAddressMap m = rig.dev.addressMap();
        Vring exec = rig.vring("exec");
        exec.vringAddDescTransfer(one.address(), m.queueRegister(40, 2, 1, DeviceAddressMap.DRTP_INC), 4);
        exec.vringAddDescTransfer(one.address(), m.queueRegister(40, 2, 0, DeviceAddressMap.DRTP_INC), 4);
        rig.run(exec, 0, 0);
        assertArrayEquals(Rig.random(1000, 8), rig.read(dst.address(), 1000), "the tail-increment pair started it");
        assertEquals(1, tq.packets());
        DevicePackets.PacketInfo p = DmaExecutionTest.lastPacket(rig);
        assertEquals(target.name(), "target");
        assertTrue(rig.journal.describe(p.record()).contains("queue 40.2"));
        int bells = 0;
        for (int i = 0; i < rig.journal.size(); i++) {
            DevicePackets.PacketInfo q = DevicePackets.info(rig.dev, rig.journal, i);
            bells += q != null && q.queue() == 0 && q.has(DmaEngine.F_SYNC) ? 1 : 0;
        }
        assertEquals(2, bells);
        rig.journal.seek(0);
        rig.journal.seek(rig.journal.size());
        assertArrayEquals(Rig.random(1000, 8), rig.read(dst.address(), 1000));
    }

    @Test
    void theEmbeddedSemaphoreRisesWhenTheLastRxDescriptorCompletes() throws Exception {
        Rig rig = new Rig(Arch.MARIANA);
        Allocation src = rig.filled("src", 70_000, 9);
        Allocation dst = rig.buffer("dst", 70_000);
        Vring v = rig.vring("e");
        v.vringAddDescTransfer(src.address(), dst.address(), 70_000);
        assertTrue(VringEdits.vringShouldEmbSemUpdate(v, true));
        VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(v, 6, 44, true);
        rig.run(v, 9, 9);
        assertEquals(1, rig.dev.sync().semaphore(6, 44), "CSR index 6 = NC 6, semaphore 44, +1");
        assertArrayEquals(Rig.random(70_000, 9), rig.read(dst.address(), 70_000));
        Vring bad = rig.vring("bad");
        bad.vringAddDescTransfer(src.address(), dst.address(), 8);
        VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(bad, 6, 300, true);
        assertTrue(rig.run(bad, 9, 10).aborted(), "semaphore 300 does not exist");
        assertTrue(rig.dev.errors().get(0).reason().contains("embedded semaphore"));
    }

    @Test
    void theCompletionMarkerLandsBehindTheData() throws Exception {
        Rig rig = new Rig(Arch.SUNDA);
        Allocation src = rig.filled("src", 5000, 10);
        Allocation dst = rig.buffer("dst", 5000);
        long buf = rig.dev.alloc(Region.HOST, "marker", MemCategory.RUNTIME, CompletionMarker.SIZE, 8).address();
        CompletionMarker.arm(rig.dev, buf);
        assertFalse(CompletionMarker.done(rig.dev, buf));
        Vring v = rig.vring("m");
        v.vringAddDescTransfer(src.address(), dst.address(), 5000);
        v.vringAddDescTransfer(buf, buf + 4, 4);
        rig.run(v, 32, 0);
        assertTrue(CompletionMarker.done(rig.dev, buf));
    }

    @Test
    void notificationsAreSixteenByteStartAndEndEntries() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Vring v = rig.vring("n");
        ArchAddressMap map = rig.dev.addressMap().archMap();
        VringSync.vringAddDescSemaphoreInc(v, map, 0, 1);
        VringSync.vringAddDescSemaphoreInc(v, map, 0, 1);
        rig.run(v, 17, 4);
        List<Notification> ns = rig.dev.notifications();
        assertEquals(2, ns.size());
        Notification start = ns.get(0);
        Notification end = ns.get(1);
        assertEquals(Notification.START, start.subtype());
        assertEquals(Notification.END, end.subtype());
        assertEquals(17 * 16 + 4, start.queue());
        assertEquals(0, start.timestamp());
        assertEquals(2, end.timestamp(), "the device clock: two packets");
        byte[] b = end.bytes();
        assertEquals(16, b.length);
        assertEquals(3, b[6], "u16 @6 subtype");
        assertEquals(2, b[8], "u64 @8 timestamp");
        assertEquals(2, rig.dev.clock());
    }

    @Test
    void aSyncWriteNotOrderedBehindTheDataIsFlagged() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Allocation src = rig.filled("src", 4096, 12);
        Allocation dst = rig.buffer("dst", 4096);
        ArchAddressMap map = rig.dev.addressMap().archMap();
        Vring v = rig.vring("o");
        VringPackets.vringAddDmaPacket(v, src.address(), dst.address(), 4096);
        VringPackets.vringAddDmaPacket(v, map.semIncValueAddr(0), map.tdrvArchGetSemIncAddr(0, 3), 4);
        VringSync.vringAddDescSemaphoreInc(v, map, 0, 3);
        rig.run(v, 0, 0);
        assertEquals(2, rig.dev.sync().semaphore(0, 3));
        int unordered = 0;
        int ordered = 0;
        for (int i = 0; i < rig.journal.size(); i++) {
            DevicePackets.PacketInfo p = DevicePackets.info(rig.dev, rig.journal, i);
            if (p != null && p.has(DmaEngine.F_SYNC)) {
                unordered += p.unorderedSync() ? 1 : 0;
                ordered += p.unorderedSync() ? 0 : 1;
            }
        }
        assertEquals(1, unordered, "a plain copy packet then a plain semaphore poke: barrier missing on the last chunk");
        assertEquals(1, ordered, "the vring's own poke carries SOW; nothing unordered is left before it");
        assertTrue(rig.dev.queue(0, 0).descriptors(Direction.RX) > 0);
    }

    @Test
    void v2TransfersPutDmbOnTheLastChunkAndTheDeviceSeesIt() throws Exception {
        Rig rig = new Rig(Arch.SUNDA);
        Allocation src = rig.filled("src", 150_000, 13);
        Allocation dst = rig.buffer("dst", 150_000);
        Vring v = rig.vring("d");
        v.vringAddDescTransfer(src.address(), dst.address(), 150_000);
        VringSync.vringAddDescSemaphoreInc(v, rig.dev.addressMap().archMap(), 1, 1);
        rig.run(v, 0, 0);
        int dmb = 0;
        for (int i = 0; i < rig.journal.size(); i++) {
            DevicePackets.PacketInfo p = DevicePackets.info(rig.dev, rig.journal, i);
            if (p != null) {
                dmb += p.has(DmaEngine.F_DMB) ? 1 : 0;
                assertFalse(p.unorderedSync());
                assertFalse(p.has(DmaEngine.F_SOW), "no SOW on v2");
            }
        }
        assertEquals(2, dmb, "the last data chunk and the semaphore poke");
    }
}
