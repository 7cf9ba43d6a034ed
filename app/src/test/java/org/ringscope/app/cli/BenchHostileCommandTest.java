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
 * A small campaign of {@code ringscope bench hostile}: the five readers and def.json's queue sets each get mutated
 * inputs, the first of each again in a fresh JVM, every writer writes to every kind of target (and to a full disk
 * in a fresh JVM), the report has its figures per reader and its findings by kind, no case breaks a promise, and
 * the work folder is left as it was found (empty when it was given empty). The full campaign's figures are in
 * docs/reliability.md.
 */
class BenchHostileCommandTest {
    @Test
    void aSmallCampaignKeepsEveryPromiseAndReportsPerReader(@TempDir Path dir) throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path report = dir.resolve("report.json");
        CliRun r = CliRun.of("bench", "hostile", "--cases", "4", "--seed", "7", "--fresh-jvm", "1", "--work",
                work.toString(), "--out", report.toString(), "--json");
        JsonNode j = JsonOut.mapper().readTree(r.out());
        assertEquals(0, r.exit(), r.out() + r.err());
        for (String reader : List.of("NEFF", "ELF_LIBRARY", "DUMP", "RAW_RING", "LESSON", "QUEUE_SETS", "WRITERS")) {
            JsonNode f = j.get("readers").get(reader);
            assertEquals(f.get("errors").asInt(), f.get("errorsNamingFile").asInt(), reader + ": every error names the file");
            for (String zero : List.of("stackTraces", "outOfMemory", "hangs", "undocumentedExits", "writesOutside",
                    "targetsHarmed", "refusalsAccepted", "freshJvmDiffers")) {
                assertEquals(0, f.get(zero).asInt(), reader + " " + zero);
            }
            assertTrue(f.get("freshJvm").asInt() >= 1, reader + ": a case ran in a fresh JVM too");
            if (!reader.equals("WRITERS")) {
                assertEquals(4, f.get("cases").asInt(), reader);
            }
        }
        JsonNode writers = j.get("readers").get("WRITERS");
        assertTrue(writers.get("cases").asInt() >= 4 * 11, "every writer on every target: " + writers);
        assertTrue(writers.get("exits").has("1") && writers.get("exits").has("2"), "refusals and usage errors ran");
        assertTrue(j.get("findings").isEmpty(), j.get("findings").toString());
        assertTrue(j.get("findingsByKind").isEmpty(), j.get("findingsByKind").toString());
        assertEquals(j, JsonOut.mapper().readTree(Files.readString(report)), "--out writes the same report");
        try (var left = Files.list(work)) {
            assertEquals(List.of("seed-copy.rsdump", "seed-ring.bin", "seed-sample.rsdump"),
                    left.map(p -> p.getFileName().toString()).sorted().toList(), "only the seeds stay in --work");
        }
    }
}
