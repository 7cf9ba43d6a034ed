package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.lesson.Lessons;

/** {@code ringscope lesson list|run}: the JSON shapes, the exit codes, usage errors. */
class LessonCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void listJsonHasNameTitleAndSteps() throws Exception {
        CliRun r = CliRun.of("lesson", "list", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode root = JSON.readTree(r.out());
        assertEquals(1, root.get("schemaVersion").asInt());
        JsonNode a = root.get("lessons");
        assertEquals(Lessons.names().size(), a.size());
        assertTrue(a.size() >= 5);
        for (JsonNode l : a) {
            assertEquals(3, l.size(), l.toString());
            assertTrue(l.get("name").isTextual() && l.get("title").isTextual() && l.get("steps").isInt(), l.toString());
        }
        assertEquals("neff-to-doorbell", a.get(0).get("name").asText());
        assertEquals("From NEFF to doorbell", a.get(0).get("title").asText());
    }

    @Test
    void listTextNamesEveryLesson() {
        CliRun r = CliRun.of("lesson", "list");
        assertEquals(0, r.exit(), r.err());
        Lessons.names().forEach(n -> assertTrue(r.out().contains(n), n));
    }

    @ParameterizedTest
    @ValueSource(strings = {"neff-to-doorbell", "vring-inside", "relocate-ucode", "barriers", "async-execute", "dge-traffic"})
    void runReachesEveryStep(String name) throws Exception {
        CliRun r = CliRun.of("lesson", "run", name, "--json");
        assertEquals(0, r.exit(), r.err() + r.out());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(name, j.get("name").asText());
        assertEquals(3, j.size(), "schemaVersion, name, steps");
        assertEquals(1, j.get("schemaVersion").asInt());
        assertEquals(Lessons.find(name).orElseThrow().steps().size(), j.get("steps").size());
        for (JsonNode s : j.get("steps")) {
            assertEquals(3, s.size(), s.toString());
            assertTrue(s.get("reached").asBoolean(), s.toString());
            assertFalse(s.get("target").asText().isBlank());
        }
    }

    @Test
    void runTextSaysReached() {
        CliRun r = CliRun.of("lesson", "run", "barriers");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("every step reached its target"), r.out());
        assertTrue(r.out().contains("sunda") && r.out().contains("cayman"), r.out());
    }

    @Test
    void aStepThatMissesExitsOne(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("miss.md");
        Files.writeString(f, """
                # Misses {#miss}

                A lesson whose second step waits for a node the sync run never enters.

                ## Init {#init}
                target: node nrt_init
                look: spine node nrt_init
                question: q?
                answer: a.

                The runtime starts here, as it always does when the sample runs from the beginning.

                ## Async only {#async}
                target: node kaew_post_request
                look: spine
                question: q?
                answer: a.

                The sync run of the sample never posts a request to the async worker, so this is missed.
                """);
        CliRun r = CliRun.of("lesson", "run", "--file", f.toString(), "--json");
        assertEquals(1, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertTrue(j.get("steps").get(0).get("reached").asBoolean());
        assertFalse(j.get("steps").get(1).get("reached").asBoolean());
    }

    @Test
    void aBrokenLessonFileExitsOneNamingLineAndField(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.md");
        Files.writeString(f, "# Bad {#bad}\n\nIntro.\n\n## Step\ntarget: node not_a_node\nlook: spine\nquestion: q\nanswer: a\n\nText.\n");
        CliRun r = CliRun.of("lesson", "run", "--file", f.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("bad.md:6: field target: 'not_a_node' is not a spine node"), r.err());
    }

    @Test
    void anUnknownNameIsAUsageErrorListingTheKnownOnes() {
        CliRun r = CliRun.of("lesson", "run", "nope");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("no lesson named 'nope'"), r.err());
        Lessons.names().forEach(n -> assertTrue(r.err().contains(n), n));
        assertEquals(2, CliRun.of("lesson", "run").exit());
        assertEquals(2, CliRun.of("lesson", "list", "--bogus").exit());
    }
}
