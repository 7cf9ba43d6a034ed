package org.ringscope.model.stop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.Queue;
import org.ringscope.model.location.Semaphore;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.location.Vring;
import org.ringscope.model.udma.Direction;

/** The text form of stop conditions: every form read, written back, and the errors that name the bad word. */
class StopConditionTest {
    @Test
    void everyFormReadsAndWritesBack() {
        Map<String, StopCondition> forms = Map.ofEntries(
                Map.entry("memory 0x2000000100 1", StopCondition.write(0x2000000100L, 1)),
                Map.entry("memory 0x2000000100 64", StopCondition.write(0x2000000100L, 64)),
                Map.entry("slot sg00:qSPIO0_0.tx 3", StopCondition.slot("sg00:qSPIO0_0.tx", 3)),
                Map.entry("slot sg00:qSPIO0_0.tx #2 3", StopCondition.slot("sg00:qSPIO0_0.tx #2", 3)),
                Map.entry("pring sg00:qSPIO0_0.rx", StopCondition.pring("sg00:qSPIO0_0.rx")),
                Map.entry("pring sg00:qSPIO0_0.rx #2", StopCondition.pring("sg00:qSPIO0_0.rx #2")),
                Map.entry("descriptor sg00:qSPIO0_0 tx 5", StopCondition.descriptor("sg00:qSPIO0_0", Direction.TX, 5,
                        StopCondition.Phase.ANY)),
                Map.entry("descriptor sg00@1:qSPIO0_0 rx 7 executed", StopCondition.descriptor("sg00@1:qSPIO0_0",
                        Direction.RX, 7, StopCondition.Phase.EXECUTED)),
                Map.entry("queue sg00:hw_exec_queue", StopCondition.doorbell("sg00:hw_exec_queue", -1)),
                Map.entry("doorbell q0.1 2", StopCondition.doorbell("q0.1", 2)),
                Map.entry("queue *", StopCondition.of(Queue.ANY)),
                Map.entry("doorbell * 3", StopCondition.doorbell("*", 3)),
                Map.entry("sem 0 24", StopCondition.semaphore(0, 24)),
                Map.entry("event 1 3", StopCondition.event(1, 3)),
                Map.entry("pring sg00:hw_exec_queue.tx flip", StopCondition.flip("sg00:hw_exec_queue.tx")),
                Map.entry("node nrt_execute", StopCondition.node("nrt_execute")));
        forms.forEach((text, c) -> {
            assertEquals(c, StopCondition.parse(text), text);
            assertEquals(text, c.text(), "written back");
            assertEquals(c, StopCondition.parse(c.text()), "round trip");
            assertEquals(c.place(), Location.parse(c.place().text()), "the place is a location, in its own text form");
        });
        for (StopCondition.Phase p : StopCondition.Phase.OF_DESCRIPTOR) {
            StopCondition c = StopCondition.descriptor("v", Direction.TX, 0, p);
            assertEquals(c, StopCondition.parse(c.text()), p.name());
        }
        assertEquals(StopCondition.write(0x1000, 0x20), StopCondition.parse("WRITE 0x1000+0x20"), "hex length");
    }

    @Test
    void theFormsBeforeStopsWereLocationsStillRead() {
        Map<String, StopCondition> old = Map.of(
                "write 0x2000000100", StopCondition.write(0x2000000100L, 1),
                "write 0x2000000100+64", StopCondition.write(0x2000000100L, 64),
                "doorbell sg00:hw_exec_queue", StopCondition.of(new Queue("sg00:hw_exec_queue")),
                "flip sg00:hw_exec_queue.tx", new StopCondition(new Pring("sg00:hw_exec_queue.tx"),
                        StopCondition.Phase.FLIP),
                "flip sg00:qSPIO0_0.tx #2", StopCondition.flip("sg00:qSPIO0_0.tx #2"),
                "semaphore 0 24", StopCondition.of(new Semaphore(0, 24)),
                "doorbell", StopCondition.of(Queue.ANY),
                "DOORBELL *", StopCondition.of(Queue.ANY));
        old.forEach((text, c) -> assertEquals(c, StopCondition.parse(text), text));
    }

    @Test
    void aPlaceOrPhaseARunCannotStopAtIsRefused() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> StopCondition.of(new Vring("v")))
                .getMessage().contains("a run cannot stop at a vring"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new StopCondition(new SpineNode("n"),
                StopCondition.Phase.EXECUTED)).getMessage().contains("a node has no phase executed"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> StopCondition.parse("vring sg00:q"))
                .getMessage().contains("'vring' is not a stop condition; the forms are: write ADDR[+LEN], memory"));
    }

    @Test
    void onlyAsciiDigitsAreNumbers() {
        for (String text : List.of("sem \u0660 \u0661", "event 0 \u0663", "slot sg00:q.tx \u0967",
                "descriptor v tx \uff11", "write 0x\u0661\u0662", "doorbell q \u0662")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StopCondition.parse(text),
                    text);
            assertTrue(e.getMessage().contains("is not a number"), text + ": " + e.getMessage());
        }
        assertEquals("NeuronCore: '\u0660' is not a number", assertThrows(IllegalArgumentException.class,
                () -> StopCondition.parse("sem \u0660 \u0661")).getMessage());
        assertEquals(StopCondition.semaphore(0, 1), StopCondition.parse("sem 0 1"));
    }

    @Test
    void theLocationTextFormsMapWhereTheyNameTheSameThing() {
        for (String text : List.of("memory 0x2000000100 16", "slot sg00:qSPIO0_0.tx 3", "descriptor sg00:qSPIO0_0 tx 5",
                "node nrt_init", "pring sg00:qSPIO0_0.tx", "doorbell sg00:qSPIO0_0 2")) {
            Location.parse(text); // a location's own text form …
            StopCondition.parse(text); // … is a stop condition too
        }
        assertEquals(StopCondition.write(0x2000000100L, 16), StopCondition.parse("memory 0x2000000100 16"));
    }

    @Test
    void aBadConditionNamesTheBadWordAndTheForms() {
        Map<String, String> bad = Map.ofEntries(
                Map.entry("frob 1", "'frob' is not a stop condition; the forms are: write ADDR[+LEN]"),
                Map.entry("", "the forms are"),
                Map.entry("write 4096", "'4096' is not a hex address"),
                Map.entry("sem 0 99999999999", "index: '99999999999' is outside 0..2147483647"),
                Map.entry("write 0xzz", "'0xzz' is not a number"),
                Map.entry("write 0x10+0", "length: '0' is outside 1.."),
                Map.entry("write", "expected 'write ADDR[+LEN]'"),
                Map.entry("slot sg00:q.tx", "expected 'slot PRING N'"),
                Map.entry("slot sg00:q.tx x", "slot: 'x' is not a number"),
                Map.entry("descriptor v up 3", "a vring half is tx or rx, not up"),
                Map.entry("descriptor v tx 3 eaten", "'eaten' is not a descriptor phase (authored, edited, packed"),
                Map.entry("descriptor v tx", "expected 'descriptor VRING tx|rx N"),
                Map.entry("sem 0", "expected 'sem NC INDEX'"),
                Map.entry("event a 1", "NeuronCore: 'a' is not a number"),
                Map.entry("node", "expected 'node NAME'"),
                Map.entry("doorbell q0.1 2 3", "expected 'doorbell [QUEUE|*] [N]'"));
        bad.forEach((text, says) -> {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StopCondition.parse(text),
                    text);
            assertTrue(e.getMessage().contains(says), text + ": " + e.getMessage());
        });
    }
}
