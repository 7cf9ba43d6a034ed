package org.ringscope.app.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import org.ringscope.views.ViewReads;
import org.testfx.util.WaitForAsyncUtils;

/** Reads FX state from a test thread on the FX thread, and waits for the window to finish its work. */
final class FxWait {
    private FxWait() {
    }

    /**
     * {@code c}'s answer, called on the FX thread. The bound is for a thread that never answers, not a wait: a loaded
     * machine can keep the FX thread busy for seconds.
     */
    static <T> T fx(Callable<T> c) {
        try {
            return WaitForAsyncUtils.asyncFx(c).get(90, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("FX call failed", e);
        }
    }

    static void run(Runnable r) {
        fx(() -> {
            r.run();
            return null;
        });
    }

    /**
     * Where a user clicks a table or tree cell: on its start, where its text begins. (A cell's centre may lie
     * outside a narrow view's visible part, under the next pane.)
     */
    static Point2D start(Node cell) {
        return fx(() -> {
            Bounds b = cell.localToScreen(cell.getBoundsInLocal());
            return new Point2D(b.getMinX() + Math.min(12, b.getWidth() / 2), b.getCenterY());
        });
    }

    /**
     * Until {@code onFx}, read on the FX thread, holds. {@code seconds} is a ceiling for a loaded machine, not a wait:
     * the answer is taken as soon as it holds.
     */
    static void until(int seconds, Callable<Boolean> onFx) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> fx(onFx));
    }

    /** Until every load is shown or reported and the current view has finished preparing its member. */
    static void idle(MainWindow w) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> w.pendingLoadsProperty().get() == 0
                    && w.currentView().map(v -> !v.busyProperty().get()).orElse(true)));
        } catch (Exception e) {
            throw new AssertionError("the window did not become idle", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Until the window is quiet, on conditions, never on time: no load or run pending, the journal thread's queue
     * drained (every cursor move and query asked so far has answered), the FX thread's queue drained (every answer
     * handed over), and no view read in flight ({@link ViewReads#inFlight}: every view shows the answer to what it
     * last asked) — all of them at once, checked again after a read's answer has asked anew. Then the scene is laid
     * out, so a node's place on screen is where a click will find it. {@code seconds} bounds the whole wait.
     */
    static void settle(MainWindow w, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            WaitForAsyncUtils.waitForFxEvents();
            if (fx(() -> w.sessions().current().isPresent())) {
                fx(() -> w.sessions().cursor().query(j -> null)).get(seconds, TimeUnit.SECONDS);
            }
            WaitForAsyncUtils.waitForFxEvents();
            if (fx(() -> ViewReads.inFlight() == 0 && w.pendingLoadsProperty().get() == 0
                    && w.pendingRunsProperty().get() == 0)) {
                break;
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("the window did not settle in " + seconds + " s: " + fx(ViewReads::inFlight)
                        + " view reads in flight, " + fx(() -> w.pendingLoadsProperty().get()) + " loads and "
                        + fx(() -> w.pendingRunsProperty().get()) + " runs pending");
            }
        }
        laidOut(w);
    }

    /** The scene laid out now (a pulse may not have run since the last change): nodes are where they will be drawn. */
    static void laidOut(MainWindow w) {
        run(() -> {
            w.scene().getRoot().applyCss();
            w.scene().getRoot().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }
}
