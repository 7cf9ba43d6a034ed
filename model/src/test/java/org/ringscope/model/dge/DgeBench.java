package org.ringscope.model.dge;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Random;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;

/**
 * A cayman device with one dynamic queue set (queue 13 on each of the 16 engines, 1024-descriptor rings), two 1 MiB
 * HBM tensors {@code a} and {@code b} that a two-entry DGE table points at, and an engine's register file: what the
 * DGE tests execute words on.
 */
final class DgeBench {
    final Journal journal = new Journal();
    final Device dev = new Device(Arch.CAYMAN, journal);
    final DmaQueue[] queues = new DmaQueue[16];
    final long sb = dev.addressMap().sbAddress(0, 0, 0);
    final RegisterFile regs = new RegisterFile();
    final Allocation table;
    final Allocation a;
    final Allocation b;

    DgeBench() throws Exception {
        for (int e = 0; e < 16; e++) {
            queues[e] = dev.queue(e, 13);
            Pring tx = dev.allocPring("t" + e + ".tx", RingType.TX, 1024, true);
            Pring rx = dev.allocPring("t" + e + ".rx", RingType.RX, 1024, true);
            queues[e].init(tx, rx);
        }
        a = dev.alloc("a", MemCategory.IO, 1 << 20, 64);
        b = dev.alloc("b", MemCategory.IO, 1 << 20, 64);
        table = dev.alloc("table", MemCategory.TENSOR, 16, 64);
        ByteBuffer t = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putLong(a.address()).putLong(b.address());
        dev.write(table.address(), t.array());
    }

    DgeContext ctx(boolean hardware) {
        return new DgeContext(dev, 0, queues, table.address(), 2, hardware, hardware ? "qSPDynamicHW" : "qPoolDynamic");
    }

    /** Software DGE. */
    DgeContext sw() {
        return ctx(false);
    }

    byte[] fill(long addr, int n, long seed) throws Exception {
        byte[] x = new byte[n];
        new Random(seed).nextBytes(x);
        dev.write(addr, x);
        return x;
    }

    /** SBUF address of partition {@code p}, byte {@code off}. */
    long sb(int p, long off) {
        return sb + ((long) p << 18) + off;
    }

    /** Writes UINT32 index {@code k} of an index tensor at SBUF byte {@code off}: partition k % 128, column k / 128. */
    void indices(long off, long[] idx) throws Exception {
        for (int k = 0; k < idx.length; k++) {
            byte[] v = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt((int) idx[k]).array();
            dev.write(sb(k % 128, off + 4L * (k / 128)), v);
        }
    }

    byte[] read(long addr, int n) throws Exception {
        return dev.read(addr, n);
    }

    static byte[] slice(byte[] x, long from, int n) {
        return Arrays.copyOfRange(x, (int) from, (int) from + n);
    }
}
