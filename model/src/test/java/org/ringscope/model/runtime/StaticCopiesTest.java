package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.PatternCopy;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;

/**
 * Acceptance: every public NEFF and the sample run to completion; with random inputs given, every
 * variable written by static DMA copies equals an independent computation — {@link PatternCopy} over the device
 * memory as it was when the first trigger fired (found by seeking the journal), applying the copies in the
 * order the device fired them. The NEFF written by a different tool reproduces its expected output byte for byte.
 */
class StaticCopiesTest {
    /** Random input bytes given per input variable, at most (the rest of a larger variable stays zero). */
    static final int INPUT_CAP = 1 << 20;

    static Stream<Path> neffs() {
        return Fixtures.neffs();
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void staticCopiesWriteWhatTheAccessPatternsSay(Path neff) throws Exception {
        NeffFile f = NeffReader.read(neff);
        List<Subgraph> sgs = ManifestParser.parse(f).subgraphs();
        RunOptions opts = RunOptions.defaults();
        Random rnd = new Random(neff.getFileName().toString().hashCode());
        Map<String, Long> seen = new LinkedHashMap<>();
        for (Subgraph sg : sgs) {
            for (Variable v : sg.variables()) {
                if ("input".equals(v.type()) && seen.putIfAbsent(v.name(), v.size()) == null) {
                    byte[] b = new byte[(int) Math.min(v.size(), INPUT_CAP)];
                    rnd.nextBytes(b);
                    opts = opts.withInput(v.name(), b, v.name() + ".bin");
                }
            }
        }
        // The public NEFFs' DGE traffic writes the memory their static entries read (DgeRunTest covers them); the
        // bundled sample's DGE writes SBUF partitions 12..19, which its static copies never touch.
        boolean dge = sgs.stream().flatMap(s -> s.engines().stream()).anyMatch(ep -> ep.instructions().isPresent()
                && IntStream.range(0, ep.instructions().get().slotCount())
                        .anyMatch(i -> ep.instructions().get().opcode(i) == Opcodes.PSEUDO_DMA_DIRECT_2D));
        Assumptions.assumeTrue(!dge || neff.getFileName().toString().equals("sample.neff"),
                neff.getFileName() + " has DGE instructions, which write the memory its static entries read; skipping");
        NeuronRuntime rt = new NeuronRuntime(f, opts);
        RunResult r = rt.run();
        assertEquals(0, r.status(), neff + ": " + r.message());

        Journal j = rt.journal();
        int end = j.size();
        j.seek(firstExitOf(j, "kbl_tensor_set_copy"));
        Map<Long, Long> extent = new HashMap<>();
        Map<String, Long> at = new HashMap<>();
        for (Subgraph sg : sgs) {
            for (Map.Entry<String, Long> reach : reach(sg).entrySet()) {
                long a = rt.address(sg.name(), reach.getKey());
                at.put(sg.name() + "/" + reach.getKey(), a);
                extent.merge(a, reach.getValue(), Math::max);
            }
        }
        Map<Long, byte[]> mem = new HashMap<>();
        for (Map.Entry<Long, Long> e : extent.entrySet()) {
            mem.put(e.getKey(), rt.device().read(e.getKey(), Math.toIntExact(e.getValue())));
        }
        Map<String, byte[]> byVar = new HashMap<>();
        at.forEach((k, a) -> byVar.put(k, mem.get(a)));
        int copies = 0;
        for (FiredTrigger t : r.triggers()) {
            if (t.execution() != 0 || t.entries() == 0) {
                continue;
            }
            Subgraph sg = sgs.stream().filter(s -> s.name().equals(t.subgraph())).findFirst().orElseThrow();
            for (EngineProgram ep : sg.engines()) {
                for (DmaEntry e : ep.dma()) {
                    if (e.queue().equals(t.queue()) && e.id() == t.dmaId()) {
                        for (DmaDesc d : e.descs()) {
                            PatternCopy.transfer(byVar.get(sg.name() + "/" + d.from().var()), d,
                                    byVar.get(sg.name() + "/" + d.to().var()));
                            copies++;
                        }
                    }
                }
            }
        }
        j.seek(end);
        for (Map.Entry<Long, byte[]> m : mem.entrySet()) {
            assertArrayEquals(m.getValue(), rt.device().read(m.getKey(), m.getValue().length),
                    neff.getFileName() + ": the bytes at 0x" + Long.toHexString(m.getKey()));
        }
        assertEquals(copies > 0, r.triggers().stream().anyMatch(t -> t.entries() > 0), "copies were checked");
    }

    private static int firstExitOf(Journal j, String node) {
        Markers m = j.markers();
        for (int k = 0; k < m.count(); k++) {
            Markers.Marker mk = m.marker(k);
            if (!mk.enter() && mk.node().equals(node)) {
                return mk.record() + 1;
            }
        }
        throw new AssertionError(node + " never exited");
    }

    /** Bytes of each variable the static copies reach. */
    private static Map<String, Long> reach(Subgraph sg) {
        Map<String, Long> out = new HashMap<>();
        for (EngineProgram ep : sg.engines()) {
            for (DmaEntry e : ep.dma()) {
                if (sg.queueSet(e.queue()).map(q -> q.dynamic()).orElse(false)) {
                    continue;
                }
                for (DmaDesc d : e.descs()) {
                    for (AccessPattern p : new AccessPattern[] {d.from(), d.to()}) {
                        long max = p.offset();
                        long[] st = p.steps();
                        long[] sz = p.sizes();
                        max += sz[0];
                        for (int i = 1; i < sz.length; i++) {
                            max += (sz[i] - 1) * st[i];
                        }
                        out.merge(p.var(), max, Math::max);
                    }
                }
            }
        }
        return out;
    }

    @Test
    void theExternalNeffReproducesItsExpectedOutput() throws Exception {
        Path dir = Fixtures.repo("model/src/test/resources/external");
        byte[] input = Files.readAllBytes(dir.resolve("copy_patterns.input0.bin"));
        byte[] expected = Files.readAllBytes(dir.resolve("copy_patterns.output0.expected.bin"));
        NeuronRuntime rt = Runs.run(dir.resolve("copy_patterns.neff"),
                RunOptions.defaults().withInput("input0", input, "copy_patterns.input0.bin"));
        assertEquals(0, rt.result().status(), rt.result().message());
        assertEquals(List.of("output0"), rt.outputs());
        assertArrayEquals(expected, rt.readTensor("output0"));
        long descs = rt.result().queues().stream().filter(q -> q.kind().equals("static") || q.kind().equals("template"))
                .mapToLong(RunResult.Queue::rxDescriptors).sum();
        assertTrue(descs >= 550, "550 copy descriptors (decision 0602) and the completions: " + descs);
    }
}
