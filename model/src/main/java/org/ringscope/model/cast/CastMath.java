package org.ringscope.model.cast;

import org.ringscope.model.udma.CceTypes;

/**
 * Value-converting casts as a DMA engine performs them: every element goes through fp32 (docs/reference/dge.md) —
 * decoded exactly (an integer past 2^24 rounds to nearest even), then encoded in the destination type
 * (decision 1101): floats narrow by round-to-nearest-even (or stochastically, {@link Rounding}) with IEEE
 * overflow to infinity, FP8 per {@link Fp8Config}; integers take the fp32 value rounded to nearest even,
 * saturated to their range, NaN → 0. A cast between equal types (or fp32 and fp32r) keeps the bits.
 * Elements are little-endian.
 */
public final class CastMath {
    private static final double TWO63 = 0x1p63;
    private static final double TWO64 = 0x1p64;

    private CastMath() {
    }

    /** The value of one element's bits (the low {@code t.size()} bytes of {@code bits}), as fp32. */
    public static float toFp32(Dtype t, long bits) {
        return switch (t) {
            case INT8 -> (byte) bits;
            case UINT8 -> bits & 0xFF;
            case INT16 -> (short) bits;
            case UINT16 -> bits & 0xFFFF;
            case INT32 -> (int) bits;
            case UINT32 -> bits & 0xFFFF_FFFFL;
            case INT64 -> bits;
            case UINT64 -> bits >= 0 ? bits : ((bits >>> 1) | (bits & 1)) * 2f;
            case BFLOAT16 -> quiet(CceTypes.value(CceTypes.BF16, (int) bits));
            case FLOAT16 -> quiet(CceTypes.value(CceTypes.FP16, (int) bits));
            case FLOAT32, FLOAT32R -> Float.intBitsToFloat((int) bits);
            case FP8_EXP4, FP8_EXP5 -> fp8(format(t, Fp8Config.DEFAULT), (int) bits & 0xFF);
            default -> throw new IllegalArgumentException("no value for " + t);
        };
    }

    /** {@link #toFp32(Dtype, long)} under {@code c}'s FP8 forms. */
    public static float toFp32(Dtype t, long bits, Conversion c) {
        return t.fp8() ? fp8(format(t, c.fp8()), (int) bits & 0xFF) : toFp32(t, bits);
    }

    /** A narrower float's NaN widens quiet, its payload at the top of fp32's mantissa. */
    private static float quiet(float v) {
        return Float.isNaN(v) ? Float.intBitsToFloat(Float.floatToRawIntBits(v) | 0x400000) : v;
    }

    private static float fp8(Minifloat f, int bits) {
        double v = f.value(bits);
        if (!Double.isNaN(v)) {
            return (float) v;
        }
        int sign = (bits & f.signBit()) != 0 ? 1 << 31 : 0;
        return Float.intBitsToFloat(sign | 0x7FC00000 | (bits & ((1 << f.mbits()) - 1)) << (23 - f.mbits()));
    }

    /**
     * {@code v} encoded as {@code t} under {@code c}; {@code key} (the element's destination address) seeds
     * stochastic rounding.
     */
    public static long fromFp32(Dtype t, float v, Conversion c, long key) {
        Rounding r = c.rounding();
        return switch (t) {
            case FLOAT32, FLOAT32R -> Float.floatToRawIntBits(v) & 0xFFFF_FFFFL;
            case BFLOAT16 -> r.stochastic() ? narrow(Minifloat.BF16, v, r, key) : CceTypes.floatToBf16(v);
            case FLOAT16 -> r.stochastic() ? narrow(Minifloat.FP16, v, r, key) : CceTypes.floatToHalf(v);
            case FP8_EXP4, FP8_EXP5 -> format(t, c.fp8()).encode(v, c.fp8().ocpSat(), r.stochastic(),
                    r.stochastic() ? r.uniform(key) : 0);
            default -> toInteger(t, v) & mask(t);
        };
    }

    private static long narrow(Minifloat f, float v, Rounding r, long key) {
        if (Float.isNaN(v)) {
            return f == Minifloat.BF16 ? CceTypes.floatToBf16(v) : CceTypes.floatToHalf(v);
        }
        return f.encode(v, false, true, r.uniform(key));
    }

    static Minifloat format(Dtype t, Fp8Config cfg) {
        return switch (t) {
            case FP8_EXP4 -> cfg.rangeExtension() ? Minifloat.E4M3FN : Minifloat.E4M3;
            case FP8_EXP5 -> Minifloat.E5M2;
            default -> throw new IllegalArgumentException(t + " is not an emulated FP8 type");
        };
    }

    /** fp32 → integer: round to nearest even, saturate, NaN → 0. */
    static long toInteger(Dtype t, float v) {
        if (Float.isNaN(v)) {
            return 0;
        }
        double d = Math.rint(v);
        if (t == Dtype.UINT64) {
            if (d <= 0) {
                return 0;
            }
            if (d >= TWO64) {
                return -1L;
            }
            return d < TWO63 ? (long) d : (long) (d - TWO63) | Long.MIN_VALUE;
        }
        if (t == Dtype.INT64) {
            return d >= TWO63 ? Long.MAX_VALUE : d < -TWO63 ? Long.MIN_VALUE : (long) d;
        }
        long max = t.maxValue();
        long min = t.minValue();
        return d >= max ? max : d <= min ? min : (long) d;
    }

    private static long mask(Dtype t) {
        return t.size() == 8 ? -1L : (1L << (8 * t.size())) - 1;
    }

    /** Reads one little-endian element of {@code size} bytes. */
    public static long load(byte[] b, int off, int size) {
        long v = 0;
        for (int i = size - 1; i >= 0; i--) {
            v = v << 8 | (b[off + i] & 0xFF);
        }
        return v;
    }

    /** Writes one little-endian element of {@code size} bytes. */
    public static void store(byte[] b, int off, int size, long v) {
        for (int i = 0; i < size; i++) {
            b[off + i] = (byte) (v >>> (8 * i));
        }
    }

    /**
     * Converts {@code n} elements of {@code from} at {@code in[inOff]} into {@code to} at {@code out[outOff]};
     * element {@code i}'s stochastic-rounding key is {@code key + i × to.size()}. Equal types copy the bits.
     */
    public static void convert(byte[] in, int inOff, Dtype from, byte[] out, int outOff, Dtype to, int n, Conversion c,
            long key) {
        int ss = from.size();
        int ds = to.size();
        if (from == to || (from.fp32() && to.fp32())) {
            System.arraycopy(in, inOff, out, outOff, n * ss);
            return;
        }
        for (int i = 0; i < n; i++) {
            float v = toFp32(from, load(in, inOff + i * ss, ss), c);
            store(out, outOff + i * ds, ds, fromFp32(to, v, c, key + (long) i * ds));
        }
    }
}
