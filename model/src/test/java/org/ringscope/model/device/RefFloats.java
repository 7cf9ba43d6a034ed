package org.ringscope.model.device;

import org.ringscope.model.udma.CceTypes;

/**
 * A reference for the CCE element types written without the engine's bit tricks: values are decoded with
 * {@link Math#scalb}, and rounding to bf16 / fp16 is {@link Math#rint} (ties to even) on the value divided
 * by its quantum, in exact double arithmetic. Every result is a bit pattern; a NaN is reported as
 * {@link #NAN} since its payload is the engine's choice.
 */
final class RefFloats {
    static final int NAN = -1;
    /** Rounding ties met by {@link #round} so far (tests assert they exercised some). */
    static int ties;

    private RefFloats() {
    }

    static int size(int dtype) {
        return dtype == CceTypes.FP32 ? 4 : 2;
    }

    /** The exact value of {@code bits} in {@code dtype}. */
    static double decode(int dtype, int bits) {
        if (dtype == CceTypes.FP32) {
            return Float.intBitsToFloat(bits);
        }
        int expBits = dtype == CceTypes.BF16 ? 8 : 5;
        int fracBits = 15 - expBits;
        int bias = (1 << (expBits - 1)) - 1;
        int sign = (bits >>> 15) & 1;
        int exp = (bits >>> fracBits) & ((1 << expBits) - 1);
        int frac = bits & ((1 << fracBits) - 1);
        double v;
        if (exp == (1 << expBits) - 1) {
            v = frac != 0 ? Double.NaN : Double.POSITIVE_INFINITY;
        } else if (exp == 0) {
            v = Math.scalb((double) frac, 1 - bias - fracBits);
        } else {
            v = Math.scalb((double) ((1 << fracBits) | frac), exp - bias - fracBits);
        }
        return sign == 1 ? -v : v;
    }

    /** {@code v} rounded to nearest, ties to even, in {@code dtype}: its bits, or {@link #NAN}. */
    static int round(int dtype, double v) {
        if (Double.isNaN(v)) {
            return NAN;
        }
        if (dtype == CceTypes.FP32) {
            return Float.floatToRawIntBits((float) v);
        }
        int expBits = dtype == CceTypes.BF16 ? 8 : 5;
        int fracBits = 15 - expBits;
        int bias = (1 << (expBits - 1)) - 1;
        int sign = Math.copySign(1.0, v) < 0 ? 0x8000 : 0;
        int inf = sign | ((1 << expBits) - 1) << fracBits;
        double a = Math.abs(v);
        if (Double.isInfinite(a)) {
            return inf;
        }
        int e = Math.max(a == 0 ? 0 : Math.getExponent(a), 1 - bias);
        double quantum = Math.scalb(1.0, e - fracBits);
        double q = a / quantum;
        if (q - Math.floor(q) == 0.5) {
            ties++;
        }
        double r = Math.rint(q) * quantum;
        double max = Math.scalb((double) ((2 << fracBits) - 1), bias - fracBits);
        if (r > max) {
            return inf;
        }
        if (r < Math.scalb(1.0, 1 - bias)) {
            return sign | (int) (r / Math.scalb(1.0, 1 - bias - fracBits));
        }
        int ex = Math.getExponent(r);
        int frac = (int) ((r / Math.scalb(1.0, ex) - 1) * (1 << fracBits));
        return sign | (ex + bias) << fracBits | frac;
    }

    /** The element at index {@code i} of little-endian {@code b}, as bits. */
    static int get(byte[] b, int dtype, int i) {
        int n = size(dtype);
        int v = 0;
        for (int k = n - 1; k >= 0; k--) {
            v = v << 8 | (b[i * n + k] & 0xFF);
        }
        return v;
    }

    static byte[] pack(int dtype, int[] bits) {
        int n = size(dtype);
        byte[] b = new byte[bits.length * n];
        for (int i = 0; i < bits.length; i++) {
            for (int k = 0; k < n; k++) {
                b[i * n + k] = (byte) (bits[i] >>> (8 * k));
            }
        }
        return b;
    }

    /** Whether {@code bits} is a NaN of {@code dtype}. */
    static boolean isNaN(int dtype, int bits) {
        return Double.isNaN(decode(dtype, bits));
    }
}
