package org.ringscope.views.pring;

import java.util.Arrays;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.animation.AnimationTimer;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Region;
import org.ringscope.views.fx.Fx;

/**
 * The pring view's frames: what is to be painted — the strips, the timeline, the flow overlay drawn over both — is
 * painted in one pulse by an animation timer that runs only while something is due; and what each frame's drawing
 * cost, for the responsiveness harness. A failure while painting is logged as a bug of the view.
 */
final class PringPainter {
    private static final Logger LOG = Logger.getLogger(PringPainter.class.getName());

    private final RingStripsPane rings;
    private final DoorbellTimelinePane lanes;
    private final PringPalette palette;
    private final CanvasPane overlay = new CanvasPane(this::overlayResized);
    private final FlowOverlay flows = new FlowOverlay();
    private final AnimationTimer timer;
    private boolean stripsDue;
    private boolean timelineDue;
    private boolean overlayDue;
    private long frames;
    private double[] millis = new double[256];
    private int count;

    PringPainter(RingStripsPane rings, DoorbellTimelinePane lanes, PringPalette palette) {
        this.rings = rings;
        this.lanes = lanes;
        this.palette = palette;
        overlay.setMouseTransparent(true);
        overlay.setFocusTraversable(false);
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                paint();
            }
        };
    }

    /** The overlay's canvas, laid over both panes. */
    Node overlay() {
        return overlay;
    }

    /** Paints the strips ({@code strips}), the timeline ({@code timeline}) and the overlay in the next pulse. */
    void repaint(boolean strips, boolean timeline) {
        stripsDue |= strips;
        timelineDue |= timeline;
        overlayDue = true;
        timer.start();
    }

    /** Whether nothing is due. */
    boolean idle() {
        return !stripsDue && !timelineDue && !overlayDue;
    }

    long frames() {
        return frames;
    }

    /** The milliseconds each frame's drawing took since the last call; starts a new record. */
    double[] takeMillis() {
        double[] out = Arrays.copyOf(millis, count);
        count = 0;
        return out;
    }

    void stop() {
        timer.stop();
    }

    private void overlayResized() {
        flows.invalidate();
        overlayDue = true;
        timer.start();
    }

    private void paint() {
        long t0 = System.nanoTime();
        timer.stop();
        frames++;
        try {
            Fx.opaqueBackground(rings.canvas, palette.get(PringPalette.Colour.BACKGROUND));
            Fx.opaqueBackground(lanes.canvas, palette.get(PringPalette.Colour.BACKGROUND));
            if (stripsDue) {
                stripsDue = false;
                rings.paint(palette);
            }
            if (timelineDue) {
                timelineDue = false;
                lanes.paint(palette, rings.model.selectedPring(), rings.model.selectedSlot());
            }
            if (overlayDue) {
                overlayDue = false;
                Canvas o = overlay.canvas();
                flows.draw(o.getGraphicsContext2D(), o.getWidth(), o.getHeight(), boundsIn(rings.canvas),
                        boundsIn(lanes.canvas), rings.model, lanes.model, palette);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "view bug in pring (painting)", e);
        }
        if (count == millis.length) {
            millis = Arrays.copyOf(millis, count * 2);
        }
        millis[count++] = (System.nanoTime() - t0) / 1e6;
    }

    private Rectangle2D boundsIn(Region r) {
        Point2D p = overlay.sceneToLocal(r.localToScene(0, 0));
        return p == null ? new Rectangle2D(0, 0, 1, 1) : new Rectangle2D(p.getX(), p.getY(), r.getWidth(), r.getHeight());
    }
}
