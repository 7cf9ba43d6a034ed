package org.ringscope.model.device;

import static org.ringscope.model.device.QueueTable.BASE;
import static org.ringscope.model.device.QueueTable.COUNT;
import static org.ringscope.model.device.QueueTable.DOORBELL_SEQ;
import static org.ringscope.model.device.QueueTable.FLAGS;
import static org.ringscope.model.device.QueueTable.HEAD;
import static org.ringscope.model.device.QueueTable.HEAD_RING_ID;
import static org.ringscope.model.device.QueueTable.NEXT_CDESC;
import static org.ringscope.model.device.QueueTable.NEXT_DESC;
import static org.ringscope.model.device.QueueTable.PENDING;
import static org.ringscope.model.device.QueueTable.SW_RING_ID;
import static org.ringscope.model.device.QueueTable.TAIL;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.trace.Journal;

/**
 * The queue records (init, reset, reserve, descriptor copies, doorbells, acks): each live operation
 * records its revert information and applies; {@link #redo} re-applies from the payload and
 * {@link #revert} undoes. {@link #applyDoorbell} is shared with the DMA engine, whose descriptors can
 * ring other queues' doorbells (the on-device tail increment, docs/reference/udma-rings-and-doorbells.md).
 */
final class QueueOps {
    /** The initial ring id of every ring ({@code UDMA_INITIAL_RING_ID}). */
    static final int INITIAL_RING_ID = 1;

    private QueueOps() {
    }

    static void init(Device dev, int queue, long txBase, int txCount, long rxBase, int rxCount) {
        QueueTable t = dev.queueTable();
        if (!dev.recording()) {
            applyInit(t, queue, txBase, txCount, rxBase, rxCount);
            return;
        }
        ByteArena w = dev.begin(DeviceRecords.QINIT);
        for (int d = 0; d < 2; d++) {
            int r = QueueTable.ring(queue, d);
            w.putVar(t.initialized(r) ? 1 : 0);
            if (t.initialized(r)) {
                putRow(w, t.row(r));
            }
        }
        w.putSigned(txBase);
        w.putVar(txCount);
        w.putSigned(rxBase);
        w.putVar(rxCount);
        applyInit(t, queue, txBase, txCount, rxBase, rxCount);
        dev.journal().commit(queue, 0, 0);
    }

    private static void applyInit(QueueTable t, int queue, long txBase, int txCount, long rxBase, int rxCount) {
        for (int d = 0; d < 2; d++) {
            int r = QueueTable.ring(queue, d);
            t.init(r);
            t.set(r, BASE, d == 0 ? txBase : rxBase);
            t.set(r, COUNT, d == 0 ? txCount : rxCount);
            t.set(r, SW_RING_ID, INITIAL_RING_ID);
            t.set(r, HEAD_RING_ID, INITIAL_RING_ID);
        }
    }

    static void reset(Device dev, int queue) {
        QueueTable t = dev.queueTable();
        if (dev.recording()) {
            ByteArena w = dev.begin(DeviceRecords.QRESET);
            putRow(w, t.row(QueueTable.ring(queue, 0)));
            putRow(w, t.row(QueueTable.ring(queue, 1)));
            applyReset(t, queue);
            dev.journal().commit(queue, 0, 0);
            return;
        }
        applyReset(t, queue);
    }

    private static void applyReset(QueueTable t, int queue) {
        for (int d = 0; d < 2; d++) {
            int r = QueueTable.ring(queue, d);
            for (int f : new int[] {NEXT_DESC, NEXT_CDESC, HEAD, TAIL, PENDING, FLAGS}) {
                t.set(r, f, 0);
            }
            t.set(r, SW_RING_ID, INITIAL_RING_ID);
            t.set(r, HEAD_RING_ID, INITIAL_RING_ID);
        }
    }

    static void reserve(Device dev, int queue, int n) {
        counted(dev, DeviceRecords.RESERVE, queue, n);
    }

    /**
     * A reservation on one ring only (the DGE on the device fills TX and RX rings with different counts): the
     * RESERVE record's b carries the direction + 1 above bit 32.
     */
    static void reserveOne(Device dev, int queue, int dir, int n) {
        counted(dev, DeviceRecords.RESERVE, queue, n | (long) (dir + 1) << 32);
    }

    /** A RESERVE or ACK of both rings ({@code b} a count) or of one ({@code b} with the direction + 1 above bit 32). */
    private static void counted(Device dev, int kind, int queue, long b) {
        boolean rec = dev.recording();
        if (rec) {
            dev.begin(kind);
        }
        if (kind == DeviceRecords.RESERVE) {
            applyReserve(dev.queueTable(), queue, b);
        } else {
            applyAck(dev.queueTable(), queue, b);
        }
        if (rec) {
            dev.journal().commit(queue, b, 0);
        }
    }

    /** {@code sw_dma_queue} inc: {@code new = idx + n; if new >= count: ring_id = (id + 1) & 3; idx = new % count}. */
    private static void applyReserve(QueueTable t, int queue, long b) {
        int n = (int) b;
        int only = (int) (b >>> 32) - 1;
        for (int d = 0; d < 2; d++) {
            if (only >= 0 && d != only) {
                continue;
            }
            int r = QueueTable.ring(queue, d);
            long c = t.get(r, COUNT);
            long v = t.get(r, NEXT_DESC) + n;
            if (v >= c) {
                t.set(r, SW_RING_ID, (t.get(r, SW_RING_ID) + 1) & 3);
            }
            t.set(r, NEXT_DESC, v % c);
        }
    }

    private static void unreserve(QueueTable t, int queue, long b) {
        int n = (int) b;
        int only = (int) (b >>> 32) - 1;
        for (int d = 0; d < 2; d++) {
            if (only >= 0 && d != only) {
                continue;
            }
            int r = QueueTable.ring(queue, d);
            long c = t.get(r, COUNT);
            long v = t.get(r, NEXT_DESC) - n;
            if (v < 0) {
                v += c;
                t.set(r, SW_RING_ID, (t.get(r, SW_RING_ID) - 1) & 3);
            }
            t.set(r, NEXT_DESC, v);
        }
    }

    private static DecodedAddress ringTarget(Device dev, int ring, int start, int n) {
        DecodedAddress tg = new DecodedAddress();
        long base = dev.queueTable().get(ring, BASE);
        if (!dev.addressMap().decode(base + 16L * start, Math.max(16L * n, 1), tg)) {
            throw new IllegalStateException(tg.error());
        }
        return tg;
    }

    static void copy(Device dev, int ring, int start, long[] words, int off, int n) {
        DecodedAddress tg = ringTarget(dev, ring, start, n);
        if (dev.recording()) {
            ByteArena w = dev.begin(DeviceRecords.DESC);
            w.putVar(dev.addressMap().memoryId(tg.memory()));
            w.putVar(tg.offset());
            w.putVar(n);
            w.putWords(words, off, n);
            boolean zero = tg.memory().isZero(tg.offset(), 16L * n);
            w.putVar(zero ? 0 : 1);
            if (!zero) {
                long[] old = new long[2 * n];
                tg.memory().getLongs(tg.offset(), old, 0, 2 * n);
                w.putWords(old, 0, n);
            }
            tg.memory().putLongs(tg.offset(), words, off, 2 * n);
            dev.journal().commit(ring, start, 16L * n);
            return;
        }
        tg.memory().putLongs(tg.offset(), words, off, 2 * n);
    }

    static void doorbell(Device dev, int ring, int num, int transport) {
        QueueTable t = dev.queueTable();
        if (dev.recording()) {
            ByteArena w = dev.begin(DeviceRecords.DOORBELL);
            w.putVar(transport);
            putDoorbellOld(w, t, ring);
            w.putVar(applyDoorbell(dev, ring, num) ? 0 : 1);
            dev.journal().commit(ring, num, 0);
            return;
        }
        applyDoorbell(dev, ring, num);
    }

    static void putDoorbellOld(ByteArena w, QueueTable t, int ring) {
        w.putVar(t.get(ring, DOORBELL_SEQ));
        w.putVar(t.get(ring & ~1, FLAGS));
    }

    /**
     * Adds {@code num} descriptors to the ring's tail ({@code drtp_inc}); a count that would put more
     * than the ring's length in flight aborts the queue instead (a DMA abort). Returns false on abort.
     */
    static boolean applyDoorbell(Device dev, int ring, int num) {
        QueueTable t = dev.queueTable();
        long c = t.get(ring, COUNT);
        long pending = t.get(ring, PENDING);
        if (pending + num > c) {
            int txRing = ring & ~1;
            t.set(txRing, FLAGS, t.get(txRing, FLAGS) | QueueTable.F_ABORTED);
            dev.raise(new DeviceError(DeviceError.NRT_EXEC_HW_ERR_DMA_ABORT, ring >> 1, -1, -1, String.format(
                    "doorbell of %d descriptors on the %s ring overruns it: %d pending of %d", num,
                    (ring & 1) == 0 ? "TX" : "RX", pending, c), dev.clock));
            return false;
        }
        t.set(ring, TAIL, (t.get(ring, TAIL) + num) % c);
        t.set(ring, PENDING, pending + num);
        t.set(ring, DOORBELL_SEQ, ++dev.doorbellSeq);
        return true;
    }

    /** Reverts {@link #applyDoorbell} given the old sequence and flags. */
    static void unapplyDoorbell(Device dev, int ring, int num, long oldSeq, long oldFlags, boolean aborted) {
        QueueTable t = dev.queueTable();
        if (aborted) {
            dev.errors.hide(1);
        } else {
            long c = t.get(ring, COUNT);
            t.set(ring, TAIL, Math.floorMod(t.get(ring, TAIL) - num, c));
            t.set(ring, PENDING, t.get(ring, PENDING) - num);
            t.set(ring, DOORBELL_SEQ, oldSeq);
            dev.doorbellSeq--;
        }
        t.set(ring & ~1, FLAGS, oldFlags);
    }

    static void ack(Device dev, int queue, int count) {
        counted(dev, DeviceRecords.ACK, queue, count);
    }

    /** An ack of one ring only (the emulated DGE; decision 1103): the ACK record's b carries the direction + 1 above bit 32. */
    static void ackOne(Device dev, int queue, int dir, int count) {
        counted(dev, DeviceRecords.ACK, queue, count | (long) (dir + 1) << 32);
    }

    private static void applyAck(QueueTable t, int queue, long b) {
        int count = (int) b;
        int only = (int) (b >>> 32) - 1;
        for (int d = 1; d >= 0; d--) {
            if (only >= 0 && d != only) {
                continue;
            }
            int r = QueueTable.ring(queue, d);
            t.set(r, NEXT_CDESC, Math.floorMod(t.get(r, NEXT_CDESC) + count, t.get(r, COUNT)));
        }
    }

    private static void putRow(ByteArena w, long[] row) {
        for (long v : row) {
            w.putSigned(v);
        }
    }

    private static long[] getRow(ArenaReader r) {
        long[] row = new long[QueueTable.FIELDS];
        for (int i = 0; i < row.length; i++) {
            row[i] = r.getSigned();
        }
        return row;
    }

    static void redo(Device dev, Journal j, int i) {
        QueueTable t = dev.queueTable();
        ArenaReader r = j.payload(i);
        int a = j.a(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case DeviceRecords.QINIT -> {
                QueueInitRecord q = QueueInitRecord.read(j, i);
                applyInit(t, a, q.txBase(), q.txCount(), q.rxBase(), q.rxCount());
            }
            case DeviceRecords.QRESET -> applyReset(t, a);
            case DeviceRecords.RESERVE -> applyReserve(t, a, b);
            case DeviceRecords.DESC -> {
                r.getVar();
                r.getVar();
                int n = r.getVarInt();
                DecodedAddress tg = ringTarget(dev, a, (int) b, n);
                tg.memory().putLongs(tg.offset(), r.getWords(n), 0, 2 * n);
            }
            case DeviceRecords.DOORBELL -> applyDoorbell(dev, a, (int) b);
            case DeviceRecords.ACK -> applyAck(t, a, b);
            default -> throw new IllegalStateException("queue record kind " + j.kind(i));
        }
    }

    static void revert(Device dev, Journal j, int i) {
        QueueTable t = dev.queueTable();
        ArenaReader r = j.payload(i);
        int a = j.a(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case DeviceRecords.QINIT -> {
                QueueInitRecord q = QueueInitRecord.read(j, i);
                for (int d = 1; d >= 0; d--) {
                    int ring = QueueTable.ring(a, d);
                    if (q.old(d) != null) {
                        t.setRow(ring, q.old(d));
                    } else {
                        t.uninit(ring);
                    }
                }
            }
            case DeviceRecords.QRESET -> {
                t.setRow(QueueTable.ring(a, 0), getRow(r));
                t.setRow(QueueTable.ring(a, 1), getRow(r));
            }
            case DeviceRecords.RESERVE -> unreserve(t, a, b);
            case DeviceRecords.DESC -> {
                r.getVar();
                r.getVar();
                int n = r.getVarInt();
                r.getWords(n);
                DecodedAddress tg = ringTarget(dev, a, (int) b, n);
                if (r.getVar() != 0) {
                    tg.memory().putLongs(tg.offset(), r.getWords(n), 0, 2 * n);
                } else {
                    tg.memory().fill(tg.offset(), 16L * n, (byte) 0);
                }
            }
            case DeviceRecords.DOORBELL -> {
                r.getVar();
                long seq = r.getVar();
                long flags = r.getVar();
                unapplyDoorbell(dev, a, (int) b, seq, flags, r.getVar() != 0);
            }
            case DeviceRecords.ACK -> {
                int only = (int) (b >>> 32) - 1;
                for (int d = 0; d < 2; d++) {
                    if (only >= 0 && d != only) {
                        continue;
                    }
                    int ring = QueueTable.ring(a, d);
                    t.set(ring, NEXT_CDESC, Math.floorMod(t.get(ring, NEXT_CDESC) - (int) b, t.get(ring, COUNT)));
                }
            }
            default -> throw new IllegalStateException("queue record kind " + j.kind(i));
        }
    }
}
