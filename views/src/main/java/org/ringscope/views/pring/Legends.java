package org.ringscope.views.pring;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import org.ringscope.views.pring.PringPalette.Colour;

/** The strips' legend: what each colour and mark on a ring means. */
final class Legends {
    private Legends() {
    }

    /** Draws the legend and returns the width it took. */
    static double strips(GraphicsContext g, PringPalette pal, double w, double h) {
        g.clearRect(0, 0, w, h);
        g.setFont(pal.font(0.82));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        double x = 4;
        double cy = h / 2;
        double s = Math.min(h * 0.3, 6);
        Object[][] items = {{Colour.DESCRIPTOR, "descriptor"}, {Colour.PAD, "pad"}, {Colour.EMPTY, "empty"},
            {Colour.PENDING, "published, not run"}, {Colour.GUARD, "guard (16)"}, {Colour.DOORBELL, "T tail"},
            {Colour.PACKET, "H head"}, {Colour.DMA_DOORBELL, "N next_desc"}, {Colour.SEMAPHORE, "C next_cdesc"},
            {Colour.PHASE1, "ring id"}};
        for (Object[] it : items) {
            Colour c = (Colour) it[0];
            Color col = pal.get(c);
            g.setFill(col);
            if (c == Colour.DMA_DOORBELL || c == Colour.SEMAPHORE) {
                g.fillRect(x + s - 1, cy - s, 2, 2 * s);
            } else if (c == Colour.DOORBELL) {
                g.fillPolygon(new double[] {x, x + 2 * s, x + s}, new double[] {cy - s, cy - s, cy + s}, 3);
            } else if (c == Colour.PACKET) {
                g.fillPolygon(new double[] {x, x + 2 * s, x + s}, new double[] {cy + s, cy + s, cy - s}, 3);
            } else {
                g.fillRect(x, cy - s, 2 * s, 2 * s);
                if (c == Colour.EMPTY) {
                    g.setStroke(pal.get(Colour.GRID));
                    g.setLineWidth(1);
                    g.strokeRect(x + 0.5, cy - s + 0.5, 2 * s - 1, 2 * s - 1);
                }
            }
            x += 2 * s + 4;
            g.setFill(pal.get(Colour.DIM));
            String t = (String) it[1];
            g.fillText(t, x, cy);
            x += TimelineCanvas.textWidth(t, pal) + 12;
        }
        return x;
    }
}
