package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.log.triage.LogAlignment;
import org.ringscope.model.log.triage.LogComparison;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.testing.Fixtures;

/** The side-by-side rows of a log against its NEFF: both sides' text, the emulated step, the first divergence. */
class LogComparisonTest {
    @Test
    void aRunsOwnLogIsEveryRowMatchedWithTheSameTextOnBothSides() throws Exception {
        NeffFile neff = TriageRuns.neff(Runs.sample());
        Profile p = TriageRuns.current(neff);
        String log = TriageRuns.log(neff, RunOptions.defaults(), p, LogLevels.all(Level.TRACE));
        LogComparison c = LogComparison.of(TriageRuns.read(log), neff, Optional.of(ProfileRequest.named(p.name())),
                TriageRuns.C);
        assertEquals(-1, c.divergence());
        assertEquals(log.lines().count(), c.rows().size());
        for (LogComparison.Row r : c.rows()) {
            assertEquals(LogAlignment.RowKind.MATCHED, r.kind(), r.toString());
            assertEquals(r.logText().strip(), r.emulated().strip(), r.toString());
            assertTrue(r.step() > 0, r.toString());
        }
        LogComparison.Row copied = c.rows().stream().filter(r -> r.logText().contains("vring is copied to pring"))
                .findFirst().orElseThrow();
        assertTrue(copied.place() != null, "a vring line names its half: " + copied);
    }

    @Test
    void aFaultedLogOpensOnItsFirstDivergence() throws Exception {
        Path f = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        Assumptions.assumeTrue(Files.isRegularFile(f), "the transpose NEFF is absent from the shared fixtures");
        NeffFile neff = TriageRuns.neff(f);
        Profile p = TriageRuns.current(neff);
        String log = TriageRuns.log(neff, RunOptions.defaults().withFault("skip-dma:qSPIO0/0"), p,
                LogLevels.all(Level.TRACE));
        LogComparison c = LogComparison.of(TriageRuns.read(log), neff, Optional.of(ProfileRequest.named(p.name())),
                TriageRuns.C);
        assertTrue(c.divergence() > 0, "the rows before agree");
        LogComparison.Row d = c.rows().get(c.divergence());
        assertTrue(d.kind() != LogAlignment.RowKind.MATCHED, d.toString());
        assertEquals(c.report().firstDivergence().line(), d.logLine() < 0 ? null : d.logLine(), d.toString());
        assertEquals(c.report().firstDivergence().step(), d.step(), "the divergence's row has its emulated step");
        assertEquals(c.report().firstDivergence().node(), d.node());
        for (int i = 0; i < c.divergence(); i++) {
            assertEquals(LogAlignment.RowKind.MATCHED, c.rows().get(i).kind(), "row " + i);
        }
        assertTrue(c.rows().stream().anyMatch(r -> r.kind() == LogAlignment.RowKind.MISSING && r.logLine() < 0
                && !r.emulated().isEmpty()), "the emulated lines the log lacks have their text");
    }
}
