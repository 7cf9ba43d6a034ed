package org.ringscope.model.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Kelf;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.NeffHeader;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.UcodeLib;
import org.ringscope.model.neff.UcodeLibParser;
import org.ringscope.model.neff.Variable;

/** The bundled sample's layout (decision 0601): what makes a sync plus an async run visit the whole spine. */
class SampleProfileTest {
    private static final GenChecks.ReadBack SAMPLE = read();

    private static GenChecks.ReadBack read() {
        try {
            return GenChecks.read(SampleNeffs.sample());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void twoKelfsOneSingleTpbOneMultiTpbOnLnc2() {
        Manifest m = SAMPLE.manifest();
        assertEquals(List.of("kelf-0.json", "kelf-1.json"), m.kelfs().stream().map(Kelf::member).toList());
        assertEquals(List.of(List.of("sg00"), List.of("sg10", "sg11")), m.kelfs().stream()
                .map(k -> k.subgraphs().stream().map(Subgraph::name).toList()).toList());
        NeffHeader h = SAMPLE.file().header();
        assertEquals(1, h.tpbPerNode()[0]);
        assertEquals(2, h.tpbPerNode()[1]);
        assertEquals(3, h.numTpb());
        assertEquals(3, h.requestedTpbCount());
        assertEquals(2, h.lncSize(), "multi-TPB needs nkbin == vtpb size == 2");
        assertEquals(0x404, h.featureBits(), "neff_feature_vnc | neff_feature_custom_ops");
        assertEquals(List.of("x", "u"), m.inputs());
        assertEquals(List.of("y", "v"), m.outputs());
        m.subgraphs().forEach(sg -> assertTrue(sg.features().contains("neff_feature_vnc"), sg.name()));
        assertEquals(11, GenChecks.entries(m));
        assertEquals(9, GenChecks.queueSets(m));
        assertEquals(77, GenChecks.slots(m));
        assertTrue(SAMPLE.file().fileSize() < 32 * 1024, "a few KiB: " + SAMPLE.file().fileSize());
    }

    @Test
    void patternsOfOneTwoAndThreeDimensionsAndATransferOver64KiB() {
        List<DmaDesc> descs = GenChecks.byInstruction(SAMPLE.manifest().subgraphs()).stream()
                .flatMap(e -> e.descs().stream()).toList();
        Set<Integer> dims = new TreeSet<>();
        descs.forEach(d -> {
            dims.add(d.from().dims());
            dims.add(d.to().dims());
        });
        assertEquals(Set.of(1, 2, 3), dims);
        assertTrue(descs.stream().anyMatch(d -> d.from().sizes()[0] > 65536), "one run larger than 64 KiB");
        Subgraph sg00 = SAMPLE.manifest().subgraphs().get(0);
        assertTrue(sg00.queueSets().stream().anyMatch(q -> q.dynamic()));
        InstructionStream pool = sg00.engine(Engine.POOL).orElseThrow().instructions().orElseThrow();
        assertTrue(IntStream.range(0, pool.slotCount())
                .anyMatch(i -> pool.opcode(i) == Opcodes.PSEUDO_DMA_DIRECT_2D));
    }

    @Test
    void instructionNumbersOrderLoadsBeforeStoresInEverySubgraph() {
        List<Integer> all = new ArrayList<>();
        for (Subgraph sg : SAMPLE.manifest().subgraphs()) {
            List<DmaEntry> order = GenChecks.byInstruction(List.of(sg));
            int lastLoad = -1;
            int firstStore = Integer.MAX_VALUE;
            for (int i = 0; i < order.size(); i++) {
                for (DmaDesc d : order.get(i).descs()) {
                    if (kind(sg, d.from()).matches("input|file")) {
                        lastLoad = i;
                    }
                    if (kind(sg, d.to()).equals("output")) {
                        firstStore = Math.min(firstStore, i);
                    }
                }
            }
            assertTrue(lastLoad >= 0 && lastLoad < firstStore, sg.name() + ": loads, then stores");
            order.forEach(e -> all.add(GenChecks.inst(e)));
        }
        assertEquals(all.size(), Set.copyOf(all).size(), "instruction numbers are unique across the NEFF");
        assertEquals(all.stream().sorted().toList(), all, "and increase subgraph after subgraph");
    }

    @Test
    void sg00CarriesThreeUcodeLibrariesThatItsPoolStreamCalls() throws Exception {
        Subgraph sg00 = SAMPLE.manifest().subgraphs().get(0);
        List<UcodeLib> libs = UcodeLibParser.parse(SAMPLE.file(), sg00);
        assertEquals(List.of("rs_split.so", "rs_split_initfini.so", "rs_single.so"),
                libs.stream().map(UcodeLib::library).toList());
        assertEquals(List.of("sg00/rs_split.so", "sg00/rs_split_initfini.so", "sg00/rs_single.so"),
                libs.stream().map(UcodeLib::member).toList());
        for (UcodeLib l : libs) {
            assertArrayEquals(UcodeLibs.library(l.library()), l.content());
            assertEquals(UcodeLibs.NRT_UCODE_VERSION, l.version());
            assertEquals(0, l.cpuId());
            assertTrue(l.totalCpus() == 1 || l.totalCpus() == 8);
        }
        assertEquals(List.of(8, 1, 1), libs.stream().map(UcodeLib::totalCpus).toList());
        List<Integer> specs = libs.stream().flatMap(l -> l.functions().stream()).map(UcodeLib.Function::subOpcode)
                .toList();
        InstructionStream pool = sg00.engine(Engine.POOL).orElseThrow().instructions().orElseThrow();
        List<Integer> called = new ArrayList<>();
        for (int i = 0; i < pool.slotCount(); i++) {
            if (pool.opcode(i) == SlotStreamBuilder.EXTENDED_INST) {
                called.add(pool.slotBytes(i)[0x0c] & 0xFF);
            }
        }
        assertEquals(specs, called);
        assertTrue(sg00.features().contains("neff_feature_custom_ops"));
        for (Subgraph sg : SAMPLE.manifest().subgraphs().subList(1, 3)) {
            assertEquals(List.of(), UcodeLibParser.parse(SAMPLE.file(), sg), sg.name() + " has no libraries");
        }
    }

    @Test
    void kelf1SubgraphsEachWriteOneHalfOfV() {
        List<Subgraph> halves = SAMPLE.manifest().kelfs().get(1).subgraphs();
        Set<Long> offsets = halves.stream().map(sg -> sg.engine(Engine.POOL).orElseThrow().dma().get(0).descs().get(0))
                .map(d -> d.to().offset()).collect(Collectors.toSet());
        assertEquals(Set.of(0L, (long) SampleNeffs.UV_BYTES / 2), offsets);
        halves.forEach(sg -> assertEquals(SampleNeffs.UV_BYTES, sg.variable("v").orElseThrow().size()));
    }

    private static String kind(Subgraph sg, AccessPattern p) {
        return sg.variable(p.var()).map(Variable::type).orElse("");
    }
}
