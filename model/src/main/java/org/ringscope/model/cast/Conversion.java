package org.ringscope.model.cast;

/**
 * What a DMA engine's data-conversion registers hold: the FP8 configuration and the rounding mode
 * (docs/reference/dge.md). The runtime writes them at load; casts read them.
 */
public record Conversion(Fp8Config fp8, Rounding rounding) {
    /** {@link Fp8Config#DEFAULT}, round to nearest even. */
    public static final Conversion DEFAULT = new Conversion(Fp8Config.DEFAULT, Rounding.NEAREST_EVEN);

    /** Why a cast from {@code from} to {@code to} cannot be performed, or {@code null} when it can. */
    public String unsupported(Dtype from, Dtype to) {
        if (from == null || to == null || from == Dtype.INVALID || to == Dtype.INVALID) {
            return "the dtype is INVALID (code 0) or outside the nrt_dtype_t codes 1..15";
        }
        String r = fp8.unsupported(from);
        return r != null ? r : fp8.unsupported(to);
    }
}
