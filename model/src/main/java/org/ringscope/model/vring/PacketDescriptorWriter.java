package org.ringscope.model.vring;

import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.M2mCopy;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.model.udma.UdmaException;

/**
 * The shared N-block packet loop behind every packet builder, after {@code al_udma_m2m_build_packet}
 * (0x45cf70; docs/reference/descriptors-and-barriers.md): reject a packet over the arch's per-packet caps (-22), a
 * notification mask off v4 (-22) and SOW on v2 (-1); then TX descriptors — FIRST on block 0, LAST on
 * block n-1, CONCAT on every block but the last (decision 0102) — and then one RX descriptor per
 * destination block, each pulled from the vring through {@code vring_allocate_next_desc_cb} (ring id 1).
 *
 * <p>Layout: an optional leading META descriptor ({@code FIRST|META|CONCAT|rid}, length field 0, meta_ctrl =
 * the lead word, bytes 8..15 = the lead operand — the {@code tx_meta} view's meta1 / meta2, see
 * {@link org.ringscope.model.udma.MetaOperand}), then for each source the {@code size} bytes in ≤ 64 KiB
 * blocks; on RX, for each destination the same blocks.
 */
final class PacketDescriptorWriter {
    static final String FAILED_TX = "Failed to add TX descriptor %d of %d";
    static final String FAILED_RX = "Failed to add RX descriptor %d of %d";
    static final String TOO_MANY = "Packet needs %d %s descriptors, %d allowed per packet";
    static final String NOTIF_NOT_SUPPORTED = "notification mask not supported on arch < 4";

    private PacketDescriptorWriter() {
    }

    /**
     * Thrown inside the loop when a slot cannot be had; carries what was added so far and the half's "Descriptor
     * limit reached…" line when its cap was the reason.
     */
    static final class Partial extends Exception {
        private static final long serialVersionUID = 1L;
        final transient PacketCounts added;
        final String limit;

        Partial(PacketCounts added, UdmaException cause, String limit) {
            super(cause.getMessage(), cause);
            this.added = added;
            this.limit = limit;
        }
    }

    static PacketCounts write(Vring v, long[] srcs, long[] dsts, long size, int metaWord, int leadMetaWord,
            long leadOperand, boolean lead, boolean setSow, boolean notificationMask) throws UdmaException, Partial {
        return write(v, srcs, dsts, size, size, metaWord, leadMetaWord, leadOperand, lead, setSow, notificationMask);
    }

    /** As above, with destinations of {@code rxSize} bytes each (a value-converting cast: {@link VringCast}). */
    static PacketCounts write(Vring v, long[] srcs, long[] dsts, long size, long rxSize, int metaWord,
            int leadMetaWord, long leadOperand, boolean lead, boolean setSow, boolean notificationMask)
            throws UdmaException, Partial {
        if (size < 1 || rxSize < 1) {
            throw new UdmaException(UdmaException.EINVAL, String.format(M2mCopy.INVALID_SIZE, Math.min(size, rxSize)));
        }
        long blocks = (size + LenCtrl.MAX_DMA_DESC_SIZE - 1) / LenCtrl.MAX_DMA_DESC_SIZE;
        long rxBlocks = (rxSize + LenCtrl.MAX_DMA_DESC_SIZE - 1) / LenCtrl.MAX_DMA_DESC_SIZE;
        long txN = (lead ? 1 : 0) + srcs.length * blocks;
        long rxN = dsts.length * rxBlocks;
        if (txN > v.arch().maxDescPerPacket()) {
            throw new UdmaException(UdmaException.EINVAL, String.format(TOO_MANY, txN, "TX", v.arch().maxDescPerPacket()));
        }
        if (rxN > v.arch().maxRxDescPerPacket()) {
            throw new UdmaException(UdmaException.EINVAL, String.format(TOO_MANY, rxN, "RX", v.arch().maxRxDescPerPacket()));
        }
        if (notificationMask && !v.arch().supportsNotificationMask()) {
            throw new UdmaException(UdmaException.EINVAL, NOTIF_NOT_SUPPORTED);
        }
        if (setSow && !v.arch().isSowSupported()) {
            throw new UdmaException(UdmaException.FAILURE, M2mCopy.SOW_NOT_SUPPORTED);
        }
        int meta = metaWord | (notificationMask ? MetaCtrl.NOTIFICATION_MASK : 0);
        int txStart = v.tx.usedDescCount;
        int rxStart = v.rx.usedDescCount;
        int i = 0;
        if (lead) {
            put(v, v.tx, txStart, rxStart, i++, (int) txN, LenCtrl.pack(LenCtrl.FIRST | LenCtrl.META | LenCtrl.CONCAT,
                    M2mCopy.VRING_RING_ID, 0), leadMetaWord, leadOperand, FAILED_TX);
        }
        for (long src : srcs) {
            for (long b = 0; b < blocks; b++) {
                int len = blockLen(size, b);
                int flags = (i == 0 ? LenCtrl.FIRST : 0) | (i == txN - 1 ? LenCtrl.LAST : LenCtrl.CONCAT);
                put(v, v.tx, txStart, rxStart, i++, (int) txN, LenCtrl.pack(flags, M2mCopy.VRING_RING_ID, len), meta,
                        src + b * LenCtrl.MAX_DMA_DESC_SIZE, FAILED_TX);
            }
        }
        int r = 0;
        int rxFlags = setSow ? LenCtrl.STRONG_ORDER_WR : 0;
        for (long dst : dsts) {
            for (long b = 0; b < rxBlocks; b++) {
                put(v, v.rx, txStart, rxStart, r++, (int) rxN, LenCtrl.pack(rxFlags, M2mCopy.VRING_RING_ID,
                        blockLen(rxSize, b)), 0, dst + b * LenCtrl.MAX_DMA_DESC_SIZE, FAILED_RX);
            }
        }
        return new PacketCounts(txStart, (int) txN, rxStart, (int) rxN);
    }

    static int blockLen(long size, long b) {
        return (int) Math.min(LenCtrl.MAX_DMA_DESC_SIZE, size - b * LenCtrl.MAX_DMA_DESC_SIZE);
    }

    private static void put(Vring v, VringPages half, int txStart, int rxStart, int i, int n, int lenCtrl, int word1Hi,
            long buf, String failure) throws Partial {
        int idx = half.vringAllocateNextDesc();
        if (idx < 0) {
            PacketCounts added = new PacketCounts(txStart, v.tx.usedDescCount - txStart, rxStart,
                    v.rx.usedDescCount - rxStart);
            throw new Partial(added, new UdmaException(UdmaException.ENOMEM, String.format(failure, i, n)),
                    half.atLimit() ? half.limitMessage() : null);
        }
        half.put(idx, Desc.word0(lenCtrl, word1Hi), buf);
    }
}
