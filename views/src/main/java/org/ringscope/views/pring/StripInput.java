package org.ringscope.views.pring;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.views.CanvasDrag;

/**
 * Mouse and keys of the ring strips: hover (what the slot holds and which cursors sit on it), click (select the slot:
 * a {@link PringSlot}, which the descriptor inspector shows), drag (pan the slots, scroll the rings), wheel
 * (zoom into the slots; over the labels: scroll) and keys (←/→ previous / next slot, ↑/↓ the slot of the ring above /
 * below, +/− zoom, 0 fit).
 */
final class StripInput {
    private final PringView v;
    private final RingStripsPane pane;
    private final CanvasDrag drag = new CanvasDrag(3);

    StripInput(PringView v, RingStripsPane pane) {
        this.v = v;
        this.pane = pane;
    }

    void install() {
        CanvasPane p = pane.canvas;
        p.setOnMouseMoved(e -> hoverAt(e.getX(), e.getY()));
        p.setOnMouseExited(e -> v.showHover(null, p, 0, 0));
        p.setOnMousePressed(this::pressed);
        p.setOnMouseDragged(this::dragged);
        p.setOnMouseReleased(e -> {
            if (!drag.dragging() && e.getButton() == MouseButton.PRIMARY) {
                click(e.getX(), e.getY());
                int sel = pane.model.selectedSlot();
                if (e.getClickCount() == 2 && sel >= 0 && pane.model.rowOf(pane.model.selectedPring()) >= 0) {
                    RingRow row = pane.model.rows().get(pane.model.rowOf(pane.model.selectedPring()));
                    v.publishSource(new PringSlot(new Pring(row.name()), sel));
                }
            }
        });
        p.setOnScroll(this::scrolled);
        p.setOnKeyPressed(this::key);
    }

    private void pressed(MouseEvent e) {
        pane.canvas.requestFocus();
        drag.press(e.getX(), e.getY());
    }

    private void dragged(MouseEvent e) {
        if (drag.move(e.getX(), e.getY())) {
            v.showHover(null, pane.canvas, 0, 0);
        }
        if (drag.dragging()) {
            pane.model.pan(-drag.dx());
            pane.model.scrollBy(-drag.dy());
            v.repaint(true, false);
        }
    }

    private void scrolled(ScrollEvent e) {
        StripModel m = pane.model;
        if (e.getX() < m.labelWidth()) {
            m.scrollBy(-e.getDeltaY());
        } else if (e.isShiftDown() || Math.abs(e.getDeltaX()) > Math.abs(e.getDeltaY())) {
            m.pan(-(e.getDeltaX() != 0 ? e.getDeltaX() : e.getDeltaY()));
        } else {
            m.zoom(Math.pow(1.004, e.getDeltaY()), e.getX());
        }
        v.repaint(true, false);
        e.consume();
    }

    void hoverAt(double x, double y) {
        StripModel m = pane.model;
        int r = m.rowAt(y);
        int s = m.slotAt(r, x);
        if (r >= 0 && s >= 0) {
            v.showHover(Describe.slot(m.rows().get(r), s), pane.canvas, x, y);
        } else if (r >= 0 && x < m.labelWidth()) {
            RingRow row = m.rows().get(r);
            v.showHover(row.name() + "\n" + Describe.rowDetail(row) + (row.bound() ? "\n" + row.descriptors()
                    + " descriptors, " + row.packets() + " packets through its queue" : ""), pane.canvas, x, y);
        } else {
            v.showHover(null, pane.canvas, 0, 0);
        }
    }

    void click(double x, double y) {
        StripModel m = pane.model;
        int r = m.rowAt(y);
        int s = m.slotAt(r, x);
        if (r >= 0 && s >= 0) {
            select(r, s);
        }
    }

    /** Selects slot {@code s} of row {@code r} and publishes it. */
    void select(int r, int s) {
        RingRow row = pane.model.rows().get(r);
        pane.model.select(row.pring(), s);
        pane.model.reveal(r);
        pane.model.revealSlots(s, 1, row.count());
        v.status.setText(Describe.slot(row, s).replace('\n', ' '));
        v.publish(new PringSlot(new Pring(row.name()), s));
        v.repaint(true, true);
    }

    private void key(KeyEvent e) {
        StripModel m = pane.model;
        int r = m.rowOf(m.selectedPring());
        int s = m.selectedSlot();
        boolean used = true;
        switch (e.getCode()) {
            case LEFT, RIGHT -> {
                if (r >= 0) {
                    int c = m.rows().get(r).count();
                    select(r, Math.floorMod(s + (e.getCode() == KeyCode.RIGHT ? 1 : -1), c));
                }
            }
            case UP, DOWN -> {
                int to = Math.max(0, Math.min(m.rows().size() - 1, r + (e.getCode() == KeyCode.DOWN
                        ? 1 : -1)));
                if (!m.rows().isEmpty()) {
                    select(to, Math.max(0, Math.min(m.rows().get(to).count() - 1, Math.max(0, s))));
                }
            }
            case PLUS, EQUALS, ADD -> m.zoom(1.5, m.labelWidth() + m.stripWidth() / 2);
            case MINUS, SUBTRACT -> m.zoom(1 / 1.5, m.labelWidth() + m.stripWidth() / 2);
            case DIGIT0, NUMPAD0, HOME -> m.fit();
            case PAGE_UP -> m.scrollBy(-m.height() * 0.8);
            case PAGE_DOWN -> m.scrollBy(m.height() * 0.8);
            default -> used = false;
        }
        if (used) {
            v.repaint(true, false);
            e.consume();
        }
    }
}
