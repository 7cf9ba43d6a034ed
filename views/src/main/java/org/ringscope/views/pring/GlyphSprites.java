package org.ringscope.views.pring;

import java.util.HashMap;
import java.util.Map;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.transform.Transform;
import org.ringscope.model.timeline.EventKind;

/**
 * The timeline's event glyphs drawn once as small images and then stamped, one image per event. A glyph is a
 * polygon, an oval or a cross; the software renderer rasterizes each such shape as an anti-aliased path, which with
 * thousands of events in sight was most of a maximized timeline's frame, while an image is copied. An image is kept
 * per glyph, lane height, output scale and colours, so a zoom or a theme change makes new ones. Stamped glyphs sit
 * on whole pixels: an event moves at most half a pixel from where its shape would be.
 */
final class GlyphSprites {
    /** Images kept before the cache starts over (a handful of glyphs in a few colours need far fewer). */
    static final int MAX_IMAGES = 64;
    /** Pixels of room above and below the lane (the doorbell's stem reaches 2 px inside it). */
    private static final int PAD = 2;

    /** What a glyph's look depends on besides its colours and size. */
    record Glyph(EventKind kind, boolean tx, boolean abort) {
        /** The glyph of an event of {@code kind} on {@code ring} with {@code flags} (a doorbell's direction and abort). */
        static Glyph of(EventKind kind, int ring, long flags) {
            boolean bell = kind.doorbell();
            return new Glyph(kind, bell && ring % 2 == 0, bell && (flags & 1) != 0);
        }
    }

    private record Key(Glyph glyph, double laneHeight, double scale, Color fill, Color background, Color abort) {
    }

    private final Map<Key, Image> images = new HashMap<>();
    private long made;

    /**
     * Draws {@code glyph} centred at {@code (cx, laneY + lh / 2)} rounded to whole pixels. {@code scale} is the
     * output scale of the canvas's window (an image at that scale stays sharp). Call on the FX thread.
     */
    void stamp(GraphicsContext g, Glyph glyph, PringPalette pal, double cx, double laneY, double lh, double scale) {
        Image img = image(glyph, pal, lh, scale);
        double w = img.getWidth() / scale;
        double h = img.getHeight() / scale;
        g.drawImage(img, Math.round(cx) - Math.floor(w / 2), Math.round(laneY) - PAD, w, h);
    }

    /** Images made since this was created (a steady view makes none). */
    long made() {
        return made;
    }

    private Image image(Glyph glyph, PringPalette pal, double lh, double scale) {
        Key key = new Key(glyph, lh, scale, pal.of(glyph.kind()), pal.get(PringPalette.Colour.BACKGROUND),
                pal.get(PringPalette.Colour.ABORT));
        Image img = images.get(key);
        if (img == null) {
            if (images.size() >= MAX_IMAGES) {
                images.clear();
            }
            img = draw(glyph, pal, lh, scale);
            images.put(key, img);
            made++;
        }
        return img;
    }

    private static Image draw(Glyph glyph, PringPalette pal, double lh, double scale) {
        double s = lh * TimelineCanvas.GLYPH_SIZE;
        int half = (int) Math.ceil(s * 1.5 + 2);
        Canvas c = new Canvas(2 * half + 1, Math.ceil(lh) + 2 * PAD);
        TimelineCanvas.shape(c.getGraphicsContext2D(), pal, glyph, half, PAD, lh);
        SnapshotParameters p = new SnapshotParameters();
        p.setFill(Color.TRANSPARENT);
        p.setTransform(Transform.scale(scale, scale));
        WritableImage out = new WritableImage((int) Math.ceil(c.getWidth() * scale), (int) Math.ceil(c.getHeight() * scale));
        return c.snapshot(p, out);
    }
}
