package org.ringscope.views.fx;

import javafx.application.Platform;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * The one thread rule of the workbench: the FX application thread only renders. Every change to the
 * scene graph goes through {@link #run(Runnable)}; code that must be on the FX thread says so with
 * {@link #assertFxThread()}. Parsing and other long work run on a background executor. This class is the only
 * place in the views that posts to the toolkit's queue.
 */
public final class Fx {
    private Fx() {
    }

    /** Runs {@code r} on the FX thread: at once when already there, else later. */
    public static void run(Runnable r) {
        if (Platform.isFxApplicationThread()) {
            r.run();
        } else if (!FxBatch.offer(r)) { // in a batch (a step's answers): posted with the others at its end
            Platform.runLater(r);
        }
    }

    /**
     * Runs {@code r} on the FX thread in a later turn, even when called there: after the layout of this pulse has
     * settled (a size known only then) or to coalesce the requests of one turn into one. Never batched.
     */
    public static void later(Runnable r) {
        Platform.runLater(r);
    }

    /** Fails fast when called off the FX thread (a view touched from a worker is a bug). */
    public static void assertFxThread() {
        if (!Platform.isFxApplicationThread()) {
            throw new IllegalStateException("not on the JavaFX application thread: " + Thread.currentThread().getName());
        }
    }

    /**
     * Gives a region that holds a full-size canvas the canvas's background colour as an opaque fill. Prism then finds
     * the region opaque over the canvas's dirty area and starts painting there, instead of repainting every
     * container's background under the canvas first (decision 0872). Sets it only when the colour changed.
     */
    public static void opaqueBackground(Region r, Color c) {
        Background b = r.getBackground();
        if (c.isOpaque() && (b == null || b.getFills().size() != 1 || !c.equals(b.getFills().get(0).getFill()))) {
            r.setBackground(new Background(new BackgroundFill(c, null, null)));
        }
    }
}
