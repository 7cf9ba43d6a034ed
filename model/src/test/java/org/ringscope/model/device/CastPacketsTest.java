package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringscope.model.cast.CastMath;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.cast.Fp8Config;
import org.ringscope.model.cast.Rounding;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringCast;

/**
 * Cast packets executed by the DMA engine, byte for byte against the independent vectors of
 * {@code make_cast_vectors.py}: each pair's inputs (repeated past 64 KiB so TX and RX cut into blocks at
 * different places) in one run, the packet's RX length the destination's.
 */
class CastPacketsTest {
    @ParameterizedTest
    @CsvSource({"INT8,FLOAT32,CAYMAN", "INT8,FLOAT16,CAYMAN", "FLOAT32,FLOAT16,SUNDA", "FLOAT32,BFLOAT16,CAYMAN",
        "FLOAT32,INT8,CAYMAN", "FLOAT32,UINT16,MARIANA", "FLOAT16,FP8_EXP4,CAYMAN", "FP8_EXP5,FLOAT32,CAYMAN",
        "INT32,FLOAT32,CAYMAN", "UINT64,INT16,SUNDA"})
    void aCastPacketWritesTheReferenceBytes(Dtype from, Dtype to, Arch arch) throws Exception {
        List<long[]> vec = vectors(from, to);
        int reps = Math.max(1, 70_000 / (vec.size() * from.size()) + 1);
        int n = vec.size() * reps;
        byte[] in = new byte[n * from.size()];
        byte[] want = new byte[n * to.size()];
        for (int i = 0; i < n; i++) {
            long[] v = vec.get(i % vec.size());
            CastMath.store(in, i * from.size(), from.size(), v[0]);
            CastMath.store(want, i * to.size(), to.size(), v[1]);
        }
        Rig rig = new Rig(arch);
        Allocation src = rig.buffer("in", in.length);
        rig.dev.write(src.address(), in);
        Allocation dst = rig.buffer("out", want.length);
        Vring v = rig.vring("cast");
        long max = VringCast.maxElements(v, from.size(), to.size());
        for (long done = 0; done < n; done += max) {
            long k = Math.min(max, n - done);
            VringCast.vringAddDmaPacketCast(v, src.address() + done * from.size(), dst.address() + done * to.size(), k,
                    from.code(), from.size(), to.code(), to.size(), arch.isSowSupported());
        }
        DmaQueue q = rig.run(v, 0, 0);
        assertFalse(q.aborted());
        assertArrayEquals(want, rig.read(dst.address(), want.length), from + " → " + to);
        DevicePackets.PacketInfo p = DmaExecutionTest.lastPacket(rig);
        assertEquals(NotExecuted.NONE, p.notExecuted());
    }

    @ParameterizedTest
    @CsvSource({"FLOAT32,FP8_EXP4", "FP8_EXP5,FLOAT32"})
    void aConfigurationTheEngineCannotFollowConsumesThePacketUnwritten(Dtype from, Dtype to) throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        rig.dev.setConversion(0, new Conversion(new Fp8Config(true, 8, 15, true, true, false), Rounding.NEAREST_EVEN));
        Allocation src = rig.filled("in", 64 * from.size(), 3);
        Allocation dst = rig.buffer("out", 64 * to.size());
        Vring v = rig.vring("cast");
        VringCast.vringAddDmaPacketCast(v, src.address(), dst.address(), 64, from.code(), from.size(), to.code(),
                to.size(), true);
        DmaQueue q = rig.run(v, 0, 0);
        assertFalse(q.aborted());
        assertEquals(1, q.packets());
        assertEquals(NotExecuted.CAST_CONVERSION, DmaExecutionTest.lastPacket(rig).notExecuted());
        assertArrayEquals(new byte[64 * to.size()], rig.read(dst.address(), 64 * to.size()));
        assertTrue(DmaExecutionTest.lastPacket(rig).has(DmaEngine.F_NOT_EXECUTED));
    }

    /** The (input, output) bit patterns of the default configuration's {@code from → to} vectors. */
    static List<long[]> vectors(Dtype from, Dtype to) throws Exception {
        List<long[]> out = new ArrayList<>();
        try (InputStream raw = CastPacketsTest.class.getResourceAsStream("/cast/cast-vectors.txt.gz");
                BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(raw),
                        StandardCharsets.US_ASCII))) {
            String prefix = "default " + from + " " + to + " ";
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith(prefix)) {
                    String[] f = line.split(" ");
                    out.add(new long[] {Long.parseUnsignedLong(f[3], 16), Long.parseUnsignedLong(f[4], 16)});
                }
            }
        }
        assertFalse(out.isEmpty(), "vectors for " + from + " → " + to);
        return out;
    }
}
