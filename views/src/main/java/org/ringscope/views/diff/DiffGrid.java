package org.ringscope.views.diff;

import java.util.Arrays;
import javafx.animation.AnimationTimer;
import javafx.geometry.Orientation;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.ringscope.views.diff.DiffPalette.Colour;

/**
 * The two rings side by side on one canvas: two header lines (each side's dump, the column names), then one fixed-
 * height row per aligned descriptor pair — A's columns, a gutter with the row's kind, B's columns — with every changed
 * field's cell highlighted (barriers, dmb and sow, in the strong highlight), inserted rows green on B's side and
 * deleted rows red on A's. Beside it the minimap of differences along the scroll bar. Only the rows on screen are
 * read and drawn, once per pulse at most; keys: ↑/↓, Page Up/Down, Home/End, F7 / Shift+F7; the wheel scrolls; a
 * click puts the caret on a row or (on the minimap) on the first difference there.
 */
final class DiffGrid extends Region {
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
    private final RowPainter rows;
    private String titleA = "A";
    private String titleB = "B";
    private long frames;

    DiffGrid(DiffPresentation p, DiffPalette palette, Runnable caretMoved) {
        this.p = p;
        this.palette = palette;
        this.caretMoved = caretMoved;
        this.rows = new RowPainter(p, palette);
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
        double[] out = Arrays.copyOf(paintMillis, Math.min(paints, paintMillis.length));
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
        rows.paint(grid.getGraphicsContext2D(), grid.getWidth(), grid.getHeight(), titleA, titleB);
        paintMinimap();
        frames++;
        paintMillis[paints++ % paintMillis.length] = (System.nanoTime() - t0) / 1e6;
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
