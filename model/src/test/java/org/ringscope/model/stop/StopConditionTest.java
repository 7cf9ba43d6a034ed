package org.ringscope.model.stop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Location;
import org.ringscope.model.udma.Direction;

/** The text form of stop conditions: every form read, written back, and the errors that name the bad word. */
class StopConditionTest {
    @Test
    void everyFormReadsAndWritesBack() {
        Map<String, StopCondition> forms = Map.ofEntries(
                Map.entry("write 0x2000000100", new StopCondition.Write(0x2000000100L, 1)),
                Map.entry("write 0x2000000100+64", new StopCondition.Write(0x2000000100L, 64)),
                Map.entry("slot sg00:qSPIO0_0.tx 3", new StopCondition.Slot("sg00:qSPIO0_0.tx", 3)),
                Map.entry("slot sg00:qSPIO0_0.tx #2 3", new StopCondition.Slot("sg00:qSPIO0_0.tx #2", 3)),
                Map.entry("pring sg00:qSPIO0_0.rx", new StopCondition.PringWrite("sg00:qSPIO0_0.rx")),
                Map.entry("descriptor sg00:qSPIO0_0 tx 5", new StopCondition.Descriptor("sg00:qSPIO0_0", Direction.TX, 5,
                        StopCondition.Phase.ANY)),
                Map.entry("descriptor sg00@1:qSPIO0_0 rx 7 executed", new StopCondition.Descriptor("sg00@1:qSPIO0_0",
                        Direction.RX, 7, StopCondition.Phase.EXECUTED)),
                Map.entry("doorbell sg00:hw_exec_queue", new StopCondition.Doorbell("sg00:hw_exec_queue", -1)),
                Map.entry("doorbell q0.1 2", new StopCondition.Doorbell("q0.1", 2)),
                Map.entry("sem 0 24", new StopCondition.Register(StopCondition.Bank.SEMAPHORE, 0, 24)),
                Map.entry("event 1 3", new StopCondition.Register(StopCondition.Bank.EVENT, 1, 3)),
                Map.entry("flip sg00:hw_exec_queue.tx", new StopCondition.Flip("sg00:hw_exec_queue.tx")),
                Map.entry("node nrt_execute", new StopCondition.Node("nrt_execute")));
        forms.forEach((text, c) -> {
            assertEquals(c, StopCondition.parse(text), text);
            assertEquals(text, c.text(), "written back");
            assertEquals(c, StopCondition.parse(c.text()), "round trip");
        });
        for (StopCondition.Phase p : StopCondition.Phase.values()) {
            StopCondition c = new StopCondition.Descriptor("v", Direction.TX, 0, p);
            assertEquals(c, StopCondition.parse(c.text()), p.name());
        }
        assertEquals(new StopCondition.Write(0x1000, 0x20), StopCondition.parse("WRITE 0x1000+0x20"), "hex length");
    }

    @Test
    void theLocationTextFormsMapWhereTheyNameTheSameThing() {
        for (String text : List.of("memory 0x2000000100 16", "slot sg00:qSPIO0_0.tx 3", "descriptor sg00:qSPIO0_0 tx 5",
                "node nrt_init", "pring sg00:qSPIO0_0.tx", "doorbell sg00:qSPIO0_0 2")) {
            Location.parse(text); // a location's own text form …
            StopCondition.parse(text); // … is a stop condition too
        }
        assertEquals(new StopCondition.Write(0x2000000100L, 16), StopCondition.parse("memory 0x2000000100 16"));
    }

    @Test
    void aBadConditionNamesTheBadWordAndTheForms() {
        Map<String, String> bad = Map.ofEntries(
                Map.entry("frob 1", "'frob' is not a stop condition; the forms are: write ADDR[+LEN]"),
                Map.entry("", "the forms are"),
                Map.entry("write 4096", "'4096' is not a hex address"),
                Map.entry("write 0xzz", "'0xzz' is not a number"),
                Map.entry("write 0x10+0", "'0' is not at least 1"),
                Map.entry("write", "expected 'write ADDR[+LEN]'"),
                Map.entry("slot sg00:q.tx", "expected 'slot PRING N'"),
                Map.entry("slot sg00:q.tx x", "slot 'x' is not a number"),
                Map.entry("descriptor v up 3", "'up' is not a vring half"),
                Map.entry("descriptor v tx 3 eaten", "'eaten' is not a descriptor phase (authored, edited, packed"),
                Map.entry("descriptor v tx", "expected 'descriptor VRING tx|rx N"),
                Map.entry("sem 0", "expected 'sem NC INDEX'"),
                Map.entry("event a 1", "NeuronCore 'a' is not a number"),
                Map.entry("node", "expected 'node NAME'"),
                Map.entry("doorbell", "expected 'doorbell QUEUE [N]'"));
        bad.forEach((text, says) -> {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StopCondition.parse(text),
                    text);
            assertTrue(e.getMessage().contains(says), text + ": " + e.getMessage());
        });
    }
}
