package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.check.Level;
import org.ringscope.model.gen.PreflightNeffs;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.Module;

/** {@code run --log} and {@code triage}: a run's log written and triaged back, the JSON schema, the exit codes. */
class TriageCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theSamplesTraceLogTriagesBackWithoutADivergence(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("sample.log");
        CliRun run = CliRun.of("run", "--sample", "--quiet", "--log", log.toString(), "--log-level", "trace");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("log: " + log + " ("), run.out());
        String text = Files.readString(log);
        assertTrue(text.contains("TRACE  TDRV:vring_add_desc_transfer_internal        Added 1/1 desc to vring sg00_instr"));
        Path sample = dir.resolve("sample.neff");
        Files.write(sample, RunCommand.class.getResourceAsStream("/org/ringscope/samples/sample.neff").readAllBytes());
        CliRun t = CliRun.of("triage", log.toString(), sample.toString(), "--profile", "cayman@2.32.0", "--json");
        assertEquals(0, t.exit(), t.err());
        JsonNode j = JSON.readTree(t.out());
        assertEquals(1, j.path("schemaVersion").asInt());
        for (String k : new String[] {"lines", "matched", "findings", "unmatched", "firstDivergence", "profiles",
            "outOfOrder", "repeated"}) {
            assertTrue(j.has(k), k + " in " + j);
        }
        assertEquals(j.path("read").asInt(), j.path("matched").asInt());
        assertTrue(j.path("firstDivergence").isNull(), j.path("firstDivergence").toString());
        assertEquals(0, j.path("unmatched").size());
        assertEquals(0, j.path("missingCount").asInt());
        CliRun again = CliRun.of("run", "--sample", "--quiet", "--log", "-", "--log-level", "trace", "--json");
        assertTrue(again.out().startsWith(text), "--log - writes the same log to standard output, before the JSON");
    }

    @Test
    void aLoadTheProfileRefusesLogsItsLinesAndTriageTiesThemToTheFinding(@TempDir Path dir) throws Exception {
        Path neff = dir.resolve("features.neff");
        PreflightNeffs.features().write(neff);
        Path log = dir.resolve("f.log");
        CliRun run = CliRun.of("run", neff.toString(), "--quiet", "--log", log.toString(), "--log-profile", "sunda@2.15.0");
        assertEquals(0, run.exit(), run.err());
        String text = Files.readString(log);
        assertTrue(text.contains(" ERROR  NEFF:neff_parse "), text);
        assertFalse(text.contains(" INFO "), "the load failed: no memory report");
        CliRun t = CliRun.of("triage", log.toString(), neff.toString(), "--json");
        assertEquals(0, t.exit(), t.err());
        JsonNode j = JSON.readTree(t.out());
        assertEquals("neff-features", j.path("findings").get(0).path("rule").asText(), t.out());
        assertEquals("loads with runtime ≥ 2.19.5.0", j.path("findings").get(0).path("passesOn").path("text").asText());
        assertTrue(j.path("findings").get(0).path("logLines").size() > 0);
        assertTrue(j.path("firstDivergence").isNull(), t.out());
        boolean named = false;
        for (JsonNode p : j.path("profiles")) {
            named |= p.path("name").asText().equals("sunda@2.15.0");
        }
        assertTrue(named, "the scan names the profile the log was written on: " + j.path("profiles"));
        CliRun text2 = CliRun.of("triage", log.toString(), neff.toString());
        assertTrue(text2.out().contains("finding error neff-features: lines "), text2.out());
        assertTrue(text2.out().contains("no divergence"), text2.out());
    }

    @Test
    void usageAndInputErrors(@TempDir Path dir) throws Exception {
        assertEquals(1, CliRun.of("triage", dir.resolve("none.log").toString()).exit());
        Path log = dir.resolve("a.log");
        Files.writeString(log, "[ 1.000000] neuron:udma_q_init_validate: queue8 size(16777216) too large\n");
        CliRun noNeff = CliRun.of("triage", log.toString(), "--json");
        assertEquals(0, noNeff.exit(), noNeff.err());
        assertEquals(1, JSON.readTree(noNeff.out()).path("unmatched").size());
        assertEquals(2, CliRun.of("triage", log.toString(), "--profile", "sunda@2.15.0").exit(), "a profile needs a NEFF");
        assertEquals(2, CliRun.of("run", "--sample", "--log-level", "info").exit(), "--log-level needs --log");
        assertEquals(2, CliRun.of("run", "--sample", "--log", dir.resolve("x.log").toString(), "--log-level", "loud")
                .exit());
        assertEquals(1, CliRun.of("triage", log.toString(), "--max-log", "10").exit(), "larger than --max-log");
    }

    @Test
    void theEnvironmentsLevelsAndLogLevelOverridingTheGlobalOne() {
        LogLevels l = RunLogFile.levels(Map.of("NEURON_RT_LOG_LEVEL", "INFO", "NEURON_RT_LOG_LEVEL_TDRV", "TRACE"),
                "error");
        assertEquals(Level.ERROR, l.of(Module.NRT));
        assertEquals(Level.TRACE, l.of(Module.TDRV));
        assertEquals(Level.INFO, RunLogFile.levels(Map.of("NEURON_RT_LOG_LEVEL", "info"), null).of(Module.NMGR));
    }
}
