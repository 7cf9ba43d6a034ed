package org.ringscope.model.vring;

/** {@code dma_ring_type_t}: INVALID = 0, TX = 1 (M2S), RX = 2 (S2M) (docs/reference/udma-rings-and-doorbells.md). */
public enum RingType {
    INVALID(0),
    TX(1),
    RX(2);

    private final int value;

    RingType(int value) {
        this.value = value;
    }

    public int value() {
        return value;
    }
}
