package org.ringscope.model.dge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code compute_op} on a DGE copy (decision 1121): {@code B = A op B} computed in fp32 — each operand widened to
 * fp32, the result rounded to the destination's dtype (floats: to nearest even, NaN quiet with its top payload;
 * integers: to nearest even, saturated, NaN → 0; a NaN operand passes on quiet, A's first; a NaN the operation makes
 * is 0x7FC00000) — for each op over fp32, fp16, bf16 and the integer types, with
 * NaN, ±0, ±infinity, subnormals, ties and saturation edges. The expected values are plain Java arithmetic with
 * conversions written here, apart from the emulator's {@code CastMath} / {@code CceMath}.
 */
class DgeComputeTest {
    private static final String[] OPS = {"NONE", "ADD", "MULTIPLY", "MAX", "MIN"};
    /** nrt_dtype_t code, bytes, kind (f float, s signed, u unsigned). */
    private static final int[][] TYPES = {{10, 4}, {7, 2}, {6, 2}, {8, 4}, {9, 4}, {4, 2}, {5, 2}, {2, 1}, {3, 1}};
    private final DgeBench d = new DgeBench();

    DgeComputeTest() throws Exception {
    }

    private static boolean isFloat(int code) {
        return code == 10 || code == 7 || code == 6;
    }

    private static boolean signed(int code) {
        return code == 8 || code == 4 || code == 2;
    }

    static float halfToFloat(int h) {
        int sign = (h & 0x8000) != 0 ? -1 : 1;
        int e = (h >>> 10) & 0x1F;
        int m = h & 0x3FF;
        if (e == 0x1F) {
            return m == 0 ? sign * Float.POSITIVE_INFINITY : Float.intBitsToFloat((h & 0x8000) << 16 | 0x7FC00000 | m << 13);
        }
        return (float) (sign * (e == 0 ? m * 0x1p-24 : (1024 + m) * Math.scalb(1.0, e - 25)));
    }

    static int floatToHalf(float f) {
        int bits = Float.floatToRawIntBits(f);
        int sign = (bits >>> 16) & 0x8000;
        if (Float.isNaN(f)) {
            return sign | 0x7E00 | ((bits >>> 13) & 0x3FF);
        }
        double a = Math.abs((double) f);
        if (a < 0x1p-14) {
            return sign | (int) Math.rint(a * 0x1p24);
        }
        int e = Math.getExponent(a);
        int mant = (int) Math.rint((a / Math.scalb(1.0, e) - 1) * 1024);
        int exp = e + 15;
        if (mant == 1024) {
            mant = 0;
            exp++;
        }
        return exp >= 31 ? sign | 0x7C00 : sign | exp << 10 | mant;
    }

    static int floatToBf16(float f) {
        int bits = Float.floatToRawIntBits(f);
        if (Float.isNaN(f)) {
            return (bits >>> 16) | 0x40;
        }
        return (bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16;
    }

    /** The fp32 value of {@code bits} of type {@code code}. */
    static float widen(int code, int size, long bits) {
        return switch (code) {
            case 10 -> Float.intBitsToFloat((int) bits);
            case 7 -> halfToFloat((int) bits);
            case 6 -> Float.intBitsToFloat((int) bits << 16);
            default -> signed(code) ? (float) (bits << (64 - 8 * size) >> (64 - 8 * size)) : (float) bits;
        };
    }

    /** {@code v} as type {@code code}'s bits. */
    static long narrow(int code, int size, float v) {
        if (code == 10) {
            return Float.floatToRawIntBits(v) & 0xFFFF_FFFFL;
        }
        if (code == 7) {
            return floatToHalf(v);
        }
        if (code == 6) {
            return floatToBf16(v);
        }
        if (Float.isNaN(v)) {
            return 0;
        }
        double lo = signed(code) ? -Math.pow(2, 8 * size - 1) : 0;
        double hi = signed(code) ? Math.pow(2, 8 * size - 1) - 1 : Math.pow(2, 8 * size) - 1;
        double r = Math.max(lo, Math.min(hi, Math.rint(v)));
        return (long) r & (size == 4 ? 0xFFFF_FFFFL : (1L << (8 * size)) - 1);
    }

    /** {@code A op B} in fp32: the first NaN operand passes on quiet; a NaN the operation makes is 0x7FC00000. */
    static float apply(String op, float a, float b) {
        if (a != a || b != b) {
            return Float.intBitsToFloat(Float.floatToRawIntBits(a != a ? a : b) | 0x400000);
        }
        float r = switch (op) {
            case "ADD" -> a + b;
            case "MULTIPLY" -> a * b;
            case "MAX" -> Math.max(a, b);
            default -> Math.min(a, b);
        };
        return r != r ? Float.intBitsToFloat(0x7FC00000) : r;
    }

    /** Edge operands of a type, as bit patterns. */
    private static long[] edges(int code, int size) {
        if (code == 10) {
            return new long[] {0, 0x80000000L, 0x3F800000, 0xBF800000L, 0x7F800000, 0xFF800000L, 0x7FC00001, 0xFFA00000L,
                0x7F7FFFFF, 0xFF7FFFFFL, 0x00000001, 0x807FFFFFL, 0x00800000, 0x3F800001, 0x33800000, 0x4B800001};
        }
        if (code == 7) {
            return new long[] {0, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E01, 0xFD00, 0x7BFF, 0xFBFF, 0x0001, 0x83FF,
                0x0400, 0x3C01, 0x1000, 0x5BFF};
        }
        if (code == 6) {
            return new long[] {0, 0x8000, 0x3F80, 0xBF80, 0x7F80, 0xFF80, 0x7FC1, 0xFFA0, 0x7F7F, 0xFF7F, 0x0001, 0x807F,
                0x0080, 0x3F81, 0x3B80, 0x4B81};
        }
        long[] v = {0, 1, -1, 2, 100, -100, 127, -128, 200, 255, 32767, -32768, 65535, 16777217, -16777217,
            2147483647, -2147483648L, 4294967295L, 3};
        long mask = size == 4 ? 0xFFFF_FFFFL : (1L << (8 * size)) - 1;
        long[] out = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[i] & mask;
        }
        return out;
    }

    @Test
    void eachOpOverEachTypeMatchesFp32ArithmeticByteForByte() throws Exception {
        int sem = 80;
        for (int[] t : TYPES) {
            int code = t[0];
            int size = t[1];
            long[] e = edges(code, size);
            List<long[]> pairs = new ArrayList<>();
            for (long x : e) {
                for (long y : e) {
                    pairs.add(new long[] {x, y});
                }
            }
            Random r = new Random(code);
            long mask = size == 4 ? 0xFFFF_FFFFL : (1L << (8 * size)) - 1;
            for (int i = 0; i < 200; i++) {
                pairs.add(new long[] {r.nextLong() & mask, r.nextLong() & mask});
            }
            int n = pairs.size();
            byte[] av = new byte[n * size];
            byte[] bv = new byte[n * size];
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < size; k++) {
                    av[i * size + k] = (byte) (pairs.get(i)[0] >>> (8 * k));
                    bv[i * size + k] = (byte) (pairs.get(i)[1] >>> (8 * k));
                }
            }
            for (int op = 1; op <= 4; op++) {
                d.dev.write(d.a.address(), av);
                d.dev.write(d.b.address(), bv);
                byte[] w = SlotWriter.memcpy(sem++, 16).src(SlotWriter.imm(d.a.address()), n * size, 0, 1, 1, n * size)
                        .dst(SlotWriter.imm(d.b.address()), n * size, 0, 1, 1, n * size).dtypes(code, code).computeOp(op)
                        .bytes();
                DgeOutcome o = DgeExecutor.execute(w, null, d.regs, d.sw());
                assertTrue(o.executed(), o.reason());
                byte[] got = d.read(d.b.address(), n * size);
                for (int i = 0; i < n; i++) {
                    float a = widen(code, size, pairs.get(i)[0]);
                    float b = widen(code, size, pairs.get(i)[1]);
                    long want = narrow(code, size, apply(OPS[op], a, b));
                    long g = 0;
                    for (int k = 0; k < size; k++) {
                        g |= (got[i * size + k] & 0xFFL) << (8 * k);
                    }
                    if (want != g) {
                        assertEquals(Long.toHexString(want), Long.toHexString(g), String.format(
                                "type %d %s: A 0x%x, B 0x%x", code, OPS[op], pairs.get(i)[0], pairs.get(i)[1]));
                    }
                }
            }
        }
    }

    @Test
    void aComputedCopyIntoPartitionsAndWhatComputeRefuses() throws Exception {
        ByteBuffer av = ByteBuffer.allocate(128 * 64).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 128 * 16; i++) {
            av.putFloat(i * 0.25f - 100f);
        }
        d.dev.write(d.a.address(), av.array());
        float[] b = new float[128 * 16];
        for (int p = 0; p < 128; p++) {
            ByteBuffer bb = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
            for (int k = 0; k < 16; k++) {
                b[p * 16 + k] = p - k * 3.5f;
                bb.putFloat(b[p * 16 + k]);
            }
            d.dev.write(d.sb(p, 0x200), bb.array());
        }
        byte[] w = SlotWriter.memcpy(90, 16).src(SlotWriter.imm(d.a.address()), 64, 0, 128, 1, 64)
                .dst(SlotWriter.imm(d.sb(0, 0x200)), 1 << 18, 0, 128, 1, 64).computeOp(3).bytes();
        assertTrue(DgeExecutor.execute(w, null, d.regs, d.sw()).executed());
        for (int p = 0; p < 128; p++) {
            ByteBuffer got = ByteBuffer.wrap(d.read(d.sb(p, 0x200), 64))
                    .order(ByteOrder.LITTLE_ENDIAN);
            for (int k = 0; k < 16; k++) {
                assertEquals(Math.max(av.getFloat(4 * (p * 16 + k)), b[p * 16 + k]), got.getFloat(4 * k), "p " + p);
            }
        }
        DgeOutcome hw = DgeExecutor.execute(w, null, d.regs, d.ctx(true));
        assertFalse(hw.executed());
        assertTrue(hw.reason().contains("does not compute"), hw.reason());
        byte[] cast = SlotWriter.memcpy(91, 16).src(SlotWriter.imm(d.a.address()), 64, 0, 16, 1, 64)
                .dst(SlotWriter.imm(d.b.address()), 32, 0, 16, 1, 32).dtypes(10, 6).computeOp(1).bytes();
        assertTrue(DgeExecutor.execute(cast, null, d.regs, d.sw()).reason().contains("one dtype"));
        byte[] five = cast.clone();
        five[15] = 5;
        assertTrue(DgeExecutor.execute(five, null, d.regs, d.sw()).reason().contains("not a DGE_COMPUTE_OP"));
    }
}
