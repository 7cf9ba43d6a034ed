package org.ringscope.model.device;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringDomain;

/**
 * {@link Condition}s over the device's records, for "run back to" and "find the record that last wrote
 * X" ({@link org.ringscope.model.trace.Navigator}). Each decodes record payloads only.
 */
public final class DeviceConditions {
    private DeviceConditions() {
    }

    private static boolean overlaps(long a, long alen, long b, long blen) {
        return a < b + blen && b < a + alen;
    }

    /**
     * A record that wrote any byte of {@code [addr, addr + len)}: a host write or fill, a descriptor copy,
     * a packet's memory write, or a vring dump into a pring of this device.
     */
    public static Condition memoryWritten(Device dev, long addr, long len) {
        DecodedAddress t = new DecodedAddress();
        if (!dev.addressMap().decode(addr, len, t) || !t.region().isMemory()) {
            throw new IllegalArgumentException(String.format("0x%x (+%d) is not device memory: %s", addr, len, t.error()));
        }
        int mem = dev.addressMap().memoryId(t.memory());
        long off = t.offset();
        return (j, i) -> {
            if (dev.domain() != null && j.domain(i) == dev.domain().id()) {
                switch (j.kind(i)) {
                    case DeviceRecords.WRITE, DeviceRecords.FILL:
                        return j.a(i) == mem && overlaps(j.b(i), j.payload(i).getVar(), off, len);
                    case DeviceRecords.DESC: {
                        ArenaReader r = j.payload(i);
                        int m = r.getVarInt();
                        long o = r.getVar();
                        return m == mem && overlaps(o, 16L * r.getVar(), off, len);
                    }
                    case DeviceRecords.PACKET: {
                        boolean[] hit = {false};
                        PacketEffects.forEachWrite(j, i, (m, o, l) -> hit[0] = m == mem && overlaps(o, l, off, len));
                        return hit[0];
                    }
                    default:
                        return false;
                }
            }
            VringDomain.Dump d = VringDomain.of(j).dumpOf(i);
            if (d == null || d.pring().memory() == null || d.pring().memory().deviceAddress() < 0 || mem != 0) {
                return false;
            }
            long base = d.pring().memory().deviceAddress() + d.pring().ringOffsetBytes() - DeviceAddressMap.HBM_BASE;
            return overlaps(base, 16L * d.paddedSize(), off, len);
        };
    }

    /** A record that wrote descriptor {@code slot} of one ring of {@code queue}. */
    public static Condition ringSlotWritten(Device dev, DmaQueue queue, Direction d, int slot) {
        if (slot < 0 || slot >= queue.descCount(d)) {
            throw new IndexOutOfBoundsException("slot " + slot + " of " + queue.descCount(d));
        }
        return memoryWritten(dev, queue.ringBase(d) + 16L * slot, 16);
    }

    /** A record that wrote descriptor {@code slot} of a pring of this device. */
    public static Condition pringSlotWritten(Device dev, Pring pring, int slot) {
        if (pring.memory() == null || !dev.prings().contains(pring)) {
            throw new IllegalArgumentException("not a pring of this device");
        }
        return memoryWritten(dev, pring.memory().deviceAddress() + pring.ringOffsetBytes() + 16L * slot, 16);
    }

    /** A record that changed semaphore {@code idx} of NC {@code nc} (host ioctl, DMA view, embedded increment). */
    public static Condition semaphoreChanged(Device dev, int nc, int idx) {
        return registerChanged(dev, nc, idx, false);
    }

    /** A record that changed event {@code idx} of NC {@code nc}. */
    public static Condition eventChanged(Device dev, int nc, int idx) {
        return registerChanged(dev, nc, idx, true);
    }

    private static Condition registerChanged(Device dev, int nc, int idx, boolean event) {
        dev.topology().checkNc(nc);
        int tag = event ? PacketEffects.EVT : PacketEffects.SEM;
        return (j, i) -> {
            if (dev.domain() == null || j.domain(i) != dev.domain().id()) {
                return false;
            }
            if (j.kind(i) == DeviceRecords.SYNC) {
                return j.a(i) == nc * 256 + idx && (j.payload(i).getVar() == DeviceRecords.EVENT_SET) == event;
            }
            if (j.kind(i) != DeviceRecords.PACKET) {
                return false;
            }
            boolean[] hit = {false};
            PacketEffects.forEachWrite(j, i, new PacketEffects.WriteSink() {
                @Override
                public boolean write(int memory, long offset, long len) {
                    return false;
                }

                @Override
                public boolean register(int t, int n, int k) {
                    hit[0] = t == tag && n == nc && k == idx;
                    return hit[0];
                }
            });
            return hit[0];
        };
    }

    /** A doorbell (host or DMA-written) on either ring of {@code queue}. */
    public static Condition doorbell(Device dev, DmaQueue queue) {
        return (Journal j, int i) -> dev.domain() != null && j.domain(i) == dev.domain().id()
                && j.kind(i) == DeviceRecords.DOORBELL && j.a(i) / 2 == queue.id();
    }

    /** A packet that aborted its queue. */
    public static Condition aborted(Device dev) {
        return (j, i) -> DevicePackets.isPacket(dev, j, i) && ((j.b(i) >>> 32) & DmaEngine.F_ABORTED) != 0;
    }
}
