package org.ringscope.model.device;

/**
 * Why a packet's descriptors were consumed but its data left unwritten: what the emulated encodings
 * (decision 0103) do not define is not invented (decision 0503). The journal keeps the reason with the
 * packet (by ordinal: new reasons go at the end). The runtime's builders now encode every operand in a
 * lead META descriptor, so FMA_SCALE, CCE_CONSTANT and TRANSPOSE_SHAPE only meet packets built without it.
 */
public enum NotExecuted {
    /** Executed. */
    NONE("executed"),
    /** A CCE dtype nibble that is not one of the nrt_dtype_t codes with an element type (6 bf16, 7 fp16, 10 fp32). */
    CCE_DTYPE("the CCE dtype code has no element type (bf16 6, fp16 7, fp32 10 are emulated)"),
    /** FMA: the scale is an fp32 argument that the descriptors do not carry. */
    FMA_SCALE("the FMA scale is not encoded: the packet has no META operand (decision 0103)"),
    /** CCE ADD with set_seed (b5): RNG seeding has no data semantics to emulate. */
    CCE_SEED("set_seed (ADD word b5) seeds the RNG; its effect is not defined"),
    /** MIN/MAX against a constant (b5): the constant is not encoded. */
    CCE_CONSTANT("min/max against a constant: the constant is not encoded (no META operand)"),
    /** A transpose whose permutation is not the identity: the tensor shape is not encoded. */
    TRANSPOSE_SHAPE("the transpose shape is not encoded, only the permutation: no META operand (decision 0103)"),
    /** A transpose flush: no data semantics are defined. */
    TRANSPOSE_FLUSH("a transpose flush has no defined data effect"),
    /** An FMA of more than one source: how the sources combine with the scale is not in the references. */
    FMA_SOURCES("an FMA of more than one source: how the sources combine is not defined (decision 0503)"),
    /** A transpose word whose permutation index is not one of the 12 or whose element size is not 1..8. */
    TRANSPOSE_WORD("the transpose word names no permutation of the 12 or no element size of 1..8"),
    /** The META operand's W·X·Y·element size does not divide the packet's bytes. */
    TRANSPOSE_SHAPE_MISMATCH("the transpose shape in the META operand does not describe the packet's bytes"),
    /** A cast the engine's data-conversion registers (fp8_conversion_config) do not describe (decision 1101). */
    CAST_CONVERSION("a cast the engine's fp8_conversion_config does not describe (fp8_sis / fp8_sns, an emax of "
            + "another form, or FP8_EXP3; decision 1101)"),
    /** A combo op (CCE replication) of a code no op word names: what it computes is not defined (decision 1322). */
    COMBO_OP_CODE("a combo op of a CCE op code SDMA_CCETYPE does not name: what it computes is not defined "
            + "(decision 1322)");

    private final String reason;

    NotExecuted(String reason) {
        this.reason = reason;
    }

    /** "not executed: …" text. */
    public String reason() {
        return reason;
    }
}
