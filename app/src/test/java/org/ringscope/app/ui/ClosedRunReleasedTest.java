package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;
import static org.ringscope.app.ui.FxWait.idle;

import java.lang.ref.WeakReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.model.session.EmulationSession;

/**
 * A closed NEFF takes its run with it: once its document closes, nothing in the window (the views, their shared
 * caches, the cursor) keeps the session reachable. A run of a real NEFF holds hundreds of megabytes; a window that
 * kept each closed one would run out of heap after a few files.
 */
class ClosedRunReleasedTest {
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;

    @BeforeAll
    static void openWindow() throws Exception {
        window = WINDOW.window();
    }

    @AfterAll
    static void releaseWindow() {
        window = null; // the window and its run go with the class: the next test class has the heap
    }

    @Test
    void aClosedRunIsCollectable() throws Exception {
        WINDOW.openSample(Perspective.LOAD); // waits for the run, not only the load
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
