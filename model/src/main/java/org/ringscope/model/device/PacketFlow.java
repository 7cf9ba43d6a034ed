package org.ringscope.model.device;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Transpose;

/**
 * Where the bytes of one executed DMA packet came from: its TX and RX descriptors as the rings held them when it
 * ran, and, for a destination byte, the source bytes the engine computed it from (decisions 0502, 0503). A copy
 * (and a replication) maps byte to byte; a transpose maps an element to the element its permutation reads; a CCE
 * op (a cast included) maps an element to the same element of each of its sources.
 *
 * <p>{@link #at} reads the rings, so the journal's cursor must be at the packet's record (the state just before
 * it ran); the value it returns holds no state and stays valid at any cursor.
 *
 * @param record    the PACKET record
 * @param queue     engine × 16 + queue
 * @param txSlot    the ring slot of its first TX descriptor
 * @param rxSlot    the ring slot of its first RX descriptor
 * @param txBase    device address of the queue's TX ring
 * @param rxBase    device address of the queue's RX ring
 * @param txRingSize descriptors the TX ring holds (slots wrap)
 * @param rxRingSize descriptors the RX ring holds
 * @param tx        the TX descriptors, two words each ({@code tx[2k]}, {@code tx[2k + 1]})
 * @param rx        the RX descriptors, two words each
 * @param op        the decoded op
 * @param first     1 when the packet leads with a META descriptor, else 0
 * @param unitBytes what every destination receives (a replication repeats it)
 * @param outBytes  bytes written over all destinations
 */
public record PacketFlow(int record, int queue, int txSlot, int rxSlot, long txBase, long rxBase, int txRingSize,
                         int rxRingSize, long[] tx,
                         long[] rx, OpClass op, int first, long unitBytes, long outBytes, int nsrc, long srcSize,
                         int srcElem, int dstElem, int perm, long[] dims, int elem) {

    /**
     * One source range of a destination byte.
     *
     * @param tx      the TX descriptor (index in the packet) it lies in
     * @param address its device address
     * @param length  bytes (1 for a copied byte; an element for a transpose or CCE op)
     */
    public record Source(int tx, long address, long length) {
    }

    /**
     * Where a destination address sits in the packet.
     *
     * @param rx     the RX descriptor (index in the packet) that wrote it
     * @param stream its position in the packet's output stream
     * @param run    bytes from it that the same RX descriptor wrote
     */
    public record Dest(int rx, long stream, long run) {
    }

    /** The TX descriptors. */
    public int txCount() {
        return tx.length / 2;
    }

    /** The RX descriptors. */
    public int rxCount() {
        return rx.length / 2;
    }

    /**
     * The packet of PACKET record {@code i}, read from the rings at the cursor, which must be at {@code i};
     * {@code null} when record {@code i} is no packet or one that did not execute.
     */
    public static PacketFlow at(Device dev, Journal j, int i) {
        if (!DevicePackets.isPacket(dev, j, i)) {
            return null;
        }
        if (j.position() != i) {
            throw new IllegalStateException("the cursor is at step " + j.position() + ", not at packet record " + i);
        }
        long flags = j.b(i) >>> 32;
        if ((flags & (DmaEngine.F_ABORTED | DmaEngine.F_NOT_EXECUTED)) != 0) {
            return null;
        }
        ArenaReader r = j.payload(i);
        int n = r.getVarInt();
        int m = r.getVarInt();
        int queue = j.a(i);
        QueueTable t = dev.queueTable();
        int txr = QueueTable.ring(queue, 0);
        int rxr = QueueTable.ring(queue, 1);
        PacketRun p = new PacketRun();
        p.reset();
        long[] tx = read(dev, t, txr, n, p, true);
        long[] rx = read(dev, t, rxr, m, p, false);
        p.conversion = dev.conversion(dev.topology().ncOfEngine(queue / dev.topology().queuesPerEngine()));
        p.classify();
        if (p.abort != null) {
            return null;
        }
        int ss = p.op.isCce() ? Math.max(1, CceMath.size(p.srcType)) : 1;
        int ds = p.op.isCce() ? Math.max(1, CceMath.size(p.dstType)) : 1;
        return new PacketFlow(i, queue, (int) t.get(txr, QueueTable.HEAD), (int) t.get(rxr, QueueTable.HEAD),
                t.get(txr, QueueTable.BASE), t.get(rxr, QueueTable.BASE), (int) t.get(txr, QueueTable.COUNT),
                (int) t.get(rxr, QueueTable.COUNT), tx, rx, p.op, p.first(), p.unitBytes,
                p.outBytes, p.nsrc, p.srcSize, ss, ds, p.perm, p.dims.clone(), p.elem);
    }

    private static long[] read(Device dev, QueueTable t, int ring, int k, PacketRun p, boolean isTx) {
        long[] w = new long[2 * k];
        if (k == 0) {
            return w;
        }
        DecodedAddress rt = new DecodedAddress();
        long count = t.get(ring, QueueTable.COUNT);
        dev.addressMap().decode(t.get(ring, QueueTable.BASE), 16 * count, rt);
        long head = t.get(ring, QueueTable.HEAD);
        for (int x = 0; x < k; x++) {
            long off = rt.offset() + 16 * ((head + x) % count);
            w[2 * x] = rt.memory().getLong(off);
            w[2 * x + 1] = rt.memory().getLong(off + 8);
            if (isTx) {
                p.addTx(w[2 * x], w[2 * x + 1]);
            } else {
                p.addRx(w[2 * x], w[2 * x + 1]);
            }
        }
        return w;
    }

    private static long len(long w0) {
        return PacketRun.len(w0);
    }

    /** Where device address {@code addr} sits among the packet's destinations, or {@code null} if it wrote no such byte. */
    public Dest dest(long addr) {
        long spos = 0;
        for (int k = 0; k < rxCount(); k++) {
            long chunk = Math.min(len(rx[2 * k]), outBytes - spos);
            long a = rx[2 * k + 1];
            if (addr >= a && addr < a + chunk) {
                return new Dest(k, spos + addr - a, a + chunk - addr);
            }
            spos += chunk;
        }
        return null;
    }

    /**
     * The source bytes destination byte {@code addr} was computed from (empty when the packet did not write it).
     * For a copy, {@link Source#length()} is the run of bytes from it that map one to one, at most {@code max}.
     */
    public List<Source> sources(long addr, long max) {
        Dest d = dest(addr);
        List<Source> out = new ArrayList<>(Math.max(1, nsrc));
        if (d == null || unitBytes <= 0) {
            return out;
        }
        long up = d.stream() % unitBytes;
        long run = Math.min(max, Math.min(d.run(), unitBytes - up));
        if (op.isCce()) {
            long e = up / dstElem;
            for (int s = 0; s < nsrc; s++) {
                source(s * srcSize + e * srcElem, srcElem, out);
            }
            return out;
        }
        if (perm >= 0) {
            source(transposed(up / elem) * elem + up % elem, 1, out);
            return out;
        }
        source(up, run, out);
        return out;
    }

    /** The TX stream position {@code pos} as a source range of up to {@code run} bytes inside one descriptor. */
    private void source(long pos, long run, List<Source> out) {
        long acc = 0;
        for (int i = first; i < txCount(); i++) {
            long l = len(tx[2 * i]);
            if (pos < acc + l) {
                out.add(new Source(i, tx[2 * i + 1] + pos - acc, Math.min(run, acc + l - pos)));
                return;
            }
            acc += l;
        }
    }

    /** The source element index of destination element {@code o} of a transpose ({@link TransposeMath}). */
    private long transposed(long o) {
        String opName = Transpose.PERMUTATIONS.get(perm);
        long[] srcStride = new long[4];
        srcStride[3] = 1;
        for (int k = 2; k >= 0; k--) {
            srcStride[k] = srcStride[k + 1] * dims[k + 1];
        }
        long[] d = new long[4];
        long[] stride = new long[4];
        for (int k = 0; k < 4; k++) {
            int axis = opName.charAt(k) - 'W';
            d[k] = dims[axis];
            stride[k] = srcStride[axis];
        }
        long src = 0;
        for (int k = 3; k >= 0; k--) {
            src += (o % d[k]) * stride[k];
            o /= d[k];
        }
        return src;
    }

    /** The TX descriptor {@code k}'s source address and length. */
    public long txAddress(int k) {
        return tx[2 * k + 1];
    }

    public long txLength(int k) {
        return len(tx[2 * k]);
    }

    /** The RX descriptor {@code k}'s destination address and length. */
    public long rxAddress(int k) {
        return rx[2 * k + 1];
    }

    public long rxLength(int k) {
        return len(rx[2 * k]);
    }

    /** The TX ring slot of TX descriptor {@code k} (the ring wraps). */
    public int txSlotOf(int k) {
        return (txSlot + k) % txRingSize;
    }

    /** The RX ring slot of RX descriptor {@code k}. */
    public int rxSlotOf(int k) {
        return (rxSlot + k) % rxRingSize;
    }

    /** The op word of the data descriptors (meta_ctrl). */
    public int opWord() {
        return first < txCount() ? Desc.metaCtrl(tx[2 * first]) : 0;
    }
}
