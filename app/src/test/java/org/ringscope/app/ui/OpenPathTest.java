package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.ui.load.DocumentLoader;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.session.EmulationSession;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Open parses a NEFF's manifest once (decision 1355): a file opened as a drop, the recent list or the command line
 * opens it goes to the loads, whose document's manifest the session runs with, and the load check reads the
 * session's — so neither the run nor the check parses it again.
 */
class OpenPathTest {
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension();
    private static MainWindow window;

    @BeforeAll
    static void openWindow() {
        window = WINDOW.window();
    }

    @AfterAll
    static void releaseWindow() {
        window = null;
    }

    @Test
    void openingANeffParsesItsManifestOnce(@TempDir Path dir) throws Exception {
        Path neff = Files.write(dir.resolve("opened.neff"), DocumentLoader.sampleBytes());
        long before = ManifestParser.parses();
        FxWait.run(() -> window.open(neff));
        Label check = fx(() -> (Label) window.scene().lookup("#status-check"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && check.getText().startsWith("Load check ")));
        FxWait.settle(window, 30);

        EmulationSession s = fx(() -> window.sessions().current().orElseThrow());
        Manifest shown = fx(() -> window.currentView().orElseThrow().document().orElseThrow().manifest());
        assertEquals("opened.neff", fx(() -> window.currentView().orElseThrow().document().orElseThrow()
                .displayName()));
        assertTrue(shown == s.manifest(), "the session runs with the manifest the NEFF document parsed");
        assertEquals(1, ManifestParser.parses() - before,
                "opening, running and checking one NEFF parses its manifest once");
    }
}
