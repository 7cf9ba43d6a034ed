package org.ringscope.model.cast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * Every supported dtype pair against the expected vectors of {@code make_cast_vectors.py} (exact rational
 * arithmetic in Python, written apart from this code): NaN, ±0, ±infinity, subnormals, ties, saturation edges,
 * integers past 2^24, both FP8 configurations.
 */
class CastMathTest {
    private static final Conversion IEEE_NOSAT = new Conversion(new Fp8Config(false, 7, 15, false, false, false),
            Rounding.NEAREST_EVEN);

    @Test
    void everyPairMatchesTheIndependentReferenceBitForBit() throws Exception {
        int lines = 0;
        int pairs = 0;
        String lastPair = "";
        StringBuilder bad = new StringBuilder();
        int wrong = 0;
        try (InputStream raw = getClass().getResourceAsStream("/cast/cast-vectors.txt.gz");
                BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(raw),
                        StandardCharsets.US_ASCII))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(" ");
                Conversion c = f[0].equals("default") ? Conversion.DEFAULT : IEEE_NOSAT;
                Dtype from = Dtype.valueOf(f[1]);
                Dtype to = Dtype.valueOf(f[2]);
                long in = Long.parseUnsignedLong(f[3], 16);
                long want = Long.parseUnsignedLong(f[4], 16);
                byte[] src = new byte[8];
                byte[] dst = new byte[8];
                CastMath.store(src, 0, from.size(), in);
                CastMath.convert(src, 0, from, dst, 0, to, 1, c, 0);
                long got = CastMath.load(dst, 0, to.size());
                if (got != want && wrong++ < 20) {
                    bad.append(String.format("%n  %s: %s 0x%x -> %s: want 0x%x, got 0x%x", f[0], from, in, to, want, got));
                }
                if (!(f[0] + f[1] + f[2]).equals(lastPair)) {
                    pairs++;
                    lastPair = f[0] + f[1] + f[2];
                }
                lines++;
            }
        }
        assertTrue(lines > 40_000, lines + " vectors");
        assertEquals(14 * 14 + (14 * 14 - 12 * 12), pairs, "every pair of the 14 emulated types, and the FP8 ones twice");
        assertEquals(0, wrong, wrong + " of " + lines + " elements differ:" + bad);
    }

    @Test
    void stochasticRoundingPicksANeighbourWithTheRightOdds() {
        Conversion sr = new Conversion(Fp8Config.DEFAULT, Rounding.stochastic(42));
        float v = 1f + 0x1p-9f;
        int up = 0;
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            long b = CastMath.fromFp32(Dtype.BFLOAT16, v, sr, 0x1000 + 2L * i);
            assertTrue(b == 0x3F80 || b == 0x3F81, "a neighbour: " + Long.toHexString(b));
            up += b == 0x3F81 ? 1 : 0;
        }
        assertEquals(0.25, up / (double) n, 0.02, "1 + 2^-9 is a quarter of the way from 1 to 1 + 2^-7");
        assertEquals(CastMath.fromFp32(Dtype.FLOAT16, 0.1f, sr, 77), CastMath.fromFp32(Dtype.FLOAT16, 0.1f, sr, 77),
                "the same element rounds the same way again");
        assertEquals(0x3C00, CastMath.fromFp32(Dtype.FLOAT16, 1f, sr, 5), "exact values are not moved");
    }

    @Test
    void whatCannotBeCastSaysWhy() {
        assertNull(Conversion.DEFAULT.unsupported(Dtype.FLOAT32, Dtype.FP8_EXP4));
        assertNotNull(Conversion.DEFAULT.unsupported(Dtype.FP8_EXP3, Dtype.FLOAT32));
        assertNotNull(new Conversion(new Fp8Config(true, 7, 15, true, false, false), Rounding.NEAREST_EVEN)
                .unsupported(Dtype.INT8, Dtype.FP8_EXP4));
        assertNotNull(new Conversion(new Fp8Config(true, 8, 15, true, true, false), Rounding.NEAREST_EVEN)
                .unsupported(Dtype.FP8_EXP5, Dtype.FLOAT16));
        assertNull(new Conversion(new Fp8Config(true, 8, 15, true, true, false), Rounding.NEAREST_EVEN)
                .unsupported(Dtype.INT8, Dtype.FLOAT16), "sis / sns only matter to FP8");
    }
}
