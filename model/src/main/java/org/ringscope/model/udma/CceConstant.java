package org.ringscope.model.udma;

/**
 * The constant of a CCE min / max ({@code al_sdma_m2m_build_min_max_packet}'s use-constant path, vring seed
 * §4): each element is compared against it as well as against the other sources. RingScope stores it in
 * its own dtype in the lead META operand ({@link MetaOperand}, decision 0103).
 *
 * @param dtype the constant's {@code nrt_dtype_t} code ({@link CceTypes}: bf16 6, fp16 7, fp32 10)
 * @param bits  its bits in that dtype (bf16 / fp16 in the low 16)
 */
public record CceConstant(int dtype, int bits) {
    public CceConstant {
        if (dtype < 0 || dtype > 0xFF) {
            throw new IllegalArgumentException("dtype code " + dtype + " outside 0..255");
        }
    }

    /** {@code value} rounded once to {@code dtype} (nearest, ties to even); {@code dtype} must be emulated. */
    public static CceConstant of(int dtype, double value) {
        return new CceConstant(dtype, CceTypes.bits(dtype, value));
    }

    /** The constant as fp32 (exact); {@code dtype} must be emulated. */
    public float value() {
        return CceTypes.value(dtype, bits);
    }
}
