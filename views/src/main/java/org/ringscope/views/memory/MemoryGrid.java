package org.ringscope.views.memory;

import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.TextAlignment;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.MemoryAreas;
import org.ringscope.model.memory.Ranges;
import org.ringscope.model.memory.ValueFormat;
import org.ringscope.views.memory.MemoryPalette.Colour;

/**
 * The bytes of one area as a virtualized canvas: only the rows in sight are drawn, 16 bytes a row — the address
 * (partition and offset in the State Buffer), the bytes in hex, and the same bytes as elements of the shown type (as
 * characters for uint8). Bytes the step wrote, bytes written since the mark, and bytes whose value differs from the
 * mark's are highlighted; the selected range is shaded. Scrolling moves {@link #firstRow()}; nothing here reads the
 * model — the view hands in immutable snapshots.
 */
final class MemoryGrid extends Region {
    private static final int ROW = MemoryData.ROW_BYTES;
    private static final String[] HEX = new String[256];

    static {
        for (int b = 0; b < 256; b++) {
            HEX[b] = String.format("%02x", b);
        }
    }
    private final Canvas canvas = new Canvas();
    private final MemoryPalette palette;
    private final Runnable resized;
    private MemoryArea area;
    private MemoryData.Overview overview;
    private MemoryData.Window window;
    private Dtype shown = Dtype.UINT8;
    private long firstRow;
    private long selFrom = -1;
    private long selTo = -1;
    private double hOffset;

    MemoryGrid(MemoryPalette palette, Runnable resized) {
        this.palette = palette;
        this.resized = resized;
        getChildren().add(canvas);
        getStyleClass().add("memory-grid");
        setMinSize(0, 0);
        setPrefSize(720, 360);
        setFocusTraversable(true);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip); // the canvas never draws over the sideways bar while a resize is pending
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth());
        double h = snapSizeY(getHeight());
        if (w != canvas.getWidth() || h != canvas.getHeight()) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            resized.run();
            draw();
        }
    }

    void show(MemoryArea a, MemoryData.Overview ov, MemoryData.Window w, Dtype type) {
        area = a;
        overview = ov != null && ov.area().equals(a) ? ov : null;
        window = w != null && w.area().equals(a) ? w : null;
        shown = type;
        draw();
    }

    long firstRow() {
        return firstRow;
    }

    void setFirstRow(long row) {
        firstRow = Math.max(0, row);
        draw();
    }

    /** Scrolls sideways by {@code px} pixels (the grid is wider than a narrow dock). */
    void setHorizontalOffset(double px) {
        hOffset = Math.max(0, px);
        draw();
    }

    /** The width all columns need, in pixels. */
    double contentWidth() {
        int elements = shown == Dtype.UINT8 ? ROW : ROW / shown.size();
        return (typedColumn(elements) + 1) * palette.charWidth();
    }

    /** Rows that fit below the header. */
    int visibleRows() {
        return Math.max(1, (int) ((canvas.getHeight() - palette.rowHeight()) / palette.rowHeight()));
    }

    void select(long from, long to) {
        selFrom = Math.min(from, to);
        selTo = Math.max(from, to);
        draw();
    }

    // ---- geometry (in characters of the mono font) --------------------------------------------------------------

    private static final int ADDR_CHARS = 14;
    private static final int HEX_X = ADDR_CHARS + 2;
    private static final int HEX_CHARS = ROW * 3 + 1;
    private static final int TYPED_X = HEX_X + HEX_CHARS + 2;

    private static int hexColumn(int i) {
        return HEX_X + i * 3 + (i >= 8 ? 1 : 0);
    }

    private int typedColumn(int element) {
        return shown == Dtype.UINT8 ? TYPED_X + element : TYPED_X + element * (ValueFormat.width(shown) + 1);
    }

    /** The area's address under {@code (x, y)}, or -1: a hex cell, or any byte of a typed element. */
    long addressAt(double x, double y) {
        if (area == null) {
            return -1;
        }
        double rh = palette.rowHeight();
        if (y < rh) {
            return -1;
        }
        long row = firstRow + (long) ((y - rh) / rh);
        double c = (x + hOffset) / palette.charWidth();
        int col = -1;
        if (c >= HEX_X && c < HEX_X + HEX_CHARS) {
            int cc = (int) c - HEX_X;
            col = cc >= 8 * 3 + 1 ? (cc - 1) / 3 : cc / 3;
        } else if (c >= TYPED_X) {
            int size = shown.size();
            int per = shown == Dtype.UINT8 ? 1 : ValueFormat.width(shown) + 1;
            int e = (int) ((c - TYPED_X) / per);
            col = e * size < ROW ? e * size : -1;
        }
        long addr = area.address() + row * ROW + Math.max(col, 0);
        return col < 0 || !area.contains(addr) ? -1 : addr;
    }

    /** The centre of {@code addr}'s hex cell in the grid's coordinates, or null when its row is not in sight. */
    Point2D cellCentre(long addr) {
        if (area == null || !area.contains(addr)) {
            return null;
        }
        long row = (addr - area.address()) / ROW - firstRow;
        if (row < 0 || row >= visibleRows()) {
            return null;
        }
        int i = (int) ((addr - area.address()) % ROW);
        double rh = palette.rowHeight();
        return new Point2D((hexColumn(i) + 1) * palette.charWidth() - hOffset, (row + 1.5) * rh);
    }

    // ---- drawing --------------------------------------------------------------------------------------------------

    void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(palette.get(Colour.BACKGROUND));
        g.fillRect(0, 0, w, h);
        if (area == null) {
            return;
        }
        double cw = palette.charWidth();
        double rh = palette.rowHeight();
        g.save();
        g.translate(-hOffset, 0);
        w += hOffset;
        g.setFont(palette.mono());
        g.setTextBaseline(VPos.CENTER);
        g.setFill(palette.get(Colour.HEADER_BG));
        g.fillRect(0, 0, w, rh);
        g.setFill(palette.get(Colour.DIM));
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText(area.partitioned() ? "part+offset" : "address", cw * 0.5, rh / 2);
        for (int i = 0; i < ROW; i++) {
            g.fillText(HEX[i], hexColumn(i) * cw, rh / 2);
        }
        g.fillText(shown == Dtype.UINT8 ? "text" : ValueFormat.name(shown), TYPED_X * cw, rh / 2);
        int rows = visibleRows() + 1;
        for (int r = 0; r < rows; r++) {
            long row = firstRow + r;
            long addr = area.address() + row * ROW;
            if (row >= MemoryData.rows(area)) {
                break;
            }
            drawRow(g, r, addr, (r + 1) * rh, cw, rh, w);
        }
        g.setStroke(palette.get(Colour.GRID));
        g.strokeLine(0, rh - 0.5, w, rh - 0.5);
        g.strokeLine((HEX_X - 1) * cw, 0, (HEX_X - 1) * cw, h);
        g.strokeLine((TYPED_X - 1) * cw, 0, (TYPED_X - 1) * cw, h);
        g.restore();
    }

    private void drawRow(GraphicsContext g, int r, long addr, double y, double cw, double rh, double w) {
        long off = addr - area.address();
        boolean inactive = area.partitioned() && off % MemoryAreas.SB_PARTITION >= MemoryAreas.SB_ACTIVE;
        g.setFill(palette.get(inactive ? Colour.INACTIVE : r % 2 == 1 ? Colour.ROW_ALT : Colour.BACKGROUND));
        g.fillRect(0, y, w, rh);
        double mid = y + rh / 2;
        g.setTextAlign(TextAlignment.LEFT);
        g.setFill(palette.get(Colour.DIM));
        g.fillText(addressText(addr), cw * 0.5, mid);
        int n = (int) Math.min(ROW, area.end() - addr);
        boolean have = window != null && window.holds(addr) && window.holds(addr + n - 1);
        for (int i = 0; i < n; i++) {
            long a = addr + i;
            Color bg = highlight(a);
            double x = hexColumn(i) * cw;
            if (bg != null) {
                g.setFill(bg);
                g.fillRect(x - cw * 0.25, y + 1, cw * 2.5, rh - 2);
            }
            g.setFill(palette.get(inactive || !have ? Colour.DIM : isNow(a) ? Colour.NOW_TEXT
                    : isChanged(a) ? Colour.CHANGED_TEXT : Colour.TEXT));
            g.fillText(have ? HEX[window.at(a)] : "··", x, mid);
        }
        if (!have) {
            return;
        }
        if (shown == Dtype.UINT8) {
            for (int i = 0; i < n; i++) {
                long a = addr + i;
                Color bg = highlight(a);
                if (bg != null) {
                    g.setFill(bg);
                    g.fillRect(typedColumn(i) * cw, y + 1, cw, rh - 2);
                }
                int b = window.at(a);
                g.setFill(palette.get(b >= 0x20 && b < 0x7F && !inactive ? Colour.TEXT : Colour.DIM));
                g.fillText(b >= 0x20 && b < 0x7F ? String.valueOf((char) b) : "·", typedColumn(i) * cw, mid);
            }
            return;
        }
        int size = shown.size();
        int width = ValueFormat.width(shown);
        Conversion c = overview == null ? Conversion.DEFAULT : overview.conversion();
        g.setTextAlign(TextAlignment.RIGHT);
        for (int e = 0; e * size + size <= n; e++) {
            long a = addr + (long) e * size;
            Color bg = null;
            for (int k = 0; k < size && bg == null; k++) {
                bg = highlight(a + k);
            }
            double x = typedColumn(e) * cw;
            if (bg != null) {
                g.setFill(bg);
                g.fillRect(x, y + 1, width * cw, rh - 2);
            }
            g.setFill(palette.get(inactive ? Colour.DIM : Colour.TEXT));
            g.fillText(ValueFormat.format(window.bytes(), (int) (a - window.start()), shown, c), x + width * cw, mid);
        }
    }

    /** {@code 0x2000018000}, or {@code p017+0x01230} in the State Buffer. */
    String addressText(long addr) {
        long off = addr - area.address();
        if (area.partitioned()) {
            return String.format("p%03d+0x%05x", off / MemoryAreas.SB_PARTITION, off % MemoryAreas.SB_PARTITION);
        }
        return String.format("0x%010x", addr);
    }

    private boolean isNow(long a) {
        return overview != null && overview.now().contains(a);
    }

    private boolean isChanged(long a) {
        MemoryData.Window win = window;
        return win != null && win.before() != null && win.holds(a)
                && win.before()[(int) (a - win.start())] != win.bytes()[(int) (a - win.start())];
    }

    /**
     * The background of byte {@code a}: selected, written at this step, changed since the mark, written since, a
     * placeholder for compute (not emulated).
     */
    private Color highlight(long a) {
        if (selFrom >= 0 && a >= selFrom && a <= selTo) {
            return palette.get(Colour.SELECTION);
        }
        if (isNow(a)) {
            return palette.get(Colour.NOW_BG);
        }
        if (isChanged(a)) {
            return palette.get(Colour.CHANGED_BG);
        }
        Ranges since = overview == null ? null : overview.since();
        if (since != null && since.contains(a)) {
            return palette.get(Colour.SINCE_BG);
        }
        return overview != null && overview.computed().contains(a) ? palette.get(Colour.COMPUTED_BG) : null;
    }
}
