package org.ringscope.views.diff;

import javafx.animation.AnimationTimer;
import javafx.geometry.Orientation;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import org.ringscope.model.diff.DiffModel;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.diff.RowKind;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.views.diff.DiffPalette.Colour;
import org.ringscope.views.diff.DiffRows.Column;

/**
 * The two rings side by side on one canvas: two header lines (each side's dump, the column names), then one fixed-
 * height row per aligned descriptor pair — A's columns, a gutter with the row's kind, B's columns — with every changed
 * field's cell highlighted (barriers, dmb and sow, in the strong highlight), inserted rows green on B's side and
 * deleted rows red on A's. Beside it the minimap of differences along the scroll bar. Only the rows on screen are
 * read and drawn, once per pulse at most; keys: ↑/↓, Page Up/Down, Home/End, F7 / Shift+F7; the wheel scrolls; a
 * click puts the caret on a row or (on the minimap) on the first difference there.
 */
final class DiffGrid extends Region {
    private static final double PAD = 4;
    private static final double MINIMAP = 16;

    private final DiffPresentation p;
    private final DiffPalette palette;
    private final Runnable caretMoved;
    private final Canvas grid = new Canvas();
    private final Canvas minimap = new Canvas();
    private final ScrollBar bar = new ScrollBar();
    private final AnimationTimer painter;
    private final double[] paintMillis = new double[512];
    private int paints;
    private boolean dirty;
    private boolean syncing;
    private final StringBuilder line = new StringBuilder(80);
    private String titleA = "A";
    private String titleB = "B";
    private long frames;

    DiffGrid(DiffPresentation p, DiffPalette palette, Runnable caretMoved) {
        this.p = p;
        this.palette = palette;
        this.caretMoved = caretMoved;
        getStyleClass().add("diff-grid");
        setId("diff-grid");
        setFocusTraversable(true);
        setMinSize(0, 0);
        setPrefSize(700, 400);
        bar.setOrientation(Orientation.VERTICAL);
        bar.setId("diff-scroll");
        bar.setFocusTraversable(false);
        bar.valueProperty().addListener((o, was, now) -> {
            if (!syncing) {
                p.scrollTo(Math.round(now.doubleValue()));
                repaint();
            }
        });
        minimap.setId("diff-minimap");
        getChildren().addAll(grid, minimap, bar);
        painter = new AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                paint();
            }
        };
        addEventHandler(KeyEvent.KEY_PRESSED, this::key);
        grid.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            requestFocus();
            int r = (int) Math.floor((e.getY() - headerHeight()) / palette.rowHeight());
            if (r >= 0 && p.top() + r < p.size()) {
                p.setCaret(p.top() + r);
                changed();
            }
        });
        minimap.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            requestFocus();
            double h = minimap.getHeight() - headerHeight();
            if (h > 0 && e.getY() >= headerHeight()) {
                p.minimapClick((e.getY() - headerHeight()) / h, bins());
                changed();
            }
        });
        addEventHandler(ScrollEvent.SCROLL, e -> {
            if (e.getDeltaY() != 0) {
                scrollRows((int) Math.round(-e.getDeltaY() / Math.max(1, e.getMultiplierY()) * 3));
                e.consume();
            }
        });
    }

    /** Sets the sides' titles (the dumps). */
    void titles(String a, String b) {
        titleA = a;
        titleB = b;
        repaint();
    }

    /** Scrolls by {@code rows} (the frame-time harness and the wheel). */
    void scrollRows(int rows) {
        p.scrollBy(rows);
        repaint();
    }

    private void key(KeyEvent e) {
        boolean handled = true;
        KeyCode k = e.getCode();
        if (k == KeyCode.F7) {
            if (e.isShiftDown()) {
                p.previous(); // none before: the caret stays
            } else {
                p.next();
            }
        } else if (k == KeyCode.DOWN) {
            p.moveCaret(1);
        } else if (k == KeyCode.UP) {
            p.moveCaret(-1);
        } else if (k == KeyCode.PAGE_DOWN) {
            p.moveCaret(p.pageRows());
        } else if (k == KeyCode.PAGE_UP) {
            p.moveCaret(-p.pageRows());
        } else if (k == KeyCode.HOME) {
            p.setCaret(0);
        } else if (k == KeyCode.END) {
            p.setCaret(p.size() - 1);
        } else {
            handled = false;
        }
        if (handled) {
            e.consume();
            changed();
        }
    }

    /** The caret or the rows changed: repaint and tell the view. */
    void changed() {
        repaint();
        caretMoved.run();
    }

    /** Paints on the next pulse (once, however often it is asked). */
    void repaint() {
        if (!dirty) {
            dirty = true;
            painter.start();
        }
    }

    boolean idle() {
        return !dirty;
    }

    /** Paints done so far. */
    long frames() {
        return frames;
    }

    /** The milliseconds each paint since the last call took on the FX thread (for the frame-time harness). */
    double[] takePaintMillis() {
        double[] out = java.util.Arrays.copyOf(paintMillis, Math.min(paints, paintMillis.length));
        paints = 0;
        return out;
    }

    double headerHeight() {
        return 2 * palette.rowHeight();
    }

    private int bins() {
        int h = (int) Math.max(1, (minimap.getHeight() - headerHeight()) / 2);
        return Math.max(1, Math.min(h, Math.max(1, p.size())));
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth());
        double h = snapSizeY(getHeight());
        double sb = snapSizeX(bar.prefWidth(-1));
        double gw = Math.max(0, w - sb - MINIMAP);
        double top = headerHeight();
        boolean resized = grid.getWidth() != gw || grid.getHeight() != h;
        if (resized) {
            grid.setWidth(gw);
            grid.setHeight(h);
            minimap.setWidth(MINIMAP);
            minimap.setHeight(h);
        }
        minimap.relocate(gw, 0);
        bar.resizeRelocate(gw + MINIMAP, top, sb, Math.max(0, h - top));
        int rows = (int) Math.max(1, Math.floor((h - top) / palette.rowHeight()));
        if (resized || rows != p.pageRows()) {
            p.setPageRows(rows);
            repaint(); // the scroll bar's own layout (its value moved) needs no paint
        }
    }

    /** Draws the rows on screen and the minimap; syncs the scroll bar. */
    void paint() {
        long t0 = System.nanoTime();
        dirty = false;
        syncing = true;
        bar.setMax(p.maxTop());
        bar.setVisibleAmount(Math.max(1, Math.min(p.pageRows(), p.size())));
        bar.setBlockIncrement(Math.max(1, p.pageRows() - 1));
        bar.setUnitIncrement(1);
        bar.setValue(p.top());
        bar.setDisable(p.maxTop() == 0);
        syncing = false;
        paintGrid();
        paintMinimap();
        frames++;
        paintMillis[paints++ % paintMillis.length] = (System.nanoTime() - t0) / 1e6;
    }

    private void paintGrid() {
        GraphicsContext g = grid.getGraphicsContext2D();
        double w = grid.getWidth();
        double h = grid.getHeight();
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

    private void paintMinimap() {
        GraphicsContext g = minimap.getGraphicsContext2D();
        double w = minimap.getWidth();
        double h = minimap.getHeight();
        double top = headerHeight();
        g.setFill(palette.get(Colour.HEADER_BG));
        g.fillRect(0, 0, w, h);
        double body = h - top;
        int size = p.size();
        if (size == 0 || body <= 0) {
            return;
        }
        int bins = bins();
        int[] counts = p.minimap(bins);
        double bh = body / bins;
        Color bad = palette.get(Colour.BAD);
        for (int k = 0; k < bins; k++) {
            if (counts[k] > 0) {
                int rows = Math.max(1, p.binStart(k + 1, bins) - p.binStart(k, bins));
                double a = 0.45 + 0.55 * Math.min(1, counts[k] / (double) rows);
                g.setFill(bad.deriveColor(0, 1, 1, a));
                g.fillRect(2, top + k * bh, w - 4, Math.max(2, bh));
            }
        }
        double y0 = top + body * p.top() / size;
        double y1 = top + body * Math.min(size, p.top() + p.pageRows()) / size;
        g.setStroke(palette.get(Colour.CARET));
        g.setLineWidth(1.5);
        g.strokeRect(0.75, y0 + 0.75, w - 1.5, Math.max(3, y1 - y0 - 1.5));
        if (p.caret() >= 0) {
            double yc = top + body * (p.caret() + 0.5) / size;
            g.setFill(palette.get(Colour.CARET));
            g.fillRect(0, yc - 1, w, 2);
        }
        g.setLineWidth(1);
    }
}
