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
 * effects  MEMW [memory-id] [gap] [len] [old bytes]        a memory write, its fields those that changed since the
 *                                                   packet's write before ({@link PacketWrites}; the tag's flags)
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

    /** The effect a tag names: {@link #END}, {@link #MEMW} (with its flags), {@link #SEM}, {@link #EVT}, {@link #BELL}. */
    static int type(int tag) {
        return tag & 7;
    }

    /** Writes old-flag and, unless all zero, the {@code len} bytes at {@code off} of {@code mem}. */
    static void putOld(ByteArena w, SparseMemory mem, long off, long len) {
        if (mem.isZero(off, len)) {
            w.putVar(0);
            return;
        }
        w.putVar(1);
        putOldBytes(w, mem, off, len);
    }

    /** Writes the {@code len} bytes at {@code off} of {@code mem}. */
    static void putOldBytes(ByteArena w, SparseMemory mem, long off, long len) {
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
        restoreOld(r, r.getVar() != 0, mem, off, len);
    }

    /** Restores {@code len} old bytes when {@code saved}, else zeros. */
    static void restoreOld(ArenaReader r, boolean saved, SparseMemory mem, long off, long len) {
        if (!saved) {
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
        // effects are undone last-first: collect where each starts (a write where its old bytes start, with its
        // range, which only a reading from the packet's first write knows)
        ArenaReader scan = j.payload(i);
        long total = scan.remaining();
        for (int k = 0; k < 6; k++) {
            scan.getVar();
        }
        PacketWrites pw = new PacketWrites().reset();
        long[] at = new long[4 * 8];
        int count = 0;
        while (true) {
            int tag = scan.getByte();
            if (tag == END) {
                break;
            }
            if (4 * count == at.length) {
                at = Arrays.copyOf(at, 8 * count);
            }
            if (type(tag) == MEMW) {
                pw.get(scan, tag);
                at[4 * count] = (total - scan.remaining()) << 8 | tag;
                at[4 * count + 1] = pw.memory();
                at[4 * count + 2] = pw.offset();
                at[4 * count + 3] = pw.length();
                skipOld(scan, tag, pw.length());
            } else {
                at[4 * count] = (total - scan.remaining()) << 8 | tag;
                skipEffect(scan, tag, pw);
            }
            count++;
        }
        int notes = scan.getVarInt();
        int errs = scan.getVarInt();
        for (int k = count - 1; k >= 0; k--) {
            ArenaReader e = j.payload(i);
            e.skip(at[4 * k] >>> 8);
            int tag = (int) (at[4 * k] & 0xFF);
            if (type(tag) == MEMW) {
                restoreOld(e, PacketWrites.old(tag), dev.addressMap().memory((int) at[4 * k + 1]), at[4 * k + 2],
                        at[4 * k + 3]);
            } else {
                undoEffect(dev, e, tag);
            }
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

    /** Skips a write's old bytes, when its tag says they follow. */
    static void skipOld(ArenaReader r, int tag, long len) {
        if (PacketWrites.old(tag)) {
            r.skip(len);
        }
    }

    /** Skips the effect whose tag was just read; a write's fields go through {@code pw}. */
    static void skipEffect(ArenaReader r, int tag, PacketWrites pw) {
        switch (type(tag)) {
            case MEMW -> {
                pw.get(r, tag);
                skipOld(r, tag, pw.length());
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
        PacketWrites pw = new PacketWrites().reset();
        while (true) {
            int tag = r.getByte();
            if (tag == END) {
                return;
            }
            if (type(tag) == MEMW) {
                pw.get(r, tag);
                if (sink.write(pw.memory(), pw.offset(), pw.length())) {
                    return;
                }
                skipOld(r, tag, pw.length());
            } else if (tag == SEM || tag == EVT) {
                int nc = r.getVarInt();
                int idx = r.getVarInt();
                r.getSigned();
                if (sink.register(tag, nc, idx)) {
                    return;
                }
            } else {
                skipEffect(r, tag, pw);
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
