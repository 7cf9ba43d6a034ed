package org.ringscope.model.dge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.cast.Fp8Config;
import org.ringscope.model.cast.Rounding;

/**
 * Every dtype pair of {@code make_cast_vectors.py} (exact rational arithmetic in Python, apart from the Java code:
 * NaN, ±0, ±infinity, subnormals, ties, saturation edges, integers past 2^24, both FP8 configurations) moved by one
 * software-DGE DMAMemcpy each, the destination compared byte for byte; the pairs DMAMemcpy does not take (64-bit
 * integers, an FP32R input) are refused with the reason.
 */
class DgeCastPairsTest {
    private static final Conversion IEEE_NOSAT = new Conversion(new Fp8Config(false, 7, 15, false, false, false),
            Rounding.NEAREST_EVEN);

    private record Pair(String config, Dtype from, Dtype to) {
    }

    private static Map<Pair, List<long[]>> vectors() throws Exception {
        Map<Pair, List<long[]>> out = new LinkedHashMap<>();
        try (InputStream raw = DgeCastPairsTest.class.getResourceAsStream("/cast/cast-vectors.txt.gz");
                BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(raw),
                        StandardCharsets.US_ASCII))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.startsWith("#")) {
                    String[] f = line.split(" ");
                    out.computeIfAbsent(new Pair(f[0], Dtype.valueOf(f[1]), Dtype.valueOf(f[2])), k -> new ArrayList<>())
                            .add(new long[] {Long.parseUnsignedLong(f[3], 16), Long.parseUnsignedLong(f[4], 16)});
                }
            }
        }
        return out;
    }

    private static boolean refused(Dtype from, Dtype to) {
        boolean cast = from != to && !(from.fp32() && to.fp32());
        return cast && (from == Dtype.FLOAT32R || from == Dtype.UINT64 || from == Dtype.INT64 || to == Dtype.UINT64
                || to == Dtype.INT64);
    }

    @Test
    void everyPairThroughTheDgeMatchesTheIndependentReference() throws Exception {
        DgeBench d = new DgeBench();
        int sem = 0;
        int moved = 0;
        int refusedPairs = 0;
        for (Map.Entry<Pair, List<long[]>> e : vectors().entrySet()) {
            Pair p = e.getKey();
            d.dev.setConversion(0, p.config().equals("default") ? Conversion.DEFAULT : IEEE_NOSAT);
            List<long[]> v = e.getValue();
            int fs = p.from().size();
            int ts = p.to().size();
            byte[] src = new byte[v.size() * fs];
            for (int i = 0; i < v.size(); i++) {
                for (int k = 0; k < fs; k++) {
                    src[i * fs + k] = (byte) (v.get(i)[0] >>> (8 * k));
                }
            }
            d.dev.write(d.a.address(), src);
            // one value per element on the source, the destination values 2·size apart (a strided leg)
            byte[] w = SlotWriter.memcpy(sem++ % 200, 16).src(SlotWriter.imm(d.a.address()), fs, 0, v.size(), 1, fs)
                    .dst(SlotWriter.imm(d.b.address()), 2 * ts, 0, v.size(), 1, ts)
                    .dtypes(p.from().code(), p.to().code()).bytes();
            DgeOutcome o = DgeExecutor.execute(w, null, d.regs, d.sw());
            String name = p.config() + " " + p.from() + " → " + p.to();
            if (refused(p.from(), p.to())) {
                assertFalse(o.executed(), name);
                assertTrue(o.reason().contains("DMAMemcpy does not take"), o.reason());
                refusedPairs++;
                continue;
            }
            assertTrue(o.executed(), name + ": " + o.reason());
            byte[] got = d.read(d.b.address(), v.size() * 2 * ts);
            for (int i = 0; i < v.size(); i++) {
                long g = 0;
                for (int k = 0; k < ts; k++) {
                    g |= (got[i * 2 * ts + k] & 0xFFL) << (8 * k);
                }
                if (g != v.get(i)[1]) {
                    assertEquals(Long.toHexString(v.get(i)[1]), Long.toHexString(g),
                            name + ": 0x" + Long.toHexString(v.get(i)[0]));
                }
            }
            moved++;
        }
        assertTrue(moved > 150, moved + " pairs moved");
        assertTrue(refusedPairs > 20, refusedPairs + " pairs refused");
    }
}
