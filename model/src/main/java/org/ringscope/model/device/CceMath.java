package org.ringscope.model.device;

import org.ringscope.model.cast.CastMath;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.udma.CceTypes;

/**
 * Element arithmetic of the CCE reductions (decision 0503). The dtype nibbles of the CCE op words carry
 * {@code nrt_dtype_t} codes (docs/reference/load-path.md: BFLOAT16 6, FLOAT16 7, FLOAT32 10); those three are emulated
 * ({@link CceTypes}). Sources are read in order and combined in fp32 — ADD sums left to right, MUL multiplies
 * (the DGE's {@code compute_op} MULTIPLY, decision 1121); MIN / MAX as {@link Math#min} / {@link Math#max}, so
 * a NaN wins, then against the constant when there is one; FMA multiplies its one source by the fp32 scale —
 * and the result is rounded to the destination type to
 * nearest, ties to even. The other {@code nrt_dtype_t} types go through fp32 the same way, by {@link CastMath}
 * under the engine's {@link Conversion} (decision 1101); a single-source ADD is a value-converting cast.
 */
final class CceMath {
    static final int BF16 = CceTypes.BF16;
    static final int FP16 = CceTypes.FP16;
    static final int FP32 = CceTypes.FP32;

    private CceMath() {
    }

    /** Bytes per element of a dtype code, or -1 when it is not emulated (INVALID, FP8_EXP3, outside 0..15). */
    static int size(int dtype) {
        int s = CceTypes.size(dtype);
        if (s > 0) {
            return s;
        }
        Dtype t = Dtype.of(dtype);
        return t == null || t == Dtype.INVALID || t == Dtype.FP8_EXP3 ? -1 : t.size();
    }

    static float load(byte[] b, int off, int dtype) {
        return load(b, off, dtype, Conversion.DEFAULT);
    }

    static float load(byte[] b, int off, int dtype, Conversion c) {
        int bits = switch (dtype) {
            case BF16, FP16 -> u16(b, off);
            case FP32 -> u16(b, off) | u16(b, off + 2) << 16;
            default -> {
                Dtype t = Dtype.of(dtype);
                yield Float.floatToRawIntBits(CastMath.toFp32(t, CastMath.load(b, off, t.size()), c));
            }
        };
        return dtype == BF16 || dtype == FP16 || dtype == FP32 ? CceTypes.value(dtype, bits) : Float.intBitsToFloat(bits);
    }

    static void store(byte[] b, int off, int dtype, float v) {
        store(b, off, dtype, v, Conversion.DEFAULT, 0);
    }

    static void store(byte[] b, int off, int dtype, float v, Conversion c, long key) {
        if (c.rounding().stochastic() || (dtype != BF16 && dtype != FP16 && dtype != FP32)) {
            Dtype t = Dtype.of(dtype);
            CastMath.store(b, off, t.size(), CastMath.fromFp32(t, v, c, key));
            return;
        }
        int x = CceTypes.bits(dtype, v);
        put16(b, off, x & 0xFFFF);
        if (dtype == FP32) {
            put16(b, off + 2, x >>> 16);
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
     * {@code in[s × srcStride]}, into {@code out} (from 0); with {@code useConstant}, each result is then
     * combined with {@code constant} as one more operand (MIN / MAX only).
     */
    static void reduce(OpClass op, byte[] in, int nsrc, int srcStride, int srcType, byte[] out, int dstType, int elems,
            boolean useConstant, float constant) {
        reduce(op, in, nsrc, srcStride, srcType, out, dstType, elems, useConstant, constant, Conversion.DEFAULT, 0);
    }

    /** As above under {@code c}; element {@code e}'s stochastic-rounding key is {@code key + e × size(dstType)}. */
    static void reduce(OpClass op, byte[] in, int nsrc, int srcStride, int srcType, byte[] out, int dstType, int elems,
            boolean useConstant, float constant, Conversion c, long key) {
        int ss = size(srcType);
        int ds = size(dstType);
        if (op == OpClass.CCE_ADD && nsrc == 1 && !useConstant) {
            CastMath.convert(in, 0, Dtype.of(srcType), out, 0, Dtype.of(dstType), elems, c, key);
            return;
        }
        for (int e = 0; e < elems; e++) {
            float acc = load(in, e * ss, srcType, c);
            for (int s = 1; s < nsrc; s++) {
                acc = combine(op, acc, load(in, s * srcStride + e * ss, srcType, c));
            }
            if (useConstant) {
                acc = combine(op, acc, constant);
            }
            store(out, e * ds, dstType, acc, c, key + (long) e * ds);
        }
    }

    /**
     * One step of a reduction. A NaN result does not depend on the JVM (Java leaves NaN payloads open): a NaN
     * operand — the accumulated one first — passes on quiet, with its sign and payload; a NaN the operation makes
     * (∞ − ∞, 0 × ∞) is the positive quiet NaN 0x7FC00000 (decision 1121).
     */
    private static float combine(OpClass op, float acc, float v) {
        if (Float.isNaN(acc) || Float.isNaN(v)) {
            return Float.intBitsToFloat(Float.floatToRawIntBits(Float.isNaN(acc) ? acc : v) | QUIET);
        }
        float r = switch (op) {
            case CCE_ADD -> acc + v;
            case CCE_MIN -> Math.min(acc, v);
            case CCE_MAX -> Math.max(acc, v);
            case CCE_MUL -> acc * v;
            default -> throw new IllegalArgumentException(op + " is not a reduction");
        };
        return Float.isNaN(r) ? Float.intBitsToFloat(DEFAULT_NAN) : r;
    }

    private static final int QUIET = 0x0040_0000;
    private static final int DEFAULT_NAN = 0x7FC0_0000;

    /** FMA of one source: {@code out[e] = round(in[e] × scale)}, the product in fp32. */
    static void fma(byte[] in, int srcType, float scale, byte[] out, int dstType, int elems) {
        fma(in, srcType, scale, out, dstType, elems, Conversion.DEFAULT, 0);
    }

    static void fma(byte[] in, int srcType, float scale, byte[] out, int dstType, int elems, Conversion c, long key) {
        int ss = size(srcType);
        int ds = size(dstType);
        for (int e = 0; e < elems; e++) {
            store(out, e * ds, dstType, load(in, e * ss, srcType, c) * scale, c, key + (long) e * ds);
        }
    }

    /** IEEE binary16 to float (exact). */
    static float halfToFloat(int h) {
        return CceTypes.halfToFloat(h);
    }

    /** float to IEEE binary16, round to nearest even (NaN stays NaN, quiet). */
    static int floatToHalf(float f) {
        return CceTypes.floatToHalf(f);
    }

    /** float to bfloat16, round to nearest even (NaN stays NaN, quiet). */
    static int floatToBf16(float f) {
        return CceTypes.floatToBf16(f);
    }
}
