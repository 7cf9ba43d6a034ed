package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.log.triage.LogAlignment;
import org.ringscope.model.log.triage.TriageReport;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;

/**
 * The log of a run whose DMA a fault skipped, so an engine hangs, triaged against the NEFF run without the fault:
 * the first divergence is named at the step of the un-faulted run where the fault took effect.
 */
class FaultDivergenceTest {
    private static final String NEFF = "chengli2003__part1_transpose_1024.neff";
    private static final String FAULT = "skip-dma:qSPIO0/0";

    @Test
    void theFirstDivergenceIsWhereTheSkippedDmaShouldHaveRun() throws Exception {
        Path f = Fixtures.shared("neff").resolve(NEFF);
        Assumptions.assumeTrue(Files.isRegularFile(f), NEFF + " absent from the shared fixtures; skipping");
        NeffFile neff = TriageRuns.neff(f);
        Profile p = TriageRuns.current(neff);
        String faulted = TriageRuns.log(neff, RunOptions.defaults().withFault(FAULT), p, LogLevels.all(Level.TRACE));
        assertTrue(faulted.contains("ERROR  TDRV:exec_consume_infer_status_notifications (FATAL-RT-UNDEFINED-STATE) "
                + "inference timeout (30000 ms) on Neuron Device 0 NC 0, waiting for execution completion notification"),
                "the hang's lines");
        assertTrue(faulted.contains("ERROR   NRT:nrt_infodump                            Failure: NRT_TIMEOUT in "
                + "nrt_execute()"), "the failure's last line");
        TriageReport r = TriageRuns.triage(faulted, neff, Optional.of(ProfileRequest.named(p.name())));
        TriageReport.Divergence d = r.firstDivergence();
        assertNotNull(d);
        int took = firstDifference(neff, p);
        assertEquals(took, d.step(), () -> "divergence " + d);
        assertTrue(d.expected().contains("doorbell: "), "the skipped DMA's doorbell: " + d);
        assertTrue(d.actual().contains("qSPIO0 id 0 will not complete"), d.toString());
        assertTrue(r.unmatched().size() > 0 && r.missingCount() > 0);
        List<LogAlignment.Row> rows = r.alignment().rows();
        assertEquals(r.read() + r.missing().size(), rows.size());
        int at = 0;
        while (rows.get(at).kind() == LogAlignment.RowKind.MATCHED) {
            at++;
        }
        LogAlignment.Row odd = rows.get(at);
        assertTrue(odd.kind() == LogAlignment.RowKind.MISSING && odd.step() == took
                || odd.kind() == LogAlignment.RowKind.UNMATCHED && odd.logLine() == d.line(),
                "the side-by-side rows part where the divergence is: " + odd);
    }

    /** The step of the un-faulted run whose record the faulted run does not make. */
    private static int firstDifference(NeffFile neff, Profile p) throws Exception {
        EmulationSession a = EmulationSession.open(neff, RunOptions.defaults().withArch(p.arch().emulated()));
        a.run();
        EmulationSession b = EmulationSession.open(neff, RunOptions.defaults().withArch(p.arch().emulated())
                .withFault(FAULT));
        b.run();
        Journal ja = a.journal();
        Journal jb = b.journal();
        for (int i = 0; i < ja.size(); i++) {
            if (i >= jb.size() || !ja.describe(i).equals(jb.describe(i))) {
                return i + 1;
            }
        }
        return ja.size();
    }
}
