package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceConstant;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.CceTypes;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPackets;

/**
 * Packets without the lead META operand of decision 0103 (hand-made, or from an encoding before it): the
 * device still does not invent what they leave out (decision 0503).
 */
class LegacyPacketsTest {
    private final Rig rig = new Rig(Arch.CAYMAN);
    private int queue;

    /** The TX words without their META descriptors; the descriptor after each gets FIRST. */
    static long[] dropLead(long[] tx) {
        long[] out = new long[tx.length];
        int n = 0;
        boolean first = false;
        for (int i = 0; i < tx.length; i += 2) {
            int lc = Desc.lenCtrl(tx[i]);
            if (LenCtrl.isMeta(lc)) {
                first = true;
                continue;
            }
            out[n++] = first ? Desc.withLenCtrl(tx[i], lc | LenCtrl.FIRST) : tx[i];
            out[n++] = tx[i + 1];
            first = false;
        }
        return Arrays.copyOf(out, n);
    }

    private DmaQueue runWithoutLead(Vring v) throws Exception {
        return rig.runEdited(v, 1, queue++, LegacyPacketsTest::dropLead);
    }

    private long input(int bytes) throws Exception {
        return rig.filled("in", bytes, bytes).address();
    }

    private NotExecuted lastReason() {
        return DmaExecutionTest.lastPacket(rig).notExecuted();
    }

    @Test
    void withoutTheOperandFmaMinMaxConstantAndShapeAreConsumedNotInvented() throws Exception {
        long a = input(64);
        long out = rig.buffer("o", 64).address();
        rig.dev.fill(out, 64, (byte) 0x33);
        Vring fma = rig.vring("fma");
        VringPackets.vringAddDmaPacketCce(fma, CceOp.FMA, new long[] {a}, new long[] {out}, 64, CceTypes.FP32, 3f);
        runWithoutLead(fma);
        assertEquals(NotExecuted.FMA_SCALE, lastReason());
        Vring min = rig.vring("min");
        VringPackets.vringAddDmaPacketCce(min, CceOp.MIN, new long[] {a}, new long[] {out}, 64, CceTypes.FP32, 1f,
                CceConstant.of(CceTypes.FP32, 0));
        runWithoutLead(min);
        assertEquals(NotExecuted.CCE_CONSTANT, lastReason());
        Vring tr = rig.vring("tr");
        VringPackets.vringAddDmaPacketTranspose(tr, a, out, 64, "WXZY", 4, new long[] {1, 1, 4, 4});
        runWithoutLead(tr);
        assertEquals(NotExecuted.TRANSPOSE_SHAPE, lastReason());
        byte[] threes = new byte[64];
        Arrays.fill(threes, (byte) 0x33);
        assertArrayEquals(threes, rig.read(out, 64), "nothing written");
    }

    @Test
    void withoutTheOperandTheIdentityTransposeAndPlainReductionsStillRun() throws Exception {
        long a = input(64);
        long out = rig.buffer("o", 64).address();
        Vring tr = rig.vring("tr");
        VringPackets.vringAddDmaPacketTranspose(tr, a, out, 64, "WXYZ", 4, new long[] {1, 1, 4, 4});
        runWithoutLead(tr);
        assertEquals(NotExecuted.NONE, lastReason());
        assertArrayEquals(rig.read(a, 64), rig.read(out, 64));
        assertEquals(1, DmaExecutionTest.lastPacket(rig).txCount());
    }

    @Test
    void withoutTheOperandFullBlocksLeaveTheSourceCountAmbiguousAndAbort() throws Exception {
        long a = rig.buffer("a", 1 << 17).address();
        long out = rig.buffer("o", 1 << 17).address();
        Vring v = rig.vring("amb");
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {a, a}, new long[] {out}, 65536, CceTypes.FP32, 1f);
        DmaQueue q = runWithoutLead(v);
        assertTrue(q.aborted());
        assertTrue(rig.dev.errors().get(0).reason().contains("ambiguous"), rig.dev.errors().get(0).reason());
    }

    @Test
    void anOperandThatContradictsTheLayoutAborts() throws Exception {
        long a = input(300);
        long out = rig.buffer("o", 300).address();
        Vring v = rig.vring("bad");
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {a, a}, new long[] {out}, 100, CceTypes.FP32, 1f);
        DmaQueue q = rig.runEdited(v, 1, 9, tx -> {
            tx[1] = tx[1] + (1L << 32); // 3 sources in the operand, 2 blocks of 100 bytes
            return tx;
        });
        assertTrue(q.aborted());
        assertTrue(rig.dev.errors().get(0).reason().contains("do not split"), rig.dev.errors().get(0).reason());
    }
}
