package org.ringscope.model.device;

/**
 * Element arithmetic of the CCE reductions (decision 0503). The dtype nibbles of the CCE op words carry
 * {@code nrt_dtype_t} codes (load-facts §2: BFLOAT16 6, FLOAT16 7, FLOAT32 10); those three are emulated.
 * Sources are read in order, combined in fp32 (ADD sums left to right; MIN / MAX as {@link Math#min} /
 * {@link Math#max}, so a NaN wins) and rounded to the destination type to nearest, ties to even.
 */
final class CceMath {
    static final int BF16 = 6;
    static final int FP16 = 7;
    static final int FP32 = 10;

    private CceMath() {
    }

    /** Bytes per element of a dtype code, or -1 when it is not emulated. */
    static int size(int dtype) {
        return switch (dtype) {
            case BF16, FP16 -> 2;
            case FP32 -> 4;
            default -> -1;
        };
    }

    static float load(byte[] b, int off, int dtype) {
        return switch (dtype) {
            case BF16 -> Float.intBitsToFloat(u16(b, off) << 16);
            case FP16 -> halfToFloat(u16(b, off));
            case FP32 -> Float.intBitsToFloat((b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | (b[off + 2] & 0xFF) << 16
                    | (b[off + 3] & 0xFF) << 24);
            default -> throw new IllegalArgumentException("dtype " + dtype);
        };
    }

    static void store(byte[] b, int off, int dtype, float v) {
        switch (dtype) {
            case BF16 -> put16(b, off, floatToBf16(v));
            case FP16 -> put16(b, off, floatToHalf(v));
            case FP32 -> {
                int x = Float.floatToRawIntBits(v);
                put16(b, off, x & 0xFFFF);
                put16(b, off + 2, x >>> 16);
            }
            default -> throw new IllegalArgumentException("dtype " + dtype);
        }
    }

    private static int u16(byte[] b, int off) {
        return (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8;
    }

    private static void put16(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >>> 8);
    }

    /**
     * Reduces {@code nsrc} sources of {@code elems} elements each, source {@code s} at
     * {@code in[s × srcStride]}, into {@code out} (from 0).
     */
    static void reduce(OpClass op, byte[] in, int nsrc, int srcStride, int srcType, byte[] out, int dstType, int elems) {
        int ss = size(srcType);
        int ds = size(dstType);
        for (int e = 0; e < elems; e++) {
            float acc = load(in, e * ss, srcType);
            for (int s = 1; s < nsrc; s++) {
                float v = load(in, s * srcStride + e * ss, srcType);
                acc = switch (op) {
                    case CCE_ADD -> acc + v;
                    case CCE_MIN -> Math.min(acc, v);
                    case CCE_MAX -> Math.max(acc, v);
                    default -> throw new IllegalArgumentException(op + " is not a reduction");
                };
            }
            store(out, e * ds, dstType, acc);
        }
    }

    /** IEEE binary16 to float (exact). */
    static float halfToFloat(int h) {
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
    static int floatToHalf(float f) {
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
    static int floatToBf16(float f) {
        int bits = Float.floatToRawIntBits(f);
        if ((bits & 0x7F800000) == 0x7F800000 && (bits & 0x7FFFFF) != 0) {
            return (bits >>> 16) | 0x40;
        }
        return (bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16;
    }
}
