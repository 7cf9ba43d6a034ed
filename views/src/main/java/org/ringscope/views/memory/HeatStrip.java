package org.ringscope.views.memory;

import java.util.function.DoubleConsumer;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import org.ringscope.views.memory.MemoryPalette.Colour;

/**
 * Write activity per page of the area, top to bottom, as a narrow strip beside the bytes: each pixel row is as strong
 * as the busiest page it covers (log scale), the rows in sight are framed, and a click asks to scroll to that part of
 * the area ({@code jump} gets the fraction 0..1).
 */
final class HeatStrip extends Region {
    private final Canvas canvas = new Canvas();
    private final MemoryPalette palette;
    private int[] heat = new int[0];
    private double viewFrom;
    private double viewTo;

    HeatStrip(MemoryPalette palette, DoubleConsumer jump) {
        this.palette = palette;
        getChildren().add(canvas);
        getStyleClass().add("memory-heat");
        setMinWidth(16);
        setPrefWidth(16);
        setMaxWidth(16);
        setOnMousePressed(e -> jump.accept(Math.max(0, Math.min(1, e.getY() / Math.max(1, getHeight())))));
        setOnMouseDragged(e -> jump.accept(Math.max(0, Math.min(1, e.getY() / Math.max(1, getHeight())))));
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth());
        double h = snapSizeY(getHeight());
        if (w != canvas.getWidth() || h != canvas.getHeight()) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            draw();
        }
    }

    /** The counts per page, and the part of the area in sight (fractions). */
    void show(int[] counts, double from, double to) {
        heat = counts == null ? new int[0] : counts;
        viewFrom = from;
        viewTo = to;
        draw();
    }

    /** The strongest count (tests and the tooltip). */
    int max() {
        int m = 0;
        for (int c : heat) {
            m = Math.max(m, c);
        }
        return m;
    }

    void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(palette.get(Colour.HEADER_BG));
        g.fillRect(0, 0, w, h);
        int max = max();
        if (heat.length > 0 && max > 0 && h > 0) {
            double scale = Math.log1p(max);
            int px = (int) Math.ceil(h);
            for (int y = 0; y < px; y++) {
                int p0 = (int) ((long) y * heat.length / px);
                int p1 = (int) Math.max(p0 + 1, (long) (y + 1) * heat.length / px);
                int m = 0;
                for (int p = p0; p < Math.min(p1, heat.length); p++) {
                    m = Math.max(m, heat[p]);
                }
                if (m > 0) {
                    g.setGlobalAlpha(0.25 + 0.75 * Math.log1p(m) / scale);
                    g.setFill(palette.get(Colour.HEAT));
                    g.fillRect(2, y, w - 4, 1);
                }
            }
            g.setGlobalAlpha(1);
        }
        g.setStroke(palette.get(Colour.ACCENT));
        double y0 = Math.floor(viewFrom * h) + 0.5;
        double y1 = Math.max(y0 + 2, Math.ceil(viewTo * h) - 0.5);
        g.strokeRect(0.5, y0, w - 1, y1 - y0);
    }
}
