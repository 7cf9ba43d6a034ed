package org.ringscope.model.udma;

/**
 * Word 0 of the 16-byte descriptor, {@code len_ctrl} (docs/reference/descriptors-and-barriers.md). Tx and Rx share the layout:
 *
 * <pre>
 *  31 CONCAT  30 DMB  29 STRONG_ORDER_WR (Rx, v3+)  28 INT_EN  27 LAST  26 FIRST
 *  25:24 RING_ID (phase)  23 META  22:16 unused by M2M  15:0 LENGTH (0 means 65,536)
 * </pre>
 *
 * The set/clear/is helpers are the Alpine {@code al_udma_m2m_set_*} / {@code clear_*} / {@code is_*}
 * functions (0x45ce70–0x45cf50): single OR / AND-NOT / shift-and-mask operations on this word.
 */
public final class LenCtrl {
    /** Bit 31: chain with the next descriptor of the packet ({@code al_udma_m2m_set_concat}, OR 0x80000000). */
    public static final int CONCAT = 0x80000000;
    /** Bit 30: data memory barrier ({@code M2S_DESC_DMB}), Tx. */
    public static final int DMB = 0x40000000;
    /** Bit 29: strong-ordered write ({@code S2M_DESC_STRONG_ORDER_WR}), Rx, v3+. */
    public static final int STRONG_ORDER_WR = 0x20000000;
    /** Bit 28: interrupt on completion ({@code set_dst_int} puts it on the Rx descriptor). */
    public static final int INT_EN = 0x10000000;
    /** Bit 27: last descriptor of a packet. */
    public static final int LAST = 0x08000000;
    /** Bit 26: first descriptor of a packet. */
    public static final int FIRST = 0x04000000;
    /** Shift of the 2-bit ring id (phase). */
    public static final int RING_ID_SHIFT = 24;
    /** Mask of the 2-bit ring id: {@code 0x3 << 24}. */
    public static final int RING_ID_MASK = 0x03000000;
    /** Bit 23: CME/CRC meta-descriptor marker ({@code is_meta}). */
    public static final int META = 0x00800000;
    /** Bits 15:0: byte count; 0 encodes 65,536. */
    public static final int LEN_MASK = 0x0000FFFF;
    /** {@code MAX_DMA_DESC_SIZE} (udma.h:479): the hardware limit of one descriptor. */
    public static final int MAX_DMA_DESC_SIZE = 65536;
    /**
     * Bit 31 of an Rx len_ctrl read by {@code vring_should_emb_sem_update}: set once an embedded semaphore
     * increment sits on the descriptor (the Alpine name of the Rx bit is DUAL_BUF). See decision 0104.
     */
    public static final int RX_EMBEDDED_SEM = 0x80000000;

    private LenCtrl() {
    }

    /** {@code len_ctrl = flags | (ring_id << 24) | (size & 0xffff)}; size 65,536 becomes 0. */
    public static int pack(int flags, int ringId, int size) {
        return flags | ((ringId << RING_ID_SHIFT) & RING_ID_MASK) | (size & LEN_MASK);
    }

    /** {@code al_udma_m2m_get_tx_desc_size}: {@code len ? len : 0x10000}. */
    public static int size(int lenCtrl) {
        int len = lenCtrl & LEN_MASK;
        return len == 0 ? MAX_DMA_DESC_SIZE : len;
    }

    public static int ringId(int lenCtrl) {
        return (lenCtrl & RING_ID_MASK) >>> RING_ID_SHIFT;
    }

    /** {@code al_udma_m2m_is_first}: {@code (w0 >> 26) & 1}. */
    public static boolean isFirst(int lenCtrl) {
        return (lenCtrl & FIRST) != 0;
    }

    /** {@code al_udma_m2m_is_last}: {@code (w0 >> 27) & 1}. */
    public static boolean isLast(int lenCtrl) {
        return (lenCtrl & LAST) != 0;
    }

    /** {@code al_udma_m2m_is_concat}: {@code (w0 >> 31) & 1}. */
    public static boolean isConcat(int lenCtrl) {
        return (lenCtrl & CONCAT) != 0;
    }

    /** {@code al_udma_m2m_is_meta}: {@code (w0 >> 23) & 1}. */
    public static boolean isMeta(int lenCtrl) {
        return (lenCtrl & META) != 0;
    }

    public static boolean isDmb(int lenCtrl) {
        return (lenCtrl & DMB) != 0;
    }

    public static boolean isSow(int lenCtrl) {
        return (lenCtrl & STRONG_ORDER_WR) != 0;
    }
}
