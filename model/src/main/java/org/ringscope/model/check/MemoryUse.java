package org.ringscope.model.check;

/** The runtime's device-memory usage categories, as its out-of-memory report lists them (transformers-neuronx#92). */
public enum MemoryUse {
    MODEL_CODE("model code"),
    MODEL_CONSTANTS("model constants"),
    TENSORS("tensors"),
    SHARED_SCRATCHPAD("shared scratchpad"),
    RUNTIME("runtime"),
    DMA_RINGS("dma rings"),
    COLLECTIVES("collectives");

    private final String label;

    MemoryUse(String label) {
        this.label = label;
    }

    /** {@code model code}, {@code dma rings}, …: the report's words. */
    public String label() {
        return label;
    }
}
