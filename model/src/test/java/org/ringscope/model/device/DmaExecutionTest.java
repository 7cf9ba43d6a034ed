package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPackets;
import org.ringscope.model.vring.VringSync;

/** The DMA engine executing dumped vrings: bytes really move, semaphores rise. */
class DmaExecutionTest {

    @Test
    void dumpThenExecuteCopiesTheBytesAndRaisesTheSemaphore() throws Exception {
        for (Arch arch : Arch.values()) {
            Rig rig = new Rig(arch);
            int size = 200_000;
            Allocation src = rig.filled("src", size, 1);
            Allocation dst = rig.buffer("dst", size);
            Vring v = rig.vring("q0");
            v.vringAddDescTransfer(src.address(), dst.address(), size);
            VringSync.vringAddDescSemaphoreInc(v, rig.dev.addressMap().archMap(), 1, 5);
            assertEquals(5, v.tx().usedDescCount(), "4 chunks (3 × 64 KiB + 3,392) and the semaphore poke");
            DmaQueue q = rig.run(v, 16, 3);
            assertArrayEquals(Rig.random(size, 1), rig.read(dst.address(), size), arch.name());
            assertEquals(1, rig.dev.sync().semaphore(1, 5), arch.name());
            assertEquals(5, q.descriptors(Direction.TX));
            assertEquals(size + 4, q.bytes(Direction.RX));
            assertEquals(5, q.packets(), "every chunk is a FIRST|LAST packet");
            assertEquals(0, q.pending(Direction.TX));
            assertFalse(q.busy());
            assertEquals(List.of(Notification.START, Notification.END),
                    rig.dev.notifications().stream().map(Notification::subtype).toList());
            assertTrue(rig.dev.errors().isEmpty());
            for (int i = 0; i < rig.journal.size(); i++) {
                DevicePackets.PacketInfo p = DevicePackets.info(rig.dev, rig.journal, i);
                if (p != null) {
                    assertFalse(p.unorderedSync(), "vring sync descriptors are ordered: " + rig.journal.describe(i));
                    assertFalse(p.has(DmaEngine.F_RING_ID_MISMATCH));
                }
            }
        }
    }

    @Test
    void lengthZeroMovesSixtyFourKibibytes() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Allocation src = rig.filled("src", 65536, 3);
        Allocation dst = rig.buffer("dst", 65536 + 16);
        Vring v = rig.vring("q");
        v.vringAddDescTransfer(src.address(), dst.address(), 65536);
        assertEquals(0, v.tx().lenCtrl(0) & 0xFFFF, "64 KiB is encoded as 0");
        rig.run(v, 0, 0);
        assertArrayEquals(Rig.random(65536, 3), rig.read(dst.address(), 65536));
        assertArrayEquals(new byte[16], rig.read(dst.address() + 65536, 16), "not one byte more");
    }

    @Test
    void aMultiDescriptorPacketStreamsThroughEveryRxDescriptor() throws Exception {
        Rig rig = new Rig(Arch.SUNDA);
        int size = 3 * 65536 + 100;
        Allocation src = rig.filled("src", size, 4);
        Allocation dst = rig.buffer("dst", size);
        Vring v = rig.vring("q");
        VringPackets.vringAddDmaPacket(v, src.address(), dst.address(), size);
        assertEquals(4, v.tx().usedDescCount());
        DmaQueue q = rig.run(v, 0, 1);
        assertArrayEquals(Rig.random(size, 4), rig.read(dst.address(), size));
        assertEquals(1, q.packets(), "FIRST … CONCAT … LAST is one packet");
        DevicePackets.PacketInfo p = lastPacket(rig);
        assertEquals(4, p.txCount());
        assertEquals(4, p.rxCount());
        assertEquals(OpClass.COPY, p.op());
    }

    @Test
    void eventAndSemaphoreDescriptorsWriteTheirViews() throws Exception {
        Rig rig = new Rig(Arch.MARIANA);
        ArchAddressMap map = rig.dev.addressMap().archMap();
        Vring v = rig.vring("sync");
        VringSync.vringAddDescEvent(v, map, 3, 200, true);
        VringSync.vringAddDescSemaphoreInc(v, map, 7, 255);
        VringSync.vringAddDescSemaphoreInc(v, map, 7, 255);
        VringSync.vringAddDescEvent(v, map, 3, 201, true);
        VringSync.vringAddDescEvent(v, map, 3, 201, false);
        rig.run(v, 100, 15);
        assertEquals(1, rig.dev.sync().event(3, 200));
        assertEquals(0, rig.dev.sync().event(3, 201));
        assertEquals(2, rig.dev.sync().semaphore(7, 255));
    }

    @Test
    void hostSemaphoreIoctlsAreSigned32Bit() {
        Device dev = new Device(Arch.CAYMAN);
        dev.semaphoreIncrement(0, 1, 1);
        dev.semaphoreDecrement(0, 1, 3);
        assertEquals(-2, dev.sync().semaphore(0, 1));
        dev.semaphoreWrite(0, 2, Integer.MAX_VALUE);
        dev.semaphoreIncrement(0, 2, 1);
        assertEquals(Integer.MIN_VALUE, dev.sync().semaphore(0, 2), "wraps like an s32");
        dev.eventSet(7, 255, 3);
        assertEquals(1, dev.sync().event(7, 255), "bit 0");
    }

    @Test
    void anUnmappedAddressAbortsTheQueueWithoutWritingAnything() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Allocation src = rig.filled("src", 64, 5);
        Allocation dst = rig.buffer("dst", 64);
        Vring v = rig.vring("q");
        v.vringAddDescTransfer(src.address(), dst.address(), 64);
        v.vringAddDescTransfer(src.address(), 0x7000_0000_0000L, 64);
        v.vringAddDescTransfer(src.address(), dst.address(), 64);
        DmaQueue q = rig.run(v, 0, 0);
        assertTrue(q.aborted());
        assertEquals(1, q.packets());
        assertEquals(1, q.pending(Direction.TX) - 1, "the aborted packet and the one after it stay pending");
        DeviceError e = rig.dev.errors().get(0);
        assertEquals(1203, e.status());
        assertEquals(0x7000_0000_0000L, e.address());
        assertTrue(e.reason().contains("no memory or register"), e.reason());
        assertEquals(DmaEngine.Result.IDLE, rig.dev.engine().step(0, 0), "an aborted queue runs no more");
        q.reset();
        assertFalse(q.aborted());
    }

    @Test
    void aTemplatePointerThatWasNeverResolvedAborts() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Vring v = rig.vring("t");
        v.vringAddDescTransfer(BufPtr.template(7, 16), rig.buffer("d", 8).address(), 8);
        rig.run(v, 0, 0);
        assertTrue(rig.dev.errors().get(0).reason().contains("template pointer"), rig.dev.errors().get(0).reason());
    }

    @Test
    void copiesBetweenEveryMemoryWindow() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        DeviceAddressMap m = rig.dev.addressMap();
        long hbm = rig.filled("src", 256, 6).address();
        long sb = m.sbAddress(1, 32, 0x17200);
        long dmem = m.address(Region.DMEM, 0x80000);
        long host = rig.dev.alloc(Region.HOST, "h", MemCategory.RUNTIME, 256, 64).address();
        Vring v = rig.vring("w");
        v.vringAddDescTransfer(hbm, sb, 256);
        v.vringAddDescTransfer(sb, dmem, 256);
        v.vringAddDescTransfer(dmem, host, 256);
        rig.run(v, 5, 5);
        assertArrayEquals(Rig.random(256, 6), rig.read(host, 256));
        assertEquals(0x817200L, m.resolve(sb, 4).offset() - DeviceAddressMap.SB_PER_NC,
                "NC 1, partition 32, offset 0x17200: the public NEFF's 0x817200");
    }

    static DevicePackets.PacketInfo lastPacket(Rig rig) {
        for (int i = rig.journal.size() - 1; i >= 0; i--) {
            DevicePackets.PacketInfo p = DevicePackets.info(rig.dev, rig.journal, i);
            if (p != null) {
                return p;
            }
        }
        throw new AssertionError("no packet in " + Arrays.toString(new int[] {rig.journal.size()}));
    }
}
