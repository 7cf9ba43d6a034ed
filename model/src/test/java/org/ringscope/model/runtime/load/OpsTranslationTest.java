package org.ringscope.model.runtime.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.model.runtime.load.TestSubgraphs.ap;
import static org.ringscope.model.runtime.load.TestSubgraphs.copy;
import static org.ringscope.model.runtime.load.TestSubgraphs.entry;
import static org.ringscope.model.runtime.load.TestSubgraphs.l;
import static org.ringscope.model.runtime.load.TestSubgraphs.op;
import static org.ringscope.model.runtime.load.TestSubgraphs.queues;
import static org.ringscope.model.runtime.load.TestSubgraphs.subgraph;
import static org.ringscope.model.runtime.load.TestSubgraphs.var;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceConstant;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.CceTypes;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.model.udma.MetaOperand;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.udma.Transpose;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringEvent;
import org.ringscope.model.vring.VringPages;

/** CCE reductions, transposes, packing and the listener option. */
class OpsTranslationTest {
    private static final List<Variable> VARS = List.of(var("a", "input", 1, 16 << 20), var("b", "input", 2, 16 << 20),
            var("out", "tmp-buf", 3, 16 << 20), var("SB", "state-buffer", 0, -1));

    private static DmaProgram translate(Arch arch, DmaDesc d) throws Exception {
        Subgraph sg = subgraph(List.of(queues("qDVE", 1, 30)), VARS, Engine.DVE, List.of(entry(4, "qDVE", 30, d)));
        return DmaTranslator.translate(sg, arch, VarLayout.place(sg));
    }

    private static Vring vring(DmaProgram p) {
        return p.queue("qDVE").orElseThrow().vrings().get(0);
    }

    private static int count(VringPages half, int upTo, int flag) {
        int n = 0;
        for (int i = 0; i < upTo; i++) {
            n += (half.lenCtrl(i) & flag) != 0 ? 1 : 0;
        }
        return n;
    }

    @Test
    void addOfTwoSourcesIsOneCcePacket() throws Exception {
        String arr = "[{\"from\":\"a\",\"from_off\":0,\"from_steps\":[1],\"from_sizes\":[200000],\"from_dtype\":\"float32\"},"
                + "{\"from\":\"b\",\"from_off\":64,\"from_steps\":[1],\"from_sizes\":[200000],\"from_dtype\":\"float32\"}]";
        DmaProgram p = translate(Arch.CAYMAN, op("add", ap("", 0, l(), l()), ap("out", 0, l(1), l(200000)),
                Map.of("from_arr", arr)));
        Vring v = vring(p);
        int data = v.tx().usedDescCount();
        assertEquals(1 + 2 * 4, data, "the operand META, then 2 sources × 4 blocks of ≤ 64 KiB; the completion "
                + "semaphore rides on the last RX descriptor (CAYMAN)");
        assertEquals(4, v.rx().usedDescCount());
        assertTrue((v.rx().lenCtrl(3) & LenCtrl.RX_EMBEDDED_SEM) != 0 && LenCtrl.isSow(v.rx().lenCtrl(3)));
        assertTrue(LenCtrl.isFirst(v.tx().lenCtrl(0)) && LenCtrl.isMeta(v.tx().lenCtrl(0)));
        assertTrue(LenCtrl.isLast(v.tx().lenCtrl(data - 1)));
        int add = OpWord.cceAdd(CceOp.ADD.code(), DmaDtype.FLOAT32.code(), DmaDtype.FLOAT32.code());
        assertEquals(add, Desc.metaCtrl(v.tx().word0(0)));
        assertEquals(add, Desc.metaCtrl(v.tx().word0(1)));
        assertEquals(2, MetaOperand.cceSources(v.tx().word1(0)));
        assertEquals(p.queue("qDVE").orElseThrow().templateVarIds(0).length, 2, "a and b");
        assertTrue(v.tx().isTemplate() && !v.rx().isTemplate());
        assertEquals(200000, p.entries().get(0).bytes());
    }

    @Test
    void aLongReductionSplitsAtThePacketCaps() throws Exception {
        long size = 10L << 20;
        DmaProgram p = translate(Arch.CAYMAN, op("max", ap("a", 0, l(1), l(size)), ap("out", 0, l(1), l(size)),
                Map.of("constant", "0", "constant_dtype", "float32")));
        Vring v = vring(p);
        int data = v.tx().usedDescCount();
        assertEquals(160 + 3, data, "10 MiB in 64 KiB blocks, and a META per packet (the semaphore embedded)");
        assertEquals(OpWord.cceMinMax(CceOp.MAX.code(), true, DmaDtype.UINT8.code(), DmaDtype.UINT8.code(), 0),
                Desc.metaCtrl(v.tx().word0(1)), "use-constant");
        assertEquals(new CceConstant(CceTypes.FP32, 0), new CceConstant(MetaOperand.cceConstantDtype(v.tx().word1(0)),
                MetaOperand.cceValueBits(v.tx().word1(0))), "the constant 0 as float32");
        assertEquals(3, count(v.tx(), data, LenCtrl.FIRST), "60 blocks per packet on CAYMAN (RX cap 0x3c)");
        assertEquals(3, count(v.tx(), data, LenCtrl.LAST));
        assertEquals(60, CceLowering.maxBlocks(Arch.CAYMAN, 1));
        assertEquals(32, CceLowering.maxBlocks(Arch.CAYMAN, 2));
        assertEquals(63, CceLowering.maxBlocks(Arch.SUNDA, 2), "(128 - the META) / 2");
    }

    @Test
    void stridedReductionsFollowTheirRuns() throws Exception {
        DmaProgram p = translate(Arch.SUNDA, op("fma", ap("a", 0, l(1, 1024), l(512, 3)), ap("out", 0, l(1), l(1536)),
                Map.of("scale", "0.5", "scale_dtype", "float32")));
        Vring v = vring(p);
        assertEquals(3 * 2 + 1, v.tx().usedDescCount(), "one packet (META + block) per 512-byte run");
        assertEquals(OpWord.CCE_FMA, Desc.metaCtrl(v.tx().word0(0)) & 0x7F00000);
        for (int k = 0; k < 3; k++) {
            assertEquals(0.5f, Float.intBitsToFloat(MetaOperand.cceValueBits(v.tx().word1(2 * k))), "the scale");
        }
        InputException e = assertThrows(InputException.class, () -> translate(Arch.SUNDA, op("fma",
                ap("a", 0, l(1), l(64)), ap("out", 0, l(1), l(64)), Map.of("scale", "2", "scale_dtype", "bfloat16"))));
        assertTrue(e.getMessage().contains("scale_dtype") && e.getMessage().contains("fp32"), e.getMessage());
        e = assertThrows(InputException.class, () -> translate(Arch.SUNDA, op("min", ap("a", 0, l(1), l(64)),
                ap("out", 0, l(1), l(64)), Map.of("constant", "2", "constant_dtype", "int32"))));
        assertTrue(e.getMessage().contains("constant_dtype"), e.getMessage());
    }

    @Test
    void reductionErrorsNameTheEntry() {
        InputException e = assertThrows(InputException.class, () -> translate(Arch.CAYMAN,
                op("min", ap("a", 0, l(1), l(64)), ap("out", 0, l(1), l(32)), Map.of())));
        assertTrue(e.getMessage().contains("dma[0] (id 4).desc[0].from"), e.getMessage());
        String tooMany = "[" + String.join(",", Collections.nCopies(17,
                "{\"from\":\"a\",\"from_off\":0,\"from_steps\":[1],\"from_sizes\":[4]}")) + "]";
        e = assertThrows(InputException.class, () -> translate(Arch.CAYMAN,
                op("add", ap("", 0, l(), l()), ap("out", 0, l(1), l(4)), Map.of("from_arr", tooMany))));
        assertTrue(e.getMessage().contains("1 to 16"), e.getMessage());
    }

    @Test
    void transposeIsOnePacketWithThePermutationOfItsShape() throws Exception {
        AccessPattern from = new AccessPattern("a", 0, l(1, 256), l(256, 64), "bfloat16");
        DmaDesc d = op("transpose", from, ap("out", 0, l(1), l(16384)), Map.of("transpose_shape", "[1,1,128,64]"));
        DmaProgram p = translate(Arch.CAYMAN, d);
        Vring v = vring(p);
        assertEquals(OpWord.transpose(2, false, Transpose.permutationIndex("WXZY"), Transpose.dataType(2)),
                Desc.metaCtrl(v.tx().word0(0)));
        assertEquals(1, count(v.tx(), v.tx().usedDescCount(), LenCtrl.FIRST), "one packet, the semaphore embedded");
        assertTrue(LenCtrl.isMeta(v.tx().lenCtrl(0)));
        assertEquals(MetaOperand.transpose(1, 1, 64), v.tx().word1(0), "the source is 1×1×64×128 bf16 (Z from the bytes)");
        DmaProgram letters = translate(Arch.SUNDA, op("transpose", from, ap("out", 0, l(1), l(16384)),
                Map.of("transpose_shape", "XYWZ", "transpose_element_size", "4")));
        assertEquals(MetaOperand.transpose(1, 1, 64), vring(letters).tx().word1(0), "1×1×64×64 of 4-byte elements");
        assertEquals(OpWord.transpose(4, false, Transpose.permutationIndex("XYWZ"), 3) | MetaCtrl.WRITE_BARRIER,
                Desc.metaCtrl(vring(letters).tx().word0(1)), "v2: the last packet's first data descriptor gets the "
                        + "write barrier (vring_set_dmb_on_last_packet passes over the META)");
        InputException odd = assertThrows(InputException.class, () -> translate(Arch.CAYMAN, op("transpose", from,
                ap("out", 0, l(1), l(16384)), Map.of("transpose_shape", "WXZY", "transpose_element_size", "3"))));
        assertTrue(odd.getMessage().contains("whole number of 3-byte elements"), odd.getMessage());
        assertEquals("WXYZ", TransposeLowering.permutation(op("transpose", from, from,
                Map.of("transpose_shape", "[1,1,64,128]")), l(256, 64), 2, new Where()), "the identity shape");
        assertEquals("WXZY", TransposeLowering.permutation(op("transpose", from, from, Map.of()), l(256, 64), 2,
                new Where()), "no transpose_shape: the 2-D transpose");
        InputException e = assertThrows(InputException.class, () -> translate(Arch.CAYMAN, op("transpose", from,
                ap("out", 0, l(1), l(16384)), Map.of("transpose_shape", "[3,1,1,1]"))));
        assertTrue(e.getMessage().contains("transpose_shape"), e.getMessage());
        e = assertThrows(InputException.class, () -> translate(Arch.CAYMAN, op("transpose",
                new AccessPattern("a", 0, l(1, 512), l(256, 64), "bfloat16"), ap("out", 0, l(1), l(16384)), Map.of())));
        assertTrue(e.getMessage().contains("contiguous"), e.getMessage());
    }

    @Test
    void packingGroupsAnEntrysRunsUpToTheArchCap() throws Exception {
        DmaDesc hundredRuns = copy(ap("a", 0, l(1, 128), l(64, 100)), ap("out", 0, l(1), l(6400)));
        Vring packed = vring(translate(Arch.CAYMAN, hundredRuns));
        assertEquals(2, count(packed.tx(), 100, LenCtrl.FIRST), "65 + 35 descriptors");
        assertTrue(LenCtrl.isLast(packed.tx().lenCtrl(64)));
        assertTrue(LenCtrl.isConcat(packed.tx().lenCtrl(0)));
        assertEquals(100, packed.tx().usedDescCount(), "the semaphore is embedded: no poke on CAYMAN");
        Vring sunda = vring(translate(Arch.SUNDA, hundredRuns));
        assertEquals(1, count(sunda.tx(), 100, LenCtrl.FIRST), "128 per packet on SUNDA");
        assertTrue(LenCtrl.isFirst(sunda.tx().lenCtrl(100)) && LenCtrl.isLast(sunda.tx().lenCtrl(100)),
                "the semaphore poke is not packed");
        Subgraph sg = subgraph(List.of(queues("qDVE", 1, 30)), VARS, Engine.DVE, List.of(entry(4, "qDVE", 30, hundredRuns)));
        Vring loose = DmaTranslator.translate(sg, Arch.CAYMAN, VarLayout.place(sg), LoadOptions.defaults().withPack(false))
                .queue("qDVE").orElseThrow().vrings().get(0);
        assertEquals(100, count(loose.tx(), 100, LenCtrl.FIRST | LenCtrl.LAST), "every run its own copy packet");
    }

    @Test
    void theListenerSeesEveryVringChange() throws Exception {
        List<VringEvent> events = new ArrayList<>();
        Subgraph sg = subgraph(List.of(queues("qDVE", 2, 30)), VARS, Engine.DVE,
                List.of(entry(4, "qDVE", 31, copy(ap("a", 0, l(1), l(64)), ap("SB", 0, l(1), l(64))))));
        DmaTranslator.translate(sg, Arch.MARIANA, VarLayout.place(sg), LoadOptions.defaults().withListener(events::add));
        assertEquals(List.of("vring_add_dma_packet_v2", "vring_pack_descs",
                "vring_set_embedded_semaphore_inc_on_last_desc", "vring_set_template"),
                events.stream().map(VringEvent::function).toList());
        events.clear();
        DmaTranslator.translate(sg, Arch.SUNDA, VarLayout.place(sg), LoadOptions.defaults().withListener(events::add));
        assertEquals(List.of("vring_add_dma_packet_v2", "vring_pack_descs", "vring_set_dmb_on_last_packet",
                "vring_add_desc_semaphore_inc", "vring_set_template"), events.stream().map(VringEvent::function).toList(),
                "v2: the write barrier on the last packet, the semaphore a descriptor of its own");
        assertFalse(events.stream().anyMatch(ev -> ev.vring().equals("qDVE_0")), "entry 4's semaphore 31 is queue 1");
    }
}
