package org.ringscope.model.device;

import static org.ringscope.model.device.QueueTable.BASE;
import static org.ringscope.model.device.QueueTable.COUNT;
import static org.ringscope.model.device.QueueTable.DOORBELL_SEQ;
import static org.ringscope.model.device.QueueTable.FLAGS;
import static org.ringscope.model.device.QueueTable.HEAD;
import static org.ringscope.model.device.QueueTable.HEAD_RING_ID;
import static org.ringscope.model.device.QueueTable.PENDING;

import java.util.Arrays;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;

/**
 * The DMA engines of the device, executing what the doorbells published ("a DMA engine that
 * executes tx/rx pairs and really moves bytes between memories, honours barriers and packets, and
 * increments each transfer's semaphore or event"). One {@link #step} executes one packet of one queue as
 * one journal record:
 *
 * <pre>
 * TX   fetch descriptors from the head until LAST (FIRST … CONCAT … LAST; at most the arch's descriptors
 *      per packet); an optional lead META descriptor carries the replication count
 * op   decode meta_ctrl ({@link OpClass}): copy, CCE add / min / max / fma, transpose
 * RX   consume RX descriptors until they cover the packet's output (bytes in, or the reduction's size,
 *      times the destinations); 0 in a length field is 65,536
 * do   read every source, compute, write every destination — memory, semaphore / event views, another
 *      queue's drtp_inc — then the embedded semaphore increment of an RX descriptor (decision 0104)
 * </pre>
 *
 * Nothing is written before every address of the packet has decoded: an address outside the map aborts the
 * queue with a {@link DeviceError} (1203) and the packet leaves no trace but the error. Barriers are
 * ordering guarantees that a sequential emulator meets by construction; they are recorded in the packet's
 * flags and checked (decision 0502): a semaphore / event / doorbell write whose data is not ordered
 * behind the queue's earlier writes is flagged {@link #F_UNORDERED_SYNC}.
 */
public final class DmaEngine {
    /** Packet flag: a TX descriptor had DMB (len_ctrl bit 30). */
    public static final long F_DMB = 1 << 4;
    /** Packet flag: a TX descriptor had the write barrier (meta_ctrl bit 26). */
    public static final long F_WRITE_BARRIER = 1 << 5;
    /** Packet flag: an RX descriptor had SOW (len_ctrl bit 29). */
    public static final long F_SOW = 1 << 6;
    /** Packet flag: a sync write (semaphore / event / doorbell) not ordered behind the queue's data writes. */
    public static final long F_UNORDERED_SYNC = 1 << 7;
    /** Packet flag: a descriptor's ring id differs from the ring's pass (masked on v3, docs/reference/udma-rings-and-doorbells.md). */
    public static final long F_RING_ID_MISMATCH = 1 << 8;
    /** Packet flag: consumed but not executed ({@link NotExecuted}). */
    public static final long F_NOT_EXECUTED = 1 << 9;
    /** Packet flag: wrote a semaphore, event or doorbell. */
    public static final long F_SYNC = 1 << 10;
    /** Packet flag: aborted the queue. */
    public static final long F_ABORTED = 1 << 11;
    /** Packet flag: the last RX descriptor was longer than the data left for it. */
    public static final long F_RX_OVERSIZE = 1 << 12;
    /** Packet flag: the first TX descriptor lacked FIRST. */
    public static final long F_NO_FIRST = 1 << 13;
    /** Packet flag: wrote memory. */
    public static final long F_DATA = 1 << 14;

    /** What one {@link #step} did. */
    public enum Result {
        /** One packet executed (or consumed as not executed). */
        EXECUTED,
        /** The packet aborted the queue. */
        ABORTED,
        /** The published descriptors end inside a packet, or the RX ring lacks descriptors for it. */
        STALLED,
        /** Nothing to do (no pending TX descriptors, not initialised, or aborted). */
        IDLE
    }

    private final Device dev;
    private final PacketRun p = new PacketRun();
    private final PacketDataWriter out;
    private long lastFlags;

    DmaEngine(Device dev) {
        this.dev = dev;
        this.out = new PacketDataWriter(dev);
    }

    /** Flags of the last packet {@link #step} executed or aborted. */
    long lastFlags() {
        return lastFlags;
    }

    /** Executes the next packet of queue {@code q} of engine {@code eng}. */
    public Result step(int eng, int q) {
        dev.topology().checkQueue(eng, q);
        return step(eng * dev.topology().queuesPerEngine() + q);
    }

    /** Executes packets of one queue until it stops; returns the packets executed. */
    public int runQueue(int eng, int q) {
        int k = 0;
        while (step(eng, q) == Result.EXECUTED) {
            k++;
        }
        return k;
    }

    /**
     * Runs every queue until none can progress, a queue at a time to completion, queues in the order of
     * their oldest pending doorbell (the stream order the runtime rang them in). Returns packets executed.
     */
    public long run() {
        return run(Long.MAX_VALUE);
    }

    /** As {@link #run()}, at most {@code maxPackets} packets. */
    public long run(long maxPackets) {
        QueueTable t = dev.queueTable();
        boolean[] stalled = new boolean[t.ringCount() / 2];
        long done = 0;
        while (done < maxPackets) {
            int best = -1;
            long bestSeq = Long.MAX_VALUE;
            for (int qi = 0; qi < stalled.length; qi++) {
                int tx = QueueTable.ring(qi, 0);
                if (!stalled[qi] && t.initialized(tx) && t.get(tx, PENDING) > 0
                        && (t.get(tx, FLAGS) & QueueTable.F_ABORTED) == 0 && t.get(tx, DOORBELL_SEQ) < bestSeq) {
                    best = qi;
                    bestSeq = t.get(tx, DOORBELL_SEQ);
                }
            }
            if (best < 0) {
                return done;
            }
            boolean progressed = false;
            Result r = Result.IDLE;
            while (done < maxPackets) {
                r = step(best);
                if (r == Result.EXECUTED || r == Result.ABORTED) {
                    done++;
                    progressed = true;
                }
                if (r != Result.EXECUTED) {
                    break;
                }
            }
            if (progressed) {
                Arrays.fill(stalled, false);
            }
            stalled[best] = r == Result.STALLED;
        }
        return done;
    }

    Result step(int queue) {
        QueueTable t = dev.queueTable();
        int tx = QueueTable.ring(queue, 0);
        if (!t.initialized(tx) || (t.get(tx, FLAGS) & QueueTable.F_ABORTED) != 0 || t.get(tx, PENDING) == 0) {
            return Result.IDLE;
        }
        out.clearAbort();
        Result g = gather(queue);
        if (g != null) {
            return g;
        }
        if (p.abort == null) {
            out.prepare(p);
        }
        if (p.abort != null) {
            return abort(queue);
        }
        return out.execute(queue, p, this);
    }

    /** Fetches the packet at the queue's head into {@link #p}; STALLED if it is not all published. */
    private Result gather(int queue) {
        QueueTable t = dev.queueTable();
        int tx = QueueTable.ring(queue, 0);
        int rx = QueueTable.ring(queue, 1);
        p.reset();
        DecodedAddress rt = new DecodedAddress();
        long txPending = t.get(tx, PENDING);
        int max = dev.topology().maxDescPerPacket();
        if (!ringMemory(tx, rt)) {
            p.abort = rt.error();
            return null;
        }
        long count = t.get(tx, COUNT);
        long head = t.get(tx, HEAD);
        while (true) {
            if (p.n == txPending) {
                return Result.STALLED;
            }
            long off = rt.offset() + 16 * ((head + p.n) % count);
            long w0 = rt.memory().getLong(off);
            p.addTx(w0, rt.memory().getLong(off + 8));
            if (LenCtrl.isLast(Desc.lenCtrl(w0))) {
                break;
            }
            if (p.n > max) {
                p.abort = String.format("no LAST within %d TX descriptors (%s allows %d per packet)", p.n,
                        dev.arch(), max);
                return null;
            }
        }
        p.conversion = dev.conversion(dev.topology().ncOfEngine(queue / dev.topology().queuesPerEngine()));
        p.classify();
        if (p.abort != null) {
            return null;
        }
        if (!ringMemory(rx, rt)) {
            p.abort = rt.error();
            return null;
        }
        long rxPending = t.get(rx, PENDING);
        long rcount = t.get(rx, COUNT);
        long rhead = t.get(rx, HEAD);
        long acc = 0;
        while (acc < p.outBytes) {
            if (p.m == rxPending) {
                return Result.STALLED;
            }
            long off = rt.offset() + 16 * ((rhead + p.m) % rcount);
            long w0 = rt.memory().getLong(off);
            p.addRx(w0, rt.memory().getLong(off + 8));
            acc += PacketRun.len(w0);
        }
        return null;
    }

    private boolean ringMemory(int ring, DecodedAddress rt) {
        QueueTable t = dev.queueTable();
        return dev.addressMap().decode(t.get(ring, BASE), 16 * t.get(ring, COUNT), rt);
    }

    private Result abort(int queue) {
        QueueTable t = dev.queueTable();
        int tx = QueueTable.ring(queue, 0);
        long oldFlags = t.get(tx, FLAGS);
        long slot = t.get(tx, HEAD);
        lastFlags = F_ABORTED;
        DeviceError e = new DeviceError(DeviceError.NRT_EXEC_HW_ERR_DMA_ABORT, queue, (int) slot, out.abortAddress(),
                p.abort, dev.clock);
        ByteArena w = dev.recording() ? dev.begin(DeviceRecords.PACKET) : null;
        t.set(tx, FLAGS, oldFlags | QueueTable.F_ABORTED);
        dev.raise(e);
        dev.clock++;
        if (w != null) {
            for (long v : new long[] {0, 0, 0, 0, 0, oldFlags}) {
                w.putVar(v);
            }
            w.putByte(PacketEffects.END);
            w.putVar(0);
            w.putVar(1);
            dev.journal().commit(queue, lastFlags << 32 | slot, 64);
        }
        return Result.ABORTED;
    }

    void finished(long flags) {
        lastFlags = flags;
    }

    /** Ring id the ring expects {@code k} descriptors past its head. */
    static int expectedRingId(QueueTable t, int ring, int k) {
        long h = t.get(ring, HEAD) + k;
        int rid = (int) t.get(ring, HEAD_RING_ID);
        return h >= t.get(ring, COUNT) ? (rid + 1) & 3 : rid;
    }
}
