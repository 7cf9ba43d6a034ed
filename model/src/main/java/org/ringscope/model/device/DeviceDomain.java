package org.ringscope.model.device;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.trace.Domain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.StateHash;
import org.ringscope.model.vring.VringRedo;

/**
 * The device as a journal {@link Domain} (decision 0504). Its records ({@link DeviceRecords}) are
 * checkpointed: a snapshot freezes the memories' pages (copy-on-write), the allocators, the semaphores,
 * the queue rows, the visible lengths of the notification and error logs, the clock and the used counts
 * of the device's prings — O(chunks + queues), no page is copied at snapshot time. A step forward over a
 * packet re-executes it; a step back restores what the record saved (old bytes only where they were not
 * zero).
 */
final class DeviceDomain implements Domain {
    private final Device dev;
    private final Journal journal;
    private final int id;

    /** Everything a checkpoint holds. */
    private record Snapshot(SparseMemory.Snapshot[] memories, DmemAllocator.State hbm, DmemAllocator.State host,
            SyncRegisters.State sync, QueueTable.State queues, int notes, int errors, long clock, long doorbellSeq,
            int[] pringUsed) {
    }

    DeviceDomain(Device dev, Journal journal) {
        this.dev = dev;
        this.journal = journal;
        this.id = journal.register(this);
    }

    int id() {
        return id;
    }

    @Override
    public String name() {
        return "device";
    }

    static void putAllocation(ByteArena w, Allocation a) {
        w.putVar(a.id());
        w.putVar(a.size());
        w.putVar(a.alignment());
        w.putVar(a.category().ordinal());
        w.putString(a.name());
    }

    private static Allocation getAllocation(ArenaReader r, Region region, long address) {
        int aid = r.getVarInt();
        long size = r.getVar();
        long align = r.getVar();
        MemCategory c = MemCategory.values()[r.getVarInt()];
        return new Allocation(aid, r.getString(), c, region, address, size, align);
    }

    @Override
    public void redo(Journal j, int i) {
        ArenaReader r = j.payload(i);
        int a = j.a(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case DeviceRecords.WRITE -> {
                int len = r.getVarInt();
                dev.addressMap().memory(a).write(b, r.getBytes(len), 0, len);
            }
            case DeviceRecords.FILL -> {
                long len = r.getVar();
                dev.addressMap().memory(a).fill(b, len, (byte) r.getByte());
            }
            case DeviceRecords.ALLOC -> {
                Region region = Region.values()[a];
                dev.allocator(region).put(getAllocation(r, region, b));
            }
            case DeviceRecords.FREE -> dev.allocator(Region.values()[a]).remove(b);
            case DeviceRecords.SYNC -> dev.applySync(r.getVarInt(), a / 256, a % 256, (int) b);
            case DeviceRecords.PACKET -> {
                DmaEngine.Result res = dev.engine().step(a);
                long want = b >>> 32;
                if ((res != DmaEngine.Result.EXECUTED && res != DmaEngine.Result.ABORTED)
                        || dev.engine().lastFlags() != want) {
                    throw new IllegalStateException(String.format(
                            "replay diverged at record %d: packet of queue %d gave %s flags 0x%x, recorded 0x%x", i, a,
                            res, dev.engine().lastFlags(), want));
                }
            }
            default -> QueueOps.redo(dev, j, i);
        }
    }

    @Override
    public void revert(Journal j, int i) {
        ArenaReader r = j.payload(i);
        int a = j.a(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case DeviceRecords.WRITE -> {
                int len = r.getVarInt();
                r.skip(len);
                PacketEffects.restoreOld(r, dev.addressMap().memory(a), b, len);
            }
            case DeviceRecords.FILL -> {
                long len = r.getVar();
                r.getByte();
                PacketEffects.restoreOld(r, dev.addressMap().memory(a), b, len);
            }
            case DeviceRecords.ALLOC -> {
                DmemAllocator al = dev.allocator(Region.values()[a]);
                al.remove(b);
                al.setNextId(getAllocation(r, Region.values()[a], b).id());
            }
            case DeviceRecords.FREE -> {
                Region region = Region.values()[a];
                dev.allocator(region).put(getAllocation(r, region, b));
            }
            case DeviceRecords.SYNC -> {
                int op = r.getVarInt();
                int old = (int) r.getSigned();
                if (op == DeviceRecords.EVENT_SET) {
                    dev.sync().setEvent(a / 256, a % 256, old);
                } else {
                    dev.sync().setSemaphore(a / 256, a % 256, old);
                }
            }
            case DeviceRecords.PACKET -> PacketEffects.revert(dev, j, i);
            default -> QueueOps.revert(dev, j, i);
        }
    }

    @Override
    public Object checkpoint() {
        SparseMemory.Snapshot[] m = new SparseMemory.Snapshot[dev.addressMap().memoryCount()];
        for (int k = 0; k < m.length; k++) {
            m[k] = dev.addressMap().memory(k).snapshot();
        }
        int[] used = new int[dev.prings.size()];
        for (int k = 0; k < used.length; k++) {
            used[k] = dev.prings.get(k).usedDescCount();
        }
        return new Snapshot(m, dev.allocator(Region.HBM).snapshot(), dev.allocator(Region.HOST).snapshot(),
                dev.sync().snapshot(), dev.queueTable().snapshot(), dev.notifications.visible(), dev.errors.visible(),
                dev.clock, dev.doorbellSeq, used);
    }

    @Override
    public void restore(Object snapshot) {
        Snapshot s = (Snapshot) snapshot;
        for (int k = 0; k < s.memories().length; k++) {
            dev.addressMap().memory(k).restore(s.memories()[k]);
        }
        dev.allocator(Region.HBM).restore(s.hbm());
        dev.allocator(Region.HOST).restore(s.host());
        dev.sync().restore(s.sync());
        dev.queueTable().restore(s.queues());
        dev.notifications.setVisible(s.notes());
        dev.errors.setVisible(s.errors());
        dev.clock = s.clock();
        dev.doorbellSeq = s.doorbellSeq();
        for (int k = 0; k < dev.prings.size(); k++) {
            VringRedo.setUsedDescCount(dev.prings.get(k), k < s.pringUsed().length ? s.pringUsed()[k] : 0);
        }
    }

    @Override
    public long stateHash() {
        long h = 0;
        for (int k = 0; k < dev.addressMap().memoryCount(); k++) {
            h = StateHash.combine(h, dev.addressMap().memory(k).contentHash());
        }
        h = StateHash.combine(h, dev.allocator(Region.HBM).hash());
        h = StateHash.combine(h, dev.allocator(Region.HOST).hash());
        h = StateHash.combine(h, dev.sync().hash());
        h = StateHash.combine(h, dev.queueTable().hash());
        for (Notification n : dev.notifications()) {
            h = StateHash.combine(StateHash.combine(h, n.word0()), n.timestamp());
        }
        h = StateHash.combine(h, dev.errors.visible());
        h = StateHash.combine(h, dev.clock);
        h = StateHash.combine(h, dev.doorbellSeq);
        for (int k = 0; k < dev.prings.size(); k++) {
            int used = dev.prings.get(k).usedDescCount();
            h += used == 0 ? 0 : StateHash.mix(StateHash.combine(k, used));
        }
        return h;
    }

    @Override
    public String describe(Journal j, int i) {
        int a = j.a(i);
        long b = j.b(i);
        String kind = DeviceRecords.NAMES[j.kind(i)];
        return switch (j.kind(i)) {
            case DeviceRecords.WRITE, DeviceRecords.FILL -> String.format("%s %s +0x%x, %d bytes", kind,
                    dev.addressMap().memory(a).name(), b, j.payload(i).getVar());
            case DeviceRecords.ALLOC, DeviceRecords.FREE -> {
                ArenaReader r = j.payload(i);
                Allocation al = getAllocation(r, Region.values()[a], b);
                yield String.format("%s %s %s 0x%x, %d bytes", kind, al.category(), al.name(), b, al.size());
            }
            case DeviceRecords.SYNC -> String.format("%s nc %d %s %d: %d", kind, a / 256,
                    new String[] {"sem inc", "sem dec", "sem set", "event"}[(int) j.payload(i).getVar()], a % 256, b);
            case DeviceRecords.PACKET -> DevicePackets.describe(dev, j, i);
            case DeviceRecords.DESC, DeviceRecords.DOORBELL -> String.format("%s queue %d.%d %s %d", kind, a / 2 / 16,
                    a / 2 % 16, a % 2 == 0 ? "TX" : "RX", b);
            default -> String.format("%s queue %d.%d %d", kind, a / 16, a % 16, b);
        };
    }

    @Override
    public void truncated(int newSize) {
        dev.notifications.dropHidden();
        dev.errors.dropHidden();
    }

    @Override
    public void beforeRecord() {
        dev.checkRingGuard();
    }

    /** Pages and chunk tables only the snapshots hold, and the queue rows / registers of each snapshot. */
    @Override
    public long checkpointBytes(List<Object> snapshots) {
        long bytes = 0;
        for (int k = 0; k < dev.addressMap().memoryCount(); k++) {
            List<SparseMemory.Snapshot> ms = new ArrayList<>();
            for (Object o : snapshots) {
                ms.add(((Snapshot) o).memories()[k]);
            }
            bytes += dev.addressMap().memory(k).snapshotOnlyBytes(ms);
        }
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Object o : snapshots) {
            Snapshot s = (Snapshot) o;
            bytes += 96 + 4L * s.pringUsed().length;
            if (seen.add(s.queues())) {
                bytes += 8L * s.queues().rows().length;
            }
            if (seen.add(s.sync())) {
                bytes += dev.sync().bytes();
            }
        }
        return bytes;
    }
}
