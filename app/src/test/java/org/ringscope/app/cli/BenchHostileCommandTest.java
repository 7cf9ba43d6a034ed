package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.output.JsonOut;

/**
 * A small campaign of {@code ringscope bench hostile}: the five readers each get mutated inputs, the report has its
 * figures per reader, no case breaks a promise, and the work folder is left as it was found (empty when it was
 * given empty). The full campaign's figures are in docs/reliability.md.
 */
class BenchHostileCommandTest {
    @Test
    void aSmallCampaignKeepsEveryPromiseAndReportsPerReader(@TempDir Path dir) throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path report = dir.resolve("report.json");
        CliRun r = CliRun.of("bench", "hostile", "--cases", "12", "--seed", "7", "--work", work.toString(), "--out",
                report.toString(), "--json");
        JsonNode j = JsonOut.mapper().readTree(r.out());
        assertEquals(0, r.exit(), r.out() + r.err());
        for (String reader : List.of("NEFF", "ELF_LIBRARY", "DUMP", "RAW_RING", "LESSON")) {
            JsonNode f = j.get("readers").get(reader);
            assertEquals(12, f.get("cases").asInt(), reader);
            assertEquals(f.get("errors").asInt(), f.get("errorsNamingFile").asInt(), reader + ": every error names the file");
            for (String zero : List.of("stackTraces", "outOfMemory", "hangs", "undocumentedExits", "writesOutside")) {
                assertEquals(0, f.get(zero).asInt(), reader + " " + zero);
            }
        }
        assertEquals(60, j.get("total").get("cases").asInt());
        assertTrue(j.get("findings").isEmpty(), j.get("findings").toString());
        assertEquals(j, JsonOut.mapper().readTree(Files.readString(report)), "--out writes the same report");
        try (var left = Files.list(work)) {
            assertEquals(List.of("seed-copy.rsdump", "seed-ring.bin", "seed-sample.rsdump"),
                    left.map(p -> p.getFileName().toString()).sorted().toList(), "only the seeds stay in --work");
        }
    }
}
