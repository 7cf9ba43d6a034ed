package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --export-profile} and {@code profile}: the export read back matches; the JSON's shape; the exit codes. */
class ProfileCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theSamplesExportReadBackMatchesEveryPacket(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("profile");
        CliRun run = CliRun.of("run", "--sample", "--quiet", "--export-profile", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("profile: " + out + " ("), run.out());
        for (String t : new String[] {"DmaPacket", "DmaQueuesInfo", "SemaphoreUpdate", "Error", "Instruction",
                "ExecutionInfo", "Metadata", "SchemaFields"}) {
            assertTrue(Files.isRegularFile(out.resolve(t + ".parquet")), t);
        }
        CliRun p = CliRun.of("profile", out.toString(), "--sample", "--quiet", "--json");
        assertEquals(0, p.exit(), p.err());
        JsonNode j = JSON.readTree(p.out());
        assertEquals(1, j.path("schemaVersion").asInt());
        assertEquals("7.4.0", j.path("profileSchemaVersion").asText());
        assertTrue(j.path("rows").asLong() > 20, j.toString());
        assertEquals(j.path("rows").asLong(), j.path("matched").asLong());
        assertEquals(0, j.path("divergences").size(), j.path("divergences").toString());
        assertEquals(0, j.path("unmatched").size());
        assertTrue(j.path("firstDivergence").isNull());
        JsonNode q = j.path("queues").get(0);
        for (String k : new String[] {"queue", "profilePackets", "emulatedPackets", "profileBytes", "emulatedBytes",
                "status"}) {
            assertTrue(q.has(k), k + " in " + q);
        }
        for (JsonNode x : j.path("queues")) {
            assertEquals("matched", x.path("status").asText(), x.toString());
        }
        CliRun text = CliRun.of("profile", out.toString(), "--sample", "--quiet");
        assertTrue(text.out().contains("first divergence: none"), text.out());
        assertEquals(0, text.exit(), "every queue matched");
    }

    @Test
    void aProfileWhoseQueuesPartExitsOne(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("hang");
        // the sample with qSPIO0's first DMA skipped hangs (its own exit says so); its profile is written all the same
        CliRun hung = CliRun.of("run", "--sample", "--quiet", "--fault", "skip-dma:qSPIO0/0", "--export-profile",
                out.toString());
        assertTrue(Files.isRegularFile(out.resolve("DmaPacket.parquet")), hung.err());
        CliRun p = CliRun.of("profile", out.toString(), "--sample", "--quiet", "--json");
        JsonNode j = JSON.readTree(p.out());
        assertTrue(j.path("divergences").size() > 0, "the hung run's profile parts from the sample's run: "
                + j.path("queues"));
        assertEquals(1, p.exit(), "a queue parts: " + p.err());
        CliRun text = CliRun.of("profile", out.toString(), "--sample", "--quiet");
        assertTrue(text.out().contains("divergence"), text.out());
        assertEquals(1, text.exit(), "the text's exit is the JSON's");
    }

    @Test
    void exitCodes(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("junk.txt"), "not a profile");
        CliRun junk = CliRun.of("profile", dir.toString(), "--sample", "--quiet");
        assertEquals(2, junk.exit(), "an input error, as diff's");
        assertTrue(junk.err().contains(dir + ": no profile tables"), junk.err());
        assertEquals(2, CliRun.of("profile", dir.toString()).exit(), "a NEFF or --sample");
        assertEquals(2, CliRun.of("profile", dir.toString(), "--sample", "--execution", "0").exit());
        assertEquals(2, CliRun.of("run", "--sample", "--export-profile", "-").exit());
    }
}
