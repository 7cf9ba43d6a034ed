package org.ringscope.model.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.udma.Arch;

/** Every profile reads back through NeffReader and ManifestParser with a valid hash and its intended counts. */
class GenProfilesTest {

    @ParameterizedTest
    @ValueSource(strings = {"sample", "copy", "ops", "queues", "ucode"})
    void everyProfileReadsBackWellFormed(String name) throws Exception {
        GenChecks.ReadBack r = GenChecks.read(GenProfiles.build(name, OptionalInt.empty(), OptionalInt.empty()));
        assertTrue(GenChecks.entries(r.manifest()) > 0);
        assertEquals(name.equals("sample") ? "*" : "cayman", r.manifest().target(),
                "the sample loads on any arch, the others target Trn2 as the public NEFFs do");
        GenChecks.ReadBack sunda = GenChecks.read(GenProfiles.build(name, OptionalInt.empty(), OptionalInt.empty(),
                Optional.of("sunda")));
        assertEquals("sunda", sunda.manifest().target(), "--target sunda");
    }

    @ParameterizedTest(name = "{0}: {1} kelfs, {2} subgraphs, {3} queue sets, {4} entries, {5} slots")
    @CsvSource({"sample, 2, 3, 9, 11, 77", "copy, 1, 1, 1, 1, 12", "ops, 1, 1, 3, 14, 34", "queues, 1, 2, 12, 10, 56",
            "ucode, 1, 1, 2, 2, 19"})
    void everyProfileHasItsIntendedCounts(String name, int kelfs, int subgraphs, int queueSets, int entries, int slots)
            throws Exception {
        Manifest m = GenChecks.read(GenProfiles.build(name, OptionalInt.empty(), OptionalInt.empty())).manifest();
        assertEquals(kelfs, m.kelfs().size());
        assertEquals(subgraphs, m.subgraphs().size());
        assertEquals(queueSets, GenChecks.queueSets(m));
        assertEquals(entries, GenChecks.entries(m));
        assertEquals(slots, GenChecks.slots(m));
    }

    @Test
    void theListNamesEveryProfileOnce() {
        Set<String> names = GenProfiles.ALL.stream().map(GenProfiles.Profile::name).collect(Collectors.toSet());
        assertEquals(Set.of("sample", "copy", "ops", "queues", "ucode", "large", "queue-2p24", "ring-length", "hbm", "features",
                "ring-pages"), names);
        assertEquals(GenProfiles.ALL.size(), names.size());
        GenProfiles.ALL.forEach(p -> assertTrue(p.description().length() < 120, p.name()));
    }

    @Test
    void badRequestsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> GenProfiles.build("nope", OptionalInt.empty(),
                OptionalInt.empty()));
        assertThrows(IllegalArgumentException.class, () -> GenProfiles.build("ops", OptionalInt.of(5),
                OptionalInt.empty()));
        assertThrows(IllegalArgumentException.class, () -> GenProfiles.build("copy", OptionalInt.of(0),
                OptionalInt.empty()));
        assertThrows(IllegalArgumentException.class, () -> GenProfiles.build("copy",
                OptionalInt.of(CopyProfile.maxDescriptors(Arch.CAYMAN) + 1), OptionalInt.empty()));
        assertThrows(IllegalArgumentException.class, () -> GenProfiles.build("ops", OptionalInt.empty(),
                OptionalInt.empty(), Optional.of("v9")));
        assertThrows(IllegalArgumentException.class, () -> GenProfiles.build("sample", OptionalInt.empty(),
                OptionalInt.of(3)));
        assertThrows(IllegalArgumentException.class, () -> GenProfiles.build("large", OptionalInt.empty(),
                OptionalInt.of(0)));
        assertEquals("copy-7.neff", GenProfiles.defaultFileName("copy", OptionalInt.of(7)));
        assertEquals("ops.neff", GenProfiles.defaultFileName("ops", OptionalInt.empty()));
    }

    @Test
    void opsHasOneDescOfEveryOpWithItsFields() throws Exception {
        Manifest m = GenChecks.read(OpsProfile.build()).manifest();
        Subgraph sg = m.subgraphs().get(0);
        List<DmaDesc> descs = GenChecks.byInstruction(m.subgraphs()).stream().flatMap(e -> e.descs().stream()).toList();
        assertEquals(Set.of("copy", "cast", "fma", "add", "min", "max", "transpose"),
                descs.stream().map(DmaDesc::op).collect(Collectors.toSet()));
        assertEquals(14, GenChecks.entries(m));
        assertEquals(3, sg.queueSets().size());
        List<DmaDesc> casts = descs.stream().filter(x -> x.op().equals("cast")).toList();
        assertEquals(2, casts.size(), "a bit-preserving and a value-converting cast");
        DmaDesc cast = casts.get(0);
        assertEquals("int32", cast.from().dtype());
        assertEquals("uint32", cast.to().dtype());
        assertEquals(cast.to().totalBytes(), cast.from().totalBytes(), "a bit-preserving cast keeps the bytes");
        DmaDesc value = casts.get(1);
        assertEquals("int32", value.from().dtype());
        assertEquals("float32", value.to().dtype(), "a value-converting cast: cast packets");
        assertEquals("0.5", only(descs, "fma").extra().get("scale"));
        assertEquals("float32", only(descs, "fma").extra().get("scale_dtype"));
        assertTrue(only(descs, "add").extra().get("from_arr").contains("\"from_off\":65536"));
        assertEquals("6.0", only(descs, "min").extra().get("constant"));
        assertEquals("0.0", only(descs, "max").extra().get("constant"));
        assertEquals("float32", only(descs, "max").extra().get("constant_dtype"));
        assertEquals("WXZY", only(descs, "transpose").extra().get("transpose_shape"));
        assertEquals("2", only(descs, "transpose").extra().get("transpose_element_size"));
        assertEquals(List.of("SP", "SP", "SP", "Activation"), GenChecks.byInstruction(m.subgraphs()).stream().limit(4)
                .map(e -> sg.queueSet(e.queue()).orElseThrow().owner())
                .map(o -> Engine.byKey(o).orElseThrow().displayName()).toList(), "loads first");
    }

    @Test
    void queuesHasTwoSubgraphsOfSixQueueSetsAndDgeSlots() throws Exception {
        GenChecks.ReadBack r = GenChecks.read(QueuesProfile.build());
        Manifest m = r.manifest();
        assertEquals(2, r.file().header().lncSize());
        assertEquals(List.of("sg00", "sg01"), m.subgraphs().stream().map(Subgraph::name).toList());
        assertEquals(12, GenChecks.queueSets(m));
        assertEquals(10, GenChecks.entries(m));
        for (Subgraph sg : m.subgraphs()) {
            assertEquals(Set.of("in", "data", "out", "dynamic"),
                    sg.queueSets().stream().map(q -> q.type()).collect(Collectors.toSet()));
            assertEquals(2, sg.queueSets().stream().filter(q -> q.dynamic()).count());
            int dge = 0;
            for (Engine e : List.of(Engine.POOL, Engine.SP)) {
                InstructionStream s = sg.engine(e).orElseThrow().instructions().orElseThrow();
                for (int i = 0; i < s.slotCount(); i++) {
                    if (s.opcode(i) == Opcodes.PSEUDO_DMA_DIRECT_2D) {
                        dge++;
                        assertEquals(Opcodes.PSEUDO_EXTENSION, s.opcode(i + 1), "128-byte DGE instruction");
                        assertTrue(s.isExtension(i + 1));
                    }
                }
            }
            assertEquals(QueuesProfile.DGE_PER_SUBGRAPH, dge);
            assertTrue(sg.features().contains("neff_feature_vnc"));
        }
    }

    @Test
    void writtenToDiskItIsTheSameFile(@TempDir Path dir) throws Exception {
        NeffBuilder b = QueuesProfile.build();
        Path out = dir.resolve("q.neff");
        b.write(out);
        NeffFile f = NeffReader.read(out);
        assertTrue(f.hash().valid());
        assertEquals(Arrays.toString(b.build()),
                Arrays.toString(Files.readAllBytes(out)));
    }

    private static DmaDesc only(List<DmaDesc> descs, String op) {
        List<DmaDesc> d = descs.stream().filter(x -> x.op().equals(op)).toList();
        assertEquals(1, d.size(), op);
        return d.get(0);
    }
}
