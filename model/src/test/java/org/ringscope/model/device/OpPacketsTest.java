package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceConstant;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPackets;

/** The op-class packets of decision 0103, executed as far as their encodings allow (decision 0503). */
class OpPacketsTest {
    private final Rig rig = new Rig(Arch.CAYMAN);

    private static byte[] f32(float... f) {
        ByteBuffer b = ByteBuffer.allocate(4 * f.length).order(ByteOrder.LITTLE_ENDIAN);
        for (float x : f) {
            b.putFloat(x);
        }
        return b.array();
    }

    private static byte[] u16(int... v) {
        ByteBuffer b = ByteBuffer.allocate(2 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int x : v) {
            b.putShort((short) x);
        }
        return b.array();
    }

    private long put(byte[] data) throws DeviceException {
        Allocation a = rig.buffer("in", data.length);
        rig.dev.write(a.address(), data);
        return a.address();
    }

    @Test
    void opWordsDecodeToTheirClass() {
        assertEquals(OpClass.COPY, OpClass.of(MetaCtrl.DEFAULT));
        assertEquals(OpClass.COPY, OpClass.of(MetaCtrl.DEFAULT | MetaCtrl.WRITE_BARRIER | MetaCtrl.NOTIFICATION_MASK));
        assertEquals(OpClass.CCE_ADD, OpClass.of(OpWord.cceAdd(CceOp.ADD.code(), 10, 10)));
        assertEquals(OpClass.CCE_MIN, OpClass.of(OpWord.cceMinMax(CceOp.MIN.code(), false, 6, 6, 0)));
        assertEquals(OpClass.CCE_MAX, OpClass.of(OpWord.cceMinMax(CceOp.MAX.code(), true, 6, 6, 1)),
                "const dtype 1 in [22:20] is not FMA: the op code decides (the GOTCHA)");
        assertEquals(OpClass.CCE_FMA, OpClass.of(OpWord.cceFma(CceOp.FMA.code(), 10, 10, 10)));
        assertEquals(OpClass.TRANSPOSE, OpClass.of(OpWord.transpose(4, false, 2, 3)));
        assertEquals(OpClass.REPLICATION, OpClass.of(OpWord.replication(3)));
        assertEquals(OpClass.UNKNOWN, OpClass.of(OpWord.STRIDING_SPLIT));
        assertEquals(OpClass.UNKNOWN, OpClass.of(OpWord.CCE_EXT));
    }

    @Test
    void cceAddMinMaxOverFp32Bf16Fp16() throws Exception {
        Vring v = rig.vring("cce");
        long a = put(f32(1.5f, -2f, 3f, Float.NaN));
        long b = put(f32(0.25f, -8f, 3.5f, 1f));
        long add = rig.buffer("add", 16).address();
        long min = rig.buffer("min", 16).address();
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {a, b}, new long[] {add}, 16, CceMath.FP32, 1f);
        VringPackets.vringAddDmaPacketCce(v, CceOp.MIN, new long[] {a, b, a}, new long[] {min}, 16, CceMath.FP32, 1f);
        long h1 = put(u16(0x3F80, 0xC000));
        long h2 = put(u16(0x3F00, 0x4040));
        long bfMax = rig.buffer("bfmax", 4).address();
        VringPackets.vringAddDmaPacketCce(v, CceOp.MAX, new long[] {h1, h2}, new long[] {bfMax}, 4, CceMath.BF16, 1f);
        long fp1 = put(u16(0x3C00, 0x7BFF));
        long fpAdd = rig.buffer("fpadd", 4).address();
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {fp1, fp1}, new long[] {fpAdd}, 4, CceMath.FP16, 1f);
        rig.run(v, 0, 0);
        assertArrayEquals(f32(1.75f, -10f, 6.5f, Float.NaN), rig.read(add, 16));
        assertArrayEquals(f32(0.25f, -8f, 3f, Float.NaN), rig.read(min, 16), "NaN wins");
        assertArrayEquals(u16(0x3F80, 0x4040), rig.read(bfMax, 4), "bf16 max(1, 0.5), max(-2, 3)");
        assertArrayEquals(u16(0x4000, 0x7C00), rig.read(fpAdd, 4), "fp16 1+1 = 2, 65504+65504 = inf");
    }

    @Test
    void replicationWritesEveryDestination() throws Exception {
        Vring v = rig.vring("rep");
        long a = put(f32(1, 2));
        long d1 = rig.buffer("d1", 8).address();
        long d2 = rig.buffer("d2", 8).address();
        long d3 = rig.buffer("d3", 8).address();
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {a, a}, new long[] {d1, d2, d3}, 8, CceMath.FP32, 1f);
        rig.run(v, 0, 0);
        for (long d : new long[] {d1, d2, d3}) {
            assertArrayEquals(f32(2, 4), rig.read(d, 8));
        }
        assertTrue(DmaExecutionTest.lastPacket(rig).has(DmaEngine.F_DATA));
    }

    /** The host builds a combo op of any code (decision 1322); the engine consumes it and writes nothing. */
    @Test
    void aComboOpOfACodeNoWordNamesIsConsumedNotComputed() throws Exception {
        Vring v = rig.vring("combo");
        long a = put(f32(1, 2));
        long d1 = rig.buffer("c1", 8).address();
        long d2 = rig.buffer("c2", 8).address();
        rig.dev.fill(d1, 8, (byte) 0x55);
        rig.dev.fill(d2, 8, (byte) 0x55);
        VringPackets.vringAddDmaPacketCceInt(v, 9, new long[] {a}, new long[] {d1, d2}, 8, CceMath.FP32, 1f, false);
        DmaQueue q = rig.run(v, 0, 0);
        assertFalse(q.aborted(), "the packet's length is known: it is consumed, not an abort");
        byte[] fives = new byte[8];
        Arrays.fill(fives, (byte) 0x55);
        assertArrayEquals(fives, rig.read(d1, 8));
        assertArrayEquals(fives, rig.read(d2, 8));
        assertEquals(NotExecuted.COMBO_OP_CODE, DmaExecutionTest.lastPacket(rig).notExecuted());
    }

    @Test
    void cceSourcesLongerThanOneBlockAreSplitByTheLayout() throws Exception {
        Vring v = rig.vring("big");
        int n = 65536 + 400;
        float[] x = new float[n / 4];
        for (int i = 0; i < x.length; i++) {
            x[i] = i;
        }
        long a = put(f32(x));
        long out = rig.buffer("o", n).address();
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {a, a, a}, new long[] {out}, n, CceMath.FP32, 1f);
        rig.run(v, 0, 0);
        ByteBuffer got = ByteBuffer.wrap(rig.read(out, n)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(3f * 16_400, got.getFloat(4 * 16_400));
        DevicePackets.PacketInfo p = DmaExecutionTest.lastPacket(rig);
        assertEquals(1 + 6, p.txCount(), "the operand META, then 3 sources × 2 blocks");
        assertEquals(2, p.rxCount());
    }

    @Test
    void whatTheEncodingLeavesOutIsConsumedNotInvented() throws Exception {
        Vring v = rig.vring("ne");
        long a = put(f32(1, 2, 3, 4));
        long out = rig.buffer("o", 16).address();
        rig.dev.fill(out, 16, (byte) 0x77);
        VringPackets.vringAddDmaPacketCce(v, CceOp.FMA, new long[] {a, a}, new long[] {out}, 16, CceMath.FP32, 2f);
        VringPackets.vringAddSetSeedPacket(v, a, out, 16);
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {a, a}, new long[] {out}, 16, 13, 1f);
        VringPackets.vringAddDmaPacketCce(v, CceOp.MAX, new long[] {a}, new long[] {out}, 16, CceMath.FP32, 1f,
                new CceConstant(9, 5));
        VringPackets.vringAddDmaPacketTransposeFlush(v, a, out);
        DmaQueue q = rig.run(v, 0, 0);
        byte[] sevens = new byte[16];
        Arrays.fill(sevens, (byte) 0x77);
        assertArrayEquals(sevens, rig.read(out, 16), "nothing written");
        assertEquals(5, q.packets());
        assertFalse(q.aborted());
        NotExecuted[] want = {NotExecuted.FMA_SOURCES, NotExecuted.CCE_SEED, NotExecuted.CCE_DTYPE,
            NotExecuted.CCE_DTYPE, NotExecuted.TRANSPOSE_FLUSH};
        int k = 0;
        for (int i = 0; i < rig.journal.size(); i++) {
            DevicePackets.PacketInfo p = DevicePackets.info(rig.dev, rig.journal, i);
            if (p != null) {
                assertEquals(want[k++], p.notExecuted(), rig.journal.describe(i));
                assertTrue(p.has(DmaEngine.F_NOT_EXECUTED));
            }
        }
        assertEquals(want.length, k);
        assertTrue(rig.journal.describe(rig.journal.size() - 1).contains("not executed"));
    }

    @Test
    void theIdentityTransposeIsACopy() throws Exception {
        Vring v = rig.vring("tr");
        long a = put(f32(1, 2, 3, 4));
        long out = rig.buffer("o", 16).address();
        VringPackets.vringAddDmaPacketTranspose(v, a, out, 16, "WXYZ", 4, new long[] {1, 2, 1, 2});
        rig.run(v, 0, 0);
        assertArrayEquals(f32(1, 2, 3, 4), rig.read(out, 16));
        assertEquals(OpClass.TRANSPOSE, DmaExecutionTest.lastPacket(rig).op());
    }

    @Test
    void halfPrecisionConversionsRoundToNearestEven() {
        assertEquals(0x3C00, CceMath.floatToHalf(1f));
        assertEquals(0x0001, CceMath.floatToHalf(0x1p-24f), "smallest subnormal");
        assertEquals(0x0000, CceMath.floatToHalf(0x1p-26f));
        assertEquals(0x7C00, CceMath.floatToHalf(70000f));
        assertEquals(0x3C00, CceMath.floatToHalf(1f + 0x1p-11f), "tie to even (down)");
        assertEquals(0x3C02, CceMath.floatToHalf(1f + 3 * 0x1p-11f), "tie to even (up)");
        assertTrue(Float.isNaN(CceMath.halfToFloat(CceMath.floatToHalf(Float.NaN))));
        for (int h = 0; h < 0x7C00; h += 7) {
            assertEquals(h, CceMath.floatToHalf(CceMath.halfToFloat(h)), "round trip " + h);
        }
        assertEquals(0x3F80, CceMath.floatToBf16(1f));
        assertEquals(0x3F80, CceMath.floatToBf16(Float.intBitsToFloat(0x3F808000)), "tie to even");
        assertEquals(0x3F82, CceMath.floatToBf16(Float.intBitsToFloat(0x3F818000)));
    }
}
