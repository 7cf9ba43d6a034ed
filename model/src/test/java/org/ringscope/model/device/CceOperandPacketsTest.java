package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceConstant;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.CceTypes;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPackets;

/**
 * CCE packets whose lead META operand carries the FMA scale, the min/max constant and the source count
 * (decision 0103), executed on the device and checked element by element against {@link RefFloats}.
 */
class CceOperandPacketsTest {
    private static final int[] DTYPES = {CceTypes.BF16, CceTypes.FP16, CceTypes.FP32};

    /** Special and random values of {@code dtype}: ±0, NaN, ±inf, subnormals, extremes, ties-to-be. */
    static int[] inputs(int dtype, long seed) {
        Random r = new Random(seed);
        int[] special = dtype == CceTypes.FP32
                ? new int[] {0, 0x80000000, 0x7FC00000, 0x7F800000, 0xFF800000, 0x1, 0x807FFFFF, 0x7F7FFFFF,
                    0x3F800000, 0x3F808000, 0x3F818000, 0xBF7FFFFF, 0x00800000}
                : dtype == CceTypes.BF16
                ? new int[] {0, 0x8000, 0x7FC0, 0x7F80, 0xFF80, 0x1, 0x807F, 0x7F7F, 0x3F80, 0x3F81, 0x3F83, 0xC0C1,
                    0x0080}
                : new int[] {0, 0x8000, 0x7E00, 0x7C00, 0xFC00, 0x1, 0x83FF, 0x7BFF, 0x3C00, 0x3C01, 0x3C03, 0xC201,
                    0x0400};
        int[] v = new int[special.length + 51];
        System.arraycopy(special, 0, v, 0, special.length);
        for (int i = special.length; i < v.length; i++) {
            v[i] = dtype == CceTypes.FP32 ? Float.floatToRawIntBits((float) r.nextGaussian() * 100) : r.nextInt(1 << 16);
        }
        return v;
    }

    private static void assertBits(int dtype, int want, int got, String what) {
        if (want == RefFloats.NAN) {
            assertTrue(RefFloats.isNaN(dtype, got), what + ": NaN, got 0x" + Integer.toHexString(got));
        } else {
            assertEquals(want, got, what + ": 0x" + Integer.toHexString(want) + " vs 0x" + Integer.toHexString(got));
        }
    }

    private static byte[] execute(Rig rig, CceOp op, int dtype, byte[][] srcs, float scale, CceConstant c,
            int dests) throws Exception {
        int bytes = srcs[0].length;
        long[] s = new long[srcs.length];
        for (int i = 0; i < srcs.length; i++) {
            s[i] = rig.buffer("s" + i, bytes).address();
            rig.dev.write(s[i], srcs[i]);
        }
        long[] d = new long[dests];
        for (int i = 0; i < dests; i++) {
            d[i] = rig.buffer("d" + i, bytes).address();
        }
        Vring v = rig.vring("cce");
        VringPackets.vringAddDmaPacketCce(v, op, s, d, bytes, dtype, scale, c);
        DmaQueue q = rig.run(v, 0, 0);
        assertFalse(q.aborted(), () -> rig.dev.errors().toString());
        assertEquals(NotExecuted.NONE, DmaExecutionTest.lastPacket(rig).notExecuted());
        byte[] out = rig.read(d[0], bytes);
        for (int i = 1; i < dests; i++) {
            Assertions.assertArrayEquals(out, rig.read(d[i], bytes), "destination " + i);
        }
        return out;
    }

    @ParameterizedTest(name = "scale {0}")
    @ValueSource(floats = {0.5f, 1.5f, -3f, 0.1f, 0x1p-20f, 1e30f, -0f, 1.0009765625f})
    void fmaIsTheFp32ProductRoundedToTheDestination(float scale) throws Exception {
        RefFloats.ties = 0;
        for (int dtype : DTYPES) {
            int[] in = inputs(dtype, dtype);
            byte[] out = execute(new Rig(Arch.SUNDA), CceOp.FMA, dtype, new byte[][] {RefFloats.pack(dtype, in)}, scale,
                    null, 1);
            for (int i = 0; i < in.length; i++) {
                double product = RefFloats.decode(dtype, in[i]) * (double) scale; // exact in double
                double fp32 = (float) product;                                    // the fp32 product
                assertBits(dtype, RefFloats.round(dtype, fp32), RefFloats.get(out, dtype, i),
                        "fma dtype " + dtype + " element " + i + " × " + scale);
            }
        }
    }

    @Test
    void fmaRoundingMeetsTiesAndReplicatesOnV3() throws Exception {
        RefFloats.ties = 0;
        int[] in = {0x3F81, 0x3F83, 0xBF85, 0x0001};
        byte[] out = execute(new Rig(Arch.CAYMAN), CceOp.FMA, CceTypes.BF16, new byte[][] {RefFloats.pack(CceTypes.BF16,
                in)}, 1.5f, null, 3);
        for (int i = 0; i < in.length; i++) {
            assertBits(CceTypes.BF16, RefFloats.round(CceTypes.BF16, (float) (RefFloats.decode(CceTypes.BF16, in[i]) * 1.5)),
                    RefFloats.get(out, CceTypes.BF16, i), "element " + i);
        }
        assertTrue(RefFloats.ties >= 3, "1.0078125 × 1.5 and friends sit exactly between two bf16 values");
        assertEquals(0x3FC2, RefFloats.get(out, CceTypes.BF16, 0), "1.51171875 → 1.515625 (even)");
    }

    /** min / max as IEEE-754 2019 minimum / maximum: a NaN wins, −0 < +0. */
    static double minMax(boolean min, double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) {
            return Double.NaN;
        }
        if (a == 0 && b == 0) {
            boolean negA = 1 / a < 0;
            boolean negB = 1 / b < 0;
            return (min ? negA || negB : negA && negB) ? -0.0 : 0.0;
        }
        return min ? (a < b ? a : b) : (a > b ? a : b);
    }

    @Test
    void minAndMaxAgainstAConstantOfEveryDtype() throws Exception {
        int[][] constants = {
            {CceTypes.FP32, Float.floatToRawIntBits(6f)}, {CceTypes.FP32, 0x80000000}, {CceTypes.FP32, 0x3F808000},
            {CceTypes.FP32, 0x3F818000}, {CceTypes.FP32, 0x7FC00000}, {CceTypes.FP32, 0x00000003},
            {CceTypes.BF16, 0x0000}, {CceTypes.BF16, 0x8001}, {CceTypes.BF16, 0x40C0},
            {CceTypes.FP16, 0x8000}, {CceTypes.FP16, 0x0001}, {CceTypes.FP16, 0x3C01}, {CceTypes.FP16, 0x7E00}};
        RefFloats.ties = 0;
        for (CceOp op : new CceOp[] {CceOp.MIN, CceOp.MAX}) {
            for (int dtype : DTYPES) {
                int[] a = inputs(dtype, 7);
                int[] b = inputs(dtype, 8);
                for (int sources = 1; sources <= 2; sources++) {
                    byte[][] srcs = sources == 1 ? new byte[][] {RefFloats.pack(dtype, a)}
                            : new byte[][] {RefFloats.pack(dtype, a), RefFloats.pack(dtype, b)};
                    for (int[] c : constants) {
                        byte[] out = execute(new Rig(Arch.CAYMAN), op, dtype, srcs, 1f, new CceConstant(c[0], c[1]), 1);
                        double k = RefFloats.decode(c[0], c[1]);
                        for (int i = 0; i < a.length; i++) {
                            double acc = RefFloats.decode(dtype, a[i]);
                            if (sources == 2) {
                                acc = minMax(op == CceOp.MIN, acc, RefFloats.decode(dtype, b[i]));
                            }
                            acc = minMax(op == CceOp.MIN, acc, k);
                            assertBits(dtype, RefFloats.round(dtype, acc), RefFloats.get(out, dtype, i),
                                    op + " dtype " + dtype + " vs constant " + Integer.toHexString(c[1]) + " [" + i + "]");
                        }
                    }
                }
            }
        }
        assertTrue(RefFloats.ties > 0, "an fp32 constant halfway between two bf16 values was rounded");
    }

    @Test
    void aConstantGivenAsANumberIsRoundedOnce() {
        assertEquals(0x3F81, CceConstant.of(CceTypes.BF16, 1.00390625 + 0x1p-40).bits(),
                "just above the bf16 midpoint: up, though fp32 first would make it a tie and round down");
        assertEquals(0x3F80, CceConstant.of(CceTypes.BF16, 1.00390625).bits(), "an exact tie: even");
        assertEquals(0x3C00, CceConstant.of(CceTypes.FP16, 1.00048828125 - 0x1p-40).bits());
        assertEquals(0x3C01, CceConstant.of(CceTypes.FP16, 1.00048828125 + 0x1p-40).bits());
        assertEquals(0x0001, CceConstant.of(CceTypes.FP16, 0x1p-24).bits(), "the smallest fp16 subnormal");
        assertEquals(0x8000, CceConstant.of(CceTypes.FP16, -1e-10).bits(), "−0");
        assertEquals(0x7C00, CceConstant.of(CceTypes.FP16, 65520).bits(), "the overflow tie rounds to inf");
        assertEquals(0x7F80, CceConstant.of(CceTypes.BF16, 1e300).bits());
        for (double v : new double[] {6, -0.0, 0.1, 3.14159, 1e-40, 65519.99}) {
            for (int dtype : DTYPES) {
                assertEquals(RefFloats.round(dtype, v), CceConstant.of(dtype, v).bits(), v + " in " + dtype);
            }
        }
    }

    @ParameterizedTest(name = "{0} sources")
    @ValueSource(ints = {2, 4})
    void fullSixtyFourKibibyteBlocksAreUnambiguousWithTheOperand(int sources) throws Exception {
        int blocks = 4 / sources;
        int bytes = blocks * 65536;
        Random r = new Random(sources);
        float[][] x = new float[sources][bytes / 4];
        byte[][] srcs = new byte[sources][];
        for (int s = 0; s < sources; s++) {
            int[] bits = new int[bytes / 4];
            for (int i = 0; i < bits.length; i++) {
                x[s][i] = (float) r.nextGaussian();
                bits[i] = Float.floatToRawIntBits(x[s][i]);
            }
            srcs[s] = RefFloats.pack(CceTypes.FP32, bits);
        }
        Rig rig = new Rig(Arch.CAYMAN);
        byte[] out = execute(rig, CceOp.ADD, CceTypes.FP32, srcs, 1f, null, 1);
        DevicePackets.PacketInfo p = DmaExecutionTest.lastPacket(rig);
        assertEquals(1 + 4, p.txCount(), "the META and four 64 KiB blocks");
        assertEquals(bytes, p.bytesOut());
        for (int i = 0; i < bytes / 4; i++) {
            float sum = x[0][i];
            for (int s = 1; s < sources; s++) {
                sum = (float) ((double) sum + x[s][i]);
            }
            assertEquals(Float.floatToRawIntBits(sum), RefFloats.get(out, CceTypes.FP32, i), "element " + i);
        }
    }
}
