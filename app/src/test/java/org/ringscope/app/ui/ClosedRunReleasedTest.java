package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;
import static org.ringscope.app.ui.FxWait.idle;

import java.lang.ref.WeakReference;
import java.util.concurrent.ExecutorService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.session.EmulationSession;
import org.testfx.api.FxToolkit;

/**
 * A closed NEFF takes its run with it: once its document closes, nothing in the window (the views, their shared
 * caches, the cursor) keeps the session reachable. A run of a real NEFF holds hundreds of megabytes; a window that
 * kept each closed one would run out of heap after a few files.
 */
class ClosedRunReleasedTest {
    private static ExecutorService background;
    private static MainWindow window;

    @BeforeAll
    static void openWindow() throws Exception {
        background = RingScopeApp.newBackgroundExecutor();
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(stage -> {
            window = new MainWindow(stage, background, RecentFiles.memoryOnly(), ReadLimits.DEFAULT,
                    (header, msg) -> System.err.println("ringscope: " + msg));
            stage.setWidth(1400);
            stage.setHeight(900);
            stage.show();
        });
    }

    @AfterAll
    static void closeWindow() throws Exception {
        FxToolkit.cleanupStages();
        window = null; // the window and its run go with the class: the next test class has the heap
        background.shutdownNow();
    }

    @Test
    void aClosedRunIsCollectable() throws Exception {
        FxWait.run(window::openSample);
        idle(window);
        EmulationSession s = fx(() -> window.sessions().current().orElseThrow());
        WeakReference<EmulationSession> ref = new WeakReference<>(s);
        s = null;
        FxWait.run(() -> window.actions().get("close").perform());
        idle(window);
        assertTrue(fx(() -> window.sessions().current().isEmpty()), "the session is still current after close");
        for (int i = 0; i < 20 && ref.get() != null; i++) {
            System.gc();
            Thread.sleep(100);
        }
        assertNull(ref.get(), "the closed NEFF's session is still reachable");
    }
}
