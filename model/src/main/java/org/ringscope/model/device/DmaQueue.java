package org.ringscope.model.device;

import static org.ringscope.model.device.QueueTable.BASE;
import static org.ringscope.model.device.QueueTable.COUNT;
import static org.ringscope.model.device.QueueTable.HEAD;
import static org.ringscope.model.device.QueueTable.HEAD_RING_ID;
import static org.ringscope.model.device.QueueTable.NEXT_CDESC;
import static org.ringscope.model.device.QueueTable.NEXT_DESC;
import static org.ringscope.model.device.QueueTable.PENDING;
import static org.ringscope.model.device.QueueTable.SW_RING_ID;
import static org.ringscope.model.device.QueueTable.TAIL;

import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingMemory;
import org.ringscope.model.vring.RingType;

/**
 * One DMA queue — a TX (m2s) ring and an RX (s2m) ring with the same qid (docs/reference/udma-rings-and-doorbells.md) — as a
 * flyweight over the device's {@link QueueTable}. Its operations are the driver's and runtime's:
 * {@code NEURON_IOCTL_DMA_QUEUE_INIT} ({@link #init}), the {@code sw_dma_queue} producer
 * ({@link #reserve}, {@link #setDescriptors}), {@code dma_ring_copy_descriptors}
 * ({@link #copyDescriptors}), the doorbell ({@link #copyStart}, {@link #drtpInc}) and
 * {@code udma_cdesc_ack} ({@link #ack}). Every change is one journal record.
 */
public final class DmaQueue {
    private final Device dev;
    private final int eng;
    private final int q;
    private final int id;

    DmaQueue(Device dev, int eng, int q) {
        this.dev = dev;
        this.eng = eng;
        this.q = q;
        this.id = eng * dev.topology().queuesPerEngine() + q;
    }

    public int engine() {
        return eng;
    }

    public int queue() {
        return q;
    }

    /** {@code eng × 16 + q}. */
    public int id() {
        return id;
    }

    static int dir(Direction d) {
        return d == Direction.TX ? 0 : 1;
    }

    private int ring(Direction d) {
        return QueueTable.ring(id, dir(d));
    }

    private QueueTable t() {
        return dev.queueTable();
    }

    /** Whether {@link #init} bound rings to this queue. */
    public boolean initialized() {
        return t().initialized(ring(Direction.TX));
    }

    private long f(Direction d, int field) {
        return t().get(ring(d), field);
    }

    /** Device address of descriptor 0 ({@code drbp}). */
    public long ringBase(Direction d) {
        return f(d, BASE);
    }

    /** Ring length in descriptors ({@code drl}). */
    public int descCount(Direction d) {
        return (int) f(d, COUNT);
    }

    /** {@code next_desc_idx}: the producer cursor. */
    public int nextDescIdx(Direction d) {
        return (int) f(d, NEXT_DESC);
    }

    /** {@code desc_ring_id}: the producer's phase (1 at init, +1 mod 4 per wrap). */
    public int descRingId(Direction d) {
        return (int) f(d, SW_RING_ID);
    }

    /** {@code next_cdesc_idx}: the software consumer, advanced by {@link #ack}. */
    public int nextCdescIdx(Direction d) {
        return (int) f(d, NEXT_CDESC);
    }

    /** Hardware head ({@code drhp}): the next descriptor the engine processes. */
    public int head(Direction d) {
        return (int) f(d, HEAD);
    }

    /** The ring id the engine expects at its head. */
    public int headRingId(Direction d) {
        return (int) f(d, HEAD_RING_ID);
    }

    /** Hardware tail ({@code drtp}). */
    public int tail(Direction d) {
        return (int) f(d, TAIL);
    }

    /** Descriptors handed over by doorbells and not yet processed. */
    public int pending(Direction d) {
        return (int) f(d, PENDING);
    }

    /** Whether the queue started (a START notification) and has not drained. */
    public boolean busy() {
        return (f(Direction.TX, QueueTable.FLAGS) & QueueTable.F_BUSY) != 0;
    }

    /** Whether a DMA abort stopped the queue (until {@link #reset}). */
    public boolean aborted() {
        return (f(Direction.TX, QueueTable.FLAGS) & QueueTable.F_ABORTED) != 0;
    }

    /** Descriptors processed through one ring. */
    public long descriptors(Direction d) {
        return f(d, QueueTable.DESCS);
    }

    /** Bytes read (TX) or written (RX) through one ring. */
    public long bytes(Direction d) {
        return f(d, QueueTable.BYTES);
    }

    /** Packets executed. */
    public long packets() {
        return f(Direction.TX, QueueTable.PACKETS);
    }

    /**
     * {@code udma_available_get} = {@code (next_cdesc_idx − (next_desc_idx + 16)) & size_mask} (docs/reference/udma-rings-and-doorbells.md
     * §4): free slots, with 16 always kept free. For a ring whose length is not a power of two (linear
     * prings) the mask is read as {@code mod size} (decision 0502).
     */
    public int available(Direction d) {
        long c = f(d, COUNT);
        return (int) Math.floorMod(f(d, NEXT_CDESC) - (f(d, NEXT_DESC) + Topology.RING_GUARD), c);
    }

    /**
     * {@code sw_dma_queue_ring_id_get_at_idx} (@0x448cc0): the phase of slot {@code idx} — the current
     * id, or the previous generation {@code (id − 1) & 3} for {@code idx % count >= next_desc_idx}.
     */
    public int ringIdAt(Direction d, int idx) {
        long c = f(d, COUNT);
        int id0 = (int) f(d, SW_RING_ID);
        return Math.floorMod(idx, c) >= f(d, NEXT_DESC) ? (id0 - 1) & 3 : id0;
    }

    /**
     * {@code NEURON_IOCTL_DMA_QUEUE_INIT}: binds two prings this device placed in HBM as the TX and RX
     * rings and resets the queue's cursors (producer 0, ring ids 1, head = tail = 0).
     */
    public void init(Pring tx, Pring rx) throws DeviceException {
        init(addressOf(tx, RingType.TX), tx.allocatedDescCount(), addressOf(rx, RingType.RX), rx.allocatedDescCount());
    }

    private long addressOf(Pring p, RingType want) throws DeviceException {
        RingMemory m = p.memory();
        if (!(m instanceof DeviceRingMemory) || !dev.prings.contains(p)) {
            throw new DeviceException(DeviceException.NRT_INVALID, "the pring is not in this device's memory: "
                    + "place it with Device.allocPring");
        }
        if (p.type() != want) {
            throw new DeviceException(DeviceException.NRT_INVALID, "a " + p.type() + " pring bound as the " + want + " ring");
        }
        return m.deviceAddress() + p.ringOffsetBytes();
    }

    /**
     * {@code NEURON_IOCTL_DMA_QUEUE_INIT} with ring addresses: validates as {@code udma_q_init_validate}
     * (256-byte aligned base and end, 32 … 16,777,200 descriptors, a multiple of 16, inside one memory).
     */
    public void init(long txBase, int txCount, long rxBase, int rxCount) throws DeviceException {
        validateRing(txBase, txCount);
        validateRing(rxBase, rxCount);
        QueueOps.init(dev, id, txBase, txCount, rxBase, rxCount);
    }

    private void validateRing(long base, int count) throws DeviceException {
        if (count < Topology.MIN_RING_DESCS || count > Topology.MAX_RING_DESCS || count % 16 != 0) {
            throw new DeviceException(DeviceException.NRT_INVALID, "ring of " + count
                    + " descriptors: UDMA needs 32..16,777,200, a multiple of 16");
        }
        if (base % Topology.RING_ALIGNMENT != 0) {
            throw new DeviceException(DeviceException.NRT_INVALID, String.format(
                    "ring base 0x%x is not 256-byte aligned (UDMA_QUEUE_ADDR_BYTE_ALIGNMENT)", base));
        }
        DecodedAddress tg = new DecodedAddress();
        if (!dev.addressMap().decode(base, 16L * count, tg) || !tg.region().isMemory()) {
            throw new DeviceException(DeviceException.NRT_INVALID, String.format("ring at 0x%x (%d descriptors): %s",
                    base, count, tg.error() != null ? tg.error() : "not memory"));
        }
    }

    private void requireInit() throws DeviceException {
        if (!initialized()) {
            throw new DeviceException(DeviceException.NRT_INVALID, "queue " + eng + "." + q + " is not initialised");
        }
    }

    /** {@code q_sw_ctrl} reset (bit 8): cursors back to 0, ring ids to 1, nothing pending, abort cleared. */
    public void reset() throws DeviceException {
        requireInit();
        QueueOps.reset(dev, id);
    }

    /**
     * {@code sw_dma_queue} reserve (@0x448ce0): claims {@code n} slots on both rings and returns their
     * base indices {TX, RX}; each cursor moves on by {@code n}, the ring id going +1 mod 4 when it wraps
     * (inc @0x448c90). Refused when {@code n} exceeds the ring or the 16-descriptor guard leaves fewer
     * than {@code n} free slots ({@link #available}).
     */
    public int[] reserve(int n) throws DeviceException {
        requireInit();
        for (Direction d : Direction.values()) {
            checkReserve(d, n);
        }
        int[] base = {nextDescIdx(Direction.TX), nextDescIdx(Direction.RX)};
        QueueOps.reserve(dev, id, n);
        return base;
    }

    private void checkReserve(Direction d, int n) throws DeviceException {
        if (n < 1 || n > descCount(d)) {
            throw new DeviceException(DeviceException.EINVAL, "cannot reserve " + n + " of " + descCount(d) + " slots");
        }
        if (available(d) < n) {
            throw new DeviceException(DeviceException.NRT_QUEUE_FULL, String.format(
                    "%s ring of queue %d.%d has %d free slots (16 always kept free), %d needed", d, eng, q,
                    available(d), n));
        }
    }

    /**
     * Reserves {@code n} slots of one ring (the emulated DGE, which fills the TX and RX rings of a queue with
     * different counts; decision 1103). Refused as {@link #reserve} refuses.
     */
    public int reserve(Direction d, int n) throws DeviceException {
        requireInit();
        checkReserve(d, n);
        int base = nextDescIdx(d);
        QueueOps.reserveOne(dev, id, d.ordinal(), n);
        return base;
    }

    /**
     * {@code sw_dma_queue_set_descriptors} commit (@0x448d30): writes {@code n} descriptors from
     * {@code startIdx} on, ORing each slot's phase into len_ctrl ({@code |= (phase << 24) & 0x3000000}),
     * in at most two runs split at the wrap.
     */
    public void setDescriptors(Direction d, int startIdx, long[] words, int n) throws DeviceException {
        long[] w = withRingIds(d, startIdx, words, n);
        int first = Math.min(n, descCount(d) - startIdx);
        copyDescriptors(d, startIdx, w, 0, first);
        if (first < n) {
            copyDescriptors(d, 0, w, 2 * first, n - first);
        }
    }

    /**
     * The phase stamping of {@code sw_dma_queue_set_descriptors}: a copy of {@code n} descriptors' words with
     * each slot's ring id ({@code sw_dma_queue_ring_id_get_at_idx}) ORed into len_ctrl, for slots
     * {@code startIdx, startIdx + 1, …} (wrapping).
     */
    public long[] withRingIds(Direction d, int startIdx, long[] words, int n) throws DeviceException {
        requireInit();
        int c = descCount(d);
        if (n < 0 || n > c || words.length < 2 * n || startIdx < 0 || startIdx >= c) {
            throw new DeviceException(DeviceException.NRT_INVALID, "Cannot copy the descriptors in template to the ring");
        }
        long[] w = words.clone();
        for (int i = 0; i < n; i++) {
            int phase = ringIdAt(d, startIdx + i);
            w[2 * i] |= ((long) phase << LenCtrl.RING_ID_SHIFT) & LenCtrl.RING_ID_MASK;
        }
        return w;
    }

    /**
     * {@code dma_ring_copy_descriptors} / {@code NEURON_IOCTL_DMA_COPY_DESCRIPTORS}: copies {@code n}
     * descriptors, from word {@code wordOff} of {@code words} on, into the ring at slot {@code offset},
     * unchanged (the range must not wrap).
     */
    public void copyDescriptors(Direction d, int offset, long[] words, int wordOff, int n) throws DeviceException {
        requireInit();
        if (n < 0 || offset < 0 || wordOff < 0 || (long) offset + n > descCount(d) || words.length < wordOff + 2L * n) {
            throw new DeviceException(DeviceException.NRT_INVALID, String.format(
                    "Cannot copy %d descriptors to offset %d of a ring of %d descriptors", n, offset, descCount(d)));
        }
        QueueOps.copy(dev, ring(d), offset, words, wordOff, n);
    }

    /**
     * {@code udma_m2m_copy_start} (docs/reference/udma-rings-and-doorbells.md, docs/reference/descriptors-and-barriers.md): the doorbell, RX first, then TX only if
     * {@code txCount > 0} ("prefetch RX"). Like {@code udma_desc_action_add} it refuses a count of 0 or
     * one larger than the ring: -EINVAL (-22), and nothing is rung. Returns 0.
     */
    public int copyStart(int txCount, int rxCount) throws DeviceException {
        requireInit();
        if (rxCount == 0 || rxCount > descCount(Direction.RX) || txCount < 0 || txCount > descCount(Direction.TX)) {
            return DeviceException.EINVAL;
        }
        QueueOps.doorbell(dev, ring(Direction.RX), rxCount, DeviceRecords.VIA_IOCTL);
        if (txCount > 0) {
            QueueOps.doorbell(dev, ring(Direction.TX), txCount, DeviceRecords.VIA_IOCTL);
        }
        return 0;
    }

    /**
     * One write of {@code num} to {@code rings.drtp_inc} (+0x38) of one ring, as through BAR0
     * ({@code al_reg_write32}; decision 0505). Refuses {@code num == 0 || num > size} (-EINVAL).
     */
    public int drtpInc(Direction d, int num) throws DeviceException {
        requireInit();
        if (num <= 0 || num > descCount(d)) {
            return DeviceException.EINVAL;
        }
        QueueOps.doorbell(dev, ring(d), num, DeviceRecords.VIA_BAR);
        return 0;
    }

    /** {@code udma_cdesc_ack(rx, count)} then {@code (tx, count)}: {@code next_cdesc_idx = (old + count) & mask}. */
    public void ack(int count) throws DeviceException {
        requireInit();
        if (count < 0 || count > descCount(Direction.TX) || count > descCount(Direction.RX)) {
            throw new DeviceException(DeviceException.EINVAL, "ack of " + count + " descriptors");
        }
        QueueOps.ack(dev, id, count);
    }

    /** Acks what the engine consumed of one ring (the emulated DGE; decision 1103): up to its hardware head. */
    public void ackConsumed(Direction d) throws DeviceException {
        requireInit();
        int n = Math.floorMod(head(d) - nextCdescIdx(d), descCount(d));
        if (n > 0) {
            QueueOps.ackOne(dev, id, d.ordinal(), n);
        }
    }

    @Override
    public String toString() {
        if (!initialized()) {
            return "queue " + eng + "." + q + " (not initialised)";
        }
        return String.format("queue %d.%d: TX head %d tail %d pending %d, RX head %d tail %d pending %d%s", eng, q,
                head(Direction.TX), tail(Direction.TX), pending(Direction.TX), head(Direction.RX), tail(Direction.RX),
                pending(Direction.RX), aborted() ? " ABORTED" : "");
    }
}
