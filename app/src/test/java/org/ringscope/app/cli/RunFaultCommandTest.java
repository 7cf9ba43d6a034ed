package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.testing.Fixtures;

/**
 * {@code run --fault}: a lost completion hangs a public NEFF into NRT_TIMEOUT, exit 1 with the runtime's FATAL line
 * on standard error, and the explainer in the JSON ({@code "hang"}) and in the text; a double set is 1004; a bad
 * fault is a usage error that says what is wrong.
 */
class RunFaultCommandTest {
    private static String transpose() {
        Path f = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        return f.toString();
    }

    @Test
    void aSkippedDmaHangsAndTheJsonNamesItFirst() throws Exception {
        CliRun r = CliRun.of("run", transpose(), "--fault", "skip-dma:qSPIO0/0", "--json");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("the run returned NRT_TIMEOUT (5): (FATAL-RT-UNDEFINED-STATE) [ND 0][NC 0] "
                + "execution timeout (30000 ms)"), r.err());
        JsonNode j = JsonOut.mapper().readTree(r.out());
        assertEquals(5, j.get("status").asInt());
        JsonNode hang = j.get("hang");
        assertEquals(30000, hang.get("timeoutMs").asLong());
        JsonNode pe = hang.get("blocked").get(0);
        assertEquals("sg00 PE", pe.get("engine").asText());
        assertEquals("S[24]", pe.get("semaphore").asText());
        assertEquals(16, pe.get("need").asLong());
        assertEquals(0, pe.get("have").asInt());
        JsonNode first = pe.get("missing").get(0);
        assertEquals("dma entry qSPIO0 id 0 (sg00 SP slot 3)", first.get("producer").asText());
        assertEquals("SKIPPED", first.get("kind").asText());
        assertEquals("skipped by --fault skip-dma:qSPIO0/0", first.get("reason").asText());
        assertEquals("sg00 PE", hang.get("root").asText());
    }

    @Test
    void theTextShowsTheExplainerAndATimeoutOfOurChoosing() {
        CliRun r = CliRun.of("run", transpose(), "--fault", "drop-doorbell:qSPIO0", "--exec-timeout", "5");
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("hang at step "), r.out());
        assertTrue(r.out().contains("the host timed out after 5000 ms"), r.out());
        assertTrue(r.out().contains("missing: dma entry qSPIO0 id 0 (sg00 SP slot 3) — queue qSPIO0 was never "
                + "doorbelled"), r.out());
    }

    @Test
    void aDoubleSetIsAnErrorNotification() throws Exception {
        CliRun r = CliRun.of("run", "--sample", "--fault", "double-set:7", "--json");
        assertEquals(1, r.exit());
        JsonNode j = JsonOut.mapper().readTree(r.out());
        assertEquals(1004, j.get("status").asInt());
        assertTrue(j.get("message").asText().endsWith("error string:Event double set"));
        assertEquals(7, j.get("syncErrors").get(0).get("event").asInt());
    }

    @Test
    void aBadFaultIsAUsageError() {
        CliRun r = CliRun.of("run", "--sample", "--fault", "sem-index:3");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("expected sem-index:DMA:DELTA"), r.err());
        assertEquals(2, CliRun.of("run", "--sample", "--exec-timeout", "-1").exit());
    }
}
