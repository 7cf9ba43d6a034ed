package org.ringscope.views.pring;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import org.ringscope.model.timeline.EventKind;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.views.CanvasDrag;
import org.ringscope.views.Format;

/**
 * Mouse and keys of the timeline canvas: hover (details and a doorbell's flow), click (select an event and move the
 * cursor to it, or move the cursor to the step under the mouse), drag (pan and scroll the lanes), wheel (zoom; over
 * the lane labels: scroll; with Shift: pan) and keys (←/→ pan, ↑/↓ scroll, +/− zoom, 0 fit, E events, C cursor,
 * N/P next / previous doorbell, Enter: cursor to the selected event, Esc: clear).
 */
final class TimelineInput {
    private final PringView v;
    private final DoorbellTimelinePane pane;
    private final CanvasDrag drag = new CanvasDrag(3);

    TimelineInput(PringView v, DoorbellTimelinePane pane) {
        this.v = v;
        this.pane = pane;
    }

    void install() {
        CanvasPane p = pane.canvas;
        p.setOnMouseMoved(e -> hoverAt(e.getX(), e.getY()));
        p.setOnMouseExited(e -> {
            if (pane.model.hover(-1)) {
                v.repaint(false, true);
            }
            v.showHover(null, p, 0, 0);
        });
        p.setOnMousePressed(this::pressed);
        p.setOnMouseDragged(this::dragged);
        p.setOnMouseReleased(e -> {
            if (!drag.dragging() && e.getButton() == MouseButton.PRIMARY) {
                click(e.getX(), e.getY());
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
        if (drag.dragging() && pane.model.ready()) {
            pane.model.pan(-drag.dx());
            pane.model.scrollBy(-drag.dy());
            v.repaint(false, true);
        }
    }

    private void scrolled(ScrollEvent e) {
        TimelineModel m = pane.model;
        if (!m.ready()) {
            return;
        }
        if (e.getX() < m.labelWidth()) {
            m.scrollBy(-e.getDeltaY());
        } else if (e.isShiftDown() || Math.abs(e.getDeltaX()) > Math.abs(e.getDeltaY())) {
            m.pan(-(e.getDeltaX() != 0 ? e.getDeltaX() : e.getDeltaY()));
        } else {
            m.zoom(Math.pow(1.004, e.getDeltaY()), e.getX());
        }
        v.repaint(false, true);
        hoverAt(e.getX(), e.getY());
        e.consume();
    }

    void hoverAt(double x, double y) {
        TimelineModel m = pane.model;
        if (!m.ready()) {
            return;
        }
        int e = m.hit(x, y);
        if (m.hover(e)) {
            v.repaint(false, true);
        }
        if (e >= 0) {
            v.showHover(Describe.event(m.index(), e), pane.canvas, x, y);
        } else {
            v.showHover(null, pane.canvas, 0, 0);
            if (x >= m.labelWidth() && y >= m.header()) {
                v.status.setText("step " + Format.count(m.stepAtX(x)) + " — click to move the cursor there");
            }
        }
    }

    void click(double x, double y) {
        TimelineModel m = pane.model;
        if (!m.ready()) {
            return;
        }
        int e = m.hit(x, y);
        if (e >= 0) {
            choose(e);
        } else if (x >= m.labelWidth() && y >= m.header() || y < m.header() && x >= m.labelWidth()) {
            v.ctx.cursor().seek(m.stepAtX(x));
        }
    }

    /** Selects event {@code e}: publishes its location, reveals the slots it published and moves the cursor to it. */
    void choose(int e) {
        TimelineModel m = pane.model;
        m.select(e);
        m.locationOf(e).ifPresent(v::publish);
        v.revealPublished(e);
        v.status.setText(Describe.event(m.index(), e).replace('\n', ' ').replace("  ", " "));
        v.ctx.cursor().seek(m.index().record(e) + 1);
        v.repaint(true, true);
    }

    private void key(KeyEvent e) {
        TimelineModel m = pane.model;
        if (!m.ready()) {
            return;
        }
        double w = m.axis().width();
        boolean used = true;
        switch (e.getCode()) {
            case LEFT -> m.pan(-w * (e.isShiftDown() ? 0.5 : 0.1));
            case RIGHT -> m.pan(w * (e.isShiftDown() ? 0.5 : 0.1));
            case UP -> m.scrollBy(-m.laneHeight());
            case DOWN -> m.scrollBy(m.laneHeight());
            case PLUS, EQUALS, ADD -> m.zoom(1.5, m.labelWidth() + w / 2);
            case MINUS, SUBTRACT -> m.zoom(1 / 1.5, m.labelWidth() + w / 2);
            case DIGIT0, NUMPAD0, HOME -> m.fit();
            case E -> m.fitEvents();
            case C -> {
                double c = m.index().valueOfStep(m.cursor(), m.mode());
                m.axis().show(c - m.axis().span() / 2, c + m.axis().span() / 2);
            }
            case N, P -> nextDoorbell(e.getCode() == KeyCode.N ? 1 : -1);
            case ENTER -> {
                if (m.selected() >= 0) {
                    v.ctx.cursor().seek(m.index().record(m.selected()) + 1);
                }
            }
            case ESCAPE -> {
                m.select(-1);
                v.ctx.selection().clear(v);
            }
            default -> used = false;
        }
        if (used) {
            v.repaint(false, true);
            e.consume();
        }
    }

    /** Selects the next (or previous) doorbell after the selected event, else after the cursor. */
    void nextDoorbell(int dir) {
        TimelineModel m = pane.model;
        TimelineIndex x = m.index();
        int from = m.selected();
        if (from < 0) {
            int step = m.cursor();
            from = dir > 0 ? -1 : x.size();
            for (int e = 0; e < x.size(); e++) {
                if (x.record(e) + 1 > step) {
                    from = dir > 0 ? e - 1 : e;
                    break;
                }
            }
        }
        for (int e = from + dir; e >= 0 && e < x.size(); e += dir) {
            if (x.kind(e).doorbell() || x.kind(e) == EventKind.KICKOFF) {
                choose(e);
                pane.revealEvent(e);
                return;
            }
        }
    }
}
