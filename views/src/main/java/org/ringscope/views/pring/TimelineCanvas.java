package org.ringscope.views.pring;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import org.ringscope.model.timeline.AxisMode;
import org.ringscope.model.timeline.EventKind;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.views.Format;
import org.ringscope.views.pring.PringPalette.Colour;

/**
 * Draws the timeline ({@link TimelineModel}) on a canvas: the axis header with ticks, the lanes (labels on the left,
 * alternate backgrounds), each lane's events at its level of detail — doorbells as triangles (TX up, RX down; a
 * descriptor's doorbell hollow), kickoffs as diamonds, semaphores as circles, events as squares (a descriptor's
 * write hollow), packets as bars, aborts as crosses — the events that touched the selected slot ringed, the selected
 * and hovered event ringed, and the cursor as a vertical line.
 */
final class TimelineCanvas {
    private TimelineCanvas() {
    }

    /** A glyph's half size as a part of the lane height. */
    static final double GLYPH_SIZE = 0.24;

    static void draw(GraphicsContext g, TimelineModel m, PringPalette pal, GlyphSprites sprites, double scale,
            int selPring, int selSlot) {
        double w = m.width();
        double h = m.height();
        g.setFill(pal.get(Colour.BACKGROUND));
        g.fillRect(0, 0, w, h);
        if (!m.ready()) {
            return;
        }
        TimelineIndex x = m.index();
        double lw = m.labelWidth();
        double lh = m.laneHeight();
        double hd = m.header();
        // No clip paths (a canvas clip costs a full-canvas mask blend in Prism, the largest part of a step's
        // rendering in software): what spills over the header or the label column is painted over by them below.
        g.save();
        g.setImageSmoothing(false);
        for (int l = 0; l < m.lanes(); l++) {
            double y = m.laneY(l);
            if (y + lh < hd || y > h) {
                continue;
            }
            if (l % 2 == 1) {
                g.setFill(pal.get(Colour.LANE_ALT));
                g.fillRect(lw, y, w - lw, lh);
            }
        }
        ticks(g, m, pal, hd, h, false);
        for (int l = 0; l < m.lanes(); l++) {
            double y = m.laneY(l);
            if (y + lh < hd || y > h) {
                continue;
            }
            int n = m.visible(l);
            int[] ev = m.drawn();
            int cursor = m.cursor();
            for (int k = 0; k < n; k++) {
                g.setGlobalAlpha(x.record(ev[k]) < cursor ? 1 : 0.4);
                glyph(g, m, pal, sprites, scale, ev[k], y, lh);
                g.setGlobalAlpha(1);
                if (selPring >= 0 && m.touches(ev[k], selPring, selSlot)) {
                    ring(g, m, pal.get(Colour.HIGHLIGHT), ev[k], 2.5);
                }
            }
            if (m.real() != null) {
                real(g, m, pal, m.real(), l, y, lh);
            }
        }
        if (m.selected() >= 0) {
            ring(g, m, pal.get(Colour.TEXT), m.selected(), 2);
        }
        if (m.hovered() >= 0 && m.hovered() != m.selected()) {
            ring(g, m, pal.get(Colour.DIM), m.hovered(), 1.5);
        }
        g.restore();
        // lane labels
        g.setFill(pal.get(Colour.LABEL_BG));
        g.fillRect(0, hd, lw, h - hd);
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        for (int l = 0; l < m.lanes(); l++) {
            double y = m.laneY(l);
            if (y + lh < hd || y > h) {
                continue;
            }
            TimelineIndex.Lane lane = x.lanes().get(l);
            String count = Format.count(x.laneEvents(l).length);
            Font labelFont = lane.core() ? pal.bold(0.92) : pal.font(0.92);
            double at = lane.core() ? 8 : 18;
            double room = LaneLabels.room(lw, at, width(count, pal.font(0.78)));
            g.setFill(lane.core() ? pal.get(Colour.TEXT) : pal.get(Colour.DIM));
            g.setFont(labelFont);
            g.fillText(LaneLabels.fit(lane.label(), room, s -> width(s, labelFont)), at, y + lh / 2);
            g.setFill(pal.get(Colour.DIM));
            g.setFont(pal.font(0.78));
            g.setTextAlign(TextAlignment.RIGHT);
            g.fillText(count, lw - LaneLabels.RIGHT, y + lh / 2);
            g.setTextAlign(TextAlignment.LEFT);
            g.setStroke(pal.get(Colour.GRID));
            g.setLineWidth(1);
            g.strokeLine(0, Math.round(y + lh) - 0.5, lw, Math.round(y + lh) - 0.5);
        }
        g.setStroke(pal.get(Colour.GRID));
        g.strokeLine(lw - 0.5, hd, lw - 0.5, h);
        // header
        g.setFill(pal.get(Colour.LABEL_BG));
        g.fillRect(0, 0, w, hd);
        ticks(g, m, pal, 0, hd, true);
        g.setFill(pal.get(Colour.LABEL_BG)); // over the ticks left of the plot
        g.fillRect(0, 0, lw, hd);
        g.setFill(pal.get(Colour.DIM));
        g.setFont(pal.font(0.85));
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText(m.mode() == AxisMode.STEP ? "journal step →" : "device clock (packets) →", 8, hd / 2);
        g.setStroke(pal.get(Colour.GRID));
        g.strokeLine(0, hd - 0.5, w, hd - 0.5);
        cursor(g, m, pal, hd, h);
    }

    private static void ticks(GraphicsContext g, TimelineModel m, PringPalette pal, double y0, double y1, boolean labels) {
        TimelineAxis a = m.axis();
        double step = niceStep(a.span() * 110 / Math.max(1, a.width()));
        double first = Math.ceil(Math.max(0, a.start()) / step) * step;
        g.setStroke(pal.get(Colour.GRID));
        g.setLineWidth(1);
        g.setFill(pal.get(Colour.DIM));
        g.setFont(pal.font(0.8));
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        double[] cursor = cursorLabelSpan(m, pal);
        for (double v = first; v <= Math.min(a.end(), a.max()); v += step) {
            double x = Math.round(m.xOf(v)) + 0.5;
            if (labels) {
                g.strokeLine(x, y1 - 5, x, y1);
                String label = Format.count((long) v);
                double from = x + 3;
                double to = from + textWidth(label, pal);
                // a tick's number never touches the cursor's number nor runs off the plot's right edge
                boolean hits = cursor != null && from < cursor[1] + 6 && to > cursor[0] - 6;
                if (!hits && to <= m.width() - 2) {
                    g.fillText(label, from, (y0 + y1) / 2);
                }
            } else {
                g.strokeLine(x, y0, x, y1);
            }
        }
    }

    /** 1, 2 or 5 × 10^k, at least {@code raw}. */
    static double niceStep(double raw) {
        double mag = Math.pow(10, Math.floor(Math.log10(Math.max(1, raw))));
        for (double f : new double[] {1, 2, 5, 10}) {
            if (f * mag >= raw) {
                return Math.max(1, f * mag);
            }
        }
        return 10 * mag;
    }

    /**
     * Where the cursor's step number is drawn in the header, from x to x (its triangle included); null when the cursor
     * is outside the plot. The ticks leave this span free.
     */
    static double[] cursorLabelSpan(TimelineModel m, PringPalette pal) {
        double x = Math.round(m.xOfStep(m.cursor())) + 0.5;
        if (x < m.labelWidth() || x > m.width()) {
            return null;
        }
        double tw = textWidth(Format.count(m.cursor()), pal) * 1.1; // drawn bold
        return x + 60 < m.width() ? new double[] {x - 5, x + 7 + tw} : new double[] {x - 7 - tw, x + 5};
    }

    private static void cursor(GraphicsContext g, TimelineModel m, PringPalette pal, double hd, double h) {
        double x = Math.round(m.xOfStep(m.cursor())) + 0.5;
        if (x < m.labelWidth() || x > m.width()) {
            return;
        }
        Color c = pal.get(Colour.CURSOR);
        g.setStroke(c);
        g.setLineWidth(2);
        g.strokeLine(x, hd - 4, x, h);
        g.setFill(c);
        g.fillPolygon(new double[] {x - 5, x + 5, x}, new double[] {hd - 9, hd - 9, hd - 2}, 3);
        g.setFont(pal.bold(0.8));
        String t = Format.count(m.cursor());
        boolean right = x + 60 < m.width();
        g.setTextAlign(right ? TextAlignment.LEFT : TextAlignment.RIGHT);
        g.fillText(t, right ? x + 7 : x - 7, hd / 2 - 1);
        g.setTextAlign(TextAlignment.LEFT);
    }

    /**
     * Draws event {@code e} in its lane at {@code laneY}: a packet as a bar as wide as the zoom allows, every other
     * kind stamped from {@code sprites}.
     */
    static void glyph(GraphicsContext g, TimelineModel m, PringPalette pal, GlyphSprites sprites, double scale, int e,
            double laneY, double lh) {
        TimelineIndex x = m.index();
        EventKind k = x.kind(e);
        double cx = m.xOfEvent(e);
        if (k != EventKind.PACKET) {
            sprites.stamp(g, GlyphSprites.Glyph.of(k, x.ring(e), x.flags(e)), pal, cx, laneY, lh, scale);
            return;
        }
        double cy = laneY + lh / 2;
        double s = lh * GLYPH_SIZE;
        g.setFill(pal.of(k));
        double bw = Math.max(2, Math.min(m.axis().scale(), 14));
        g.fillRect(cx - bw, cy - s * 0.55, bw, s * 1.1);
        if ((x.flags(e) >>> 32) > 0) {
            bar(g, cx - 0.5, cy - s, cx - 0.5, cy + s, 1.5);
        }
    }

    /** Draws {@code glyph} (any kind but a packet) as shapes, centred at {@code (cx, laneY + lh / 2)}. */
    static void shape(GraphicsContext g, PringPalette pal, GlyphSprites.Glyph glyph, double cx, double laneY, double lh) {
        EventKind k = glyph.kind();
        double cy = laneY + lh / 2;
        double s = lh * GLYPH_SIZE;
        Color c = pal.of(k);
        g.setFill(c);
        g.setStroke(c);
        g.setLineWidth(1.5);
        switch (k) {
            case DOORBELL, DMA_DOORBELL -> {
                double tip = glyph.tx() ? cy - s * 1.5 : cy + s * 1.5;
                double base = glyph.tx() ? cy + s * 0.3 : cy - s * 0.3;
                double[] xs = {cx - s, cx + s, cx};
                double[] ys = {base, base, tip};
                bar(g, cx, laneY + 2, cx, laneY + lh - 2, 1.5);
                if (k == EventKind.DOORBELL) {
                    g.fillPolygon(xs, ys, 3);
                } else {
                    g.setFill(pal.get(Colour.BACKGROUND));
                    g.fillPolygon(xs, ys, 3);
                    g.strokePolygon(xs, ys, 3);
                }
                if (glyph.abort()) {
                    cross(g, pal.get(Colour.ABORT), cx, cy, s);
                }
            }
            case KICKOFF -> {
                double d = s * 1.5;
                g.fillPolygon(new double[] {cx - d, cx, cx + d, cx}, new double[] {cy, cy - d, cy, cy + d}, 4);
            }
            case SEMAPHORE -> g.fillOval(cx - s * 0.8, cy - s * 0.8, s * 1.6, s * 1.6);
            case DMA_SEMAPHORE -> g.strokeOval(cx - s * 0.75, cy - s * 0.75, s * 1.5, s * 1.5);
            case EVENT -> g.fillRect(cx - s * 0.75, cy - s * 0.75, s * 1.5, s * 1.5);
            case DMA_EVENT -> g.strokeRect(cx - s * 0.7, cy - s * 0.7, s * 1.4, s * 1.4);
            case PACKET -> throw new IllegalArgumentException("a packet's bar follows the zoom: draw it with glyph");
            case ABORT, HANG -> cross(g, c, cx, cy, s);
            case ENGINE_SEMAPHORE -> g.fillRoundRect(cx - s * 0.5, cy - s * 0.9, s, s * 1.8, s * 0.5, s * 0.5);
            case WAIT -> bar(g, cx - s, cy, cx + s, cy, 1.5);
        }
    }

    /**
     * The pixels of {@code strokeLine(x0, y0, x1, y1)} for a level or upright line {@code width} wide with the canvas's
     * square caps, filled as a rectangle in the fill colour: the software renderer fills a rectangle directly but
     * strokes a line as an outline path, which was most of the time rendering a timeline of many glyphs took.
     */
    static void bar(GraphicsContext g, double x0, double y0, double x1, double y1, double width) {
        double h = width / 2;
        g.fillRect(Math.min(x0, x1) - h, Math.min(y0, y1) - h, Math.abs(x1 - x0) + width, Math.abs(y1 - y0) + width);
    }

    /**
     * The profile's packets of lane {@code l}: an outlined bar in the lane's lower part, as long as the packet's real
     * duration on the axis; a packet with no emulated twin of its bytes in the abort colour. At most one a pixel.
     */
    private static void real(GraphicsContext g, TimelineModel m, PringPalette pal, RealPackets r, int l, double y,
            double lh) {
        int[] on = r.lane(l);
        if (on == null) {
            return;
        }
        AxisMode mode = m.mode();
        double v0 = m.axis().start();
        double v1 = m.axis().end();
        int lo = 0;
        int hi = on.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (r.value(on[mid], mode) + r.length(on[mid], mode) < v0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        g.setLineWidth(1.5);
        double top = y + lh * 0.68;
        double h = Math.max(4, lh * 0.26);
        double last = Double.NEGATIVE_INFINITY;
        for (int k = Math.max(0, lo - 1); k < on.length; k++) {
            double v = r.value(on[k], mode);
            if (v > v1) {
                break;
            }
            double x = m.xOf(v);
            if (x - last < 1) {
                continue;
            }
            last = x;
            double w = Math.max(5, m.xOf(v + r.length(on[k], mode)) - x);
            g.setStroke(pal.get(r.matched(on[k]) ? Colour.PACKET : Colour.ABORT));
            g.strokeRect(x, top, w, h);
        }
    }

    static void cross(GraphicsContext g, Color c, double cx, double cy, double s) {
        g.setStroke(c);
        g.setLineWidth(2);
        g.strokeLine(cx - s, cy - s, cx + s, cy + s);
        g.strokeLine(cx - s, cy + s, cx + s, cy - s);
    }

    private static void ring(GraphicsContext g, TimelineModel m, Color c, int e, double width) {
        int l = m.index().lane(e);
        double y = m.laneY(l);
        double lh = m.laneHeight();
        double cx = m.xOfEvent(e);
        double r = lh * 0.42;
        g.setStroke(c);
        g.setLineWidth(width);
        g.strokeOval(cx - r, y + lh / 2 - r, 2 * r, 2 * r);
    }

    /** The width of {@code s} in {@code f}. */
    static double width(String s, Font f) {
        Text t = new Text(s);
        t.setFont(f);
        return t.getLayoutBounds().getWidth();
    }

    static double textWidth(String s, PringPalette pal) {
        Text t = new Text(s);
        t.setFont(pal.font(0.82));
        return t.getLayoutBounds().getWidth();
    }
}
