package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.gen.PreflightNeffs;
import org.ringscope.model.testing.Golden;

/** {@code ringscope check}: the JSON schema and the text (goldens under model/.../golden/check), the profiles list and the exit codes 0 / 1 / 2. */
class CheckCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Path features(Path dir) throws Exception {
        Path f = dir.resolve("features.neff");
        PreflightNeffs.features().write(f);
        return f;
    }

    /** The output without what changes from run to run: the log lines' time and ids, the kernel's uptime, the folder. */
    static String stable(String out, Path dir) {
        return out.replace(dir.toString() + "/", "")
                .replaceAll("\\d{4}-[A-Z][a-z]{2}-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d+ +\\d+:\\d+ *", "<time> <pid>:<tid> ")
                .replaceAll("\\[ *\\d+\\.\\d{6}\\]", "[<uptime>]")
                .replaceAll("nrt_mem_log_device_(\\d+)_[0-9a-f]+\\.csv", "nrt_mem_log_device_$1_<time>.csv");
    }

    @Test
    void jsonHasTheStableSchema(@TempDir Path dir) throws Exception {
        Path neff = features(dir);
        CliRun r = CliRun.of("check", neff.toString(), "--profile", "sunda@2.15.0", "--json");
        assertEquals(1, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("sunda@2.15.0", j.path("profile").path("name").asText());
        assertFalse(j.path("loads").asBoolean());
        JsonNode f = j.path("findings").get(0);
        for (String k : new String[] {"severity", "rule", "message", "dmesg", "runtimeLog", "engine", "queue", "neffEntry",
                "passesOn"}) {
            assertTrue(f.has(k), k + " in " + f);
        }
        assertEquals("error", f.path("severity").asText());
        assertEquals("neff-features", f.path("rule").asText());
        assertEquals("loads with runtime ≥ 2.19.5.0", f.path("passesOn").path("text").asText());
        for (String k : new String[] {"io", "spill", "collectives", "runtime"}) {
            assertTrue(j.path("ringMemory").has(k), k);
        }
        assertTrue(j.path("hbm").path("pools").get(0).path("total").asLong() > 0);
        Golden.check("check/features-sunda-2.15.0.json", stable(r.out(), dir));
    }

    @Test
    void textShowsTheVerdictTheLinesAndWhereItPasses(@TempDir Path dir) throws Exception {
        Path neff = features(dir);
        CliRun r = CliRun.of("check", neff.toString(), "--driver", "2.14.5.0", "--runtime", "2.18.14.0");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.out().contains("would not load: 1 error"), r.out());
        assertTrue(r.out().contains("NEFF version: 2.0, features: 0x100 are not supported.  Currently supporting: "
                + "0x80000000000000ff"), r.out());
        assertTrue(r.out().contains("passes: loads with runtime ≥ 2.19.5.0"), r.out());
        assertTrue(r.out().contains("ring memory"), r.out());
        Golden.check("check/features-driver-2.14.5.0.txt", stable(r.out(), dir));
    }

    @Test
    void aNeffThatLoadsExitsZero(@TempDir Path dir) throws Exception {
        CliRun r = CliRun.of("check", features(dir).toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("would load"), r.out());
        assertTrue(r.out().contains("on sunda@2.32.0"), r.out());
    }

    @Test
    void profilesListsEveryProfile() throws Exception {
        CliRun r = CliRun.of("check", "--profiles");
        assertEquals(0, r.exit(), r.err());
        for (var p : Catalog.standard().profiles()) {
            assertTrue(r.out().contains(p.name() + " "), p.name());
        }
        CliRun j = CliRun.of("check", "--profiles", "--json");
        assertEquals(Catalog.standard().profiles().size(), JSON.readTree(j.out()).size());
    }

    @Test
    void usageErrorsExitTwoAndUnreadableFilesOne(@TempDir Path dir) throws Exception {
        Path neff = features(dir);
        assertEquals(2, CliRun.of("check").exit());
        assertEquals(2, CliRun.of("check", neff.toString(), "--arch", "volta").exit());
        assertEquals(2, CliRun.of("check", neff.toString(), "--arch", "cayman", "--instance", "inf2.xlarge").exit());
        assertEquals(2, CliRun.of("check", neff.toString(), "--driver", "2.x").exit());
        assertEquals(2, CliRun.of("check", neff.toString(), "--profile", "sunda@1.0").exit());
        CliRun missing = CliRun.of("check", dir.resolve("none.neff").toString());
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("none.neff"), missing.err());
    }
}
