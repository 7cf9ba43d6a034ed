package org.ringscope.views.pring;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import org.ringscope.model.timeline.RingSlots;
import org.ringscope.model.timeline.SlotKind;
import org.ringscope.views.pring.PringPalette.Colour;

/**
 * Draws the ring strips ({@link StripModel}): per ring a label (name; queue, fill and cursors) and a strip of its
 * slots — descriptors, pads and empty slots in their colours, each written slot's ring id as a tick under it when
 * slots are wide enough, one pixel column per many slots otherwise (shaded by how much of it is written) — with the
 * slots published and not yet run ({@code [head, tail)}) barred above, the 16-descriptor guard barred below, the
 * tail (T) above and the head (H) below as arrows, {@code next_desc_idx} (N) and {@code next_cdesc_idx} (C) as ticks,
 * and the selected slot outlined.
 */
final class StripCanvas {
    private StripCanvas() {
    }

    static void draw(GraphicsContext g, StripModel m, PringPalette pal) {
        double w = m.width();
        double h = m.height();
        g.setFill(pal.get(Colour.BACKGROUND));
        g.fillRect(0, 0, w, h);
        double rh = m.rowHeight();
        double lw = m.labelWidth();
        // No clip paths (a canvas clip costs a full-canvas mask blend in Prism): the strips first, then each row's
        // label column and right margin painted over what a zoomed strip spills into them.
        double x1 = lw + m.stripWidth() + 1;
        for (int r = 0; r < m.rows().size(); r++) {
            double y = m.rowY(r);
            if (y + rh >= 0 && y <= h) {
                if (r % 2 == 1) { // the even rows are the canvas's background already
                    g.setFill(rowBackground(pal, r));
                    g.fillRect(0, y, w, rh);
                }
                strip(g, m, pal, m.rows().get(r), y);
            }
        }
        for (int r = 0; r < m.rows().size(); r++) {
            double y = m.rowY(r);
            if (y + rh >= 0 && y <= h) {
                g.setFill(rowBackground(pal, r));
                g.fillRect(0, y, lw, rh);
                if (x1 < w) {
                    g.fillRect(x1, y, w - x1, rh);
                }
                label(g, m, pal, m.rows().get(r), y);
            }
        }
        g.setStroke(pal.get(Colour.GRID));
        g.setLineWidth(1);
        g.strokeLine(lw - 0.5, 0, lw - 0.5, h);
        if (m.rows().isEmpty()) {
            g.setFill(pal.get(Colour.DIM));
            g.setFont(pal.font(1));
            g.setTextBaseline(VPos.CENTER);
            g.fillText("No pring is allocated at this step.", lw + 12, Math.min(h / 2, rh));
        }
    }

    /** Rows alternate their background. */
    private static Color rowBackground(PringPalette pal, int r) {
        return r % 2 == 1 ? pal.get(Colour.LANE_ALT) : pal.get(Colour.BACKGROUND);
    }

    private static void label(GraphicsContext g, StripModel m, PringPalette pal, RingRow row, double y) {
        double lw = m.labelWidth();
        double f = m.font();
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.setFill(row.bound() ? pal.get(Colour.TEXT) : pal.get(Colour.DIM));
        g.setFont(row.bound() ? pal.bold(0.92) : pal.font(0.92));
        g.fillText(row.name(), 8, y + f * 0.95, lw - 14);
        double x = 8;
        if (row.dge() != null) { // a DGE ring: its tag, in the colour the legend gives it
            g.setFill(pal.get(dgeColour(row.dge())));
            g.setFont(pal.bold(0.78));
            g.fillText(row.dge(), x, y + f * 2.05, lw - 14);
            x += TimelineCanvas.textWidth(row.dge(), pal) + 6;
        }
        g.setFill(pal.get(Colour.DIM));
        g.setFont(pal.font(0.78));
        g.fillText(Describe.rowDetail(row), x, y + f * 2.05, Math.max(10, lw - 6 - x));
    }

    /** A written slot's colour: a descriptor, a pad, or the trap descriptor (in the abort's colour: it stops). */
    static Colour slotColour(SlotKind slot) {
        return slot == SlotKind.TRAP ? Colour.ABORT : slot == SlotKind.PAD ? Colour.PAD : Colour.DESCRIPTOR;
    }

    /** A DGE tag's colour: software-dynamic rings in the semaphore's, hardware-dynamic in the kickoff's. */
    static Colour dgeColour(String tag) {
        return tag.startsWith("HW") ? Colour.KICKOFF : Colour.SEMAPHORE;
    }

    private static void strip(GraphicsContext g, StripModel m, PringPalette pal, RingRow row, double y) {
        int count = row.count();
        double top = y + m.stripTop();
        double sh = m.stripHeight();
        double x0 = m.labelWidth();
        double x1 = x0 + m.stripWidth();
        double sw = m.slotWidth(count);
        g.save();
        g.setFill(pal.get(Colour.EMPTY));
        g.fillRect(m.slotX(0, count), top, m.slotX(count, count) - m.slotX(0, count), sh);
        RingSlots slots = row.slots();
        int s0 = Math.max(0, (int) Math.floor(m.from() * count));
        int s1 = Math.min(count, (int) Math.ceil(m.to() * count) + 1);
        if (sw >= 1.5) {
            for (int s = s0; s < s1; s++) {
                SlotKind k = slots.at(s);
                if (k == SlotKind.EMPTY) {
                    continue;
                }
                double sx = m.slotX(s, count);
                g.setFill(pal.get(slotColour(k)));
                g.fillRect(sx, top, Math.max(1, sw - (sw >= 5 ? 1 : 0)), sh);
                if (row.phases() != null && sw >= 3) {
                    g.setFill(pal.phase(row.phases()[s]));
                    g.fillRect(sx, top + sh - 3, Math.max(1, sw - (sw >= 5 ? 1 : 0)), 3);
                }
            }
            if (row.phases() != null && sw >= m.font() * 0.75) {
                g.setFill(pal.get(Colour.BACKGROUND));
                g.setFont(pal.font(Math.min(0.7, sw / m.font() * 0.7)));
                g.setTextAlign(TextAlignment.CENTER);
                g.setTextBaseline(VPos.CENTER);
                for (int s = s0; s < s1; s++) {
                    if (slots.at(s) != SlotKind.EMPTY) {
                        g.fillText(Integer.toString(row.phases()[s]), m.slotX(s + 0.5, count) - 0.5, top + sh / 2 - 1);
                    }
                }
            }
        } else {
            for (double px = Math.floor(x0); px < x1; px++) {
                int a = Math.max(s0, (int) Math.floor((m.from() + (px - x0) / m.stripWidth() * (m.to() - m.from())) * count));
                int b = Math.min(s1, (int) Math.ceil((m.from() + (px + 1 - x0) / m.stripWidth() * (m.to() - m.from())) * count));
                RingSlots.Tally t = slots.tally(a, b);
                int desc = t.descriptors();
                int pad = t.pads() + t.traps();
                boolean trap = t.traps() > 0;
                if (desc + pad == 0 || b <= a) {
                    continue;
                }
                g.setFill(pal.get(trap ? Colour.ABORT : pad > desc ? Colour.PAD : Colour.DESCRIPTOR));
                g.setGlobalAlpha(0.35 + 0.65 * (desc + pad) / (double) (b - a));
                g.fillRect(px, top, 1, sh);
                g.setGlobalAlpha(1);
            }
        }
        if (row.bound()) {
            cursors(g, m, pal, row, top, sh);
        }
        if (m.selectedPring() == row.pring() && m.selectedSlot() >= 0 && m.selectedSlot() < count) {
            double sx = m.slotX(m.selectedSlot(), count);
            g.setStroke(pal.get(Colour.TEXT));
            g.setLineWidth(2);
            g.strokeRect(sx - 1, top - 2, Math.max(2, sw) + 2, sh + 4);
        }
        g.restore();
    }

    private static void cursors(GraphicsContext g, StripModel m, PringPalette pal, RingRow row, double top, double sh) {
        int count = row.count();
        double sw = Math.max(1, m.slotWidth(count));
        if (row.pending() > 0) {
            g.setFill(pal.get(Colour.PENDING));
            band(g, m, row.head(), row.pending(), count, top - 3, 3);
        }
        guard(g, m, pal.get(Colour.GUARD), Math.floorMod(row.nextCdesc() - RingRow.GUARD, count), count, top, sh);
        double a = Math.min(6, m.rowHeight() * 0.18);
        Color text = pal.get(Colour.TEXT);
        g.setFont(pal.bold(0.62));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        // tail above, pointing down; head below, pointing up
        double tx = m.slotX(row.tail(), count);
        g.setFill(pal.get(Colour.DOORBELL));
        g.fillPolygon(new double[] {tx - a, tx + a, tx}, new double[] {top - a - 4, top - a - 4, top - 3}, 3);
        double hx = m.slotX(row.head(), count);
        g.setFill(pal.get(Colour.PACKET));
        g.fillPolygon(new double[] {hx - a, hx + a, hx}, new double[] {top + sh + a + 5, top + sh + a + 5, top + sh + 2}, 3);
        g.setFill(text);
        if (sw > 0) {
            g.fillText("T", tx + a + 5, top - a / 2 - 3);
            g.fillText("H", hx + a + 5, top + sh + a / 2 + 4);
        }
        // next_desc_idx and next_cdesc_idx as ticks through the strip
        g.setLineWidth(1.5);
        g.setStroke(pal.get(Colour.DMA_DOORBELL));
        double nx = Math.round(m.slotX(row.nextDesc(), count)) + 0.5;
        g.strokeLine(nx, top - 2, nx, top + sh + 2);
        g.setStroke(pal.get(Colour.SEMAPHORE));
        double cx = Math.round(m.slotX(row.nextCdesc(), count)) - 0.5;
        g.strokeLine(cx, top - 2, cx, top + sh + 2);
    }

    /** The 16-descriptor guard from slot {@code first}: hatched, with a thin bar under it. */
    private static void guard(GraphicsContext g, StripModel m, Color c, int first, int count, double top, double sh) {
        g.save();
        g.setStroke(c);
        g.setGlobalAlpha(0.55);
        g.setLineWidth(1);
        int end = first + RingRow.GUARD;
        double x0 = m.labelWidth();
        for (int[] run : end <= count ? new int[][] {{first, end}} : new int[][] {{first, count}, {0, end - count}}) {
            double xa = m.slotX(run[0], count);
            double xb = xa + Math.max(1.5, m.slotX(run[1], count) - xa);
            for (double x = x0 - sh; x < x0 + m.stripWidth() + sh; x += 5) {
                hatch(g, x, top, sh, xa, xb);
            }
        }
        g.restore();
        g.setFill(c);
        band(g, m, first, RingRow.GUARD, count, top + sh + 1, 1.5);
    }

    /**
     * The part inside {@code [xa, xb]} of the 45° hatch line from {@code (x, top + sh)} to {@code (x + sh, top)} —
     * clipped by hand, since a canvas clip path is a full-canvas mask blend in Prism.
     */
    static void hatch(GraphicsContext g, double x, double top, double sh, double xa, double xb) {
        double t0 = Math.max(0, (xa - x) / sh);
        double t1 = Math.min(1, (xb - x) / sh);
        if (t1 > t0) {
            g.strokeLine(x + t0 * sh, top + sh - t0 * sh, x + t1 * sh, top + sh - t1 * sh);
        }
    }

    /** Fills slots {@code [first, first + n)} (mod count) as a band at {@code y}. */
    private static void band(GraphicsContext g, StripModel m, int first, int n, int count, double y, double hgt) {
        int end = first + n;
        if (end <= count) {
            fill(g, m, first, end, count, y, hgt);
        } else {
            fill(g, m, first, count, count, y, hgt);
            fill(g, m, 0, end - count, count, y, hgt);
        }
    }

    private static void fill(GraphicsContext g, StripModel m, int a, int b, int count, double y, double hgt) {
        double xa = m.slotX(a, count);
        double xb = m.slotX(b, count);
        g.fillRect(xa, y, Math.max(1.5, xb - xa), hgt);
    }
}
