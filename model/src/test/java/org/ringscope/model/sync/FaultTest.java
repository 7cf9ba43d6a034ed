package org.ringscope.model.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.NrtStatus;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.testing.Fixtures;

/**
 * Each injected fault ends the run as the runtime would — a lost or misdirected completion a consumer waits for
 * hangs the execution into NRT_TIMEOUT with the 2.31 FATAL line; an event set twice is NRT_EXEC_COMPLETED_WITH_ERR
 * with "Event double set" — and the explainer names the faulted producer first.
 */
class FaultTest {
    /** The sample's producers are nc 0's S[24] (qSPIO0 id 0) and its kin on cores 1 and 2. */
    private static NeuronRuntime run(String neff, String fault) throws Exception {
        Path f = neff.equals("sample") ? Runs.sample() : Fixtures.shared("neff").resolve(neff);
        return Runs.run(f, RunOptions.defaults().withFault(fault));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "chengli2003__part1_transpose_1024.neff, skip-dma:qSPIO0/0, qSPIO0, 0, SKIPPED",
        "chengli2003__part1_transpose_1024.neff, drop-doorbell:qSPIO0, qSPIO0, 0, NEVER_DOORBELLED",
        "chengli2003__part1_transpose_1024.neff, sem-index:qSPIO0/0:1, qSPIO0, 0, DELIVERED_ELSEWHERE",
        "waahm7__part2_file_pool_1_float16.neff, skip-dma:qSPIO0/0, qSPIO0, 0, SKIPPED",
        "waahm7__part2_file_pool_1_float16.neff, drop-doorbell:qSPIO0, qSPIO0, 0, NEVER_DOORBELLED",
        "waahm7__part2_file_pool_1_float16.neff, sem-index:qSPIO0/0:2, qSPIO0, 0, DELIVERED_ELSEWHERE",
        "matmul_small.neff, drop-doorbell:qPoolDynamic, qPoolDynamic, -1, NEVER_DOORBELLED",
    })
    void aLostCompletionHangsAndTheExplainerNamesItFirst(String neff, String fault, String queue, int dmaId,
            MissingReason reason) throws Exception {
        NeuronRuntime rt = run(neff, fault);
        assertEquals(NrtStatus.NRT_TIMEOUT.code(), rt.result().status(), rt.result().message());
        assertTrue(rt.result().message().startsWith("(FATAL-RT-UNDEFINED-STATE) [ND 0][NC 0] execution timeout "
                + "(30000 ms) on model "), rt.result().message());
        assertTrue(rt.result().message().endsWith(", waiting for execution completion notification"));
        HangReport h = rt.result().hang();
        assertNotNull(h);
        assertTrue(rt.journal().describe(h.step() - 1).contains("sequencer: hang: "), rt.journal().describe(h.step() - 1));
        HangReport.Missing m = h.firstCulprit();
        assertNotNull(m, "a culprit is named");
        assertEquals(reason, m.kind(), m.toString());
        Producer p = rt.sync().producers().get(m.producerId());
        assertEquals(queue, p.queue());
        assertEquals(dmaId, p.dmaId());
        for (HangReport.Blocked b : h.blocked()) {
            assertTrue(b.have() < b.need(), b + ": a blocked wait does not hold");
            assertTrue(b.waitStep() > 0 && b.waitStep() <= h.step(), b.toString());
        }
        assertTrue(h.waitsFor().stream().anyMatch(e -> !e.from().equals(e.to())), "engines wait for each other");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"sample", "chengli2003__part1_transpose_1024.neff", "matmul_small.neff"})
    void anEventSetTwiceIsAnErrorNotification(String neff) throws Exception {
        NeuronRuntime rt = run(neff, "double-set:20");
        assertEquals(NrtStatus.NRT_EXEC_COMPLETED_WITH_ERR.code(), rt.result().status());
        assertTrue(rt.result().message().matches("Error notifications found on NC:0, model .*, error string:Event "
                + "double set"), rt.result().message());
        assertEquals(1, rt.result().syncErrors().size());
        assertEquals(20, rt.result().syncErrors().get(0).event());
        assertTrue(rt.result().syncErrors().get(0).producer().startsWith("--fault"));
        assertNull(rt.result().hang(), "the run goes on to its end");
    }

    @Test
    void onTheSampleNothingWaitsForTheLostCompletionSoTheRunEndsButTheLedgerDoesNotBalance() throws Exception {
        NeuronRuntime rt = run("sample", "skip-dma:qSPIO0/0");
        assertEquals(0, rt.result().status());
        int unbalanced = 0;
        for (SyncLedger.Entry e : SyncLedger.of(rt.sync(), 0, rt.journal().size())) {
            if (!e.balanced()) {
                unbalanced++;
                Producer p = e.expected().get(0);
                assertEquals(ProducerKind.STATIC_DMA, p.kind());
                assertEquals("qSPIO0", p.queue());
                assertEquals(0, p.dmaId());
                assertEquals(p.amount(), e.expectedTotal() - e.deliveredTotal(), e.name() + " lacks the entry's completion");
            }
        }
        assertEquals(3, unbalanced, "qSPIO0 id 0 on each of the sample's three cores");
    }

    @Test
    void forceWaitsIssuesPastTheLostCompletion() throws Exception {
        Path f = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        NeuronRuntime rt = Runs.run(f, RunOptions.defaults().withFault("skip-dma:qSPIO0/0").withForceWaits(true));
        assertEquals(0, rt.result().status(), rt.result().message());
        assertTrue(rt.result().notes().stream().anyMatch(n -> n.contains("issued anyway (--force-waits)")));
    }

    @Test
    void badFaultsAreRefusedWithWhatIsWrong() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fault.parse("drop-doorbell")).getMessage()
                .contains("expected KIND:ARGS"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fault.parse("sem-index:3")).getMessage()
                .contains("sem-index:DMA:DELTA"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fault.parse("skip-dma:x")).getMessage()
                .contains("'x' is not a number: 'x' at character 1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fault.parse("double-set:256")).getMessage()
                .contains("outside 0..255"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fault.parse("melt:1")).getMessage()
                .contains("unknown kind melt"));
        assertEquals(new Fault.SemIndex("qSPIO0", 3, -2), Fault.parse("sem-index:qSPIO0/3:-2"));
        assertEquals("skip-dma:7", Fault.parse("skip-dma:7").text());
    }
}
