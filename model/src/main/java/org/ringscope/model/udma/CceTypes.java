package org.ringscope.model.udma;

/**
 * The element types of the emulated CCE packets (decisions 0503, 0707): the {@code nrt_dtype_t} codes of
 * docs/reference/load-path.md that RingScope computes with — BFLOAT16 6, FLOAT16 7, FLOAT32 10 — and the conversions
 * between them and fp32. Rounding is to nearest, ties to even; a NaN stays a (quiet) NaN; fp16 keeps its
 * subnormals. Shared by the builders (a min/max constant is stored in its dtype) and the device's math.
 */
public final class CceTypes {
    /** {@code NRT_DTYPE_BFLOAT16}. */
    public static final int BF16 = 6;
    /** {@code NRT_DTYPE_FLOAT16}. */
    public static final int FP16 = 7;
    /** {@code NRT_DTYPE_FLOAT32}. */
    public static final int FP32 = 10;

    private CceTypes() {
    }

    /** Bytes per element of a dtype code, or -1 when it is not emulated. */
    public static int size(int dtype) {
        return switch (dtype) {
            case BF16, FP16 -> 2;
            case FP32 -> 4;
            default -> -1;
        };
    }

    /** The value of {@code bits} (the low 16 bits for bf16 / fp16) read as {@code dtype}, exactly, as fp32. */
    public static float value(int dtype, int bits) {
        return switch (dtype) {
            case BF16 -> Float.intBitsToFloat((bits & 0xFFFF) << 16);
            case FP16 -> halfToFloat(bits & 0xFFFF);
            case FP32 -> Float.intBitsToFloat(bits);
            default -> throw new IllegalArgumentException("dtype " + dtype + " is not emulated");
        };
    }

    /** {@code v} rounded to {@code dtype} (nearest, ties to even): its bits, bf16 / fp16 in the low 16. */
    public static int bits(int dtype, float v) {
        return switch (dtype) {
            case BF16 -> floatToBf16(v);
            case FP16 -> floatToHalf(v);
            case FP32 -> Float.floatToRawIntBits(v);
            default -> throw new IllegalArgumentException("dtype " + dtype + " is not emulated");
        };
    }

    /**
     * A decimal / double value (a NEFF's JSON number) rounded once to {@code dtype}: it is first rounded to
     * fp32 <em>to odd</em> (truncate, then set the last bit when inexact), which keeps the second rounding
     * to bf16 / fp16 exact — the double-rounding error of double → fp32 → bf16 cannot occur.
     */
    public static int bits(int dtype, double v) {
        if (dtype == FP32) {
            return Float.floatToRawIntBits((float) v);
        }
        return bits(dtype, toFloatRoundToOdd(v));
    }

    static float toFloatRoundToOdd(double v) {
        float f = (float) v;
        if (Double.isNaN(v) || (double) f == v) {
            return f;
        }
        if (Float.isInfinite(f) || Math.abs((double) f) > Math.abs(v)) {
            f = Float.isInfinite(f) ? Math.copySign(Float.MAX_VALUE, f) : Math.nextAfter(f, 0.0);
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) | 1);
    }

    /** IEEE binary16 to float (exact). */
    public static float halfToFloat(int h) {
        int s = (h >>> 15) & 1;
        int e = (h >>> 10) & 0x1F;
        int m = h & 0x3FF;
        float sign = s == 0 ? 1f : -1f;
        if (e == 0) {
            return sign * m * 0x1p-24f;
        }
        if (e == 31) {
            return Float.intBitsToFloat(s << 31 | 0x7F800000 | m << 13);
        }
        return Float.intBitsToFloat(s << 31 | (e - 15 + 127) << 23 | m << 13);
    }

    /** float to IEEE binary16, round to nearest even (NaN stays NaN, quiet). */
    public static int floatToHalf(float f) {
        int bits = Float.floatToRawIntBits(f);
        int s = (bits >>> 16) & 0x8000;
        int e = (bits >>> 23) & 0xFF;
        int m = bits & 0x7FFFFF;
        if (e == 0xFF) {
            return s | 0x7C00 | (m != 0 ? 0x200 | (m >>> 13) : 0);
        }
        int ne = e - 127 + 15;
        if (ne >= 31) {
            return s | 0x7C00;
        }
        if (ne <= 0) {
            if (ne < -10) {
                return s;
            }
            m |= 0x800000;
            int shift = 14 - ne;
            int half = m >>> shift;
            int rem = m & ((1 << shift) - 1);
            int halfway = 1 << (shift - 1);
            if (rem > halfway || (rem == halfway && (half & 1) == 1)) {
                half++;
            }
            return s | half;
        }
        int half = ne << 10 | m >>> 13;
        int rem = m & 0x1FFF;
        if (rem > 0x1000 || (rem == 0x1000 && (half & 1) == 1)) {
            half++;
        }
        return s | half;
    }

    /** float to bfloat16, round to nearest even (NaN stays NaN, quiet). */
    public static int floatToBf16(float f) {
        int bits = Float.floatToRawIntBits(f);
        if ((bits & 0x7F800000) == 0x7F800000 && (bits & 0x7FFFFF) != 0) {
            return (bits >>> 16) | 0x40;
        }
        return (bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16;
    }
}
