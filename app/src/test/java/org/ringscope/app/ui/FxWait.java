package org.ringscope.app.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import org.testfx.util.WaitForAsyncUtils;

/** Reads FX state from a test thread on the FX thread, and waits for the window to finish its work. */
final class FxWait {
    private FxWait() {
    }

    static <T> T fx(Callable<T> c) {
        try {
            return WaitForAsyncUtils.asyncFx(c).get(10, TimeUnit.SECONDS);
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
     * Every cursor query queued so far has answered and the FX thread has shown it: three rounds, since views
     * query again on the events an answer fires. {@code seconds} bounds each query's wait.
     */
    static void settle(MainWindow w, int seconds) throws Exception {
        for (int i = 0; i < 3; i++) {
            WaitForAsyncUtils.waitForFxEvents();
            if (fx(() -> w.sessions().current().isPresent())) {
                fx(() -> w.sessions().cursor().query(j -> null)).get(seconds, TimeUnit.SECONDS);
            }
            Thread.sleep(30);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
