package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.neff.NeffReader;

/**
 * {@code ringscope gen --profile ops} then {@code ringscope run ops.neff --input … --write-outputs DIR}: the FMA /
 * add / min / max chain ({@code y}), the value-converting cast ({@code yf}) and the transpose ({@code yt}) write the
 * values a reference computed here from the input bytes (and the NEFF's constant {@code w}) says they should.
 */
class OpsProfileRunTest {
    private static final int N = 4096;

    private static float[] floats(byte[] b) {
        float[] f = new float[b.length / 4];
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(f);
        return f;
    }

    /** The float32 data of {@code value_w.npy} in the NEFF: past its header (magic, version, length, text). */
    private static float[] w(Path neff) throws Exception {
        var members = NeffReader.read(neff).members();
        String name = members.names().stream().filter(n -> n.endsWith("value_w.npy")).findFirst().orElseThrow();
        byte[] npy = members.get(name).orElseThrow();
        int header = 10 + ((npy[8] & 0xFF) | (npy[9] & 0xFF) << 8);
        return floats(Arrays.copyOfRange(npy, header, npy.length));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"sunda", "cayman", "mariana"})
    void theOpsChainAndTheTransposeWriteWhatTheReferenceComputes(String arch, @TempDir Path dir) throws Exception {
        Path neff = dir.resolve("ops.neff");
        assertEquals(0, CliRun.of("gen", "--profile", "ops", "--target", arch, "--out", neff.toString()).exit());
        Random r = new Random(arch.hashCode());
        ByteBuffer x = ByteBuffer.allocate(4 * N).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < N; i++) {
            float v = switch (i) {
                case 0 -> Float.NaN;
                case 1 -> -0f;
                case 2 -> 12f;       // 12 × 0.5 + w > 6: clamped to 6
                case 3 -> -12f;      // below 0: clamped to 0
                case 4 -> Float.MIN_VALUE;
                default -> (float) (r.nextGaussian() * 8);
            };
            x.putFloat(v);
        }
        byte[] xi = new byte[4 * N];
        r.nextBytes(xi);
        Path xFile = Files.write(dir.resolve("x.bin"), x.array());
        Path xiFile = Files.write(dir.resolve("xi.bin"), xi);
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("run", neff.toString(), "--arch", arch, "--input", "x=" + xFile, "--input", "xi=" + xiFile,
                "--write-outputs", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("NRT_SUCCESS"), run.out());

        float[] xs = floats(x.array());
        float[] ws = w(neff);
        float[] y = floats(Files.readAllBytes(out.resolve("y.bin")));
        int clampedHigh = 0;
        int clampedLow = 0;
        for (int i = 0; i < N; i++) {
            double fma = (float) (xs[i] * 0.5);        // fp32 product, rounded once
            double add = (float) (fma + ws[i]);        // fp32 sum, rounded once
            double min = Double.isNaN(add) ? Double.NaN : add < 6 ? add : 6.0;
            double max = Double.isNaN(min) ? Double.NaN : min > 0 ? min : 0.0; // max(±0, 0) is +0
            assertEquals(Float.floatToIntBits((float) max), Float.floatToIntBits(y[i]),
                    "y[" + i + "] of x " + xs[i] + ", w " + ws[i]);
            clampedHigh += max == 6 ? 1 : 0;
            clampedLow += max == 0 ? 1 : 0;
        }
        assertTrue(clampedHigh > 0 && clampedLow > 0 && clampedHigh + clampedLow < N - 100, "the clamps all bite");

        assertArrayEquals(xi, Files.readAllBytes(out.resolve("yu.bin")), "the bit-preserving cast, copied");
        float[] yf = floats(Files.readAllBytes(out.resolve("yf.bin")));
        ByteBuffer ints = ByteBuffer.wrap(xi).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < N; i++) {
            int v = ints.getInt(4 * i);
            assertEquals(Float.floatToIntBits((float) v), Float.floatToIntBits(yf[i]), "yf[" + i + "] of " + v
                    + ": int32 → fp32, rounded to nearest even");
        }
        byte[] yt = Files.readAllBytes(out.resolve("yt.bin"));
        assertEquals(64 * 64 * 2, yt.length);
        for (int row = 0; row < 64; row++) {
            for (int col = 0; col < 64; col++) {
                int src = (row * 64 + col) * 2;   // the tile: 64 rows of 64 bf16 from the start of the cast
                int dst = (col * 64 + row) * 2;
                assertEquals(xi[src], yt[dst], "yt[" + col + "][" + row + "] low byte");
                assertEquals(xi[src + 1], yt[dst + 1], "yt[" + col + "][" + row + "] high byte");
            }
        }
    }
}
