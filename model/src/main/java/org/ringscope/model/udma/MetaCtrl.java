package org.ringscope.model.udma;

/**
 * Word 1 of a Tx descriptor, {@code meta_ctrl} (docs/reference/descriptors-and-barriers.md). Plain copies carry the fixed
 * default {@value #DEFAULT_HEX}; compute op classes overwrite the op selector bits with an overlay word
 * ({@link OpWord}).
 *
 * <p>GOTCHA (docs/reference/descriptors-and-barriers.md): 0x04000000 is FIRST in len_ctrl but the write barrier here, and
 * 0x10000000 is INT_EN in len_ctrl but the notification mask here.
 */
public final class MetaCtrl {
    static final String DEFAULT_HEX = "0x01080003";
    /**
     * {@code al_tdma_m2s_meta_ctrl_default_value} = 0x01080003: is_last_block (b0), is_first_block (b1),
     * copy_source_data (b19), ssmae_op (b25:23) = 0b010 (CME).
     */
    public static final int DEFAULT = 0x01080003;
    /** Bit 26: {@code write_barrier} ({@code al_sdma_m2s_set_write_barrier} = {@code orb $0x4,0x3(%rdi)}). */
    public static final int WRITE_BARRIER = 0x04000000;
    /** Bit 28: notification mask ({@code al_sdma_m2s_set_notification_mask} = {@code orb $0x10,0x3(%rdi)}), v4 only. */
    public static final int NOTIFICATION_MASK = 0x10000000;
    /** Bit 0: block_attr is_last_block. */
    public static final int IS_LAST_BLOCK = 0x1;
    /** Bit 1: block_attr is_first_block. */
    public static final int IS_FIRST_BLOCK = 0x2;
    /** Bit 19: copy_source_data. */
    public static final int COPY_SOURCE_DATA = 0x80000;
    /** Shift of ssmae_op / op (bits 25:23). */
    public static final int SSMAE_OP_SHIFT = 23;
    /** ssmae_op value of the CME (plain copy) class. */
    public static final int SSMAE_OP_CME = 0b010;
    /** Shift of op_type / optype (bits 22:20). */
    public static final int OP_TYPE_SHIFT = 20;

    private MetaCtrl() {
    }

    /** ssmae_op, bits 25:23. */
    public static int ssmaeOp(int metaCtrl) {
        return (metaCtrl >>> SSMAE_OP_SHIFT) & 0x7;
    }

    /** op_type, bits 22:20. */
    public static int opType(int metaCtrl) {
        return (metaCtrl >>> OP_TYPE_SHIFT) & 0x7;
    }

    /** {@code is_cme_desc} (0x45ceb0): {@code ((u16 @meta+2) >> 7) & 7 == 2}, i.e. ssmae_op == 0b010. */
    public static boolean isCmeDesc(int metaCtrl) {
        return ssmaeOp(metaCtrl) == SSMAE_OP_CME;
    }

    public static boolean isWriteBarrier(int metaCtrl) {
        return (metaCtrl & WRITE_BARRIER) != 0;
    }

    public static boolean isNotificationMask(int metaCtrl) {
        return (metaCtrl & NOTIFICATION_MASK) != 0;
    }
}
