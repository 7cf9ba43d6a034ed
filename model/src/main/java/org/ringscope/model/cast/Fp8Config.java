package org.ringscope.model.cast;

/**
 * A subgraph's {@code def.json} {@code fp8_conversion_config} (docs/reference/dge.md): at load the runtime writes it into
 * every DMA engine's data-conversion registers, so a DMA's FP8 casts follow it. Field meanings are RingScope's
 * reading (decision 1101): {@code fp8_range_extension} makes E4M3 the OCP {@code e4m3fn} form (the top binade
 * finite, one NaN, no infinity; largest 448), else the IEEE-like form (infinity and NaNs in the top binade;
 * largest 240); {@code emax_*} must be the largest exponent that form has (8 or 7 for E4M3, 15 for E5M2);
 * {@code ocp_sat} saturates overflow (and infinities) to the largest finite value instead of infinity / NaN.
 * {@code fp8_sis} and {@code fp8_sns} have no public meaning: a cast under either set is not emulated.
 */
public record Fp8Config(boolean rangeExtension, int emaxE4m3, int emaxE5m2, boolean ocpSat, boolean sis, boolean sns) {
    /** The configuration every public NEFF carries; also RingScope's default for a def.json without one. */
    public static final Fp8Config DEFAULT = new Fp8Config(true, 8, 15, true, false, false);

    /** Why a cast to or from {@code t} cannot be performed under this configuration, or {@code null}. */
    public String unsupported(Dtype t) {
        if (!t.fp8()) {
            return null;
        }
        if (t == Dtype.FP8_EXP3) {
            return "FP8_EXP3 (E3M4): its encoding (bias, special values) is not public";
        }
        if (sis || sns) {
            return "fp8_conversion_config fp8_sis / fp8_sns set: their effect is not public";
        }
        if (t == Dtype.FP8_EXP4 && emaxE4m3 != (rangeExtension ? 8 : 7)) {
            return "fp8_conversion_config emax_fp8_e4m3 = " + emaxE4m3 + " with fp8_range_extension = " + rangeExtension
                    + ": only " + (rangeExtension ? 8 : 7) + " describes the E4M3 form";
        }
        if (t == Dtype.FP8_EXP5 && emaxE5m2 != 15) {
            return "fp8_conversion_config emax_fp8_e5m2 = " + emaxE5m2 + ": only 15 describes E5M2";
        }
        return null;
    }
}
