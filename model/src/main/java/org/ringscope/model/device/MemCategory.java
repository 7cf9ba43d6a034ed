package org.ringscope.model.device;

/**
 * What a device-memory allocation is for: the {@code dmem_t.mem_usage_type} of the runtime's
 * {@code dmem_alloc} (docs/reference/load-path.md: UCODE_LIB 13, DMA_RING 18; docs/reference/udma-rings-and-doorbells.md, {@code category_map_28}:
 * DATA 19, IN/OUT 20, COLLECTIVES 21, everything else 18). Categories the references give no number for
 * carry {@code -1}.
 */
public enum MemCategory {
    /** Descriptor rings (prings, H2T rings): {@code mem_usage_type} 18. */
    DMA_RING(18),
    /** Data rings / data-refill buffers: 19. */
    DATA(19),
    /** Input / output tensors: 20. */
    IO(20),
    /** Collectives: 21. */
    COLLECTIVES(21),
    /** Staged ucode libraries (the UCPL images {@code ucode_stage_libs} copies in): 13. */
    UCODE_LIB(13),
    /** Other variables of a model (state buffers spilled to HBM, weights, scratch): no number in the references. */
    TENSOR(-1),
    /** Completion markers and other small runtime buffers: no number in the references. */
    RUNTIME(-1);

    private final int usageType;

    MemCategory(int usageType) {
        this.usageType = usageType;
    }

    /** The runtime's {@code mem_usage_type}, or -1 when the references do not give one. */
    public int usageType() {
        return usageType;
    }
}
