package org.ringscope.views.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.udma.Direction;

/** The shared selection without a window: guards, batches, history, sources, failure isolation. */
class SelectionTest {
    private final Selection sel = new Selection();
    private final List<SelectionEvent> events = new ArrayList<>();
    private final Half tx = Half.of("v", Direction.TX);
    private final Object viewA = "view A";
    private final Object viewB = "view B";

    SelectionTest() {
        sel.addListener(events::add);
    }

    @Test
    void selectingFiresWithSourceAndAnEqualValueDoesNothing() {
        assertTrue(sel.select(tx.descriptor(3), viewA));
        assertEquals(1, events.size());
        SelectionEvent e = events.get(0);
        assertNull(e.previous());
        assertEquals(tx.descriptor(3), e.current());
        assertTrue(e.isFrom(viewA));
        assertFalse(e.isFrom(viewB));
        assertFalse(sel.select(tx.descriptor(3), viewB), "an equal value (a new record) changes nothing");
        assertEquals(1, events.size());
        assertEquals(tx.descriptor(3), sel.currentProperty().get());
        assertTrue(sel.clear(viewB));
        assertEquals(Optional.empty(), sel.current());
        assertFalse(sel.clear(viewB));
        assertEquals(2, events.size());
    }

    @Test
    void changingTheSelectionInsideAListenerThrows() {
        List<RuntimeException> caught = new ArrayList<>();
        sel.addListener(e -> {
            try {
                sel.select(tx.descriptor(99), viewB);
            } catch (RuntimeException ex) {
                caught.add(ex);
            }
        });
        sel.select(tx.descriptor(1), viewA);
        assertEquals(1, caught.size());
        assertInstanceOf(IllegalStateException.class, caught.get(0));
        assertEquals(tx.descriptor(1), sel.current().orElseThrow(), "the nested change did not happen");
        // the property mirrors the rule too
        sel.currentProperty().addListener((o, was, now) -> assertThrows(IllegalStateException.class, () -> sel.back()));
        sel.select(tx.descriptor(2), viewA);
    }

    @Test
    void aFailingListenerDoesNotStopTheOthers() {
        Selection s = new Selection();
        List<Location> seen = new ArrayList<>();
        s.addListener(e -> {
            throw new IllegalArgumentException("a view bug");
        });
        s.addListener(e -> seen.add(e.current()));
        s.select(tx, viewA);
        assertEquals(List.of(tx), seen);
    }

    @Test
    void aBatchFiresOnceForTheNetChange() {
        sel.beginUpdate();
        sel.select(tx.descriptor(1), viewA);
        sel.beginUpdate();
        sel.select(tx.descriptor(2), viewA);
        sel.endUpdate();
        assertTrue(events.isEmpty(), "nothing fires inside a batch");
        sel.select(tx.descriptor(3), viewB);
        sel.endUpdate();
        assertEquals(1, events.size());
        assertEquals(tx.descriptor(3), events.get(0).current());
        assertSame(viewB, events.get(0).source(), "the batch's event names the last source");
        assertNull(events.get(0).previous());

        sel.batch(() -> {
            sel.select(tx.descriptor(4), viewA);
            sel.select(tx.descriptor(3), viewA);
        });
        assertEquals(1, events.size(), "a batch that ends where it began fires nothing");
        assertThrows(IllegalStateException.class, sel::endUpdate);
    }

    @Test
    void historyGoesBackAndForward() {
        Location a = tx.descriptor(1);
        Location b = tx.descriptor(2);
        Location c = new SpineNode("nrt_load");
        assertFalse(sel.back());
        sel.select(a, viewA);
        sel.select(b, viewA);
        sel.select(c, viewB);
        assertEquals(List.of(b, a), sel.backHistory());
        assertTrue(sel.canBackProperty().get());
        assertFalse(sel.canForward());

        assertTrue(sel.back());
        assertEquals(b, sel.current().orElseThrow());
        assertSame(Selection.HISTORY, events.get(events.size() - 1).source());
        assertTrue(sel.back());
        assertEquals(a, sel.current().orElseThrow());
        assertFalse(sel.back());
        assertEquals(List.of(b, c), sel.forwardHistory());
        assertTrue(sel.canForwardProperty().get());
        assertTrue(sel.forward());
        assertEquals(b, sel.current().orElseThrow());

        // a new selection drops what was ahead
        sel.select(new Pring("q0"), viewA);
        assertFalse(sel.canForward());
        assertEquals(List.of(b, a), sel.backHistory());
        assertEquals(7, events.size());
    }

    @Test
    void historyIsBounded() {
        for (int i = 0; i < Selection.HISTORY_LIMIT + 50; i++) {
            sel.select(tx.descriptor(i), viewA);
        }
        assertEquals(Selection.HISTORY_LIMIT, sel.backHistory().size());
        assertEquals(tx.descriptor(Selection.HISTORY_LIMIT + 48), sel.backHistory().get(0));
    }
}
