package org.ringscope.model.memory;

import java.util.List;
import java.util.Locale;
import org.ringscope.model.cast.CastMath;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;

/**
 * Typed rendering of memory bytes: one element of a {@link Dtype} as text, little-endian, decoded by the same
 * {@link CastMath} the DMA's casts use (fp8 under the core's {@link Conversion}). Integers in decimal; floats in
 * at most five significant digits, {@code inf}, {@code -inf}, {@code NaN}.
 */
public final class ValueFormat {
    /** The element types the view offers, in menu order. */
    public static final List<Dtype> TYPES = List.of(Dtype.UINT8, Dtype.INT8, Dtype.UINT16, Dtype.INT16, Dtype.UINT32,
            Dtype.INT32, Dtype.FP8_EXP4, Dtype.FP8_EXP5, Dtype.FP8_EXP3, Dtype.FLOAT16, Dtype.BFLOAT16, Dtype.FLOAT32);

    private ValueFormat() {
    }

    /** {@code fp8 e4m3}, {@code bf16}, {@code int32}: the name the view shows. */
    public static String name(Dtype t) {
        return switch (t) {
            case FP8_EXP3 -> "fp8 e3m4";
            case FP8_EXP4 -> "fp8 e4m3";
            case FP8_EXP5 -> "fp8 e5m2";
            case FLOAT16 -> "fp16";
            case BFLOAT16 -> "bf16";
            case FLOAT32, FLOAT32R -> "fp32";
            default -> t.name().toLowerCase(Locale.ROOT);
        };
    }

    /** The type a view renders an area's elements as: its own when the view offers it, else uint8. */
    public static Dtype shown(Dtype t) {
        if (t == Dtype.FLOAT32R) {
            return Dtype.FLOAT32;
        }
        return TYPES.contains(t) ? t : Dtype.UINT8;
    }

    /** The widest text {@link #format} gives for {@code t}, in characters. */
    public static int width(Dtype t) {
        if (t.integer()) {
            return switch (t.size()) {
                case 1 -> 4;
                case 2 -> 6;
                default -> 11;
            };
        }
        return 10;
    }

    /** The element of type {@code t} at {@code b[off]}. */
    public static String format(byte[] b, int off, Dtype t, Conversion c) {
        long bits = CastMath.load(b, off, t.size());
        if (t.integer()) {
            return switch (t) {
                case INT8 -> Integer.toString((byte) bits);
                case INT16 -> Integer.toString((short) bits);
                case INT32 -> Integer.toString((int) bits);
                case UINT32 -> Long.toString(bits & 0xFFFF_FFFFL);
                case INT64 -> Long.toString(bits);
                case UINT64 -> Long.toUnsignedString(bits);
                default -> Long.toString(bits);
            };
        }
        return number(CastMath.toFp32(t, bits, c));
    }

    /** A float in at most five significant digits. */
    public static String number(float v) {
        if (Float.isNaN(v)) {
            return "NaN";
        }
        if (Float.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        if (v == 0) {
            return (Float.floatToRawIntBits(v) < 0 ? "-0" : "0");
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e6) {
            return Long.toString((long) v);
        }
        float a = Math.abs(v);
        if (a >= 1e-3 && a < 1e6) {
            String s = String.format(Locale.ROOT, "%.5g", v);
            if (s.contains(".")) {
                s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
            }
            return s;
        }
        return String.format(Locale.ROOT, "%.3e", v).replace("e+0", "e").replace("e-0", "e-").replace("e+", "e");
    }
}
