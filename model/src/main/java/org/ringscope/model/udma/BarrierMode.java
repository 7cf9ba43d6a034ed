package org.ringscope.model.udma;

/**
 * The m2m barrier modes ({@code enum} in udma.h:196–201, routed in udma_m2m.c:333–348; docs/reference/descriptors-and-barriers.md).
 * Each sets exactly one bit, in a different word of a different descriptor of the copy pair.
 */
public enum BarrierMode {
    /** 0: no flag. */
    NONE(0),
    /** 1: Tx len_ctrl bit 30 ({@link LenCtrl#DMB}). */
    DMB(1),
    /** 2: Tx meta_ctrl bit 26 ({@link MetaCtrl#WRITE_BARRIER}). */
    WRITE_BARRIER(2),
    /** 3: Rx len_ctrl bit 29 ({@link LenCtrl#STRONG_ORDER_WR}), v3+ only. */
    SOW(3);

    private final int value;

    BarrierMode(int value) {
        this.value = value;
    }

    /** The C enum value. */
    public int value() {
        return value;
    }
}
