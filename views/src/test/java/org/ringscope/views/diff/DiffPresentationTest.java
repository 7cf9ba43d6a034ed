package org.ringscope.views.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.diff.Alignment;
import org.ringscope.model.diff.DescField;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.diff.RowKind;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;

/** The diff view's presentation model without a window: rings, filters, navigation, alignment, minimap, scrolling. */
class DiffPresentationTest {
    private static DumpDiff sundaCayman;
    /**
     * The RX ring of the sample's qActIO0 queue: its four data descriptors carry SOW on CAYMAN and not on SUNDA (the
     * last one also the embedded semaphore); slot 4 holds SUNDA's semaphore descriptor and nothing on CAYMAN.
     */
    private static final String RING = "pring:sg00/qActIO0/0/rx";

    @BeforeAll
    static void diff() {
        sundaCayman = SampleDumps.sundaVsCayman();
    }

    private static DiffPresentation on(DumpDiff d, String ring) {
        DiffPresentation p = new DiffPresentation();
        p.setPageRows(10);
        p.setDiff(d, Alignment.AUTO);
        if (ring != null) {
            int i = indexOf(p, ring);
            assertTrue(i >= 0, "no ring " + ring);
            p.select(i);
        }
        return p;
    }

    private static int indexOf(DiffPresentation p, String ring) {
        for (int i = 0; i < p.rings().size(); i++) {
            if (p.rings().get(i).id().toString().equals(ring)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void showsTheFirstDifferingRingWithTheCaretOnItsFirstDifference() {
        DiffPresentation p = on(sundaCayman, null);
        assertEquals(sundaCayman.rings().size(), p.rings().size());
        RingDiff r = p.ring().orElseThrow();
        assertFalse(r.identical());
        assertEquals(r.nextDifference(-1), p.model().row(p.caret()));
        assertNotEquals(0, p.caretMaskOrZero());
    }

    @Test
    void nextAndPreviousWalkTheDifferencesAndStopAtTheEnds() {
        DiffPresentation p = on(sundaCayman, RING);
        assertEquals(64, p.size());
        assertEquals(0, p.caret());
        int seen = 1;
        while (p.next()) {
            seen++;
            assertEquals(RowKind.CHANGED, p.model().kind(p.caret()));
            int mask = p.model().fieldMask(p.caret());
            assertTrue(p.caret() == 4 ? (mask & DescField.LEN.bit()) != 0 : (mask & DescField.SOW.bit()) != 0,
                    "CAYMAN's SOW against SUNDA's none on the data, SUNDA's semaphore descriptor at 4");
        }
        assertEquals(5, seen, "rows 0..4 differ");
        assertEquals(4, p.caret(), "no next: the caret stays");
        assertTrue(p.previous());
        assertEquals(3, p.caret());
        p.setCaret(40);
        assertTrue(p.previous());
        assertEquals(4, p.caret(), "previous from below the last difference");
    }

    @Test
    void filtersShowOnlyChangesOrChangedFieldsAndKeepTheCaretOnItsRow() {
        DiffPresentation p = on(sundaCayman, RING);
        p.setCaret(2);
        p.setFilter(true, DescField.ALL);
        assertEquals(5, p.size());
        assertEquals(2, p.model().row(p.caret()), "the caret stays on its row");
        p.setFilter(true, DescField.ADDRESS.bit());
        assertEquals(1, p.size(), "only row 4 changes its address");
        assertEquals(4, p.model().row(0));
        assertEquals(0, p.caret(), "the caret moves to the next row shown");
        p.setFilter(false, DescField.DMB.bit());
        assertEquals(0, p.size(), "no RX descriptor carries DMB on either arch");
        assertEquals(-1, p.caret());
        p.setFilter(false, DescField.ALL);
        assertEquals(64, p.size());
        p.setFilter(false, DescField.DMB.bit() | DescField.SOW.bit());
        for (int v = 0; v < p.size(); v++) {
            assertTrue((p.model().fieldMask(v) & DiffRows.BARRIERS) != 0);
        }
        assertEquals(4, p.size(), "the four data descriptors: SOW");
    }

    @Test
    void onlyDifferingRingsKeepsTheRingShown() {
        DiffPresentation p = on(sundaCayman, RING);
        p.setOnlyDifferingRings(true);
        assertTrue(p.rings().stream().noneMatch(RingDiff::identical));
        assertEquals(RING, p.ring().orElseThrow().id().toString());
    }

    @Test
    void alignToAGoesToTheRowOfADescriptor() {
        DiffPresentation p = on(sundaCayman, RING);
        assertTrue(p.alignToA(30));
        assertEquals(30, p.model().aIndex(p.caret()));
        assertTrue(p.top() <= 30 && 30 < p.top() + p.pageRows(), "scrolled into view");
        assertFalse(p.alignToA(64), "A has 64 descriptors");
        p.setFilter(true, DescField.ALL);
        assertFalse(p.alignToA(30), "row 30 is not shown and none after it");
        assertTrue(p.alignToA(3));
        assertEquals(3, p.model().aIndex(p.caret()));
    }

    @Test
    void switchingTheAlignmentKeepsTheRingAndTheDescriptor() {
        DiffPresentation p = on(sundaCayman, RING);
        p.setCaret(3);
        DumpDiff content = DiffPresentation.realign(sundaCayman, Alignment.CONTENT);
        p.setDiff(content, Alignment.CONTENT);
        assertEquals(Alignment.CONTENT, p.alignment());
        assertEquals(RING, p.ring().orElseThrow().id().toString());
        assertEquals(Alignment.CONTENT, p.ring().orElseThrow().alignment());
        assertEquals(3, p.model().aIndex(p.caret()));
    }

    @Test
    void minimapBinsCountDifferencesAndAClickGoesToTheFirstInTheBin() {
        DiffPresentation p = on(sundaCayman, RING);
        int[] bins = p.minimap(8);
        assertEquals(5, bins[0]);
        for (int k = 1; k < 8; k++) {
            assertEquals(0, bins[k]);
        }
        assertEquals(0, p.binOf(7, 8));
        assertEquals(7, p.binOf(63, 8));
        p.minimapClick(0.99, 8);
        assertEquals(56, p.caret(), "no difference in the last bin: its first row");
        p.minimapClick(0.05, 8);
        assertEquals(0, p.caret());
        p.setFilter(true, DescField.ALL);
        assertEquals(5, Arrays.stream(p.minimap(5)).sum(), "filtered: every row shown differs");
    }

    @Test
    void scrollingIsClampedToTheRows() {
        DiffPresentation p = on(sundaCayman, RING);
        p.scrollBy(1000);
        assertEquals(54, p.top());
        p.scrollBy(-3);
        assertEquals(51, p.top());
        p.scrollBy(-1000);
        assertEquals(0, p.top());
        p.setCaret(63);
        assertTrue(p.top() > 50);
        p.setPageRows(100);
        assertEquals(0, p.top(), "everything fits");
    }

    @Test
    void contentAlignmentShowsAnInsertedDescriptor(@TempDir Path dir) throws Exception {
        Path a = raw(dir.resolve("a.bin"), 10, -1);
        Path b = raw(dir.resolve("b.bin"), 10, 5);
        DumpDiff d = DumpDiff.of(DumpReader.readRaw(a, Direction.TX), DumpReader.readRaw(b, Direction.TX),
                DiffOptions.defaults());
        DiffPresentation p = on(d, null);
        assertEquals(11, p.size());
        assertEquals(RowKind.INSERTED, p.model().kind(p.caret()));
        assertEquals(5, p.model().bIndex(p.caret()));
        assertFalse(p.next(), "one difference");
        p.setFilter(true, DescField.ALL);
        assertEquals(1, p.size());
        p.setFilter(false, DescField.DMB.bit());
        assertEquals(0, p.size(), "an inserted row has no fields to compare");
        p.setFilter(false, DescField.ALL);
        p.setDiff(DiffPresentation.realign(d, Alignment.INDEX), Alignment.INDEX);
        assertEquals(11, p.size());
        assertTrue(p.model().kind(5) == RowKind.CHANGED && p.model().kind(10) == RowKind.INSERTED);
    }

    @Test
    void theCaretRowIsToldInFull() {
        DiffPresentation p = on(sundaCayman, RING);
        String s = DiffRows.describe(p.model(), 3);
        assertTrue(s.contains("A #3 ↔ B #3") && s.contains("sow 0 → 1") && s.contains("concat 0 → 1")
                && s.contains("metaCtrl"), s);
        RingDiff rx = sundaCayman.rings().stream().filter(r -> r.id().toString().equals(RING)).findFirst().orElseThrow();
        assertEquals("· · · · · · · ·", DiffRows.flags(rx.a().word0(3), 0), "SUNDA: no barrier on the RX side");
        assertEquals("· · C · S · · ·", DiffRows.flags(rx.b().word0(3), 0), "CAYMAN: SOW and the embedded semaphore");
        RingDiff tx = sundaCayman.rings().stream().filter(r -> r.id().toString().equals("pring:sg00/qActIO0/0/tx"))
                .findFirst().orElseThrow();
        assertEquals("F · C · · · · W", DiffRows.flags(tx.a().word0(0), 0), "SUNDA: the write barrier on the first");
        assertEquals("F · · D · · · ·", DiffRows.flags(tx.a().word0(4) & ~(long) LenCtrl.LAST, 0),
                "SUNDA's semaphore descriptor: DMB on a packet's first (and only) descriptor");
        assertTrue(DiffRows.summary(sundaCayman).startsWith("Different"));
    }

    /** {@code n} distinct TX descriptors, with an extra one at {@code insertAt} (none when negative). */
    private static Path raw(Path file, int n, int insertAt) throws Exception {
        ByteBuffer b = ByteBuffer.allocate((n + (insertAt >= 0 ? 1 : 0)) * 16).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            if (i == insertAt) {
                b.putInt(0x1000).putInt(0).putLong(0xdead0000L);
            }
            b.putInt(64 + i).putInt(0).putLong(0x1000L * i);
        }
        Files.write(file, b.array());
        return file;
    }
}
