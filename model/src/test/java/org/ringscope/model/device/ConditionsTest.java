package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalStats;
import org.ringscope.model.trace.Navigator;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringSync;

/** Journal queries: the record that last wrote X, run back to a condition. */
class ConditionsTest {
    private final Rig rig = new Rig(Arch.CAYMAN);
    private final Journal j = rig.journal;
    private final Navigator nav = new Navigator(j);

    @Test
    void whoLastWroteAMemoryRangeARingSlotOrASemaphore() throws Exception {
        Allocation src = rig.filled("src", 4096, 1);
        int hostWrite = j.size() - 1;
        Allocation dst = rig.buffer("dst", 4096);
        Vring v = rig.vring("q");
        v.vringAddDescTransfer(src.address(), dst.address(), 1024);
        v.vringAddDescTransfer(src.address() + 1024, dst.address() + 1024, 1024);
        VringSync.vringAddDescSemaphoreInc(v, rig.dev.addressMap().archMap(), 2, 8);
        DmaQueue q = rig.load(v, 1, 1);
        int dump = j.size() - 1;
        while (!j.describe(dump).contains("pring")) {
            dump--;
        }
        rig.dev.semaphoreIncrement(2, 8, 10);
        int ioctl = j.size() - 1;
        q.copyStart(3, 3);
        rig.dev.engine().run();
        int end = j.size();

        int second = nav.findLast(DeviceConditions.memoryWritten(rig.dev, dst.address() + 1500, 4), end);
        assertTrue(j.describe(second).contains("slot 1"), j.describe(second));
        assertEquals(-1, nav.findLast(DeviceConditions.memoryWritten(rig.dev, dst.address() + 3000, 4), end));
        assertEquals(hostWrite, nav.findLast(DeviceConditions.memoryWritten(rig.dev, src.address(), 1), end));
        Pring rx = rig.dev.prings().get(1);
        int rxDump = nav.findLast(DeviceConditions.pringSlotWritten(rig.dev, rx, 2), end);
        assertTrue(j.describe(rxDump).contains("RX"), j.describe(rxDump));
        assertEquals(rxDump, nav.findLast(DeviceConditions.ringSlotWritten(rig.dev, q, Direction.RX, 2), end));
        assertTrue(rxDump <= dump);

        int sem = nav.findLast(DeviceConditions.semaphoreChanged(rig.dev, 2, 8), end);
        assertTrue(j.describe(sem).contains("packet"), j.describe(sem));
        assertEquals(ioctl, nav.findLast(DeviceConditions.semaphoreChanged(rig.dev, 2, 8), sem));
        assertEquals(-1, nav.findLast(DeviceConditions.eventChanged(rig.dev, 2, 8), end));
        assertEquals(ioctl + 1, nav.findNext(DeviceConditions.doorbell(rig.dev, q), 0));
        assertThrows(IllegalArgumentException.class,
                () -> DeviceConditions.memoryWritten(rig.dev, rig.dev.addressMap().archMap().tdrvArchGetSemIncAddr(0, 0), 4));
    }

    @Test
    void runBackToTheLastChangeOfASemaphore() throws Exception {
        rig.dev.semaphoreIncrement(0, 1, 1);
        rig.dev.semaphoreIncrement(0, 2, 1);
        rig.dev.semaphoreIncrement(0, 1, 1);
        rig.dev.semaphoreIncrement(0, 2, 1);
        assertEquals(2, nav.runBackTo(DeviceConditions.semaphoreChanged(rig.dev, 0, 1)));
        assertEquals(3, j.position(), "just after the change");
        assertEquals(2, rig.dev.sync().semaphore(0, 1));
        assertEquals(1, rig.dev.sync().semaphore(0, 2));
        assertEquals(0, nav.runBackTo(DeviceConditions.semaphoreChanged(rig.dev, 0, 1)));
        assertEquals(1, rig.dev.sync().semaphore(0, 1));
        assertEquals(-1, nav.runBackTo(DeviceConditions.semaphoreChanged(rig.dev, 0, 1)));
        assertEquals(2, nav.runTo(DeviceConditions.semaphoreChanged(rig.dev, 0, 1)));
        assertEquals(3, j.position());
    }

    @Test
    void statsCountFixedBytesAndTheArena() throws Exception {
        Allocation src = rig.filled("src", 1000, 2);
        JournalStats s = j.stats();
        assertEquals(j.size(), s.records());
        assertTrue(s.fixedBytes() >= 8L * s.records() && s.fixedBytes() <= (long) Journal.FIXED_BYTES_PER_RECORD * s.records(),
                "the columns take 8 to " + Journal.FIXED_BYTES_PER_RECORD + " bytes a record: " + s);
        assertTrue(s.arenaBytes() > 1000, "the host write keeps its 1,000 new bytes");
        Vring v = rig.vring("v");
        for (int k = 0; k < 1000; k++) {
            v.vringAddDescTransfer(src.address() + k, src.address() + 1 + k, 1);
        }
        JournalStats t = j.stats();
        double perAppend = (double) (t.arenaBytes() - s.arenaBytes()) / (t.records() - s.records() - 1);
        assertTrue(perAppend < 20, "an append of a pair costs " + perAppend + " arena bytes");
        assertTrue(t.bytesPerRecord() < 64, t.toString());
    }
}
