package org.ringscope.app.ui.dock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where views go, how moves stick, and the preference string — without a window. */
class LayoutModelTest {
    private static final LayoutModel.Item NEFF = LayoutModel.Item.of("neff");
    private static final LayoutModel.Item NEFF2 = LayoutModel.Item.of("neff-2");
    private static final LayoutModel.Item DESC = LayoutModel.Item.of("descriptor");
    private static final LayoutModel.Item RELOC = LayoutModel.Item.of("relocations");
    private static final LayoutModel.Item ODD = LayoutModel.Item.of("someday");

    private static List<String> ids(EnumMap<Area, List<LayoutModel.Item>> r, Area a) {
        return r.get(a).stream().map(LayoutModel.Item::id).toList();
    }

    @Test
    void itemsKnowTheirKind() {
        assertEquals("neff", NEFF2.kind());
        assertEquals("neff", NEFF.kind());
        assertEquals("a-b", LayoutModel.Item.of("a-b").kind(), "a dash without a number is part of the kind");
    }

    @Test
    void kindsPlaceEveryViewOfTheKindAndStrangersGoToTheCentre() {
        LayoutModel m = Perspective.LOAD.defaults();
        var r = m.resolve(List.of(DESC, NEFF, RELOC, NEFF2, ODD));
        assertEquals(List.of("neff", "neff-2", "relocations", "someday"), ids(r, Area.CENTER));
        assertEquals(List.of("descriptor"), ids(r, Area.RIGHT));
        assertTrue(r.get(Area.LEFT).isEmpty(), "Load names no view on the left");
        assertTrue(r.get(Area.BOTTOM).isEmpty(), "the spine, below, does not exist yet");
        var exec = Perspective.EXECUTE.defaults().resolve(List.of(DESC, NEFF, RELOC));
        assertEquals(List.of("descriptor"), ids(exec, Area.RIGHT));
        assertEquals(List.of("neff", "relocations"), ids(exec, Area.BOTTOM));
    }

    @Test
    void aMoveSticksAndKeepsTheSlotsOfViewsToCome() {
        LayoutModel m = Perspective.LOAD.defaults();
        List<LayoutModel.Item> present = List.of(NEFF, DESC, RELOC);
        m.move(DESC, Area.BOTTOM, 0, present);
        var r = m.resolve(present);
        assertEquals(List.of("descriptor"), ids(r, Area.BOTTOM));
        assertTrue(r.get(Area.RIGHT).isEmpty());
        assertEquals(Optional.of("descriptor"), m.selected(Area.BOTTOM));
        assertTrue(m.entriesOf(Area.BOTTOM).contains("spine"), "the spine keeps its place for later");
        assertTrue(m.entriesOf(Area.RIGHT).contains("properties"));
        assertTrue(m.entriesOf(Area.CENTER).contains("vring"));
        // reorder inside an area, and a second NEFF follows its kind only when not named itself
        m.move(RELOC, Area.CENTER, 0, present);
        assertEquals(List.of("relocations", "neff"), ids(m.resolve(present), Area.CENTER));
        List<LayoutModel.Item> more = List.of(NEFF, DESC, RELOC, NEFF2);
        assertEquals(List.of("relocations", "neff", "neff-2"), ids(m.resolve(more), Area.CENTER));
        m.move(NEFF2, Area.LEFT, 5, more);
        assertEquals(List.of("neff-2"), ids(m.resolve(more), Area.LEFT));
        assertEquals(Area.LEFT, m.areaOf(NEFF2, more));
        assertEquals(Area.CENTER, m.areaOf(NEFF, more));
    }

    @Test
    void encodesAndDecodesAndRefusesGarbage() {
        LayoutModel m = Perspective.DIFF.defaults();
        m.move(DESC, Area.LEFT, 0, List.of(DESC, NEFF));
        m.setDividers(0.3, 0.8, 0.5);
        String s = m.encode();
        LayoutModel back = LayoutModel.decode(s).orElseThrow();
        assertEquals(s, back.encode());
        assertEquals(0.3, back.leftDivider(), 1e-9);
        assertEquals(Optional.of("descriptor"), back.selected(Area.LEFT));
        assertTrue(LayoutModel.decode(null).isEmpty());
        assertTrue(LayoutModel.decode("").isEmpty());
        assertTrue(LayoutModel.decode("rs-layout-0|left=a").isEmpty(), "another version");
        assertTrue(LayoutModel.decode("rs-layout-1|left=a|center=b").isEmpty(), "areas missing");
        assertTrue(LayoutModel.decode(s.replace("div=0.3000", "div=x")).isEmpty());
        m.setDividers(-1, 2, Double.NaN);
        assertEquals(0.05, m.leftDivider(), 1e-9, "clamped");
        assertEquals(0.95, m.rightDivider(), 1e-9);
    }

    @Test
    void everyPerspectiveHasACentreAndParses() {
        for (Perspective p : Perspective.values()) {
            assertTrue(!p.defaults().entriesOf(Area.CENTER).isEmpty(), p.name());
            assertEquals(Optional.of(p), Perspective.parse(p.key().toUpperCase()));
        }
        assertTrue(Perspective.TEACH.presenter());
        assertTrue(Perspective.parse("nope").isEmpty());
    }
}
