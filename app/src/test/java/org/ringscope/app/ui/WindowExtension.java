package org.ringscope.app.ui;

import static org.ringscope.app.ui.FxWait.fx;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.model.neff.ReadLimits;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * One workbench window per test class, headless, as the user gets it (memory-only recent files, the default read
 * limits, messages to stderr): registered as a static {@code @RegisterExtension} field, it opens before the class's
 * own {@code @BeforeAll} methods and closes after its {@code @AfterAll} ones, shutting its background executor
 * down, so the window and the run it holds go with the class and the next class has the heap.
 */
final class WindowExtension implements BeforeAllCallback, AfterAllCallback {
    private final int width;
    private final int height;
    private ExecutorService background;
    private MainWindow window;

    WindowExtension(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /** The window at the workbench's default size, 1400×900. */
    WindowExtension() {
        this(1400, 900);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        background = RingScopeApp.newBackgroundExecutor();
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(stage -> {
            window = new MainWindow(stage, background, RecentFiles.memoryOnly(), ReadLimits.DEFAULT,
                    (header, msg) -> System.err.println("ringscope: " + msg));
            stage.setWidth(width);
            stage.setHeight(height);
            stage.show();
        });
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        MainWindow w = window;
        if (w != null) {
            // the run goes with the class even if something still holds the window
            WaitForAsyncUtils.asyncFx(() -> w.sessions().clear()).get(30, TimeUnit.SECONDS);
        }
        FxToolkit.cleanupStages();
        window = null;
        background.shutdownNow();
    }

    MainWindow window() {
        return window;
    }

    /** Switches to {@code p}, opens the bundled sample and waits (a minute at most) until its run is current. */
    MainWindow openSample(Perspective p) throws Exception {
        FxWait.run(() -> window.switchPerspective(p));
        FxWait.run(window::openSample);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()));
        return window;
    }
}
