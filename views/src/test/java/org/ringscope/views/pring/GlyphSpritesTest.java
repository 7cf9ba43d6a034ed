package org.ringscope.views.pring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.views.FxCall.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.model.timeline.EventKind;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A stamped glyph is the glyph's shapes: at a whole-pixel centre its pixels are those the shapes paint there, for
 * every kind a sprite stands for and each doorbell's direction and abort mark; elsewhere it sits on the nearest whole
 * pixel. A view that draws the same glyphs again makes no new image; a new lane height does.
 */
@ExtendWith(ApplicationExtension.class)
class GlyphSpritesTest {
    private static final int W = 48;
    private static final int H = 40;
    /** Per channel, out of 255: compositing an image rounds once more than painting the shape in place. */
    private static final int TOLERANCE = 3;

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 100, 100));
        stage.show();
    }

    @Test
    void aStampedGlyphHasThePixelsOfItsShapes() {
        PringPalette pal = fx(() -> new PringPalette(() -> { }));
        GlyphSprites sprites = new GlyphSprites();
        List<String> wrong = new ArrayList<>();
        for (GlyphSprites.Glyph glyph : glyphs()) {
            int[] shape = paint(g -> TimelineCanvas.shape(g, pal, glyph, 24, 10, 20));
            int[] stamp = paint(g -> sprites.stamp(g, glyph, pal, 24, 10, 20, 1));
            int d = maxDifference(shape, stamp);
            if (d > TOLERANCE) {
                wrong.add(glyph + " differs by " + d);
            }
            assertTrue(inked(shape) > 4, glyph + " paints something");
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void offAWholePixelTheGlyphSitsOnTheNearestOne() {
        PringPalette pal = fx(() -> new PringPalette(() -> { }));
        GlyphSprites sprites = new GlyphSprites();
        GlyphSprites.Glyph bell = new GlyphSprites.Glyph(EventKind.DOORBELL, true, false);
        int[] whole = paint(g -> sprites.stamp(g, bell, pal, 24, 10, 20, 1));
        assertEquals(0, maxDifference(whole, paint(g -> sprites.stamp(g, bell, pal, 24.4, 10.3, 20, 1))));
        assertEquals(0, maxDifference(paint(g -> sprites.stamp(g, bell, pal, 25, 10, 20, 1)),
                paint(g -> sprites.stamp(g, bell, pal, 24.6, 10, 20, 1))));
        assertTrue(maxDifference(whole, paint(g -> sprites.stamp(g, bell, pal, 25, 10, 20, 1))) > 100,
                "a pixel to the right is another picture");
    }

    @Test
    void theSameGlyphsAgainMakeNoImageAndANewLaneHeightDoes() {
        PringPalette pal = fx(() -> new PringPalette(() -> { }));
        GlyphSprites sprites = new GlyphSprites();
        List<GlyphSprites.Glyph> all = glyphs();
        paint(g -> all.forEach(glyph -> sprites.stamp(g, glyph, pal, 24, 10, 20, 1)));
        assertEquals(all.size(), sprites.made());
        paint(g -> all.forEach(glyph -> sprites.stamp(g, glyph, pal, 30, 12, 20, 1)));
        assertEquals(all.size(), sprites.made(), "drawn again elsewhere: no new image");
        paint(g -> sprites.stamp(g, all.get(0), pal, 24, 10, 16, 1));
        assertEquals(all.size() + 1, sprites.made(), "a lane 16 px high is a new image");
        paint(g -> sprites.stamp(g, all.get(0), pal, 24, 10, 16, 2));
        assertEquals(all.size() + 2, sprites.made(), "so is another output scale");
    }

    /** Every glyph a sprite stands for: each kind but a packet, a doorbell in both directions, with and without abort. */
    private static List<GlyphSprites.Glyph> glyphs() {
        List<GlyphSprites.Glyph> out = new ArrayList<>();
        for (EventKind k : EventKind.values()) {
            if (k == EventKind.PACKET) {
                continue;
            }
            if (k.doorbell()) {
                for (int v = 0; v < 4; v++) {
                    out.add(new GlyphSprites.Glyph(k, (v & 1) != 0, (v & 2) != 0));
                }
            } else {
                out.add(new GlyphSprites.Glyph(k, false, false));
            }
        }
        return out;
    }

    /** The ARGB pixels of a white canvas after {@code draw}. */
    private static int[] paint(Consumer<GraphicsContext> draw) {
        return fx(() -> {
            Canvas c = new Canvas(W, H);
            GraphicsContext g = c.getGraphicsContext2D();
            g.setFill(Color.WHITE);
            g.fillRect(0, 0, W, H);
            g.setImageSmoothing(false);
            draw.accept(g);
            WritableImage img = c.snapshot(new SnapshotParameters(), null);
            PixelReader r = img.getPixelReader();
            int[] px = new int[W * H];
            for (int y = 0; y < H; y++) {
                for (int x = 0; x < W; x++) {
                    px[y * W + x] = r.getArgb(x, y);
                }
            }
            return px;
        });
    }

    private static int maxDifference(int[] a, int[] b) {
        int d = 0;
        for (int i = 0; i < a.length; i++) {
            for (int shift = 0; shift < 32; shift += 8) {
                d = Math.max(d, Math.abs((a[i] >>> shift & 0xff) - (b[i] >>> shift & 0xff)));
            }
        }
        return d;
    }

    private static int inked(int[] px) {
        int n = 0;
        for (int p : px) {
            n += p != 0xffffffff ? 1 : 0;
        }
        return n;
    }
}
