package org.ringscope.model.device;

/**
 * Why a packet's descriptors were consumed but its data left unwritten: what the emulated encodings
 * (decision 0103) do not define is not invented (decision 0503). The journal keeps the reason with the
 * packet.
 */
public enum NotExecuted {
    /** Executed. */
    NONE("executed"),
    /** A CCE dtype nibble that is not one of the nrt_dtype_t codes with an element type (6 bf16, 7 fp16, 10 fp32). */
    CCE_DTYPE("the CCE dtype code has no element type (bf16 6, fp16 7, fp32 10 are emulated)"),
    /** FMA: the scale is an fp32 argument that the descriptors do not carry. */
    FMA_SCALE("the FMA scale is not encoded in the descriptors (decision 0103)"),
    /** CCE ADD with set_seed (b5): RNG seeding has no data semantics to emulate. */
    CCE_SEED("set_seed (ADD word b5) seeds the RNG; its effect is not defined"),
    /** MIN/MAX against a constant (b5): the constant is not encoded. */
    CCE_CONSTANT("min/max against a constant: the constant is not encoded"),
    /** A transpose whose permutation is not the identity: the tensor shape is not encoded. */
    TRANSPOSE_SHAPE("the transpose shape is not encoded, only the permutation (decision 0103)"),
    /** A transpose flush: no data semantics are defined. */
    TRANSPOSE_FLUSH("a transpose flush has no defined data effect");

    private final String reason;

    NotExecuted(String reason) {
        this.reason = reason;
    }

    /** "not executed: …" text. */
    public String reason() {
        return reason;
    }
}
