package org.ringscope.model.vring;

import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * {@code vring_pack_descs} (vring.c:381, 0x312590; vring seed §5): coalesce the CME descriptors of a window of
 * TX descriptors into packets bounded by a byte budget and the arch's descriptor cap
 * ({@code tdrv_arch_get_max_desc_per_packet}: 128 on v2, 65 on v3/v4), rewriting FIRST / CONCAT / LAST.
 *
 * <p>State machine (decision 0102): a CME descriptor first loses FIRST, LAST and CONCAT (the seed's CORRECTION
 * VRING-PACK leaves the exact write order open; clearing is what makes the result one packet per FIRST…LAST
 * run whatever the bits were before). Then: open a packet → {@code set_first(desc)}; continue →
 * {@code set_concat(prev)}; close on overflow or at the end → {@code set_last(prev)}, {@code clear_concat(prev)}.
 * A single descriptor larger than the byte budget still forms a packet of its own. Only CME descriptors are
 * grouped (meta_ctrl's ssmae_op = CME, not a META descriptor): a CCE or transpose packet's descriptors — whose
 * op word replaced the CME selector — close the packet being built and are left exactly as their builder wrote
 * them, so a compute packet is never merged with the copies around it (decision 0110). DMB, SOW and every other
 * bit are untouched, and so is the RX half.
 */
public final class VringPack {
    /** nlog text when the window's first page does not exist (0x847177). */
    public static final String NO_CUR_PAGE = "Couldn't find cur_page";

    private static final int PACKET_BITS = LenCtrl.FIRST | LenCtrl.LAST | LenCtrl.CONCAT;
    private static final long CONCAT_WORD = LenCtrl.CONCAT & 0xFFFFFFFFL;

    private VringPack() {
    }

    /** Whether word 0 of a TX descriptor is one {@code vring_pack_descs} groups: a CME data descriptor. */
    static boolean packable(long word0) {
        return !LenCtrl.isMeta((int) word0) && MetaCtrl.isCmeDesc((int) (word0 >>> 32));
    }

    /**
     * Packs TX descriptors {@code [startIdx, endIdx)} and returns {@code packet_delta} = packets after −
     * {@code curNumPackets}. Emits one {@link VringEvent.Edited} with the window's old words.
     *
     * @param maxPacketSize byte budget of one packet (≥ 1)
     * @throws VringException "Couldn't find cur_page" (NRT_FAILURE) when no page holds {@code startIdx}: the
     *         window starts past the half's pages (an empty half, or pages already freed)
     */
    public static long vringPackDescs(Vring vring, int startIdx, int endIdx, long maxPacketSize, long curNumPackets)
            throws VringException {
        VringPages tx = vring.tx;
        if (startIdx < 0 || endIdx < startIdx) {
            throw new IllegalArgumentException("window [" + startIdx + ", " + endIdx + ") of vring " + vring.name()
                    + " is not a window");
        }
        if (maxPacketSize < 1) {
            throw new IllegalArgumentException("max_packet_size must be positive, got " + maxPacketSize);
        }
        final int maxPerPacket = vring.arch().maxDescPerPacket();
        if (!tx.vringFindPageByIdx(startIdx >>> VringPages.PAGE_SHIFT)) {
            throw new VringException(VringException.NRT_FAILURE, NO_CUR_PAGE);
        }
        if (endIdx > tx.usedDescCount) {
            throw new IllegalArgumentException("window [" + startIdx + ", " + endIdx + ") outside the "
                    + tx.usedDescCount + " TX descriptors of vring " + vring.name());
        }
        if (startIdx == endIdx) {
            return -curNumPackets;
        }
        long[] old = vring.listener != null ? tx.snapshot(startIdx, endIdx) : null;
        long packets = 0;
        int packetDescs = 0;
        long packetBytes = 0;
        long[] prevPage = null;
        int prevOff = 0;
        int idx = startIdx;
        while (idx < endIdx) {
            long[] page = tx.writable0(idx);
            int slot = idx & VringPages.SEGMENT_MASK;
            int runEnd = Math.min(endIdx - idx, VringPages.SEGMENT_DESCS - slot) + slot;
            for (int s = slot; s < runEnd; s++) {
                long w = page[s];
                if (!packable(w)) {
                    if (packetDescs > 0) {
                        close(prevPage, prevOff);
                        packets++;
                        packetDescs = 0;
                        packetBytes = 0;
                    }
                    continue;
                }
                int lc = (int) w & ~PACKET_BITS;
                int len = lc & LenCtrl.LEN_MASK;
                int sz = len == 0 ? LenCtrl.MAX_DMA_DESC_SIZE : len;
                if (packetDescs > 0 && (packetDescs + 1 > maxPerPacket || packetBytes + sz > maxPacketSize)) {
                    close(prevPage, prevOff);
                    packets++;
                    packetDescs = 0;
                    packetBytes = 0;
                }
                if (packetDescs == 0) {
                    lc |= LenCtrl.FIRST;
                } else {
                    prevPage[prevOff] |= CONCAT_WORD;
                }
                page[s] = (w & 0xFFFFFFFF00000000L) | (lc & 0xFFFFFFFFL);
                packetDescs++;
                packetBytes += sz;
                prevPage = page;
                prevOff = s;
            }
            idx += runEnd - slot;
        }
        if (packetDescs > 0) {
            close(prevPage, prevOff);
            packets++;
        }
        if (old != null) {
            vring.emit(new VringEvent.Edited(vring.name(), "vring_pack_descs", tx.direction(), startIdx, endIdx, old));
        }
        return packets - curNumPackets;
    }

    /** {@code al_udma_m2m_set_last(prev)}, {@code al_udma_m2m_clear_concat(prev)}. */
    private static void close(long[] page, int off) {
        page[off] = (page[off] | LenCtrl.LAST) & ~CONCAT_WORD;
    }
}
