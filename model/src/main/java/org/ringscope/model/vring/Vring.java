package org.ringscope.model.vring;

import java.util.Objects;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.M2mCopy;

/**
 * A virtual ring, {@code vring_t} = {name[256], tx, rx, total_tx_size, total_rx_size,
 * stochastic_rounding_en} (vring seed §1): the host-side staging list of a DMA program, a TX half of
 * source descriptors and an RX half of destination descriptors, appended to by the authoring functions
 * and edited by {@link VringPack}, {@link VringEdits} and {@link VringTemplates} before
 * {@link VringDump} commits it to a {@link Pring}.
 *
 * <p>This class holds the state and the hot path, {@code vring_add_desc_transfer_internal} (seed §3).
 * Every change is reported to the {@link VringListener}, if one is attached, as one {@link VringEvent}.
 */
public final class Vring {
    /** {@code sizeof(vring_t)} = 344 (the stride of a vring_set_t). */
    public static final int VRING_T_BYTES = 344;
    /** Capacity of {@code name[256]}, terminator included. */
    public static final int NAME_CAPACITY = 256;
    /** The largest chunk of one descriptor: 0x10000, the 16-bit length field's limit. */
    public static final int MAX_CHUNK = LenCtrl.MAX_DMA_DESC_SIZE;
    /** nlog text when a chunk cannot get its slots (0x81a4b0). */
    public static final String FAILED_TO_ADD = "Failed to add descriptor %d/%d to vring %s";
    /** nlog_trace text after a transfer (0x847116). */
    public static final String ADDED = "Added %d/%d desc to vring %s";

    private final String name;
    private final Arch arch;
    final VringPages tx;
    final VringPages rx;
    long totalTxSize;
    long totalRxSize;
    boolean stochasticRoundingEn;
    /** A packet builder's source and destination of a one-address packet, reused (never kept by the writer). */
    final long[] oneSrc = new long[1];
    final long[] oneDst = new long[1];
    VringListener listener;

    /** An empty vring with the cap of 16,777,200 descriptors per half. */
    public Vring(String name, Arch arch) {
        this(name, arch, VringPages.MAX_DESCRIPTORS);
    }

    /** An empty vring whose halves refuse descriptors past {@code descLimit} (≤ 16,777,200; lower for tests). */
    public Vring(String name, Arch arch, int descLimit) {
        this(name, arch, new VringPages(Direction.TX, descLimit), new VringPages(Direction.RX, descLimit));
    }

    private Vring(String name, Arch arch, VringPages tx, VringPages rx) {
        this.name = Objects.requireNonNull(name, "name");
        if (name.length() >= NAME_CAPACITY) {
            throw new IllegalArgumentException("vring name longer than " + (NAME_CAPACITY - 1) + " characters");
        }
        this.arch = Objects.requireNonNull(arch, "arch");
        this.tx = tx;
        this.rx = rx;
    }

    public String name() {
        return name;
    }

    public Arch arch() {
        return arch;
    }

    /** The TX (m2s, source) half. */
    public VringPages tx() {
        return tx;
    }

    /** The RX (s2m, destination) half. */
    public VringPages rx() {
        return rx;
    }

    public VringPages half(Direction d) {
        return d == Direction.TX ? tx : rx;
    }

    /** {@code total_tx_size} (vring_t+0x140): bytes of all TX descriptors the authoring paths added. */
    public long totalTxSize() {
        return totalTxSize;
    }

    /** {@code total_rx_size} (vring_t+0x148). */
    public long totalRxSize() {
        return totalRxSize;
    }

    /** {@code stochastic_rounding_en} (vring_t+0x150), stamped by {@code vring_set_allocate}. */
    public boolean stochasticRoundingEn() {
        return stochasticRoundingEn;
    }

    /** Attaches the one listener (the journal), or detaches it with {@code null}. */
    public void setListener(VringListener listener) {
        this.listener = listener;
    }

    public VringListener listener() {
        return listener;
    }

    void emit(VringEvent e) {
        listener.onEvent(e);
    }

    /**
     * {@code vring_add_desc_transfer} (vring.c, 0x312290; 34 callers): appends a copy of {@code size}
     * bytes with {@code set_sow} = the arch's SOW support — on v2 the final chunk gets DMB, on v3+ every
     * Rx descriptor gets SOW and no chunk gets DMB.
     */
    public void vringAddDescTransfer(long src, long dst, long size) throws VringException {
        vringAddDescTransferInternal(src, dst, size, arch.isSowSupported(), "vring_add_desc_transfer");
    }

    /** {@code vring_add_desc_transfer_ex} (0x3122a0): as above with {@code set_sow = 0} — the DMB path on every arch. */
    public void vringAddDescTransferEx(long src, long dst, long size) throws VringException {
        vringAddDescTransferInternal(src, dst, size, false, "vring_add_desc_transfer_ex");
    }

    /**
     * {@code vring_add_desc_transfer_internal} (vring.c:131, 0x3112f0), the chunk loop:
     *
     * <pre>
     * while remaining > 0:
     *     chunk = min(remaining, 65536)
     *     tx = vring_allocate_next_desc(&amp;vring.tx); rx = vring_allocate_next_desc(&amp;vring.rx)
     *     if tx == NULL or rx == NULL: nlog("Failed to add descriptor %u/%u to vring %s"); return QUEUE_FULL
     *     barrier = (is_last and not set_sow) ? DMB : NONE        // GOTCHA: final chunk only, never with SOW
     *     al_udma_m2m_build_copy_descriptor(tx, rx, s, d, chunk, ring_id=1, barrier, set_sow)
     *     total_tx_size += chunk; total_rx_size += chunk
     * </pre>
     *
     * Like the runtime it does not roll back: chunks added before a QUEUE_FULL stay, and so does a slot
     * claimed in one half when the other half was full (RingScope writes its words as zero). The listener sees one
     * {@link VringEvent.Appended} for whatever was added, before the exception.
     *
     * @param setSow put STRONG_ORDER_WR on every Rx descriptor (and so no DMB); refused on SUNDA
     * @throws VringException {@link VringException#NRT_QUEUE_FULL} when a half is at its cap (the cause
     *         carries "Descriptor limit reached…"), {@link VringException#ERROR} for SOW on SUNDA
     */
    public void vringAddDescTransferInternal(long src, long dst, long size, boolean setSow) throws VringException {
        vringAddDescTransferInternal(src, dst, size, setSow, "vring_add_desc_transfer_internal");
    }

    /** The chunk loop, reporting {@code function} (the public entry point that called it) to the listener. */
    void vringAddDescTransferInternal(long src, long dst, long size, boolean setSow, String function)
            throws VringException {
        if (size < 0) {
            throw new IllegalArgumentException("negative transfer size " + size);
        }
        if (setSow && !arch.isSowSupported()) {
            throw new VringException(VringException.ERROR, M2mCopy.SOW_NOT_SUPPORTED);
        }
        final int txStart = tx.usedDescCount;
        final int rxStart = rx.usedDescCount;
        long remaining = size;
        long s = src;
        long d = dst;
        long bytes = 0;
        int i = 0;
        while (remaining > 0) {
            int chunk = remaining < MAX_CHUNK ? (int) remaining : MAX_CHUNK;
            int ti = tx.vringAllocateNextDesc();
            int ri = rx.vringAllocateNextDesc();
            if (ti < 0 || ri < 0) {
                if (ti >= 0) {
                    tx.clearSlot(ti);
                }
                if (ri >= 0) {
                    rx.clearSlot(ri);
                }
                totalTxSize += bytes;
                totalRxSize += bytes;
                String limit = (ti < 0 ? tx : rx).limitMessage();
                appended(function, txStart, rxStart, bytes);
                long n = (size + MAX_CHUNK - 1) / MAX_CHUNK;
                throw new VringException(VringException.NRT_QUEUE_FULL, String.format(FAILED_TO_ADD, i, n, name),
                        new VringException(VringException.NRT_QUEUE_FULL, limit));
            }
            boolean isLast = remaining == chunk;
            BarrierMode barrier = isLast && !setSow ? BarrierMode.DMB : BarrierMode.NONE;
            M2mCopy.writeValidated(tx.writable0(ti), tx.writable1(ti), VringPages.slotOf(ti), rx.writable0(ri),
                    rx.writable1(ri), VringPages.slotOf(ri), s, d, chunk, M2mCopy.VRING_RING_ID, barrier, setSow);
            bytes += chunk;
            s += chunk;
            d += chunk;
            remaining -= chunk;
            i++;
        }
        totalTxSize += bytes;
        totalRxSize += bytes;
        appended(function, txStart, rxStart, bytes);
    }

    private void appended(String function, int txStart, int rxStart, long bytes) {
        if (listener != null) {
            listener.appended(name, function, txStart, tx.usedDescCount - txStart, rxStart, rx.usedDescCount - rxStart,
                    bytes, bytes);
        }
    }

    /**
     * {@code vring_deep_copy_pages}: a new vring named {@code newName} with copies of both halves, the
     * totals and the flags; no listener.
     */
    public Vring vringDeepCopyPages(String newName) {
        Vring c = new Vring(newName, arch, tx.deepCopy(), rx.deepCopy());
        c.totalTxSize = totalTxSize;
        c.totalRxSize = totalRxSize;
        c.stochasticRoundingEn = stochasticRoundingEn;
        return c;
    }

    /**
     * {@code vring_free_pages} on one half: releases its pages; the half is empty afterwards (the totals
     * are left alone, as the runtime leaves them).
     */
    public void vringFreePages(Direction half) {
        VringPages p = half(half);
        long[] old = listener != null ? p.snapshot(0, p.usedDescCount) : null;
        p.freePages();
        if (old != null) {
            emit(new VringEvent.PagesFreed(name, "vring_free_pages", half, old));
        }
    }

    /** Retained bytes of both halves' pages (a segment shared with another vring counted here too). */
    public long retainedBytes() {
        return tx.retainedBytes() + rx.retainedBytes();
    }

    @Override
    public String toString() {
        return String.format("vring %s (%s): tx %d, rx %d descriptors, total_tx_size %d, total_rx_size %d", name, arch,
                tx.usedDescCount, rx.usedDescCount, totalTxSize, totalRxSize);
    }

    /**
     * The vring's state now — both halves and the totals — for a journal checkpoint. The halves share their
     * pages with the live vring until it writes them (copy on write), so a snapshot costs a few arrays of
     * references, not the descriptors.
     */
    public Snapshot snapshot() {
        return new Snapshot(tx.freeze(), rx.freeze(), totalTxSize, totalRxSize);
    }

    /** Returns to a {@link #snapshot} of this vring, without reporting an event. */
    public void restore(Snapshot s) {
        tx.thaw(s.tx());
        rx.thaw(s.rx());
        totalTxSize = s.totalTxSize();
        totalRxSize = s.totalRxSize();
    }

    /** A vring's frozen state: its two halves and {@code total_tx_size} / {@code total_rx_size}. */
    public record Snapshot(VringPages.State tx, VringPages.State rx, long totalTxSize, long totalRxSize) {
    }
}
