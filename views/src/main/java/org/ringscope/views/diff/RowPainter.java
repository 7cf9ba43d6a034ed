package org.ringscope.views.diff;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import org.ringscope.model.diff.DiffModel;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.diff.RowKind;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.views.diff.DiffPalette.Colour;
import org.ringscope.views.diff.DiffRows.Column;

/**
 * Draws the diff grid's canvas: two header lines (each side's dump, the column names), then the rows on screen —
 * A's cells, the gutter with the row's kind, B's cells — changed cells highlighted (barriers strongly), inserted
 * rows green on B's side, deleted rows red on A's, the caret row outlined. Per side one text run for the unchanged
 * cells (fixed-width cells of a monospaced font) and one per changed cell; no clip paths (decision 0914).
 */
final class RowPainter {
    private static final double PAD = 4;

    private final DiffPresentation p;
    private final DiffPalette palette;
    private final StringBuilder line = new StringBuilder(80);

    RowPainter(DiffPresentation p, DiffPalette palette) {
        this.p = p;
        this.palette = palette;
    }

    /** Paints the headers and the rows on screen into {@code g} ({@code w} × {@code h}). */
    void paint(GraphicsContext g, double w, double h, String titleA, String titleB) {
        double rh = palette.rowHeight();
        double cw = palette.charWidth();
        g.setFill(palette.get(Colour.BACKGROUND));
        g.fillRect(0, 0, w, h);
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        double gutter = 3 * cw;
        double side = Math.max(0, Math.min(sideWidth(cw), (w - gutter) / 2));
        double xb = side + gutter;
        g.setFill(palette.get(Colour.HEADER_BG));
        g.fillRect(0, 0, w, 2 * rh);
        g.setFont(palette.bold());
        g.setFill(palette.get(Colour.TEXT));
        fitText(g, "A  " + titleA, PAD, rh / 2, side - PAD);
        g.fillText("B  " + titleB, xb + PAD, rh / 2, Math.max(1, w - xb - 2 * PAD));
        g.setFont(palette.mono());
        g.setFill(palette.get(Colour.DIM));
        headers(g, 0, rh * 1.5, cw, side);
        headers(g, xb, rh * 1.5, cw, Math.min(side, w - xb));
        g.setStroke(palette.get(Colour.GRID));
        g.setLineWidth(1);
        g.strokeLine(0, 2 * rh - 0.5, w, 2 * rh - 0.5);
        DiffModel m = p.model();
        if (m != null) {
            RingDiff d = m.diff();
            int end = (int) Math.min(p.size(), (long) p.top() + p.pageRows() + 1);
            for (int v = p.top(); v < end; v++) {
                double y = 2 * rh + (v - p.top()) * rh;
                row(g, m, d, v, y, rh, cw, side, xb, w);
            }
        }
        g.setStroke(palette.get(Colour.GRID));
        g.strokeLine(side + 0.5, 0, side + 0.5, h);
        g.strokeLine(xb - 0.5, 0, xb - 0.5, h);
    }

    /**
     * Draws {@code text} squeezed into {@code room} pixels, or not at all when fewer than two characters' room is
     * left (no clip: a clip path makes the canvas render through a mask, per operation).
     */
    private void fitText(GraphicsContext g, String text, double x, double y, double room) {
        if (room >= 2 * palette.charWidth()) {
            g.fillText(text, x, y, room);
        }
    }

    /** A column's width: its characters and one more (half a character of air on each side). */
    private static double columnWidth(Column c, double cw) {
        return (c.chars + 1) * cw;
    }

    static double sideWidth(double cw) {
        double s = 0;
        for (Column c : Column.values()) {
            s += columnWidth(c, cw);
        }
        return s;
    }

    private void headers(GraphicsContext g, double x0, double y, double cw, double side) {
        double x = x0;
        for (Column c : Column.values()) {
            if (x + columnWidth(c, cw) <= x0 + side + 0.5) {
                g.fillText(c.header, x + cw / 2, y);
            }
            x += columnWidth(c, cw);
        }
    }

    private void row(GraphicsContext g, DiffModel m, RingDiff d, int v, double y, double rh, double cw, double side,
            double xb, double w) {
        RowKind kind = m.kind(v);
        int mask = kind == RowKind.CHANGED ? m.fieldMask(v) : 0;
        if (v == p.caret()) {
            g.setFill(palette.get(Colour.CARET_BG));
            g.fillRect(0, y, w, rh);
        } else if ((v & 1) == 1) {
            g.setFill(palette.get(Colour.ROW_ALT));
            g.fillRect(0, y, w, rh);
        }
        if (kind == RowKind.DELETED) {
            g.setFill(palette.get(Colour.DELETED_BG));
            g.fillRect(0, y, side, rh);
        } else if (kind == RowKind.INSERTED) {
            g.setFill(palette.get(Colour.INSERTED_BG));
            g.fillRect(xb, y, w - xb, rh);
        }
        side(g, d.a(), m.aIndex(v), mask, 0, side, y, rh, cw);
        side(g, d.b(), m.bIndex(v), mask, xb, Math.min(side, w - xb), y, rh, cw);
        g.setFont(palette.monoBold());
        g.setFill(kind == RowKind.INSERTED ? palette.get(Colour.GOOD) : kind == RowKind.SAME
                ? palette.get(Colour.DIM) : palette.get(Colour.BAD));
        g.setTextAlign(TextAlignment.CENTER);
        g.fillText(DiffRows.symbol(kind), side + (xb - side) / 2, y + rh / 2);
        g.setTextAlign(TextAlignment.LEFT);
        if (v == p.caret()) {
            g.setStroke(palette.get(Colour.CARET));
            g.setLineWidth(1.5);
            g.strokeRect(0.75, y + 0.75, w - 1.5, rh - 1.5);
            g.setLineWidth(1);
        }
    }

    /**
     * One side of a row: the index dim, then every other column as one string of fixed-width cells (one text draw
     * per side, not one per cell); changed cells are left blank in it and drawn bold over their highlight.
     */
    private void side(GraphicsContext g, DumpRing ring, int index, int mask, double x0, double width, double y, double rh,
            double cw) {
        double ty = y + rh / 2;
        if (ring == null || index < 0) {
            g.setFill(palette.get(Colour.DIM));
            g.setFont(palette.mono());
            g.fillText("—", x0 + cw / 2, ty);
            return;
        }
        int room = (int) Math.floor(width / cw - 0.5);
        if (room < 3) {
            return;
        }
        boolean blank = ring.word0(index) == 0 && ring.word1(index) == 0;
        g.setFont(palette.mono());
        g.setFill(palette.get(Colour.DIM));
        String idx = DiffRows.text(Column.INDEX, ring, index);
        g.fillText(idx.length() > Math.min(room, Column.INDEX.chars) ? idx.substring(0, Math.min(room,
                Column.INDEX.chars)) : idx, x0 + cw / 2, ty);
        int restStart = Column.INDEX.chars + 1;
        StringBuilder b = line;
        b.setLength(0);
        int changedCells = 0;
        for (Column c : Column.values()) {
            if (c == Column.INDEX) {
                continue;
            }
            int at = b.length();
            String t = DiffRows.text(c, ring, index);
            int hit = mask & c.fields;
            if (c == Column.FLAGS) {
                b.append(t);
                for (int k = 0; k < DiffRows.FLAGS.length; k++) {
                    if ((mask & DiffRows.FLAGS[k].bit()) != 0) {
                        b.setCharAt(at + 2 * k, ' ');
                    }
                }
            } else if (hit != 0) {
                b.append(" ".repeat(Math.min(t.length(), c.chars)));
                changedCells |= 1 << c.ordinal();
            } else {
                b.append(t, 0, Math.min(t.length(), c.chars));
            }
            while (b.length() < at + c.chars + 1) {
                b.append(' ');
            }
        }
        int fit = Math.max(0, Math.min(b.length(), room - restStart));
        double xr = x0 + cw / 2 + restStart * cw;
        // highlights first, then the text over them
        double x = x0 + restStart * cw;
        for (Column c : Column.values()) {
            if (c == Column.INDEX) {
                continue;
            }
            double cwid = columnWidth(c, cw);
            if (x + cw * 2 > x0 + width) {
                break;
            }
            if (c == Column.FLAGS) {
                flagCells(g, mask, x, y, rh, cw);
            } else if ((changedCells & 1 << c.ordinal()) != 0) {
                g.setFill(palette.get(Colour.CHANGED_BG));
                g.fillRect(x + 1, y + 1, Math.min(cwid, x0 + width - x) - 2, rh - 2);
            }
            x += cwid;
        }
        g.setFill(palette.get(blank ? Colour.DIM : Colour.TEXT));
        g.fillText(b.substring(0, fit), xr, ty);
        if (mask == 0) {
            return;
        }
        g.setFont(palette.monoBold());
        x = x0 + restStart * cw;
        for (Column c : Column.values()) {
            if (c == Column.INDEX) {
                continue;
            }
            double cwid = columnWidth(c, cw);
            if (x + cw * 2 > x0 + width) {
                break;
            }
            if (c == Column.FLAGS && (mask & c.fields) != 0) {
                flagLetters(g, DiffRows.text(c, ring, index), mask, x, ty, cw);
            } else if ((changedCells & 1 << c.ordinal()) != 0) {
                g.setFill(palette.get(Colour.CHANGED_TEXT));
                g.fillText(DiffRows.text(c, ring, index), x + cw / 2, ty, Math.max(1, Math.min(cwid, x0 + width - x) - cw));
            }
            x += cwid;
        }
    }

    /** Highlights each changed flag letter: barriers (dmb, sow) in the strong colour. */
    private void flagCells(GraphicsContext g, int mask, double x, double y, double rh, double cw) {
        for (int k = 0; k < DiffRows.FLAGS.length; k++) {
            int bit = DiffRows.FLAGS[k].bit();
            if ((mask & bit) != 0) {
                boolean barrier = (bit & DiffRows.BARRIERS) != 0;
                Color c = palette.get(barrier ? Colour.BARRIER_BG : Colour.CHANGED_BG);
                g.setFill(c);
                g.fillRect(x + cw / 2 + 2 * k * cw - cw * 0.45, y + 1, cw * 1.9, rh - 2);
                if (barrier) {
                    g.setStroke(palette.get(Colour.BAD));
                    g.strokeRect(x + cw / 2 + 2 * k * cw - cw * 0.45 + 0.5, y + 1.5, cw * 1.9 - 1, rh - 3);
                }
            }
        }
    }

    /** Redraws the changed flag letters bold in the highlight's text colour. */
    private void flagLetters(GraphicsContext g, String text, int mask, double x, double y, double cw) {
        g.setFont(palette.monoBold());
        for (int k = 0; k < DiffRows.FLAGS.length; k++) {
            int bit = DiffRows.FLAGS[k].bit();
            if ((mask & bit) != 0) {
                g.setFill(palette.get((bit & DiffRows.BARRIERS) != 0 ? Colour.BARRIER_TEXT : Colour.CHANGED_TEXT));
                g.fillText(text.substring(2 * k, 2 * k + 1), x + cw / 2 + 2 * k * cw, y);
            }
        }
    }
}
