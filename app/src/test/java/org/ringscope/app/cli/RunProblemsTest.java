package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** {@code ringscope run} lists the expert checks' problems: {@code "problems": [{severity, code, message, location}]}. */
class RunProblemsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theSampleHasNoProblemsAndSaysSoInAnEmptyArray() throws Exception {
        CliRun r = CliRun.of("run", "--sample", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode a = JSON.readTree(r.out());
        assertTrue(a.get("problems").isArray());
        assertEquals(0, a.get("problems").size());
        assertTrue(a.has("queues"), "the run's own members are still there");
        CliRun text = CliRun.of("run", "--sample");
        assertTrue(!text.out().contains("problems:"), "no problems, no section");
    }

    @Test
    void onSundaTheSamplesReboundQueuesAreListedWithTheirLocationAndStep() throws Exception {
        CliRun r = CliRun.of("run", "--sample", "--arch", "sunda", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode ps = JSON.readTree(r.out()).get("problems");
        assertTrue(ps.size() > 0);
        JsonNode p = null;
        for (JsonNode q : ps) {
            if (q.get("message").asText().contains("pring sg00:qActIO0_0.tx")) {
                p = q;
            }
        }
        assertTrue(p != null, "the rebound activation queue is listed: " + ps);
        assertEquals("warning", p.get("severity").asText());
        assertEquals("desc-unpublished", p.get("code").asText());
        JsonNode loc = p.get("location");
        assertEquals("slot", loc.get("type").asText());
        assertEquals("sg00:qActIO0_0.tx", loc.get("pring").asText());
        assertEquals(0, loc.get("slot").asInt());
        assertTrue(loc.get("step").asInt() > 0);
        assertEquals("pring sg00:qActIO0_0.tx slot 0", loc.get("label").asText());
        assertEquals("slot sg00:qActIO0_0.tx 0", loc.get("text").asText(), "the text form a lesson look: line reads");

        CliRun text = CliRun.of("run", "--sample", "--arch", "sunda");
        assertTrue(text.out().contains("problems: " + ps.size()), text.out());
        assertTrue(text.out().contains("warning desc-unpublished"), text.out());
    }
}
