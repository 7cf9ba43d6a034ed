package org.ringscope.model.device;

import static org.ringscope.model.device.QueueTable.BYTES;
import static org.ringscope.model.device.QueueTable.COUNT;
import static org.ringscope.model.device.QueueTable.DESCS;
import static org.ringscope.model.device.QueueTable.FLAGS;
import static org.ringscope.model.device.QueueTable.HEAD;
import static org.ringscope.model.device.QueueTable.HEAD_RING_ID;
import static org.ringscope.model.device.QueueTable.PACKETS;
import static org.ringscope.model.device.QueueTable.PENDING;

import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * The data path of one packet: {@link #prepare} reads every source and checks every destination (no
 * write yet, so a bad address aborts cleanly); {@link #execute} writes, records each effect with what
 * it overwrote, advances the rings and writes the notifications (decision 0502).
 */
final class PacketDataWriter {
    private final Device dev;
    private final DecodedAddress t = new DecodedAddress();
    private byte[] in = new byte[1 << 12];
    private final PacketCompute compute = new PacketCompute();
    private byte[] unit;
    private long abortAddr = -1;
    private final PacketWrites writes = new PacketWrites();

    PacketDataWriter(Device dev) {
        this.dev = dev;
    }

    void clearAbort() {
        abortAddr = -1;
    }

    long abortAddress() {
        return abortAddr;
    }

    private void fail(PacketRun p, String why, long addr) {
        p.abort = why;
        abortAddr = addr;
    }

    /** Reads the sources, computes the output, validates the destinations. Sets {@code p.abort} on failure. */
    void prepare(PacketRun p) {
        abortAddr = -1;
        if (p.notExecuted != NotExecuted.NONE) {
            return;
        }
        if (in.length < p.inBytes) {
            in = new byte[(int) p.inBytes];
        }
        int pos = 0;
        for (int i = p.first(); i < p.n; i++) {
            long addr = p.txW1[i];
            int len = PacketRun.len(p.txW0[i]);
            if (!dev.addressMap().decode(addr, len, t)) {
                fail(p, "TX " + t.error(), addr);
                return;
            }
            if (!read(t, in, pos, len)) {
                fail(p, String.format("TX source 0x%x is %s, which cannot be read", addr, t.region()), addr);
                return;
            }
            pos += len;
        }
        unit = compute.unit(p, in);
        long spos = 0;
        for (int k = 0; k < p.m; k++) {
            long addr = p.rxW1[k];
            long chunk = Math.min(PacketRun.len(p.rxW0[k]), p.outBytes - spos);
            if (!dev.addressMap().decode(addr, chunk, t)) {
                fail(p, "RX " + t.error(), addr);
                return;
            }
            String bad = checkWrite(t, p, spos, chunk);
            if (bad != null) {
                fail(p, String.format("RX destination 0x%x: %s", addr, bad), addr);
                return;
            }
            int lc = Desc.lenCtrl(p.rxW0[k]);
            if ((lc & LenCtrl.RX_EMBEDDED_SEM) != 0) {
                int buf2 = Desc.metaCtrl(p.rxW0[k]);
                int nc = (buf2 >>> 8) & 0xFF;
                int sem = (buf2 >>> 16) & 0xFFFF;
                if (nc >= dev.topology().ncPerDevice() || sem >= dev.topology().semaphoresPerNc()) {
                    fail(p, String.format("embedded semaphore: CSR index %d / semaphore %d names no semaphore", nc, sem),
                            addr);
                    return;
                }
            }
            spos += chunk;
        }
    }

    private boolean read(DecodedAddress tg, byte[] dst, int pos, int len) {
        Region r = tg.region();
        if (r.isMemory()) {
            tg.memory().read(tg.offset(), dst, pos, len);
            return true;
        }
        if (r != Region.SEMAPHORE_READ && r != Region.EVENT && r != Region.CONSTANT_FEED) {
            return false;
        }
        SyncRegisters s = dev.sync();
        for (int k = 0; k < len / 4; k++) {
            int idx = tg.index() + k;
            int v = r == Region.SEMAPHORE_READ ? s.semaphore(tg.nc(), idx) : r == Region.EVENT ? s.event(tg.nc(), idx) : idx;
            putInt(dst, pos + 4 * k, v);
        }
        return true;
    }

    private String checkWrite(DecodedAddress tg, PacketRun p, long spos, long chunk) {
        switch (tg.region()) {
            case HBM, STATE_BUFFER, DMEM, HOST, SEMAPHORE_SET, SEMAPHORE_INC, SEMAPHORE_DEC, EVENT:
                return null;
            case DMA_QUEUE_REGISTERS: {
                int num = streamInt(spos, p) & 0xFFFFFF;
                int ring = QueueTable.ring(tg.nc() * dev.topology().queuesPerEngine() + tg.index(), tg.direction());
                QueueTable qt = dev.queueTable();
                if (!qt.initialized(ring)) {
                    return "drtp_inc of queue " + tg.nc() + "." + tg.index() + ", which is not initialised";
                }
                if (num == 0 || num > qt.get(ring, COUNT)) {
                    return "drtp_inc of " + num + " descriptors into a ring of " + qt.get(ring, COUNT);
                }
                return null;
            }
            default:
                return tg.region() + " is read-only";
        }
    }

    private int streamByte(long pos, PacketRun p) {
        return unit[(int) (pos % p.unitBytes)] & 0xFF;
    }

    private int streamInt(long pos, PacketRun p) {
        return streamByte(pos, p) | streamByte(pos + 1, p) << 8 | streamByte(pos + 2, p) << 16
                | streamByte(pos + 3, p) << 24;
    }

    private static void putInt(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >>> 8);
        b[off + 2] = (byte) (v >>> 16);
        b[off + 3] = (byte) (v >>> 24);
    }

    /** Executes the prepared packet as one record. */
    DmaEngine.Result execute(int queue, PacketRun p, DmaEngine engine) {
        QueueTable qt = dev.queueTable();
        int tx = QueueTable.ring(queue, 0);
        int rx = QueueTable.ring(queue, 1);
        long oldFlags = qt.get(tx, FLAGS);
        long txSlot = qt.get(tx, HEAD);
        boolean executed = p.notExecuted == NotExecuted.NONE;
        long flags = p.op.ordinal() | descriptorFlags(p, qt, tx, rx);
        ByteArena w = dev.recording() ? dev.begin(DeviceRecords.PACKET) : null;
        if (w != null) {
            w.putVar(p.n);
            w.putVar(p.m);
            w.putVar(p.inBytes);
            w.putVar(p.outBytes);
            w.putVar(p.notExecuted.ordinal());
            w.putVar(oldFlags);
            writes.reset();
        }
        int notes = 0;
        long newFlags = oldFlags;
        if ((oldFlags & QueueTable.F_BUSY) == 0) {
            dev.notify(Notification.of(queue, Notification.START, dev.clock));
            notes++;
            newFlags |= QueueTable.F_BUSY;
        }
        boolean sync = false;
        boolean data = false;
        boolean allSow = p.m > 0;
        if (executed) {
            long spos = 0;
            for (int k = 0; k < p.m; k++) {
                long chunk = Math.min(PacketRun.len(p.rxW0[k]), p.outBytes - spos);
                dev.addressMap().decode(p.rxW1[k], chunk, t);
                if (t.region().isMemory()) {
                    data = true;
                    writeMemory(w, p, spos, chunk);
                } else {
                    sync = true;
                    writeRegisters(w, p, spos, chunk);
                }
                int lc = Desc.lenCtrl(p.rxW0[k]);
                allSow &= LenCtrl.isSow(lc);
                if ((lc & LenCtrl.RX_EMBEDDED_SEM) != 0) {
                    sync = true;
                    int buf2 = Desc.metaCtrl(p.rxW0[k]);
                    semaphore(w, PacketEffects.SEM, (buf2 >>> 8) & 0xFF, (buf2 >>> 16) & 0xFFFF, 1, DeviceRecords.SEM_INC);
                }
                spos += chunk;
            }
        }
        if (w != null) {
            w.putByte(PacketEffects.END);
        }
        flags |= (sync ? DmaEngine.F_SYNC : 0) | (data ? DmaEngine.F_DATA : 0) | (executed ? 0 : DmaEngine.F_NOT_EXECUTED);
        int order = (int) ((oldFlags & QueueTable.ORDER_MASK) >>> QueueTable.ORDER_SHIFT);
        if (sync) {
            boolean ordered = order != 2 || LenCtrl.isDmb(Desc.lenCtrl(p.txW0[0])) || (flags & DmaEngine.F_SOW) != 0;
            flags |= ordered ? 0 : DmaEngine.F_UNORDERED_SYNC;
            order = 0;
        }
        if (data) {
            long last = p.txW0[p.n - 1];
            boolean barrier = LenCtrl.isDmb(Desc.lenCtrl(last)) || MetaCtrl.isWriteBarrier(Desc.metaCtrl(last)) || allSow;
            order = barrier ? 1 : 2;
        }
        newFlags = (newFlags & ~QueueTable.ORDER_MASK) | ((long) order << QueueTable.ORDER_SHIFT);
        advance(qt, tx, p.n);
        advance(qt, rx, p.m);
        qt.add(tx, DESCS, p.n);
        qt.add(rx, DESCS, p.m);
        qt.add(tx, BYTES, p.inBytes);
        qt.add(rx, BYTES, p.outBytes);
        qt.add(tx, PACKETS, 1);
        dev.clock++;
        if (qt.get(tx, PENDING) == 0) {
            dev.notify(Notification.of(queue, Notification.END, dev.clock));
            notes++;
            newFlags &= ~QueueTable.F_BUSY;
        }
        qt.set(tx, FLAGS, newFlags);
        if (w != null) {
            w.putVar(notes);
            w.putVar(0);
            dev.journal().commit(queue, flags << 32 | txSlot, p.inBytes + p.outBytes + 64);
        }
        engine.finished(flags);
        return DmaEngine.Result.EXECUTED;
    }

    private long descriptorFlags(PacketRun p, QueueTable qt, int tx, int rx) {
        long f = LenCtrl.isFirst(Desc.lenCtrl(p.txW0[0])) ? 0 : DmaEngine.F_NO_FIRST;
        for (int i = 0; i < p.n; i++) {
            int lc = Desc.lenCtrl(p.txW0[i]);
            f |= LenCtrl.isDmb(lc) ? DmaEngine.F_DMB : 0;
            f |= MetaCtrl.isWriteBarrier(Desc.metaCtrl(p.txW0[i])) ? DmaEngine.F_WRITE_BARRIER : 0;
            f |= LenCtrl.ringId(lc) != DmaEngine.expectedRingId(qt, tx, i) ? DmaEngine.F_RING_ID_MISMATCH : 0;
        }
        long acc = 0;
        for (int k = 0; k < p.m; k++) {
            int lc = Desc.lenCtrl(p.rxW0[k]);
            f |= LenCtrl.isSow(lc) ? DmaEngine.F_SOW : 0;
            f |= LenCtrl.ringId(lc) != DmaEngine.expectedRingId(qt, rx, k) ? DmaEngine.F_RING_ID_MISMATCH : 0;
            acc += PacketRun.len(p.rxW0[k]);
        }
        return f | (acc > p.outBytes ? DmaEngine.F_RX_OVERSIZE : 0);
    }

    private void writeMemory(ByteArena w, PacketRun p, long spos, long len) {
        SparseMemory mem = t.memory();
        long off = t.offset();
        if (w != null) {
            boolean old = !mem.isZero(off, len);
            writes.put(w, dev.addressMap().memoryId(mem), off, len, old);
            if (old) {
                PacketEffects.putOldBytes(w, mem, off, len);
            }
        }
        while (len > 0) {
            int up = (int) (spos % p.unitBytes);
            int run = (int) Math.min(len, p.unitBytes - up);
            mem.write(off, unit, up, run);
            off += run;
            spos += run;
            len -= run;
        }
    }

    private void writeRegisters(ByteArena w, PacketRun p, long spos, long len) {
        for (int k = 0; k < len / 4; k++) {
            int v = streamInt(spos + 4L * k, p);
            int idx = t.index() + k;
            switch (t.region()) {
                case SEMAPHORE_INC -> semaphore(w, PacketEffects.SEM, t.nc(), idx, v, DeviceRecords.SEM_INC);
                case SEMAPHORE_DEC -> semaphore(w, PacketEffects.SEM, t.nc(), idx, v, DeviceRecords.SEM_DEC);
                case SEMAPHORE_SET -> semaphore(w, PacketEffects.SEM, t.nc(), idx, v, DeviceRecords.SEM_SET);
                case EVENT -> semaphore(w, PacketEffects.EVT, t.nc(), idx, v, DeviceRecords.EVENT_SET);
                case DMA_QUEUE_REGISTERS -> {
                    int ring = QueueTable.ring(t.nc() * dev.topology().queuesPerEngine() + t.index(), t.direction());
                    int num = v & 0xFFFFFF;
                    if (w != null) {
                        w.putByte(PacketEffects.BELL);
                        w.putVar(ring);
                        w.putVar(num);
                        QueueOps.putDoorbellOld(w, dev.queueTable(), ring);
                    }
                    boolean ok = QueueOps.applyDoorbell(dev, ring, num);
                    if (w != null) {
                        w.putVar(ok ? 0 : 1);
                    }
                }
                default -> throw new IllegalStateException("write to " + t.region() + " passed validation");
            }
        }
    }

    private void semaphore(ByteArena w, int tag, int nc, int idx, int v, int op) {
        if (w != null) {
            w.putByte(tag);
            w.putVar(nc);
            w.putVar(idx);
            w.putSigned(tag == PacketEffects.EVT ? dev.sync().event(nc, idx) : dev.sync().semaphore(nc, idx));
        }
        dev.applySync(op, nc, idx, v);
    }

    private static void advance(QueueTable qt, int ring, int k) {
        if (k == 0) {
            return;
        }
        long c = qt.get(ring, COUNT);
        long h = qt.get(ring, HEAD) + k;
        if (h >= c) {
            h -= c;
            qt.set(ring, HEAD_RING_ID, (qt.get(ring, HEAD_RING_ID) + 1) & 3);
        }
        qt.set(ring, HEAD, h);
        qt.add(ring, PENDING, -k);
    }
}
