package org.ringscope.views.pring;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import org.ringscope.model.timeline.EventKind;
import org.ringscope.views.pring.PringPalette.Colour;

/**
 * The legends of the strips and the timeline: what each colour and mark means. A legend wraps into as many rows as
 * the width it is given needs, so it never asks its view for more room than the view has (a narrow dock area keeps
 * every item readable instead of cutting the row at its edge).
 */
final class Legends {
    /** One item: its glyph, drawn at (x, cy) with half-size s, and its words. */
    private record Item(Glyph glyph, String text) {
    }

    @FunctionalInterface
    private interface Glyph {
        void draw(GraphicsContext g, PringPalette pal, double x, double cy, double s);
    }

    /**
     * Draws a legend into a canvas at most {@code maxW} wide and {@code maxRows} rows tall ({@link #strips},
     * {@link #timeline}); returns the words of the items it had no room for.
     */
    @FunctionalInterface
    interface Drawing {
        List<String> draw(Canvas c, PringPalette pal, double maxW, int maxRows);
    }

    private Legends() {
    }

    /** A pane's title, and its legend after it — below it when the view is too narrow for both on one line. */
    static FlowPane header(Label title, Canvas legend) {
        FlowPane h = new FlowPane(16, 2, title, legend);
        h.setAlignment(Pos.CENTER_LEFT);
        h.getStyleClass().add("pring-toolbar");
        return h;
    }

    /**
     * Draws a legend for a view {@code width} wide: beside its title when one row fits there, else below it in as many
     * rows as the width needs (the view never asks for more width than its area has) — at most {@code maxRows}: a
     * short view keeps its height for the rings and lanes, and the items without room are named in the legend's
     * tooltip (a "+N more" at the row's end says so).
     */
    static void besideOrBelow(Canvas c, Label title, double width, PringPalette pal, Drawing drawing, int maxRows) {
        double besideW = width - title.prefWidth(-1) - 16;
        List<String> left = drawing.draw(c, pal, besideW, 1);
        if (!left.isEmpty()) {
            left = drawing.draw(c, pal, width, maxRows);
        }
        Tooltip.install(c, left.isEmpty() ? null : new Tooltip("Also: " + String.join(", ", left)
                + " (the whole legend shows when the view is taller)"));
    }

    /** The strips' legend in {@code c}, at most {@code maxW} wide and {@code maxRows} rows; the items left out. */
    static List<String> strips(Canvas c, PringPalette pal, double maxW, int maxRows) {
        return draw(c, pal, maxW, maxRows, STRIPS, 0.3, 6);
    }

    /** The timeline's legend in {@code c}, at most {@code maxW} wide and {@code maxRows} rows; the items left out. */
    static List<String> timeline(Canvas c, PringPalette pal, double maxW, int maxRows) {
        return draw(c, pal, maxW, maxRows, TIMELINE, 0.22, 5);
    }

    /**
     * Where each item goes when items of the given widths flow into rows of at most {@code maxW}: per item its x and
     * its row; the last element holds the widest row's width and the number of rows.
     */
    static double[][] flow(double[] widths, double maxW) {
        double[][] at = new double[widths.length + 1][];
        double x = 4;
        int row = 0;
        double widest = 0;
        for (int i = 0; i < widths.length; i++) {
            if (x > 4 && x + widths[i] > maxW) {
                row++;
                x = 4;
            }
            at[i] = new double[] {x, row};
            x += widths[i];
            widest = Math.max(widest, x);
        }
        at[widths.length] = new double[] {widest, row + 1};
        return at;
    }

    /**
     * As {@link #flow(double[], double)} into at most {@code maxRows} rows: the items that come after them have no
     * place ({@code null}), and the last row keeps {@code moreW} free for the mark that says how many.
     */
    static double[][] flowInto(double[] widths, double maxW, int maxRows, double moreW) {
        double[][] all = flow(widths, maxW);
        if (all[widths.length][1] <= maxRows) {
            return all;
        }
        double[][] at = new double[widths.length + 1][];
        double x = 4;
        int row = 0;
        double widest = 0;
        for (int i = 0; i < widths.length; i++) {
            double room = row == maxRows - 1 ? maxW - moreW : maxW;
            if (x > 4 && x + widths[i] > room) {
                if (row == maxRows - 1) {
                    break;
                }
                row++;
                x = 4;
            }
            at[i] = new double[] {x, row};
            x += widths[i];
            widest = Math.max(widest, x);
        }
        at[widths.length] = new double[] {Math.min(maxW, widest + moreW), row + 1};
        return at;
    }

    private static List<String> draw(Canvas c, PringPalette pal, double maxW, int maxRows, List<Item> items,
            double sizeOfLine, double maxSize) {
        double lineH = pal.fontSize() * 1.5;
        double s = Math.min(lineH * sizeOfLine, maxSize);
        double[] widths = new double[items.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = 2 * s + 4 + TimelineCanvas.textWidth(items.get(i).text(), pal) + 12;
        }
        double moreW = TimelineCanvas.textWidth("+" + items.size() + " more", pal) + 8;
        double[][] at = flowInto(widths, Math.max(maxW, 60), Math.max(1, maxRows), moreW);
        double[] size = at[widths.length];
        c.setWidth(Math.ceil(size[0]));
        c.setHeight(Math.ceil(size[1] * lineH));
        GraphicsContext g = c.getGraphicsContext2D();
        g.clearRect(0, 0, c.getWidth(), c.getHeight());
        g.setFont(pal.font(0.82));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        List<String> left = new ArrayList<>();
        double end = 4;
        for (int i = 0; i < widths.length; i++) {
            if (at[i] == null) {
                left.add(items.get(i).text());
                continue;
            }
            double x = at[i][0];
            double cy = at[i][1] * lineH + lineH / 2;
            items.get(i).glyph().draw(g, pal, x, cy, s);
            g.setFill(pal.get(Colour.DIM));
            g.fillText(items.get(i).text(), x + 2 * s + 4, cy);
            end = x + widths[i];
        }
        if (!left.isEmpty()) {
            g.setFill(pal.get(Colour.DIM));
            g.fillText("+" + left.size() + " more", end, (size[1] - 1) * lineH + lineH / 2);
        }
        return left;
    }

    private static Item strip(Colour c, String text) {
        return new Item((g, pal, x, cy, s) -> {
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
        }, text);
    }

    private static Item event(EventKind k, String text) {
        return new Item((g, pal, x, cy, s) -> {
            Color c = pal.of(k);
            g.setFill(c);
            g.setStroke(c);
            g.setLineWidth(1.5);
            switch (k) {
                case DOORBELL -> g.fillPolygon(new double[] {x, x + 2 * s, x + s}, new double[] {cy + s, cy + s, cy - s}, 3);
                case DMA_DOORBELL -> g.strokePolygon(new double[] {x, x + 2 * s, x + s}, new double[] {cy + s, cy + s,
                    cy - s}, 3);
                case KICKOFF -> g.fillPolygon(new double[] {x, x + s, x + 2 * s, x + s}, new double[] {cy, cy - s * 1.2,
                    cy, cy + s * 1.2}, 4);
                case SEMAPHORE -> g.fillOval(x, cy - s, 2 * s, 2 * s);
                case EVENT -> g.fillRect(x, cy - s, 2 * s, 2 * s);
                case PACKET -> g.fillRect(x, cy - s * 0.6, 2 * s, s * 1.2);
                case ENGINE_SEMAPHORE -> g.fillRoundRect(x + s * 0.5, cy - s, s, 2 * s, s * 0.5, s * 0.5);
                case WAIT -> g.strokeLine(x, cy, x + 2 * s, cy);
                default -> TimelineCanvas.cross(g, c, x + s, cy, s);
            }
        }, text);
    }

    /** A DGE ring's tag, as the strips and the timeline's lanes show it. */
    private static Item dge(String tag, String text) {
        return new Item((g, pal, x, cy, s) -> {
            g.setFill(pal.get(StripCanvas.dgeColour(tag)));
            g.fillRoundRect(x, cy - s, 2 * s, 2 * s, s, s);
        }, tag + " " + text);
    }

    private static final List<Item> STRIPS = List.of(strip(Colour.DESCRIPTOR, "descriptor"), strip(Colour.PAD, "pad"),
            strip(Colour.ABORT, "trap"), strip(Colour.EMPTY, "empty"), strip(Colour.PENDING, "published, not run"), strip(Colour.GUARD, "guard (16)"),
            strip(Colour.DOORBELL, "T tail"), strip(Colour.PACKET, "H head"), strip(Colour.DMA_DOORBELL, "N next_desc"),
            strip(Colour.SEMAPHORE, "C next_cdesc"), strip(Colour.PHASE1, "ring id"), dge("SW DGE", "software-dynamic"),
            dge("HW DGE", "hardware-dynamic"));

    private static final List<Item> TIMELINE = List.of(event(EventKind.DOORBELL, "doorbell"),
            event(EventKind.DMA_DOORBELL, "by descriptor"), event(EventKind.KICKOFF, "kickoff"),
            event(EventKind.SEMAPHORE, "semaphore"), event(EventKind.EVENT, "event"), event(EventKind.PACKET, "packet"),
            event(EventKind.ABORT, "abort"), event(EventKind.ENGINE_SEMAPHORE, "engine semaphore"),
            event(EventKind.WAIT, "wait"), dge("SW DGE", "software-dynamic queue"), dge("HW DGE",
                    "hardware-dynamic queue"), real());

    /** A profile's packet under its queue's lane (decision 1424). */
    private static Item real() {
        return new Item((g, pal, x, cy, s) -> {
            g.setStroke(pal.get(Colour.PACKET));
            g.setLineWidth(1.5);
            g.strokeRect(x, cy - s * 0.4, 2 * s, s * 0.8);
        }, "profile packet");
    }
}
