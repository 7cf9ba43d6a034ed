package org.ringscope.model.device;

import static org.ringscope.model.device.QueueTable.BYTES;
import static org.ringscope.model.device.QueueTable.COUNT;
import static org.ringscope.model.device.QueueTable.DESCS;
import static org.ringscope.model.device.QueueTable.FLAGS;
import static org.ringscope.model.device.QueueTable.HEAD;
import static org.ringscope.model.device.QueueTable.HEAD_RING_ID;
import static org.ringscope.model.device.QueueTable.PACKETS;
import static org.ringscope.model.device.QueueTable.PENDING;

import java.util.Arrays;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.trace.Journal;

/**
 * The payload of a PACKET record and its revert. Layout (varints):
 *
 * <pre>
 * header   n (TX descriptors), m (RX descriptors), bytes in, bytes out, not-executed reason, old queue flags
 * effects  MEMW memory-id offset len old-flag [old bytes]   a memory write (old-flag 0: the bytes were zero)
 *          SEM  nc idx old-value                            a semaphore write (DMA view or embedded increment)
 *          EVT  nc idx old-value                            an event write
 *          BELL ring num old-seq old-flags aborted           a drtp_inc written by the DMA (another queue's doorbell)
 *          END
 * trailer  notifications written, errors raised
 * </pre>
 *
 * The effects are in execution order; a revert undoes them backwards, then moves the queue's heads back.
 * A forward step re-executes the packet ({@link DmaEngine#step}) and checks it made the same flags.
 */
final class PacketEffects {
    static final int END = 0;
    static final int MEMW = 1;
    static final int SEM = 2;
    static final int EVT = 3;
    static final int BELL = 4;

    private PacketEffects() {
    }

    /** Writes old-flag and, unless all zero, the {@code len} bytes at {@code off} of {@code mem}. */
    static void putOld(ByteArena w, SparseMemory mem, long off, long len) {
        if (mem.isZero(off, len)) {
            w.putVar(0);
            return;
        }
        w.putVar(1);
        byte[] buf = new byte[(int) Math.min(len, 1 << 16)];
        for (long done = 0; done < len; ) {
            int run = (int) Math.min(len - done, buf.length);
            mem.read(off + done, buf, 0, run);
            w.putBytes(buf, 0, run);
            done += run;
        }
    }

    /** Restores what {@link #putOld} saved (zeros when nothing was saved). */
    static void restoreOld(ArenaReader r, SparseMemory mem, long off, long len) {
        if (r.getVar() == 0) {
            mem.fill(off, len, (byte) 0);
            return;
        }
        byte[] buf = new byte[(int) Math.min(len, 1 << 16)];
        for (long done = 0; done < len; ) {
            int run = (int) Math.min(len - done, buf.length);
            r.getBytes(buf, 0, run);
            mem.write(off + done, buf, 0, run);
            done += run;
        }
    }

    /** Skips what {@link #putOld} saved. */
    static void skipOld(ArenaReader r, long len) {
        if (r.getVar() != 0) {
            r.skip(len);
        }
    }

    /** Reverts PACKET record {@code i}. */
    static void revert(Device dev, Journal j, int i) {
        ArenaReader r = j.payload(i);
        int queue = j.a(i);
        int n = r.getVarInt();
        int m = r.getVarInt();
        long in = r.getVar();
        long out = r.getVar();
        r.getVar();
        long oldFlags = r.getVar();
        // effects are undone last-first: collect their positions
        ArenaReader scan = j.payload(i);
        for (int k = 0; k < 6; k++) {
            scan.getVar();
        }
        long[] starts = new long[8];
        int count = 0;
        long before = scan.remaining();
        while (true) {
            long pos = before - scan.remaining();
            int tag = scan.getByte();
            if (tag == END) {
                break;
            }
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, count * 2);
            }
            starts[count++] = pos;
            skipEffect(scan, tag);
        }
        int notes = scan.getVarInt();
        int errs = scan.getVarInt();
        for (int k = count - 1; k >= 0; k--) {
            ArenaReader e = j.payload(i);
            for (int f = 0; f < 6; f++) {
                e.getVar();
            }
            e.skip(starts[k]);
            undoEffect(dev, e, e.getByte());
        }
        QueueTable t = dev.queueTable();
        int tx = QueueTable.ring(queue, 0);
        int rx = QueueTable.ring(queue, 1);
        retreat(t, tx, n);
        retreat(t, rx, m);
        t.add(tx, DESCS, -n);
        t.add(rx, DESCS, -m);
        t.add(tx, BYTES, -in);
        t.add(rx, BYTES, -out);
        if (n > 0) {
            t.add(tx, PACKETS, -1);
        }
        t.set(tx, FLAGS, oldFlags);
        dev.notifications.hide(notes);
        dev.errors.hide(errs);
        dev.clock--;
    }

    private static void retreat(QueueTable t, int ring, int k) {
        if (k == 0) {
            return;
        }
        long c = t.get(ring, COUNT);
        long h = t.get(ring, HEAD) - k;
        if (h < 0) {
            h += c;
            t.set(ring, HEAD_RING_ID, (t.get(ring, HEAD_RING_ID) - 1) & 3);
        }
        t.set(ring, HEAD, h);
        t.add(ring, PENDING, k);
    }

    private static void skipEffect(ArenaReader r, int tag) {
        switch (tag) {
            case MEMW -> {
                r.getVar();
                r.getVar();
                skipOld(r, r.getVar());
            }
            case SEM, EVT -> {
                r.getVar();
                r.getVar();
                r.getSigned();
            }
            case BELL -> {
                for (int k = 0; k < 5; k++) {
                    r.getVar();
                }
            }
            default -> throw new IllegalStateException("packet effect tag " + tag);
        }
    }

    private static void undoEffect(Device dev, ArenaReader r, int tag) {
        switch (tag) {
            case MEMW -> {
                SparseMemory mem = dev.addressMap().memory(r.getVarInt());
                long off = r.getVar();
                restoreOld(r, mem, off, r.getVar());
            }
            case SEM -> dev.sync().setSemaphore(r.getVarInt(), r.getVarInt(), (int) r.getSigned());
            case EVT -> dev.sync().setEvent(r.getVarInt(), r.getVarInt(), (int) r.getSigned());
            case BELL -> {
                int ring = r.getVarInt();
                int num = r.getVarInt();
                long seq = r.getVar();
                long flags = r.getVar();
                QueueOps.unapplyDoorbell(dev, ring, num, seq, flags, r.getVar() != 0);
            }
            default -> throw new IllegalStateException("packet effect tag " + tag);
        }
    }

    /** Write ranges of a PACKET record, for queries: calls {@code sink} with (memory id, offset, length). */
    static void forEachWrite(Journal j, int i, WriteSink sink) {
        ArenaReader r = j.payload(i);
        for (int f = 0; f < 6; f++) {
            r.getVar();
        }
        while (true) {
            int tag = r.getByte();
            if (tag == END) {
                return;
            }
            if (tag == MEMW) {
                int mem = r.getVarInt();
                long off = r.getVar();
                long len = r.getVar();
                if (sink.write(mem, off, len)) {
                    return;
                }
                skipOld(r, len);
            } else if (tag == SEM || tag == EVT) {
                int nc = r.getVarInt();
                int idx = r.getVarInt();
                r.getSigned();
                if (sink.register(tag, nc, idx)) {
                    return;
                }
            } else {
                skipEffect(r, tag);
            }
        }
    }

    /** Receives the writes of a packet; return true to stop. */
    interface WriteSink {
        boolean write(int memory, long offset, long len);

        default boolean register(int tag, int nc, int idx) {
            return false;
        }
    }
}
