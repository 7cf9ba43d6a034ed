package org.ringscope.model.dge;

/**
 * {@code NEURON_ISA_TPB_DGE_OPCODE}: byte +15 of a PseudoDmaDirect2d (0xD4), and the real word each kind lowers
 * to (docs/reference/dge.md). On sunda only the first two exist.
 */
public enum DgeOp {
    DMA_DIRECT2D(0, DgeWords.DMA_MEMCPY, false),
    DMA_INDIRECT1D(1, DgeWords.DMA_INDIRECT, true),
    DMA_TRANSPOSE(2, DgeWords.DMA_TRANSPOSE, true),
    DMA_GATHER_TRANSPOSE(3, DgeWords.DMA_GATHER_TRANSPOSE, true);

    private final int code;
    private final int opcode;
    private final boolean needsExtension;

    DgeOp(int code, int opcode, boolean needsExtension) {
        this.code = code;
        this.opcode = opcode;
        this.needsExtension = needsExtension;
    }

    public int code() {
        return code;
    }

    /** The opcode of the real word. */
    public int opcode() {
        return opcode;
    }

    public boolean needsExtension() {
        return needsExtension;
    }

    /** The kind of {@code dge_op}, or {@code null}. */
    public static DgeOp of(int code) {
        for (DgeOp o : values()) {
            if (o.code == code) {
                return o;
            }
        }
        return null;
    }

    /** The kind a real word's opcode is, or {@code null} when it is none of the four. */
    public static DgeOp ofOpcode(int opcode) {
        for (DgeOp o : values()) {
            if (o.opcode == opcode) {
                return o;
            }
        }
        return null;
    }
}
