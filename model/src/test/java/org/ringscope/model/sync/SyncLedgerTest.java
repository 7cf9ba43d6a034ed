package org.ringscope.model.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;

/**
 * Every NEFF runs with every wait satisfied — no hang, nothing forced — and its ledger balances: what the NEFF's
 * producers are expected to add to each semaphore is what was delivered. The sample on every arch. And the engine
 * semaphores of the public NEFFs carry the totals an independent decoder read out of them (docs/reference/sync.md).
 */
class SyncLedgerTest {
    static Stream<Path> neffs() {
        return Fixtures.neffs();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("neffs")
    void everyWaitIsSatisfiedAndTheLedgerBalances(Path neff) throws Exception {
        NeuronRuntime rt = Runs.run(neff, RunOptions.defaults());
        assertEquals(0, rt.result().status(), rt.result().message());
        assertBalanced(rt, neff.getFileName().toString());
    }

    /** Every public NEFF but the largest (whose own-arch run is above) on every arch, as the what-if runs it. */
    static Stream<Arguments> neffsOnEveryArch() {
        List<Path> shared = Fixtures.sharedNeffs();
        if (shared.isEmpty()) {
            return Stream.of(Arguments.of(null, Arch.CAYMAN));
        }
        return shared.stream().filter(f -> !f.getFileName().toString().contains("conv2d_3"))
                .flatMap(f -> Stream.of(Arch.values()).map(a -> Arguments.of(f, a)));
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("neffsOnEveryArch")
    void onEveryArchToo(Path neff, Arch arch) throws Exception {
        Assumptions.assumeTrue(neff != null, "the public NEFFs of ../shared/fixtures/neff are "
                + "not present; skipping");
        NeuronRuntime rt = Runs.run(neff, RunOptions.defaults().withArch(arch).withAllowArchMismatch(true));
        assertEquals(0, rt.result().status(), rt.result().message());
        assertBalanced(rt, neff.getFileName() + " on " + arch);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Arch.class)
    void theSampleBalancesOnEveryArch(Arch arch) throws Exception {
        NeuronRuntime rt = Runs.run(Fixtures.repo("resources/samples/sample.neff"), RunOptions.defaults()
                .withArch(arch).withAllowArchMismatch(true).withExecutions(2));
        assertEquals(0, rt.result().status(), rt.result().message());
        assertBalanced(rt, "sample on " + arch);
    }

    static void assertBalanced(NeuronRuntime rt, String what) {
        SyncDomain d = rt.sync();
        int end = rt.journal().size();
        assertNull(HangExplainer.explain(d, end), what + " hangs");
        assertTrue(rt.result().notes().stream().noneMatch(n -> n.contains("issued anyway")), what);
        int executions = rt.result().executions().size();
        int waits = 0;
        for (int e = 0; e < executions; e++) {
            List<SyncLedger.Entry> ledger = SyncLedger.of(d, e, end);
            for (SyncLedger.Entry x : ledger) {
                assertTrue(x.balanced(), what + " execution " + e + " nc " + x.core() + " " + x.name() + ": expected "
                        + x.expectedTotal() + ", delivered " + x.deliveredTotal());
                for (SyncLedger.Wait w : x.waits()) {
                    waits++;
                    assertTrue(w.satisfiedAt() > 0, what + ": " + w.engine() + " slot " + w.slot() + " never issued");
                    assertTrue(w.waitedAt() < 0 || w.waitedAt() <= w.satisfiedAt(), what + ": " + w);
                }
            }
        }
        for (SyncStream s : d.streams()) {
            assertEquals(s.size(), HangExplainer.position(d, s, end), what + ": " + s.label() + " did not finish");
        }
        assertTrue(waits >= 0);
    }

    /** {@code S[i] → expected total} of the engine semaphores (indices 3..6) of nc 0, execution 0. */
    private static Map<Integer, Long> engineTotals(NeuronRuntime rt) {
        Map<Integer, Long> m = new TreeMap<>();
        for (SyncLedger.Entry x : SyncLedger.of(rt.sync(), 0, rt.journal().size())) {
            if (x.core() == 0 && !x.event() && x.index() >= 3 && x.index() <= 6) {
                m.put(x.index(), x.deliveredTotal());
                assertEquals(x.expectedTotal(), x.maxWait(), "S[" + x.index() + "]: the largest wait is the total");
            }
        }
        return m;
    }

    @Test
    void v6bsEngineSemaphoresCarryTheDecodedTotals() throws Exception {
        Path f = Fixtures.shared("neff").resolve("v6b.neff");
        Map<Integer, Long> m = engineTotals(Runs.run(f, RunOptions.defaults()));
        assertEquals(434L, m.get(4));
        assertEquals(768L, m.get(5));
        assertEquals(372L, m.get(6));
    }

    @Test
    void pool1sPeSemaphoreCarriesTheDecodedTotal() throws Exception {
        Path f = Fixtures.shared("neff").resolve("waahm7__part2_file_pool_1_float16.neff");
        assertEquals(4034L, engineTotals(Runs.run(f, RunOptions.defaults())).get(5));
    }

    @Test
    void transposesLedgerIsTheWorkedExample() throws Exception {
        Path f = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        NeuronRuntime rt = Runs.run(f, RunOptions.defaults());
        Map<String, SyncLedger.Entry> byName = new TreeMap<>();
        for (SyncLedger.Entry x : SyncLedger.of(rt.sync(), 0, rt.journal().size())) {
            if (x.core() == 0) {
                byName.put(x.name(), x);
            }
        }
        SyncLedger.Entry s4 = byName.get("S[4]");
        assertEquals(64, s4.expected().size(), "S[4]: 64 x +1 from ACT");
        assertTrue(s4.expected().stream().allMatch(p -> p.kind() == ProducerKind.INSTRUCTION && p.amount() == 1));
        assertEquals(64, s4.maxWait());
        for (int i = 24; i <= 39; i++) {
            SyncLedger.Entry e = byName.get("S[" + i + "]");
            assertEquals(4, e.expected().size(), e.name() + ": 4 completions");
            assertTrue(e.expected().stream().allMatch(p -> p.kind() == ProducerKind.STATIC_DMA && p.amount() == 16));
            assertEquals(64, e.maxWait(), e.name());
            assertEquals(64, e.deliveredTotal(), e.name());
        }
    }
}
