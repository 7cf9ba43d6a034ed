package org.ringscope.model.neff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.gen.DescriptorCount;
import org.ringscope.model.runtime.load.PatternCopy;
import org.ringscope.model.testing.Fixtures;

/**
 * "A NEFF written by a different tool": {@code external/write_neff.py}, an independent
 * Python writer, made {@code copy_patterns.neff}, its input and the output it expects. Our reader and
 * manifest parser read it, and a plain gather/scatter over the dma descs reproduces the expected bytes —
 * so the fixture is consistent before the runtime runs it byte-exactly.
 */
class ExternalNeffTest {
    private static final Path DIR = Fixtures.repo("model/src/test/resources/external");
    private static NeffFile neff;
    private static Subgraph sg;
    private static byte[] input;
    private static byte[] expected;

    @BeforeAll
    static void read() throws Exception {
        neff = NeffReader.read(DIR.resolve("copy_patterns.neff"));
        sg = ManifestParser.parse(neff).subgraphs().get(0);
        input = Files.readAllBytes(DIR.resolve("copy_patterns.input0.bin"));
        expected = Files.readAllBytes(DIR.resolve("copy_patterns.output0.expected.bin"));
    }

    @Test
    void ourReaderTakesTheOtherToolsChoices() throws Exception {
        NeffHeader h = neff.header();
        assertTrue(neff.hash().valid());
        assertEquals(HashByteOrder.WORD_SWAPPED, neff.hash().byteOrder());
        assertTrue(neff.warnings().isEmpty(), neff.warnings()::toString);
        assertEquals("write_neff.py 1.0", h.buildVersion());
        assertTrue(h.dataSize() % NeffWriter.PAD_BLOCK != 0, "gzip without the 10240-byte padding");
        Manifest m = ManifestParser.parse(neff);
        assertEquals("kelf-a.json", m.kelfMember());
        assertEquals(List.of("input0"), m.inputs());
        assertEquals(List.of("output0"), m.outputs());
        assertEquals("sg00/pool.bin", sg.engine(Engine.POOL).orElseThrow().instrMember(), "lowercase, named by def.json");
        assertEquals(input.length, sg.variable("input0").orElseThrow().size());
        assertEquals(expected.length, sg.variable("output0").orElseThrow().size());
        for (EngineProgram p : sg.engines()) {
            InstructionStream s = p.instructions().orElseThrow();
            List<InstructionStream.DmaTrigger> t = new ArrayList<>();
            for (int i = 0; i < s.slotCount(); i++) {
                s.dmaTrigger(i).ifPresent(t::add);
            }
            assertEquals(p.dma().size(), t.size(), p.instrMember());
        }
    }

    @Test
    void theFilesAreTheOnesTheScriptRecorded() throws Exception {
        JsonNode summary = new ObjectMapper().readTree(DIR.resolve("copy_patterns.json").toFile());
        for (String f : List.of("copy_patterns.neff", "copy_patterns.input0.bin", "copy_patterns.output0.expected.bin")) {
            byte[] sha = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(DIR.resolve(f)));
            assertEquals(summary.get("sha256").get(f).asText(), HexFormat.of().formatHex(sha), f);
        }
        assertEquals(summary.get("descriptors").asLong(), DescriptorCount.of(sg), "decision 0602, counted twice");
    }

    @Test
    void gatherScatterOverTheDmaDescsGivesTheExpectedOutput() {
        byte[] out = new byte[expected.length];
        for (DmaDesc d : descs()) {
            assertEquals("copy", d.op());
            PatternCopy.apply(d.from(), d.to(), input, out);
        }
        assertArrayEquals(expected, out);
    }

    @Test
    void thePatternsAreOneTwoAndThreeDimensionalWithRunsOver64KiB() {
        Set<Integer> dims = new TreeSet<>();
        descs().forEach(d -> {
            dims.add(d.from().dims());
            dims.add(d.to().dims());
        });
        assertEquals(Set.of(1, 2, 3), dims);
        assertTrue(descs().stream().anyMatch(d -> d.from().sizes()[0] > 65536 && d.to().sizes()[0] > 65536));
        assertTrue(descs().stream().anyMatch(d -> d.from().sizes()[0] != d.to().sizes()[0]), "shapes differ per side");
        assertTrue(sg.engines().stream().anyMatch(p -> p.dma().stream().anyMatch(e -> e.descs().size() > 1)),
                "a desc list");
    }

    @Test
    void aWrongReadingOfThePatternsFails() {
        assertFalse(Arrays.equals(expected, Arrays.copyOf(input, expected.length)), "not a plain memcpy");
        // outer dimensions swapped (outermost first): a common mistake
        byte[] swapped = new byte[expected.length];
        for (DmaDesc d : descs()) {
            PatternCopy.apply(reversed(d.from()), reversed(d.to()), input, swapped);
        }
        assertFalse(Arrays.equals(expected, swapped), "visiting outer dimensions in the wrong order is caught");
        // ignoring the destination pattern (writing the stream densely at to_off) is caught too
        byte[] dense = new byte[expected.length];
        for (DmaDesc d : descs()) {
            byte[] s = PatternCopy.gather(input, d.from());
            System.arraycopy(s, 0, dense, (int) d.to().offset(), s.length);
        }
        assertFalse(Arrays.equals(expected, dense));
    }

    private static List<DmaDesc> descs() {
        List<DmaDesc> all = new ArrayList<>();
        sg.engines().forEach(p -> p.dma().forEach(e -> all.addAll(e.descs())));
        return all;
    }

    /** The same pattern with its outer dimensions visited outermost first. */
    private static AccessPattern reversed(AccessPattern p) {
        long[] sizes = p.sizes();
        long[] steps = p.steps();
        for (int i = 1, j = sizes.length - 1; i < j; i++, j--) {
            long s = sizes[i];
            sizes[i] = sizes[j];
            sizes[j] = s;
            long t = steps[i];
            steps[i] = steps[j];
            steps[j] = t;
        }
        return new AccessPattern(p.var(), p.offset(), steps, sizes, p.dtype());
    }
}
