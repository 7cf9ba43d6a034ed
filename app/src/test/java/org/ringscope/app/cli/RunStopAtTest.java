package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;

/**
 * {@code ringscope run --sample --stop-at COND}: the step and record a forward and a backward search name are the
 * entries of the node a scan of the sample's markers finds; the stack there; exit 1 for no match or a condition that
 * does not parse or name something of the run, 2 for --from outside the run or without --stop-at.
 */
class RunStopAtTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Every entry of the node, by a scan of the markers. */
    private static List<Integer> entries;
    private static int steps;
    private static final String NODE = "nrt_execute";

    @BeforeAll
    static void scan() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withInspect(true));
        s.run();
        Journal j = s.journal();
        steps = j.size();
        entries = new ArrayList<>();
        for (int i = 0; i < j.size(); i++) {
            Markers.Marker m = j.markers().at(i);
            if (m != null && m.enter() && m.node().equals(NODE)) {
                entries.add(i);
            }
        }
        assertTrue(!entries.isEmpty(), "the sample enters " + NODE);
    }

    @Test
    void jsonNamesTheFirstEntryForwardAndTheLastBackward() throws Exception {
        CliRun r = CliRun.of("run", "--sample", "--quiet", "--stop-at", "node " + NODE, "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode stop = JSON.readTree(r.out()).path("stopAt");
        assertEquals("node " + NODE, stop.path("condition").asText());
        assertEquals("forward", stop.path("direction").asText());
        assertEquals(entries.get(0) + 1, stop.path("step").asInt(), r.out());
        assertEquals(entries.get(0), stop.path("record").asInt());
        assertTrue(stop.path("what").asText().contains("enter " + NODE), stop.toString());
        assertEquals(NODE, stop.path("node").asText());
        assertEquals(NODE, stop.path("stack").get(stop.path("stack").size() - 1).asText());

        CliRun b = CliRun.of("run", "--sample", "--quiet", "--stop-at", "node " + NODE, "--backward", "--json");
        assertEquals(0, b.exit(), b.err());
        JsonNode back = JSON.readTree(b.out()).path("stopAt");
        assertEquals(steps, back.path("from").asInt());
        assertEquals(entries.get(entries.size() - 1) + 1, back.path("step").asInt(), b.out());
    }

    @Test
    void textPrintsTheStepTheRecordAndTheStack() {
        int from = entries.get(0) + 1;
        CliRun r = CliRun.of("run", "--sample", "--quiet", "--stop-at", "node " + NODE, "--from", Integer.toString(from));
        int next = entries.stream().filter(e -> e >= from).findFirst().orElse(-1);
        if (next < 0) {
            assertEquals(1, r.exit(), r.out());
            assertTrue(r.err().contains("nothing matches from step " + from), r.err());
            return;
        }
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("stop-at node " + NODE + " (forward from step " + from + "): step " + (next + 1)),
                r.out());
        assertTrue(r.out().contains("  record " + next + " trace: enter " + NODE), r.out());
        assertTrue(r.out().contains("  stack  "), r.out());
    }

    @Test
    void noMatchAndBadConditionsExitOneWithAMessage() {
        CliRun none = CliRun.of("run", "--sample", "--quiet", "--stop-at", "node nrt_init", "--from",
                Integer.toString(steps));
        assertEquals(1, none.exit(), none.out());
        assertTrue(none.err().contains("--stop-at node nrt_init: nothing matches from step " + steps), none.err());
        assertTrue(none.out().contains("no match"), none.out());

        CliRun bad = CliRun.of("run", "--sample", "--quiet", "--stop-at", "desc qSPIO0_0 tx 1");
        assertEquals(1, bad.exit(), bad.out());
        assertTrue(bad.err().contains("'desc' is not a stop condition; the forms are: write ADDR[+LEN]"), bad.err());

        CliRun name = CliRun.of("run", "--sample", "--quiet", "--stop-at", "flip sg00:nope.tx");
        assertEquals(1, name.exit(), name.out());
        assertTrue(name.err().contains("'sg00:nope.tx' is not a pring of this run (") && name.err()
                .contains("sg00:qSPIO0_0.tx"), name.err());

        CliRun huge = CliRun.of("run", "--sample", "--quiet", "--stop-at", "doorbell q99999999999.99999999999");
        assertEquals(1, huge.exit(), huge.out());
        assertTrue(huge.err().contains("DMA engine: '99999999999' is outside 0..131"), huge.err());
        assertFalse(huge.err().contains("For input string"), huge.err());

        CliRun script = CliRun.of("run", "--sample", "--quiet", "--stop-at", "sem \u0660 \u0661");
        assertEquals(1, script.exit(), script.out());
        assertTrue(script.err().contains("NeuronCore: '\u0660' is not a number"), script.err());
    }

    @Test
    void usageErrorsExitTwo() {
        assertEquals(2, CliRun.of("run", "--sample", "--quiet", "--backward").exit());
        CliRun r = CliRun.of("run", "--sample", "--quiet", "--stop-at", "node nrt_init", "--from", "-3");
        assertEquals(2, r.exit(), r.out());
        assertTrue(r.err().contains("--from -3 is outside the run's 0.."), r.err());
    }
}
