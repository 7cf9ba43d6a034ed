package org.ringscope.model.dge;

import java.util.Arrays;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.DeviceException;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.CopyPair;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.M2mCopy;
import org.ringscope.model.udma.MetaOperand;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.udma.UdmaException;
import org.ringscope.model.vring.ArchAddressMap;

/**
 * The descriptors one DGE instruction generates, per engine, as primitive word lists (a descriptor is never an
 * object): copy pairs, cast packets (the encoding of {@code VringCast}, decision 1101), compute packets (decision 1121) and the 4-byte semaphore
 * writes of its completion. {@link #flush} writes them into each engine's ring of the queue set
 * ({@code sw_dma_queue}-style: reserve, set with the ring's phase), rings RX then TX, and lets the DMA engines run —
 * in several rounds when one engine's share does not fit its ring at once.
 */
final class DgePackets {
    private final DgeContext c;
    private final Arch arch;
    private final long[][] tx = new long[DgeExecutor.ENGINES][];
    private final long[][] rx = new long[DgeExecutor.ENGINES][];
    private final int[] nt = new int[DgeExecutor.ENGINES];
    private final int[] nr = new int[DgeExecutor.ENGINES];
    /** Per engine, the TX and RX counts at the end of each packet (a doorbell round never splits a packet). */
    private final int[][] ends = new int[DgeExecutor.ENGINES][];
    private final int[] np = new int[DgeExecutor.ENGINES];
    private int next;
    /** drtp_inc writes this instruction rang (RX and TX per engine and round). */
    int doorbells;

    DgePackets(DgeContext c) {
        this.c = c;
        this.arch = c.dev().arch();
    }

    void copy(int engine, long src, long dst, int len) {
        try {
            CopyPair p = M2mCopy.buildCopyPair(arch, src, dst, len, 0, BarrierMode.NONE, false, false);
            int e = engine(engine);
            addTx(e, p.txWord0(), p.txWord1());
            addRx(e, p.rxWord0(), p.rxWord1());
            endPacket(e);
        } catch (UdmaException ex) {
            throw new IllegalStateException(ex);
        }
    }

    /** A cast packet of {@code k} elements (each side one block: the caller keeps a piece within 64 KiB). */
    void cast(int engine, long src, long dst, long k, Dtype in, Dtype to) {
        int e = engine(engine);
        int word = OpWord.cceAdd(CceOp.ADD.code(), in.code(), to.code());
        addTx(e, Desc.word0(LenCtrl.pack(LenCtrl.FIRST | LenCtrl.META | LenCtrl.CONCAT, 0, 0), word),
                MetaOperand.cce(1, 0, 0));
        addTx(e, Desc.word0(LenCtrl.pack(LenCtrl.LAST, 0, (int) (k * in.size())), word), src);
        addRx(e, Desc.word0(LenCtrl.pack(0, 0, (int) (k * to.size())), 0), dst);
        endPacket(e);
    }

    /**
     * A read-modify-write of {@code k} elements of {@code t} (decision 1121): a CCE packet of two sources — the
     * source A, then the destination's old value B — written to the destination, the op {@code op}'s CCE code.
     */
    void compute(int engine, long src, long dst, long k, Dtype t, ComputeOp op) {
        int e = engine(engine);
        int word = OpWord.cceAdd(op.cceCode(), t.code(), t.code());
        int len = (int) (k * t.size());
        addTx(e, Desc.word0(LenCtrl.pack(LenCtrl.FIRST | LenCtrl.META | LenCtrl.CONCAT, 0, 0), word),
                MetaOperand.cce(2, 0, 0));
        addTx(e, Desc.word0(LenCtrl.pack(0, 0, len), word), src);
        addTx(e, Desc.word0(LenCtrl.pack(LenCtrl.LAST, 0, len), word), dst);
        addRx(e, Desc.word0(LenCtrl.pack(0, 0, len), 0), dst);
        endPacket(e);
    }

    /** {@code inc} semaphore writes of 1 to {@code sem}, spread over the 16 engines (16 → one on each). */
    void semaphores(int sem, int inc) {
        ArchAddressMap map = c.dev().addressMap().archMap();
        boolean sow = arch.isSowSupported();
        CopyPair p;
        try {
            p = M2mCopy.buildCopyPair(arch, map.semIncValueAddr(c.nc()), map.tdrvArchGetSemIncAddr(c.nc(), sem), 4, 0,
                    sow ? BarrierMode.NONE : BarrierMode.DMB, sow, false);
        } catch (UdmaException ex) {
            throw new IllegalStateException(ex);
        }
        for (int e = 0; e < DgeExecutor.ENGINES; e++) {
            int n = inc / DgeExecutor.ENGINES + (e < inc % DgeExecutor.ENGINES ? 1 : 0);
            for (int i = 0; i < n; i++) {
                addTx(e, p.txWord0(), p.txWord1());
                addRx(e, p.rxWord0(), p.rxWord1());
                endPacket(e);
            }
        }
    }

    /** Writes, rings and runs everything; returns the TX descriptors generated. */
    int flush() throws DeviceException {
        int total = 0;
        int[] done = new int[DgeExecutor.ENGINES];
        int[] doneRx = new int[DgeExecutor.ENGINES];
        int[] donePackets = new int[DgeExecutor.ENGINES];
        boolean more = true;
        while (more) {
            more = false;
            boolean rang = false;
            for (int e = 0; e < DgeExecutor.ENGINES; e++) {
                if (donePackets[e] == np[e]) {
                    continue;
                }
                DmaQueue q = c.queues()[e];
                int room = Math.min(q.available(Direction.TX), q.available(Direction.RX));
                int p = donePackets[e];
                while (p < np[e] && ends[e][2 * p] - done[e] <= room && ends[e][2 * p + 1] - doneRx[e] <= room) {
                    p++;
                }
                if (p == donePackets[e]) {
                    more = true;
                    continue;
                }
                int t = ends[e][2 * p - 2] - done[e];
                int r = ends[e][2 * p - 1] - doneRx[e];
                int txBase = q.reserve(Direction.TX, t);
                int rxBase = q.reserve(Direction.RX, r);
                q.setDescriptors(Direction.TX, txBase, Arrays.copyOfRange(tx[e], 2 * done[e], 2 * (done[e] + t)), t);
                q.setDescriptors(Direction.RX, rxBase, Arrays.copyOfRange(rx[e], 2 * doneRx[e], 2 * (doneRx[e] + r)), r);
                q.drtpInc(Direction.RX, r);
                q.drtpInc(Direction.TX, t);
                doorbells += 2;
                done[e] += t;
                doneRx[e] += r;
                donePackets[e] = p;
                total += t;
                rang = true;
                more |= p < np[e];
            }
            for (int e = 0; e < DgeExecutor.ENGINES; e++) {
                if (donePackets[e] > 0) {
                    c.dev().engine().runQueue(c.queues()[e].engine(), c.queues()[e].queue());
                }
            }
            for (int e = 0; e < DgeExecutor.ENGINES; e++) {
                if (donePackets[e] > 0) {
                    c.queues()[e].ackConsumed(Direction.TX);
                    c.queues()[e].ackConsumed(Direction.RX);
                }
            }
            if (more && !rang) {
                throw new DeviceException(DeviceException.NRT_QUEUE_FULL, "a DGE packet does not fit the rings of "
                        + c.queueSet() + stuck(done, doneRx, donePackets));
            }
        }
        return total;
    }

    /** Which engine's ring held the first packet back, what it needed and what was free. */
    private String stuck(int[] done, int[] doneRx, int[] donePackets) {
        for (int e = 0; e < DgeExecutor.ENGINES; e++) {
            if (donePackets[e] < np[e]) {
                DmaQueue q = c.queues()[e];
                int p = donePackets[e];
                return String.format(": engine %d (queue %d.%d%s) has %d of its %d packets left; the next needs %d TX "
                        + "and %d RX descriptors, its rings have room for %d and %d", e, q.engine(), q.queue(),
                        q.aborted() ? ", aborted" : "", np[e] - p, np[e], ends[e][2 * p] - done[e],
                        ends[e][2 * p + 1] - doneRx[e], q.available(Direction.TX), q.available(Direction.RX));
            }
        }
        return "";
    }

    private int engine(int engine) {
        return engine >= 0 ? engine : next++ % DgeExecutor.ENGINES;
    }

    private void addTx(int e, long w0, long w1) {
        if (tx[e] == null || 2 * nt[e] + 2 > tx[e].length) {
            tx[e] = tx[e] == null ? new long[16] : Arrays.copyOf(tx[e], tx[e].length * 2);
        }
        tx[e][2 * nt[e]] = w0;
        tx[e][2 * nt[e]++ + 1] = w1;
    }

    private void addRx(int e, long w0, long w1) {
        if (rx[e] == null || 2 * nr[e] + 2 > rx[e].length) {
            rx[e] = rx[e] == null ? new long[16] : Arrays.copyOf(rx[e], rx[e].length * 2);
        }
        rx[e][2 * nr[e]] = w0;
        rx[e][2 * nr[e]++ + 1] = w1;
    }

    private void endPacket(int e) {
        if (ends[e] == null || 2 * np[e] + 2 > ends[e].length) {
            ends[e] = ends[e] == null ? new int[16] : Arrays.copyOf(ends[e], ends[e].length * 2);
        }
        ends[e][2 * np[e]] = nt[e];
        ends[e][2 * np[e]++ + 1] = nr[e];
    }
}
