package org.ringscope.model.location;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Direction;

/** The location hierarchy: parents, isWithin, descriptor index arithmetic, value equality. */
class LocationTest {
    private final Half tx = Half.of("v0", Direction.TX);

    @Test
    void descriptorsKnowTheirPageHalfAndVring() {
        Descriptor d = tx.descriptor(65_536 + 7);
        assertEquals(1, d.page().page());
        assertEquals(7, d.slot());
        assertEquals(65_543, d.index());
        assertTrue(d.isWithin(d));
        assertTrue(d.isWithin(d.page()));
        assertTrue(d.isWithin(tx));
        assertTrue(d.isWithin(new Vring("v0")));
        assertFalse(d.isWithin(Half.of("v0", Direction.RX)));
        assertFalse(d.isWithin(new Vring("v1")));
        assertFalse(tx.isWithin(d), "a parent is not inside its child");
        assertEquals(tx.descriptor(65_543), d, "a value: equal by content");
        assertEquals(Optional.of(tx), d.ancestor(Half.class));
        assertEquals("vring v0 TX #65543", d.label());
    }

    @Test
    void packetsContainTheirDescriptorRange() {
        Packet p = new Packet(tx, 10, 3);
        assertTrue(p.contains(tx.descriptor(10)) && p.contains(tx.descriptor(12)));
        assertFalse(p.contains(tx.descriptor(13)) || p.contains(tx.descriptor(9)));
        assertFalse(p.contains(Half.of("v0", Direction.RX).descriptor(11)));
        assertTrue(p.isWithin(tx));
        assertThrows(IllegalArgumentException.class, () -> new Packet(tx, 0, 0));
    }

    @Test
    void patchesSitInTheirSegmentOrTheLibrary() {
        UcodeLib lib = new UcodeLib("rs_split.so");
        Patch p = new Patch(lib, 0, 5);
        assertEquals(Optional.of(new Segment(lib, 0)), p.parent());
        assertTrue(p.isWithin(new Segment(lib, 0)));
        assertFalse(p.isWithin(new Segment(lib, 1)));
        Patch loose = new Patch(lib, -1, 6);
        assertEquals(Optional.of(lib), loose.parent());
        assertThrows(IllegalArgumentException.class, () -> new Patch(lib, -2, 0));
    }

    @Test
    void rootsHaveNoParentAndEveryKindHasALabel() {
        Neff neff = new Neff("sample.neff");
        Location[] all = {new SpineNode("nrt_load"), tx, tx.descriptor(0).page(), tx.descriptor(0),
            new Packet(tx, 0, 1), new Pring("q0.tx"), new PringSlot(new Pring("q0.tx"), 3),
            new Doorbell("q0", 2), new UcodeLib("l.so"), new Segment(new UcodeLib("l.so"), 1),
            new Patch(new UcodeLib("l.so"), 1, 2), neff, new NeffMember(neff, "sg00/def.json")};
        for (Location l : all) {
            assertFalse(l.label().isBlank(), l.toString());
            Location root = l;
            while (root.parent().isPresent()) {
                root = root.parent().get();
            }
            assertTrue(l.isWithin(root));
        }
        assertThrows(IllegalArgumentException.class, () -> tx.descriptor(-1));
        assertThrows(NullPointerException.class, () -> new Vring(null));
    }

    @Test
    void everyKindReadsBackFromItsTextForm() {
        Neff neff = new Neff("sample.neff");
        UcodeLib lib = new UcodeLib("l.so");
        Location[] all = {new SpineNode("nrt_load"), new Vring("sg00:q"), tx,
            tx.descriptor(65_536 + 3).page(), tx.descriptor(65_536 + 3), new Packet(tx, 4, 2),
            new Pring("sg00:q.tx"), new PringSlot(new Pring("sg00:q.tx"), 3),
            new Doorbell("sg00:hw_exec_queue", 2), lib, new Segment(lib, 1),
            new Patch(lib, -1, 2), neff, new NeffMember(neff, "sg00/def.json"),
            new Instruction(new NeffMember(neff, "sg00/Pool.bin"), 2),
            new DmaEntry(new NeffMember(neff, "sg00/sp.json"), 3), new Memory(0x2000000100L, 64),
            new Queue("sg00:qSPIO0_0"), new Semaphore(0, 24), new Event(1, 3),
            new PringSlot(new Pring("sg00:q.tx #2"), 5)};
        Set<String> kinds = new HashSet<>();
        for (Location l : all) {
            assertEquals(l, Location.parse(l.text()), l.text());
            assertEquals(l, Location.parse(l.kind(), l.words()), l.text());
            kinds.add(l.kind());
        }
        assertEquals(Arrays.stream(LocationKind.values()).map(LocationKind::word).collect(Collectors.toSet()), kinds,
                "every kind has its keyword, and only one");
        assertEquals("slot sg00:q.tx #2 5", all[all.length - 1].text(), "a pring's name may hold a space");
        assertEquals("descriptor v0 tx 65539", tx.descriptor(65_539).text());
    }

    @Test
    void textThatIsNoLocationIsRefusedWithItsForm() {
        assertEquals(Half.of("v0", Direction.RX).descriptor(1_000), Location.parse("DESCRIPTOR v0 RX 1,000"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Location.parse("page v0 tx"))
                .getMessage().contains("expected 'page VRING tx|rx N'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Location.parse("half v0 up"))
                .getMessage().contains("a vring half is tx or rx, not up"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Location.parse("slot p many"))
                .getMessage().contains("slot: 'many' is not a number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Location.parse("ring x"))
                .getMessage().contains("'ring' is not a selection kind"));
        assertThrows(IllegalArgumentException.class, () -> Location.parse("doorbell q -1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Location.parse("slot p \u0663"))
                .getMessage().contains("slot: '\u0663' is not a number"), "only ASCII digits are numbers");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Location.parse("descriptor v tx 99999999999"))
                .getMessage().contains("descriptor: '99999999999' is outside 0..2147483647"));
    }
}
