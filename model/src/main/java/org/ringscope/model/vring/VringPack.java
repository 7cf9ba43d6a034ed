package org.ringscope.model.vring;

import org.ringscope.model.udma.LenCtrl;

/**
 * {@code vring_pack_descs} (vring.c:381, 0x312590; vring seed §5): coalesce a window of TX descriptors
 * into packets bounded by a byte budget and the arch's descriptor cap
 * ({@code tdrv_arch_get_max_desc_per_packet}: 128 on v2, 65 on v3/v4), rewriting FIRST / CONCAT / LAST.
 *
 * <p>State machine (decision 0102): every descriptor of the window first loses FIRST, LAST and CONCAT
 * (the seed's CORRECTION VRING-PACK leaves the exact write order open; clearing is what makes the
 * result one packet per FIRST…LAST run whatever the bits were before). Then: open a packet →
 * {@code set_first(desc)}; continue → {@code set_concat(prev)}; close on overflow or at the end →
 * {@code set_last(prev)}, {@code clear_concat(prev)}. A single descriptor larger than the byte budget
 * still forms a packet of its own. DMB, SOW and every other bit are untouched, and so is the RX half.
 */
public final class VringPack {
    /** nlog text when the window's first page does not exist (0x847177). */
    public static final String NO_CUR_PAGE = "Couldn't find cur_page";

    private static final int PACKET_BITS = LenCtrl.FIRST | LenCtrl.LAST | LenCtrl.CONCAT;

    private VringPack() {
    }

    /**
     * Packs TX descriptors {@code [startIdx, endIdx)} and returns {@code packet_delta} = packets after −
     * {@code curNumPackets}. Emits one {@link VringEvent.Edited} with the window's old words.
     *
     * @param maxPacketSize byte budget of one packet (≥ 1)
     */
    public static long vringPackDescs(Vring vring, int startIdx, int endIdx, long maxPacketSize, long curNumPackets)
            throws VringException {
        VringPages tx = vring.tx;
        if (startIdx < 0 || endIdx < startIdx || endIdx > tx.usedDescCount) {
            throw new IllegalArgumentException("window [" + startIdx + ", " + endIdx + ") outside the "
                    + tx.usedDescCount + " TX descriptors of vring " + vring.name());
        }
        if (maxPacketSize < 1) {
            throw new IllegalArgumentException("max_packet_size must be positive, got " + maxPacketSize);
        }
        if (startIdx == endIdx) {
            return -curNumPackets;
        }
        if (!tx.vringFindPageByIdx(startIdx >>> VringPages.PAGE_SHIFT)) {
            throw new VringException(VringException.NRT_FAILURE, NO_CUR_PAGE);
        }
        long[] old = vring.listener != null ? tx.snapshot(startIdx, endIdx) : null;
        final int maxPerPacket = vring.arch().maxDescPerPacket();
        long packets = 0;
        int packetDescs = 0;
        long packetBytes = 0;
        long[] prevPage = null;
        int prevOff = 0;
        int idx = startIdx;
        while (idx < endIdx) {
            long[] page = tx.arrayOf(idx);
            int slot = idx & VringPages.SEGMENT_MASK;
            int runEnd = Math.min(endIdx - idx, VringPages.SEGMENT_DESCS - slot) + slot;
            for (int s = slot; s < runEnd; s++) {
                int off = s << 1;
                long w = page[off];
                int lc = (int) w & ~PACKET_BITS;
                int len = lc & LenCtrl.LEN_MASK;
                int sz = len == 0 ? LenCtrl.MAX_DMA_DESC_SIZE : len;
                if (packetDescs > 0 && (packetDescs + 1 > maxPerPacket || packetBytes + sz > maxPacketSize)) {
                    long pw = prevPage[prevOff];
                    prevPage[prevOff] = (pw | LenCtrl.LAST) & ~(long) (LenCtrl.CONCAT & 0xFFFFFFFFL);
                    packets++;
                    packetDescs = 0;
                    packetBytes = 0;
                }
                if (packetDescs == 0) {
                    lc |= LenCtrl.FIRST;
                } else {
                    prevPage[prevOff] |= LenCtrl.CONCAT & 0xFFFFFFFFL;
                }
                page[off] = (w & 0xFFFFFFFF00000000L) | (lc & 0xFFFFFFFFL);
                packetDescs++;
                packetBytes += sz;
                prevPage = page;
                prevOff = off;
            }
            idx += runEnd - slot;
        }
        long pw = prevPage[prevOff];
        prevPage[prevOff] = (pw | LenCtrl.LAST) & ~(long) (LenCtrl.CONCAT & 0xFFFFFFFFL);
        packets++;
        if (old != null) {
            vring.emit(new VringEvent.Edited(vring.name(), "vring_pack_descs", tx.direction(), startIdx, endIdx, old));
        }
        return packets - curNumPackets;
    }
}
