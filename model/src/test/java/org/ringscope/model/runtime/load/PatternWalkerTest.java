package org.ringscope.model.runtime.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.ringscope.model.runtime.load.TestSubgraphs.ap;
import static org.ringscope.model.runtime.load.TestSubgraphs.copy;
import static org.ringscope.model.runtime.load.TestSubgraphs.entry;
import static org.ringscope.model.runtime.load.TestSubgraphs.l;
import static org.ringscope.model.runtime.load.TestSubgraphs.queues;
import static org.ringscope.model.runtime.load.TestSubgraphs.subgraph;
import static org.ringscope.model.runtime.load.TestSubgraphs.var;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.udma.Arch;

/**
 * The walker's segments against {@link PatternCopy#offsets} (two independent readings of the same
 * semantics), and random copies through translation, dump and execution against {@link PatternCopy}.
 */
class PatternWalkerTest {
    private static long[] walk(AccessPattern p) {
        PatternWalker w = new PatternWalker();
        w.reset(p.offset(), p.steps(), p.sizes());
        List<Long> out = new ArrayList<>();
        while (!w.done()) {
            long n = w.remaining();
            for (long k = 0; k < n; k++) {
                out.add(w.pos() + k);
            }
            w.advance(n);
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    private static int segments(AccessPattern p) {
        PatternWalker w = new PatternWalker();
        w.reset(p.offset(), p.steps(), p.sizes());
        int n = 0;
        while (!w.done()) {
            w.advance(w.remaining());
            n++;
        }
        return n;
    }

    @Test
    void normalizationMergesContiguousDimensions() {
        assertEquals(1, segments(ap("x", 0, l(1, 4096, 32768), l(4096, 8, 3))));
        assertEquals(3, segments(ap("x", 0, l(1, 4096, 65536), l(4096, 8, 3))));
        assertEquals(2, segments(ap("x", 0, l(1, 262144), l(4, 2))));
        assertEquals(1, segments(ap("x", 0, l(1, 32), l(32, 1))), "a count of 1 ignores its step");
        assertEquals(5, segments(ap("x", 0, l(2), l(5))), "steps[0] != 1: byte by byte");
        assertEquals(0, segments(ap("x", 0, l(1, 4), l(4, 0))));
    }

    @Test
    void stepsOfZeroRepeatTheSameBytes() {
        assertArrayEquals(l(8, 9, 8, 9, 8, 9), walk(ap("x", 8, l(1, 0), l(2, 3))));
        assertArrayEquals(PatternCopy.offsets(ap("x", 8, l(1, 0), l(2, 3))), walk(ap("x", 8, l(1, 0), l(2, 3))));
    }

    private static Gen<AccessPattern> patterns() {
        Gen<long[]> sizes = Generate.intArrays(Generate.range(1, 3), Generate.range(0, 9)).map(a -> {
            long[] s = Arrays.stream(a).asLongStream().toArray();
            s[0] = s[0] * 7 + 1;
            return s;
        });
        return sizes.zip(Generate.intArrays(Generate.constant(3), Generate.range(0, 40)),
                Generate.pick(List.of(1L, 1L, 1L, 2L, 0L)), (s, st, s0) -> {
                    long[] steps = Arrays.copyOf(Arrays.stream(st).asLongStream().toArray(), s.length);
                    steps[0] = s0;
                    return ap("x", 5, steps, s);
                });
    }

    @Test
    void walkerVisitsWhatPatternCopyVisits() {
        qt().withFixedSeed(551).withExamples(500).forAll(patterns())
                .check(p -> Arrays.equals(PatternCopy.offsets(p), walk(p)));
    }

    @Test
    void randomCopiesAreByteExactThroughTheRings() {
        qt().withFixedSeed(5510).withExamples(120).withShrinkCycles(200)
                .forAll(patterns(), Generate.pick(List.of(Arch.SUNDA, Arch.CAYMAN, Arch.MARIANA)))
                .assuming((p, a) -> p.totalBytes() > 0)
                .checkAssert((p, arch) -> {
                    long total = p.totalBytes();
                    long rows = total % 3 == 0 ? 3 : 1;
                    AccessPattern from = new AccessPattern("in", p.offset(), p.steps(), p.sizes(), "uint8");
                    AccessPattern to = ap("out", 11, l(1, total / rows + 13), l(total / rows, rows));
                    Subgraph sg = subgraph(List.of(queues("q", 2, 24)),
                            List.of(var("in", "input", 1, 65536), var("out", "tmp-buf", 2, 65536)), Engine.ACTIVATION,
                            List.of(entry(1, "q", 25, copy(from, to))));
                    try {
                        CopyHarness h = new CopyHarness(sg, arch, total).run();
                        h.assertExact();
                        assertTrue(h.program.entries().get(0).txCount() >= (arch.supportsEmbeddedSemaphore() ? 1 : 2));
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                });
    }

    @Test
    void aLargeRunIsByteExact() throws Exception {
        AccessPattern from = ap("in", 1, l(1, 200_001), l(200_000, 3));
        AccessPattern to = ap("out", 0, l(1), l(600_000));
        Subgraph sg = subgraph(List.of(queues("q", 1, 24)),
                List.of(var("in", "input", 1, 700_000), var("out", "output", 2, 600_000)), Engine.SP,
                List.of(entry(0, "q", 24, copy(from, to))));
        CopyHarness h = new CopyHarness(sg, Arch.CAYMAN, 9).run();
        h.assertExact();
        assertEquals(3 * 4, h.program.entries().get(0).txCount(), "3 runs of 200,000 bytes = 4 blocks each");
    }
}
