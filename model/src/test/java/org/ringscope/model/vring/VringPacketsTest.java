package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceConstant;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.CceTypes;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.model.udma.MetaOperand;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.udma.Transpose;

/** Copy, CCE and transpose packets (vring seed §4). */
class VringPacketsTest {

    @Test
    void copyPacketIsOneFirstConcatLastRun() throws VringException {
        Vring v = new Vring("p", Arch.CAYMAN);
        List<VringEvent> events = VringState.record(v);
        PacketCounts c = VringPackets.vringAddDmaPacket(v, 0x1000, 0x8000, 3 * 65536 + 100);
        assertEquals(new PacketCounts(0, 4, 0, 4), c);
        for (int i = 0; i < 4; i++) {
            DescriptorFields t = v.tx().decode(i);
            assertEquals(i == 0, t.first());
            assertEquals(i == 3, t.last());
            assertEquals(i < 3, t.concat());
            assertEquals(MetaCtrl.DEFAULT, t.word1());
            assertEquals(1, t.ringId());
            assertEquals(0x1000 + i * 65536L, t.bufPtr());
            DescriptorFields r = v.rx().decode(i);
            assertFalse(r.first() || r.last() || r.concat());
            assertEquals(0x8000 + i * 65536L, r.bufPtr());
        }
        assertEquals(100, v.tx().decode(3).size());
        assertEquals(0, v.totalTxSize(), "the seed's copy packet path does not account sizes (decision 0103)");
        assertEquals(1, events.size());
        assertEquals(new VringEvent.Appended("p", "vring_add_dma_packet_v2", 0, 4, 0, 4, 0, 0), events.get(0));
    }

    @Test
    void copyPacketRespectsThePerArchDescriptorCap() throws VringException {
        Vring v3 = new Vring("p", Arch.CAYMAN);
        VringPackets.vringAddDmaPacket(v3, 0, 0, 60L * 65536);
        VringException e = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacket(v3, 0, 0, 66L * 65536));
        assertEquals("Failed to build packet for vring p err -22", e.getMessage());
        assertEquals(-22, e.status());
        assertEquals("Packet needs 66 TX descriptors, 65 allowed per packet", e.getCause().getMessage());
        assertEquals(60, v3.tx().usedDescCount(), "nothing added by the refused packet");
        Vring v2 = new Vring("p", Arch.SUNDA);
        assertEquals(128, VringPackets.vringAddDmaPacket(v2, 0, 0, 128L * 65536).txDescs());
        assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacket(v2, 0, 0, 128L * 65536 + 1));
    }

    @Test
    void copyPacketOptionsArePerArch() throws VringException {
        Vring v2 = new Vring("p", Arch.SUNDA);
        VringException sow = assertThrows(VringException.class,
                () -> VringPackets.vringAddDmaPacketV2(v2, 0, 0, 4, true, false));
        assertEquals("udma strong ordering not supported in TRN1!", sow.getCause().getMessage());
        Vring v3 = new Vring("p", Arch.CAYMAN);
        VringException notif = assertThrows(VringException.class,
                () -> VringPackets.vringAddDmaPacketV2(v3, 0, 0, 4, false, true));
        assertEquals("notification mask not supported on arch < 4", notif.getCause().getMessage());
        Vring v4 = new Vring("p", Arch.MARIANA);
        VringPackets.vringAddDmaPacketV2(v4, 0, 0, 4, true, true);
        assertTrue(v4.tx().decode(0).notificationMask());
        assertTrue(v4.rx().decode(0).sow());
        VringException zero = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacket(v4, 0, 0, 0));
        assertEquals("invalid size: 0", zero.getCause().getMessage());
    }

    @Test
    void copyPacketRunningOutOfSlotsKeepsWhatItAdded() {
        Vring v = new Vring("p", Arch.CAYMAN, 2);
        List<VringEvent> events = VringState.record(v);
        VringException e = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacket(v, 0, 0, 3 * 65536));
        assertEquals(VringException.NRT_QUEUE_FULL, e.status(), "the half's cap: QUEUE_FULL");
        assertEquals("Failed to build packet for vring p err -12: Failed to add TX descriptor 2 of 3: "
                + "Descriptor limit reached. Descriptors in vring 2, Max allowed 2", e.getMessage());
        assertEquals("Failed to add TX descriptor 2 of 3", e.getCause().getMessage());
        assertEquals(2, v.tx().usedDescCount());
        assertEquals(new VringEvent.Appended("p", "vring_add_dma_packet_v2", 0, 2, 0, 0, 0, 0), events.get(0));
    }

    @Test
    void cceReplicationIsAnErrorOnV2() {
        Vring v = new Vring("c", Arch.SUNDA);
        VringException e = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketCce(v, CceOp.ADD,
                new long[] {0x100}, new long[] {0x200, 0x300}, 64, 0, 1f));
        assertEquals("CCE replication not supported for v1/v2 archs", e.getMessage());
        assertEquals(-1, e.status());
        assertEquals(0, v.tx().usedDescCount(), "no silent fallback to N copies");
        VringException first = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketCceInt(v, 7,
                new long[] {0x100}, new long[] {0x200, 0x300}, 64, 0, 1f, false));
        assertEquals("CCE replication not supported for v1/v2 archs", first.getMessage(),
                "the num_dests > 1 gate comes before the op, as in the seed");
        VringException op = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketCceInt(v, 7,
                new long[] {0x100}, new long[] {0x200}, 64, 0, 1f, false));
        assertEquals("unsupported op! (7)", op.getMessage());
    }

    @Test
    void cceReplicationOnV3IsTheComboOp() throws VringException {
        Vring v = new Vring("c", Arch.CAYMAN);
        List<VringEvent> events = VringState.record(v);
        PacketCounts c = VringPackets.vringAddDmaPacketCce(v, CceOp.MAX, new long[] {0x100}, new long[] {0x200, 0x300},
                64, 2, 1f);
        assertEquals(new PacketCounts(0, 2, 0, 2), c);
        DescriptorFields lead = v.tx().decode(0);
        assertTrue(lead.meta() && lead.first() && lead.concat());
        assertEquals(0, lead.lenCtrl() & 0xFFFF, "length field 0");
        assertEquals(OpWord.replication(2), lead.word1());
        assertEquals(MetaOperand.cce(1, 0, 0), lead.bufPtr(), "the operand: one source, no constant");
        DescriptorFields data = v.tx().decode(1);
        assertTrue(data.last());
        assertEquals(OpWord.cceMinMax(3, false, 2, 2, 0), data.word1());
        assertEquals(0x200, v.rx().word1(0));
        assertEquals(0x300, v.rx().word1(1));
        assertEquals(64, v.totalTxSize(), "CCE accounts its TX data bytes");
        assertEquals("aws_cayman_sdma_m2m_build_combo_op", events.get(0).function());
    }

    /**
     * With {@code num_dests > 1} the seed goes straight to {@code aws_cayman_sdma_m2m_build_combo_op}: the op switch
     * and its "unsupported op! (%u)" are the single-destination branch only, so an op outside SDMA_CCETYPE builds.
     */
    @Test
    void cceReplicationOnV3TakesNoOpSwitch() throws VringException {
        Vring v = new Vring("c", Arch.CAYMAN);
        List<VringEvent> events = VringState.record(v);
        PacketCounts c = VringPackets.vringAddDmaPacketCceInt(v, 9, new long[] {0x100}, new long[] {0x200, 0x300}, 64,
                10, 1f, false);
        assertEquals(new PacketCounts(0, 2, 0, 2), c);
        assertEquals("aws_cayman_sdma_m2m_build_combo_op", events.get(0).function());
        DescriptorFields lead = v.tx().decode(0);
        assertTrue(lead.meta() && lead.first());
        assertEquals(OpWord.replication(2), lead.word1());
        assertEquals(9, MetaOperand.cceComboOp(lead.bufPtr()), "the code travels in the operand");
        assertEquals(1, MetaOperand.cceSources(lead.bufPtr()));
        assertEquals(OpWord.cceUnnamed(10, 10), v.tx().decode(1).word1());
        assertEquals(64, v.totalTxSize());
        VringException single = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketCceInt(v, 9,
                new long[] {0x100}, new long[] {0x200}, 64, 10, 1f, false));
        assertEquals("unsupported op! (9)", single.getMessage(), "one destination: the switch");
        assertEquals(-1, MetaOperand.cceComboOp(MetaOperand.cce(1, 0, 0)), "a plain CCE operand encodes no code");
        VringPackets.vringAddDmaPacketCceInt(new Vring("m", Arch.MARIANA), 9, new long[] {0}, new long[] {0, 64}, 4,
                10, 1f, false);
        VringException v2 = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketCceInt(
                new Vring("s", Arch.SUNDA), 9, new long[] {0}, new long[] {0, 64}, 4, 10, 1f, false));
        assertEquals("CCE replication not supported for v1/v2 archs", v2.getMessage());
    }

    @Test
    void cceOpsDispatchToTheirWordsBehindAnOperandMeta() throws VringException {
        Vring v = new Vring("c", Arch.SUNDA);
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {0, 0x1000}, new long[] {0x2000}, 100, 1, 1f);
        int add = OpWord.cceAdd(1, 1, 1);
        DescriptorFields lead = v.tx().decode(0);
        assertTrue(lead.meta() && lead.first() && lead.concat() && !lead.last());
        assertEquals(add, lead.word1(), "without replication the META repeats the op word");
        assertEquals(2, MetaOperand.cceSources(lead.bufPtr()), "the source count is encoded");
        assertEquals(add, v.tx().decode(1).word1());
        assertFalse(v.tx().decode(1).cme(), "compute ops overwrite ssmae_op");
        assertEquals(3, v.tx().usedDescCount(), "the META, then one TX run per source");
        assertEquals(0x1000, v.tx().decode(2).bufPtr());
        assertEquals(1, v.rx().usedDescCount());
        assertEquals(200, v.totalTxSize(), "data bytes only: the META moves none");
        VringPackets.vringAddDmaPacketCce(v, CceOp.FMA, new long[] {0}, new long[] {0}, 4, 1, 0.5f);
        assertEquals(OpWord.cceFma(0, 1, 1, 1), v.tx().decode(4).word1());
        long fma = v.tx().decode(3).bufPtr();
        assertEquals(0.5f, Float.intBitsToFloat(MetaOperand.cceValueBits(fma)), "the fp32 scale is encoded");
        assertEquals(1, MetaOperand.cceSources(fma));
        VringPackets.vringAddSetSeedPacket(v, 0, 0, 4);
        assertEquals(OpWord.cceAdd(1, 0, 0) | 0x20, v.tx().decode(6).word1());
        VringPackets.vringAddDmaPacketCce(v, CceOp.MIN, new long[] {0}, new long[] {0}, 4, 6, 1f,
                CceConstant.of(CceTypes.BF16, 6.0));
        assertEquals(OpWord.cceMinMax(2, true, 6, 6, 0), v.tx().decode(8).word1(), "use-constant is b5");
        long min = v.tx().decode(7).bufPtr();
        assertEquals(0x40C0, MetaOperand.cceValueBits(min), "6.0 as bf16");
        assertEquals(CceTypes.BF16, MetaOperand.cceConstantDtype(min));
        assertThrows(IllegalArgumentException.class, () -> VringPackets.vringAddDmaPacketCce(v, CceOp.ADD,
                new long[] {0}, new long[] {0}, 4, 6, 1f, CceConstant.of(CceTypes.FP32, 1)));
        VringException e = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketCceInt(v, 7,
                new long[] {0}, new long[] {0}, 4, 0, 1f, false));
        assertEquals("unsupported op! (7)", e.getMessage());
        VringException big = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketCce(v, CceOp.ADD,
                new long[] {0}, new long[] {0}, 128L * 65536, 0, 1f));
        assertEquals("Failed to add CCE 1 packet, ret=4294967274", big.getMessage(), "128 blocks + the META > 128");
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {0}, new long[] {0}, 127L * 65536, 0, 1f);
    }

    @Test
    void transposeMapsPermutationAndElementSizeAndCarriesTheShape() throws VringException {
        for (int perm = 0; perm < 12; perm++) {
            Vring v = new Vring("t", Arch.CAYMAN);
            VringPackets.vringAddDmaPacketTranspose(v, 0, 0x40, 64, Transpose.PERMUTATIONS.get(perm), 4,
                    new long[] {1, 2, 2, 4});
            int word = OpWord.transpose(4, false, perm, 3);
            DescriptorFields lead = v.tx().decode(0);
            assertTrue(lead.meta() && lead.first() && !lead.last());
            assertEquals(word, lead.word1());
            assertEquals(MetaOperand.transpose(1, 2, 2), lead.bufPtr());
            assertEquals(word, v.tx().decode(1).word1());
            assertTrue(v.tx().decode(1).last());
            assertEquals(1, v.rx().usedDescCount());
        }
        Vring v = new Vring("t", Arch.SUNDA);
        for (int size = 1; size <= 8; size++) {
            VringPackets.vringAddDmaPacketTranspose(v, 0, 0, 64L * size, "XYWZ", size, new long[] {2, 4, 8, 1});
        }
        assertEquals(16, v.tx().usedDescCount());
        long[] shape = {1, 1, 4, 4};
        assertEquals("unsupported transpose op ABCD", assertThrows(VringException.class,
                () -> VringPackets.vringAddDmaPacketTranspose(v, 0, 0, 64, "ABCD", 4, shape)).getMessage());
        assertEquals("unsupported transpose element size 9", assertThrows(VringException.class,
                () -> VringPackets.vringAddDmaPacketTranspose(v, 0, 0, 64, "WZXY", 9, shape)).getMessage());
        assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketTranspose(v, 0, 0, 64, "WZXY", 0, shape));
        assertEquals("unsupported transpose shape [1, 1, 4, 4] of 2-byte elements for 64 bytes",
                assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketTranspose(v, 0, 0, 64, "WZXY", 2,
                        shape)).getMessage(), "the shape must describe the packet's bytes");
        assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketTranspose(v, 0, 0, 1L << 22, "WZXY", 1,
                new long[] {1L << 22, 1, 1, 1}), "W beyond the operand's 21 bits");
        assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketTranspose(v, 0, 0, 64, "WZXY", 4,
                new long[] {1, 1, 16}));
        assertEquals(16, v.tx().usedDescCount(), "rejected packets add nothing");
    }

    @Test
    void transposeFlushIsRejectedOnV2() throws VringException {
        Vring v2 = new Vring("f", Arch.SUNDA);
        VringException e = assertThrows(VringException.class, () -> VringPackets.vringAddDmaPacketTransposeFlush(v2, 0, 0));
        assertEquals("v2 arch does not support transpose flush", e.getMessage());
        assertEquals(0, v2.tx().usedDescCount());
        Vring v3 = new Vring("f", Arch.CAYMAN);
        VringPackets.vringAddDmaPacketTransposeFlush(v3, 0x10, 0x20);
        DescriptorFields t = v3.tx().decode(0);
        assertTrue(t.first() && t.last());
        assertEquals(4, t.size());
        assertEquals(OpWord.TRANSPOSE | OpWord.TRANSPOSE_B5, t.word1());
    }
}
