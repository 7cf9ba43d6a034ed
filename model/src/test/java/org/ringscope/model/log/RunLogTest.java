package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.Profile;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.check.Units;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.log.emit.LogPlan;
import org.ringscope.model.log.emit.RunLog;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.model.log.triage.TriageReport;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.VringDomain;

/** The run's own log: what it holds at each level, that it is the same twice, and that triage maps it back whole. */
class RunLogTest {
    private static NeffFile sample() throws Exception {
        return TriageRuns.neff(Runs.sample());
    }

    @Test
    void aRunsOwnTraceLogTriagedAgainstTheSameNeffMatchesEveryLine() throws Exception {
        NeffFile neff = sample();
        Profile p = TriageRuns.current(neff);
        String log = TriageRuns.log(neff, RunOptions.defaults(), p, LogLevels.all(Level.TRACE));
        assertEquals(log, TriageRuns.log(neff, RunOptions.defaults(), p, LogLevels.all(Level.TRACE)),
                "two runs write the same log");
        TriageReport r = TriageRuns.triage(log, neff, Optional.of(ProfileRequest.named(p.name())));
        assertTrue(r.read() > 200, "the sample's trace log has hundreds of lines: " + r.read());
        assertEquals(r.read(), r.matched(), () -> "unmatched " + r.unmatched());
        assertEquals(List.of(), r.unmatched());
        assertEquals(0, r.missingCount(), () -> "missing " + r.missing());
        assertEquals(List.of(), r.outOfOrder());
        assertEquals(List.of(), r.differences());
        assertNull(r.firstDivergence());
        assertTrue(log.contains("TRACE  TDRV:vring_add_desc_transfer_internal        Added 1/1 desc to vring sg00_instr"));
        assertTrue(log.contains("TDRV:vring_dump_to_pring_padded              vring is copied to pring. ndesc=3/3"));
    }

    @Test
    void aFunctionNameThatRunsIntoItsMessageIsMatchedAsTheReaderReadsIt() throws Exception {
        // the transpose builder's name is 42 characters: no padding, and its message starts with a digit, so a reader
        // that does not know the name reads "…_packet2" as the function
        NeffBuilder b = GenProfiles.build("ops", OptionalInt.empty(), OptionalInt.empty());
        NeffFile neff = NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT);
        Profile p = TriageRuns.current(neff);
        String log = TriageRuns.log(neff, RunOptions.defaults(), p, LogLevels.all(Level.TRACE));
        assertTrue(log.contains("TDRV:aws_cayman_sdma_m2m_build_transpose_packet2 tx and 1 rx descriptors"), log);
        TriageReport r = TriageRuns.triage(log, neff, Optional.of(ProfileRequest.named(p.name())));
        assertEquals(List.of(), r.unmatched());
        assertEquals(0, r.missingCount(), () -> "missing " + r.missing());
        assertEquals(List.of(), r.differences());
        assertNull(r.firstDivergence());
    }

    @Test
    void withoutAProfileTriageTakesTheArchTheLogPrintsAndItsCurrentRelease() throws Exception {
        NeffFile neff = sample(); // compiled for any arch: every profile is a candidate
        for (CheckArch arch : new CheckArch[] {CheckArch.SUNDA, CheckArch.CAYMAN}) {
            Profile p = TriageRuns.C.current(arch); // what run --log takes on that arch
            String log = TriageRuns.log(neff, RunOptions.defaults(), p, LogLevels.all(Level.TRACE));
            assertTrue(log.contains("TDRV:arch_init                               V" + arch.version() + " Architecture"));
            TriageReport r = TriageRuns.triage(log, neff, Optional.empty());
            assertEquals(p.name(), r.profile(), () -> "candidates " + r.profiles());
            assertEquals(List.of(), r.unmatched());
            assertEquals(0, r.missingCount(), () -> "missing " + r.missing());
            assertNull(r.firstDivergence());
        }
        String line = "2024-Oct-21 20:16:13.530276  7838:7838  DEBUG  TDRV:arch_init                               V2 "
                + "Architecture\n";
        TriageReport one = TriageRuns.triage(line, neff, Optional.empty());
        assertTrue(one.profiles().stream().allMatch(s -> TriageRuns.C.requireProfile(s.name()).arch() == CheckArch.SUNDA),
                () -> "the arch the line prints, not every arch a NEFF of any arch may run on: " + one.profiles());
    }

    @Test
    void aRunThatAllowsAnotherArchsNeffLogsTheLoadItRan() throws Exception {
        NeffBuilder b = GenProfiles.build("ops", OptionalInt.empty(), OptionalInt.empty()); // compiled for CAYMAN
        NeffFile neff = NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT);
        EmulationSession s = EmulationSession.open(neff, RunOptions.defaults().withArch(Arch.SUNDA)
                .withAllowArchMismatch(true));
        assertTrue(s.run().ok());
        StringBuilder out = new StringBuilder();
        SessionLog.write(s, SessionLog.plan(s, LogLevels.all(Level.TRACE)), LogClock.FIXED, out);
        String log = out.toString();
        assertFalse(log.contains("Failed to load NN"), "NEURON_RT_ALLOW_LEGACY_NEFF=1 loads it, as the run did: " + log);
        assertTrue(log.contains(" WARN "), "the arch mismatch is a warning: " + log);
        assertTrue(log.contains(" INFO  TDRV:dml_log_dev_neff_mem"), "the load went through");
        assertTrue(log.contains("vring is copied to pring"), "and so did the run");
        EmulationSession strict = EmulationSession.open(neff, RunOptions.defaults().withArch(Arch.SUNDA));
        assertFalse(strict.run().ok(), "without the what-if the runtime refuses it");
        StringBuilder refused = new StringBuilder();
        SessionLog.write(strict, SessionLog.plan(strict, LogLevels.all(Level.ERROR)), LogClock.FIXED, refused);
        assertTrue(refused.toString().contains("Failed to load NN"), refused.toString());
    }

    @Test
    void atInfoTheLogHoldsNoDebugOrTraceLineAndTheMemoryReportAgreesWithTheCheck() throws Exception {
        NeffFile neff = sample();
        Profile p = TriageRuns.current(neff);
        String log = TriageRuns.log(neff, RunOptions.defaults(), p, LogLevels.all(Level.INFO));
        assertFalse(log.contains(" DEBUG ") || log.contains(" TRACE "), log);
        CheckReport check = TriageRuns.check(neff, p);
        assertTrue(log.contains(" INFO  TDRV:dml_log_dev_neff_mem\n"), log);
        for (Map.Entry<String, Long> c : check.ringMemory().entrySet()) {
            assertTrue(log.contains("\t* dma rings " + c.getKey() + ": " + Units.size(c.getValue()) + "\n"),
                    () -> c + " in " + log);
        }
        assertTrue(log.contains("Per NEFF memory usage breakdown for [sample]:"));
        String errors = TriageRuns.log(neff, RunOptions.defaults(), p, LogLevels.DEFAULT);
        assertEquals("", errors, "the runtime's default level prints nothing for a run that works");
    }

    @Test
    void aComponentsOwnLevelShowsOnlyItsLines() throws Exception {
        NeffFile neff = sample();
        Profile p = TriageRuns.current(neff);
        LogLevels l = LogLevels.fromEnvironment(Map.of("NEURON_RT_LOG_LEVEL_NMGR", "TRACE"));
        String log = TriageRuns.log(neff, RunOptions.defaults(), p, l);
        assertFalse(log.isEmpty());
        for (String line : log.split("\n")) {
            assertTrue(line.contains(" NMGR:"), line);
        }
    }

    @Test
    void everyLineKnowsItsStepAndARingLineItsVringHalf() throws Exception {
        NeffFile neff = sample();
        Profile p = TriageRuns.current(neff);
        EmulationSession s = EmulationSession.open(neff, RunOptions.defaults().withArch(p.arch().emulated()));
        s.run();
        List<LogLine> lines = new ArrayList<>();
        RunLog log = new RunLog(s, LogPlan.of(LogLevels.all(Level.TRACE), TriageRuns.check(neff, p), TriageRuns.C));
        log.walk(lines::add);
        int last = 0;
        VringDomain d = VringDomain.of(s.journal());
        for (LogLine l : lines) {
            assertTrue(l.step() >= last, "steps only grow");
            last = l.step();
            if (l.message().startsWith("vring is copied to pring. ndesc=") && l.function().endsWith("_padded")
                    && !l.message().contains("/")) {
                assertTrue(d.dumpOf(l.step() - 1) != null, "a dump line is printed after its dump record");
                assertTrue(l.place() != null && l.place().label().contains("vring"), String.valueOf(l.place()));
            }
        }
        List<LogLine> part = new ArrayList<>();
        int mid = lines.get(lines.size() / 2).step();
        log.walk(mid - 1, s.steps(), part::add);
        assertEquals(lines.get(lines.size() / 2 - (int) lines.stream().filter(x -> x.step() == mid).count() + 1)
                .message(), part.get(0).message());
    }

    @Test
    void aViewFiltersByLevelAndComponentAndFindsTextFromAStep() throws Exception {
        NeffFile neff = sample();
        Profile p = TriageRuns.current(neff);
        EmulationSession s = EmulationSession.open(neff, RunOptions.defaults().withArch(p.arch().emulated()));
        s.run();
        RunLog log = new RunLog(s, LogPlan.of(LogLevels.all(Level.TRACE), TriageRuns.check(neff, p), TriageRuns.C));
        LogLine dump = log.next(0, LogFilter.ALL.withText("NDESC="));
        assertTrue(dump.message().startsWith("vring is copied to pring. ndesc="), dump.message());
        LogLine later = log.next(dump.step(), LogFilter.ALL.withText("ndesc="));
        assertTrue(later.step() > dump.step(), "the next one is after the step searched from");
        List<LogLine> nmgr = log.lines(0, log.end(), new LogFilter(Level.TRACE, Set.of(Module.NMGR), true, ""),
                Integer.MAX_VALUE);
        assertFalse(nmgr.isEmpty());
        assertTrue(nmgr.stream().allMatch(l -> l.module() == Module.NMGR));
        List<LogLine> info = log.lines(0, log.end(), new LogFilter(Level.INFO, Set.of(), true, ""), 100);
        assertTrue(info.stream().allMatch(l -> l.function().equals("dml_log_dev_neff_mem")), info.toString());
        assertEquals(3, log.lines(0, log.end(), LogFilter.ALL, 3).size(), "a limit stops the walk");
        LogLine last = log.previous(log.end(), LogFilter.ALL.withText("incremented to"));
        assertEquals("ndl_nc_semaphore_increment", last.function());
        assertTrue(log.lines(0, log.end(), new LogFilter(Level.TRACE, Set.of(), false, ""), Integer.MAX_VALUE)
                .stream().allMatch(l -> l.origin() == Origin.RUNTIME), "the runtime's own lines alone");
    }

    @Test
    void aDgeOutOfBoundsAccessPrintsTheNotificationAndTheFailure() throws Exception {
        Path v6b = Fixtures.shared("neff").resolve("v6b.neff");
        Assumptions.assumeTrue(Files.isRegularFile(v6b), "v6b.neff absent from the shared fixtures; skipping");
        NeffFile neff = TriageRuns.neff(v6b);
        Profile p = TriageRuns.current(neff);
        ByteBuffer in = ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN);
        in.putInt(200).putInt(1).putInt(2).putInt(3).putInt(4).putInt(6).putInt(7).putInt(0);
        String log = TriageRuns.log(neff, RunOptions.defaults().withInput("input1", in.array(), "bad.bin"), p,
                LogLevels.DEFAULT);
        assertTrue(log.contains("ERROR  TDRV:exec_process_custom_notification        nd0:nc0:h_model.id1001: Received "
                + "notification generated at runtime: failed to run scatter/gather (indirect memory copy via vector "
                + "DGE), due to out-of-bound access.\n"), log);
        assertTrue(log.contains("NRT:nrt_infodump                            Failure: NRT_EXEC_OOB in nrt_execute()"), log);
    }
}
