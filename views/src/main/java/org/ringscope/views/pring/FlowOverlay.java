package org.ringscope.views.pring;

import javafx.geometry.Rectangle2D;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.views.pring.PringPalette.Colour;

/**
 * The flow of the hovered (else the selected) doorbell, drawn over both canvases: the slots it published outlined on
 * its ring's strip, a curve from the doorbell up to them, and arcs from the doorbell to the packets that ran them
 * (a band over their span when there are more than {@link TimelineModel#MAX_FLOW_CURVES}).
 */
final class FlowOverlay {
    private final int[] consumers = new int[TimelineModel.MAX_FLOW_CURVES];
    private boolean blank;

    /** The overlay canvas was resized or cleared elsewhere: the next {@link #draw} paints it whatever it holds. */
    void invalidate() {
        blank = false;
    }

    /**
     * @param strips   the strip canvas's bounds in overlay coordinates
     * @param timeline the timeline canvas's bounds in overlay coordinates
     */
    void draw(GraphicsContext g, double w, double h, Rectangle2D strips, Rectangle2D timeline, StripModel sm,
            TimelineModel tm, PringPalette pal) {
        int d = tm.ready() ? tm.flowDoorbell() : -1;
        TimelineIndex x = d < 0 ? null : tm.index();
        double ly = d < 0 ? 0 : tm.laneY(x.lane(d));
        if (d < 0 || ly + tm.laneHeight() < tm.header() || ly > tm.height()) {
            if (!blank) { // a blank overlay is left alone: clearing it would make the whole view a dirty region
                g.clearRect(0, 0, w, h);
                blank = true;
            }
            return;
        }
        g.clearRect(0, 0, w, h);
        blank = false;
        Color flow = pal.get(Colour.FLOW);
        double dx = timeline.getMinX() + tm.xOfEvent(d);
        double dy = timeline.getMinY() + ly + tm.laneHeight() / 2;
        boolean inPlot = tm.xOfEvent(d) >= tm.labelWidth() && tm.xOfEvent(d) <= tm.width();
        // the packets that ran its descriptors
        int n = tm.consumers(d, consumers);
        g.save();
        g.beginPath();
        g.rect(timeline.getMinX() + tm.labelWidth(), timeline.getMinY() + tm.header(), timeline.getWidth()
                - tm.labelWidth(), timeline.getHeight() - tm.header());
        g.clip();
        g.setStroke(flow);
        g.setLineWidth(1.5);
        if (n > consumers.length) {
            double a = timeline.getMinX() + tm.xOfEvent(x.link1(d));
            double b = timeline.getMinX() + tm.xOfEvent(x.link2(d));
            g.setFill(flow);
            g.setGlobalAlpha(0.18);
            g.fillRect(Math.min(dx, a), dy - tm.laneHeight() * 0.45, Math.max(2, b - Math.min(dx, a)), tm.laneHeight() * 0.9);
            g.setGlobalAlpha(1);
            arc(g, dx, dy, a, dy, tm.laneHeight());
            arc(g, dx, dy, b, dy, tm.laneHeight());
        } else {
            for (int k = 0; k < n; k++) {
                arc(g, dx, dy, timeline.getMinX() + tm.xOfEvent(consumers[k]), dy, tm.laneHeight());
            }
        }
        g.restore();
        // the published slots on the strip, and the curve up to them
        int p = x.pring(d);
        int r = p < 0 ? -1 : sm.rowOf(p);
        if (r < 0 || x.first(d) < 0) {
            return;
        }
        RingRow row = sm.rows().get(r);
        double top = strips.getMinY() + sm.rowY(r) + sm.stripTop();
        if (sm.rowY(r) + sm.rowHeight() < 0 || sm.rowY(r) > sm.height()) {
            return;
        }
        g.save();
        g.beginPath();
        g.rect(strips.getMinX() + sm.labelWidth(), strips.getMinY(), strips.getWidth() - sm.labelWidth(), strips.getHeight());
        g.clip();
        g.setStroke(flow);
        g.setLineWidth(2.5);
        int first = x.first(d);
        int end = first + x.count(d);
        double sx0 = strips.getMinX() + sm.slotX(first, row.count());
        double sx1 = strips.getMinX() + sm.slotX(Math.min(end, row.count()), row.count());
        g.strokeRect(sx0 - 1, top - 3, Math.max(3, sx1 - sx0) + 2, sm.stripHeight() + 6);
        if (end > row.count()) {
            double wx1 = strips.getMinX() + sm.slotX(end - row.count(), row.count());
            double wx0 = strips.getMinX() + sm.slotX(0, row.count());
            g.strokeRect(wx0 - 1, top - 3, Math.max(3, wx1 - wx0) + 2, sm.stripHeight() + 6);
        }
        g.restore();
        if (inPlot) {
            double tx = Math.max(strips.getMinX() + sm.labelWidth(), Math.min(strips.getMaxX(), (sx0 + sx1) / 2));
            double ty = top + sm.stripHeight() + 4;
            g.setStroke(flow);
            g.setLineWidth(1.5);
            g.setLineDashes(5, 4);
            g.beginPath();
            g.moveTo(dx, dy - tm.laneHeight() * 0.4);
            g.bezierCurveTo(dx, (dy + ty) / 2, tx, (dy + ty) / 2, tx, ty);
            g.stroke();
            g.setLineDashes();
        }
    }

    private static void arc(GraphicsContext g, double x0, double y, double x1, double y1, double lh) {
        double lift = Math.min(lh * 1.2, 8 + Math.abs(x1 - x0) * 0.25);
        g.beginPath();
        g.moveTo(x0, y);
        g.bezierCurveTo(x0, y - lift, x1, y1 - lift, x1, y1);
        g.stroke();
    }
}
