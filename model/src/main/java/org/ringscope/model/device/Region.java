package org.ringscope.model.device;

/**
 * The windows of the emulated physical address map ({@link DeviceAddressMap}, decision 0500). The first
 * four are memories (byte stores); the others are 4-byte registers whose writes have side effects.
 */
public enum Region {
    /** Device DRAM (HBM): variables, rings, staged ucode. */
    HBM(true),
    /** The State Buffer of every NC: 128 partitions × 256 KiB per NC ({@code partition << 18}). */
    STATE_BUFFER(true),
    /** The GPSIMD (Q7) local memory of every NC: the ucode code / data windows. */
    DMEM(true),
    /** Host DRAM behind the PCIe base. */
    HOST(true),
    /** Semaphore read view (+0x2701000): reads return the value. */
    SEMAPHORE_READ(false),
    /** Semaphore set view (+0x2701400): a write sets the value. */
    SEMAPHORE_SET(false),
    /** Semaphore increment view (+0x2701800): a write adds the value. */
    SEMAPHORE_INC(false),
    /** Semaphore decrement view (+0x2701C00): a write subtracts the value. */
    SEMAPHORE_DEC(false),
    /** Event view (+0x2700000): 1-bit flags, bit 0 of a write. */
    EVENT(false),
    /** The constant feed (+0x2702000, synthetic, decision 0105): word 0 reads 0, word 1 reads 1. */
    CONSTANT_FEED(false),
    /** The UDMA queue registers of the DMA engines; only {@code drtp_inc} (+0x38) is emulated. */
    DMA_QUEUE_REGISTERS(false);

    private final boolean memory;

    Region(boolean memory) {
        this.memory = memory;
    }

    /** Whether this window is a byte store rather than registers. */
    public boolean isMemory() {
        return memory;
    }
}
