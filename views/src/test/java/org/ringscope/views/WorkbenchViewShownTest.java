package org.ringscope.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.cursor.CursorEvent;
import org.ringscope.views.cursor.ManualCursor;

/** A view behind another tab holds the cursor's moves and catches up, once, when it comes forward (decision 0872). */
class WorkbenchViewShownTest {

    static final class Follower extends WorkbenchView {
        final List<CursorEvent> heard = new ArrayList<>();

        Follower(Cursor c) {
            super(ViewKind.EXPLAIN, "Follower");
            follow(c, heard::add);
        }

        @Override public Node node() {
            return null;
        }
    }

    @Test
    void aShownViewHearsEveryMove() {
        ManualCursor c = new ManualCursor();
        Follower v = new Follower(c);
        c.move(3);
        c.move(4);
        assertTrue(v.isShown());
        assertEquals(List.of(3, 4), v.heard.stream().map(CursorEvent::step).toList());
    }

    @Test
    void aHiddenViewHearsNothingThenOneMergedMoveWhenShown() {
        ManualCursor c = new ManualCursor();
        Follower v = new Follower(c);
        c.move(10);
        v.setShown(false);
        c.move(11);
        c.move(12);
        c.move(7);
        assertEquals(1, v.heard.size(), "nothing while hidden");
        v.setShown(true);
        assertEquals(2, v.heard.size());
        CursorEvent e = v.heard.get(1);
        assertEquals(10, e.previous(), "from the step it last showed");
        assertEquals(7, e.step(), "to the latest");
        assertEquals(c.revision - 1, e.revision(), "of the latest revision");
        assertTrue(e.moved() && e.reversed());
        v.setShown(true);
        assertEquals(2, v.heard.size(), "shown again without a move: nothing to catch up");
    }

    @Test
    void hiddenAndShownWithoutAMoveDeliversNothing() {
        ManualCursor c = new ManualCursor();
        Follower v = new Follower(c);
        v.setShown(false);
        v.setShown(true);
        assertEquals(List.of(), v.heard);
    }

    @Test
    void aDisposedViewIsNotToldWhatItHeldWhenShown() {
        ManualCursor c = new ManualCursor();
        Follower v = new Follower(c);
        v.setShown(false);
        c.move(5);
        v.dispose();
        v.setShown(true);
        c.move(6);
        assertEquals(List.of(), v.heard);
        assertEquals(List.of(), c.listeners);
    }
}
