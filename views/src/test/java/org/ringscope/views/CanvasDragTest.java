package org.ringscope.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A canvas's drag (decision 1241): a click until past the slop, then pans that keep the content under the pointer. */
class CanvasDragTest {

    @Test
    void aMoveWithinTheSlopIsStillAClickAndPansNothing() {
        CanvasDrag d = new CanvasDrag(3);
        d.press(100, 50);
        assertFalse(d.move(102, 52), "2.8 px from the press");
        assertFalse(d.dragging());
        assertEquals(0, d.dx());
        assertEquals(0, d.dy());
    }

    @Test
    void theMoveThatLeavesTheSlopStartsTheDragAndPansFromThePress() {
        CanvasDrag d = new CanvasDrag(3);
        d.press(100, 50);
        d.move(102, 51);
        assertTrue(d.move(104, 49), "4.1 px from the press: a drag now");
        assertTrue(d.dragging());
        assertEquals(4, d.dx(), "from the press, so nothing moved before the drag is lost");
        assertEquals(-1, d.dy());
        assertFalse(d.move(110, 60), "started once");
        assertEquals(6, d.dx(), "then from the last pan");
        assertEquals(11, d.dy());
    }

    @Test
    void aNewPressIsAClickAgain() {
        CanvasDrag d = new CanvasDrag(4);
        d.press(0, 0);
        d.move(20, 0);
        assertTrue(d.dragging());
        d.press(20, 0);
        assertFalse(d.dragging(), "the release after the last drag was no click; this press may be one");
        assertEquals(0, d.dx());
        assertFalse(d.move(23, 2), "3.6 px: inside a slop of 4");
        assertTrue(d.move(25, 0), "5 px");
        assertEquals(5, d.dx());
    }
}
