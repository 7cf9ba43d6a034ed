package org.ringscope.model.stop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Queue;
import org.ringscope.model.session.EmulationSession;

/**
 * Completion while a stop condition is typed, on the sample's run: the keywords first, then the run's own queues,
 * prings, vrings, nodes and variables; a variable's name becomes the memory condition over its bytes; and every choice
 * that makes a whole condition reads and names what the run has.
 */
class StopCompletionTest {
    private static EmulationSession s;
    private static StopNames names;

    @BeforeAll
    static void run() throws Exception {
        s = StopSearchTest.sample();
        names = StopNames.of(s);
    }

    private static List<String> texts(String typed) {
        return StopCompletion.complete(typed, names).stream().map(StopCompletion.Choice::text).toList();
    }

    @Test
    void theNamesAreTheRunsOwn() {
        assertTrue(names.queues().contains("sg00:qSPIO0_0"), names.queues().toString());
        assertTrue(names.prings().contains("sg00:qSPIO0_0.tx"), names.prings().toString());
        assertTrue(names.vrings().contains("sg00@1:qSPIO0_0"), names.vrings().toString());
        assertTrue(names.nodes().contains("nrt_execute"));
        assertTrue(names.variables().stream().anyMatch(v -> v.name().equals("y") && v.size() > 0));
    }

    @Test
    void nothingTypedOffersTheKeywordsAndAWordOffersTheKeywordsItStarts() {
        List<String> all = texts("");
        assertTrue(all.containsAll(List.of("memory ", "queue ", "doorbell", "slot ", "pring ", "descriptor ", "sem ",
                "event ", "node ")), all.toString());
        assertEquals(List.of("doorbell", "descriptor "), texts("d"));
    }

    @Test
    void aQueueKeywordOffersAnyQueueThenTheRunsQueues() {
        List<String> q = texts("doorbell ");
        assertEquals("doorbell", q.get(0), "the bare form: the next doorbell on any queue");
        assertTrue(q.contains("doorbell sg00:qSPIO0_0"), q.toString());
        assertEquals("queue *", texts("queue ").get(0));
        List<String> spio = texts("queue spio0_0");
        assertTrue(spio.contains("queue sg00:qSPIO0_0") && spio.stream().allMatch(t -> t.contains("qSPIO0_0")),
                "any case, any part of the name: " + spio);
        assertTrue(texts("qSPIO0").contains("queue sg00:qSPIO0_0"), "a queue's name alone offers its condition");
        assertEquals(StopCondition.of(Queue.ANY), StopCondition.parse(texts("doorbell ").get(0)));
    }

    @Test
    void aVariablesNameBecomesTheMemoryConditionOverItsBytes() {
        StopNames.Variable y = names.variables().stream().filter(v -> v.name().equals("y")).findFirst().orElseThrow();
        StopCondition want = StopCondition.of(new Memory(y.address(), y.size()));
        assertTrue(texts("memory y").stream().map(StopCondition::parse).anyMatch(want::equals), texts("memory y")
                .toString());
        assertTrue(texts("y").stream().filter(t -> !t.endsWith(" ")).map(StopCondition::parse).anyMatch(want::equals),
                "the name alone: " + texts("y"));
        assertTrue(StopCompletion.complete("y", names).stream().anyMatch(c -> c.label().contains("y (")), "the label "
                + "names the variable");
    }

    @Test
    void everyWholeConditionOfferedReadsAndNamesWhatTheRunHas() {
        StopSearch q = StopSearch.of(s);
        int whole = 0;
        for (String typed : List.of("", "doorbell ", "queue ", "pring ", "flip ", "node nrt_", "memory ", "qAct", "x")) {
            for (String t : texts(typed)) {
                if (t.endsWith(" ")) {
                    continue; // a keyword or a name waiting for its number
                }
                q.check(StopCondition.parse(t));
                whole++;
            }
        }
        assertTrue(whole > 20, whole + " whole conditions offered");
        assertFalse(texts("slot ").isEmpty());
        assertTrue(texts("slot ").stream().allMatch(t -> t.startsWith("slot ") && t.endsWith(" ")), "a slot waits for "
                + "its number");
        assertTrue(texts("queue sg00:qSPIO0_0").isEmpty(), "a name typed whole has nothing left to offer");
    }
}
