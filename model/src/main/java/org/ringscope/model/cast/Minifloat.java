package org.ringscope.model.cast;

/**
 * A binary float format narrower than fp32 (fp16, bf16, the FP8s) as sign, {@code ebits} exponent bits with
 * {@code bias} and {@code mbits} mantissa bits, with gradual underflow (subnormals). An {@code ieee} format keeps
 * its top binade for infinity and NaNs; an OCP {@code fn} format ({@code e4m3fn}) uses it for finite numbers but
 * for one NaN, all ones, and has no infinity.
 */
record Minifloat(int ebits, int mbits, int bias, boolean ieee) {
    static final Minifloat FP16 = new Minifloat(5, 10, 15, true);
    static final Minifloat BF16 = new Minifloat(8, 7, 127, true);
    static final Minifloat E4M3FN = new Minifloat(4, 3, 7, false);
    static final Minifloat E4M3 = new Minifloat(4, 3, 7, true);
    static final Minifloat E5M2 = new Minifloat(5, 2, 15, true);

    int expAll() {
        return (1 << ebits) - 1;
    }

    int signBit() {
        return 1 << (ebits + mbits);
    }

    /** The largest finite encoding (positive). */
    int maxBits() {
        return ieee ? (expAll() - 1) << mbits | ((1 << mbits) - 1) : expAll() << mbits | ((1 << mbits) - 2);
    }

    /** Positive infinity's encoding, or -1 when the format has none. */
    int infBits() {
        return ieee ? expAll() << mbits : -1;
    }

    /** The canonical NaN: every exponent and mantissa bit set. */
    int nanBits() {
        return expAll() << mbits | ((1 << mbits) - 1);
    }

    /** The exact value of {@code bits} (as a double; every value of these formats is an fp32 value too). */
    double value(int bits) {
        boolean neg = (bits & signBit()) != 0;
        int e = (bits >>> mbits) & expAll();
        int m = bits & ((1 << mbits) - 1);
        double v;
        if (ieee && e == expAll()) {
            v = m == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        } else if (!ieee && e == expAll() && m == (1 << mbits) - 1) {
            v = Double.NaN;
        } else if (e == 0) {
            v = Math.scalb((double) m, 1 - bias - mbits);
        } else {
            v = Math.scalb((double) (m | 1 << mbits), e - bias - mbits);
        }
        return neg ? -v : v;
    }

    /**
     * {@code v} in this format: rounded to nearest even ({@code rounding} not stochastic) or stochastically with
     * {@code u} ∈ [0, 1); a result past the largest finite value (and an infinity) is that value when
     * {@code saturate}, else infinity (NaN in an {@code fn} format); a NaN is the canonical NaN.
     */
    int encode(float v, boolean saturate, boolean stochastic, double u) {
        int sign = (Float.floatToRawIntBits(v) >>> 31) != 0 ? signBit() : 0;
        if (Float.isNaN(v)) {
            return sign | nanBits();
        }
        if (Float.isInfinite(v)) {
            return sign | overflow(saturate);
        }
        double a = Math.abs((double) v);
        if (a == 0) {
            return sign;
        }
        int emin = 1 - bias;
        int e = Math.max(Math.getExponent(a), emin);
        double q = Math.scalb(1.0, e - mbits);
        double n = a / q;
        double lower = Math.floor(n);
        double frac = n - lower;
        boolean up = stochastic ? u < frac : frac > 0.5 || (frac == 0.5 && ((long) lower & 1) == 1);
        double m = (lower + (up ? 1 : 0)) * q;
        if (m == 0) {
            return sign;
        }
        if (m > value(maxBits())) {
            return sign | overflow(saturate);
        }
        int me = Math.getExponent(m);
        if (me < emin) {
            return sign | (int) (m / Math.scalb(1.0, emin - mbits));
        }
        int mant = (int) (m / Math.scalb(1.0, me - mbits)) - (1 << mbits);
        return sign | (me + bias) << mbits | mant;
    }

    private int overflow(boolean saturate) {
        return saturate ? maxBits() : ieee ? infBits() : nanBits();
    }
}
