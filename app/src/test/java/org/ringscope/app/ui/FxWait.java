package org.ringscope.app.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
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
}
