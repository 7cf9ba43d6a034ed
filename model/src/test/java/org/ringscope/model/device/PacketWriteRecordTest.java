package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.M2mCopy;
import org.ringscope.model.vring.RingType;

/**
 * A packet's memory writes are kept as what changed since the write before (decision 1400). One packet here writes
 * its RX chunks backwards, over each other, far ahead and back to the start, with lengths that change and return,
 * over bytes that were not zero and bytes that were: reverting it, reading the memory at the step before without
 * moving, listing its writes and walking it again must each give the bytes and ranges the packet really wrote — a
 * delta from the wrong end, a stale stride or a length carried over shows as a wrong byte or range.
 */
class PacketWriteRecordTest {
    @Test
    void writesThatGoBackOverlapAndJumpFarRoundTrip() throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Journal j = rig.journal;
        int[] at = {4096, 1000, 1008, 40 << 20, 40 << 20 | 16, 40 << 20 | 32, 0, 24, 64};
        int[] len = {16, 16, 32, 16, 16, 16, 8, 8, 16};
        int total = 0;
        for (int n : len) {
            total += n;
        }
        Allocation src = rig.filled("src", total, 5);
        Allocation dst = rig.buffer("dst", (40 << 20) + 4096);
        // the low bytes hold data (old bytes kept), the far ones are zero (none kept)
        rig.dev.write(dst.address(), Rig.random(8192, 9));
        DmaQueue hq = rig.dev.queue(130, 1);
        hq.init(rig.dev.allocPring("h.tx", RingType.TX, 40, true).memory().deviceAddress(), 32,
                rig.dev.allocPring("h.rx", RingType.RX, 40, true).memory().deviceAddress(), 32);
        long[] txw = new long[2];
        long[] rxw = new long[2 * at.length];
        var tx = M2mCopy.buildCopyPair(Arch.CAYMAN, src.address(), dst.address(), total, 0, BarrierMode.NONE, true, false);
        txw[0] = tx.txWord0();
        txw[1] = tx.txWord1();
        for (int k = 0; k < at.length; k++) {
            var p = M2mCopy.buildCopyPair(Arch.CAYMAN, src.address(), dst.address() + at[k], len[k], 0, BarrierMode.NONE,
                    true, false);
            rxw[2 * k] = p.rxWord0();
            rxw[2 * k + 1] = p.rxWord1();
        }
        int[] base = hq.reserve(at.length);
        hq.setDescriptors(Direction.TX, base[0], txw, 1);
        hq.setDescriptors(Direction.RX, base[1], rxw, at.length);
        byte[] lowBefore = rig.read(dst.address(), 8192);
        byte[] farBefore = rig.read(dst.address() + (40 << 20), 64);
        hq.copyStart(1, at.length);
        rig.dev.engine().run();
        int packet = j.size() - 1;
        while (j.kind(packet) != DeviceRecords.PACKET) {
            packet--;
        }
        // what the packet wrote, chunk after chunk of the source
        byte[] srcBytes = Rig.random(total, 5);
        byte[] lowAfter = lowBefore.clone();
        byte[] farAfter = farBefore.clone();
        int s = 0;
        for (int k = 0; k < at.length; k++) {
            boolean far = at[k] >= 40 << 20;
            System.arraycopy(srcBytes, s, far ? farAfter : lowAfter, far ? at[k] - (40 << 20) : at[k], len[k]);
            s += len[k];
        }
        assertArrayEquals(lowAfter, rig.read(dst.address(), 8192), "the packet ran: the chunks in order");
        List<String> writes = new ArrayList<>();
        PacketEffects.forEachWrite(j, packet, (m, o, l) -> {
            writes.add(m + ":" + o + "+" + l);
            return false;
        });
        List<String> want = new ArrayList<>();
        long hbm = dst.address() - DeviceAddressMap.HBM_BASE;
        for (int k = 0; k < at.length; k++) {
            want.add("0:" + (hbm + at[k]) + "+" + len[k]);
        }
        assertEquals(want, writes);
        // the 96 old bytes of the chunks written over data, and a few bytes a write (each write's memory, offset, length
        // and old-flag whole took more than 7)
        assertTrue(j.payloadBytes(packet) < 96 + 64, "the packet's record holds " + j.payloadBytes(packet) + " bytes");
        assertArrayEquals(lowBefore, MemoryRewind.bytesAt(rig.dev, j, dst.address(), 8192, packet).data(),
                "read back at the step before, last write first");
        assertArrayEquals(farBefore, MemoryRewind.bytesAt(rig.dev, j, dst.address() + (40 << 20), 64, packet).data());
        int end = j.size();
        j.seek(packet);
        assertArrayEquals(lowBefore, rig.read(dst.address(), 8192), "reverted");
        assertArrayEquals(farBefore, rig.read(dst.address() + (40 << 20), 64), "reverted far");
        j.seek(end);
        assertArrayEquals(lowAfter, rig.read(dst.address(), 8192), "walked again");
        assertArrayEquals(farAfter, rig.read(dst.address() + (40 << 20), 64), "walked again far");
    }
}
