package org.ringscope.views;

import javafx.application.Platform;

/**
 * The one thread rule of the workbench: the FX application thread only renders. Every change to the
 * scene graph goes through {@link #run(Runnable)}; code that must be on the FX thread says so with
 * {@link #assertFxThread()}. Parsing and other long work run on a background executor.
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
     * Runs {@code r} on the FX thread later, even when called there: after what is already queued (a layout pass, the
     * answers a barrier waits for), never inside the caller.
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
    public static void opaqueBackground(javafx.scene.layout.Region r, javafx.scene.paint.Color c) {
        javafx.scene.layout.Background b = r.getBackground();
        if (c.isOpaque() && (b == null || b.getFills().size() != 1 || !c.equals(b.getFills().get(0).getFill()))) {
            r.setBackground(new javafx.scene.layout.Background(new javafx.scene.layout.BackgroundFill(c, null, null)));
        }
    }
}
