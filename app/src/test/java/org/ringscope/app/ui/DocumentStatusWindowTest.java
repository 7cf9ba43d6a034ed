package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.Documents;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.neff.NeffDocument;

/**
 * The window's words about what it shows, at 1024×700: after a second NEFF opens (in Execute, where a NEFF does not
 * come to the front) the title and the status bar's summary name the NEFF the views run, not the first; the stepping
 * hint is said where it stays true, by the step line at the run's end, and goes once the cursor has moved; closing the NEFF leaves no word of its run, and the descriptor
 * inspector says there is no run rather than that its descriptor is unknown.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DocumentStatusWindowTest {
    private static final String SECOND = "chengli2003__part1_transpose_1024.neff";
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1024, 700);
    private static MainWindow window;

    @BeforeAll
    static void openTwo() throws Exception {
        Path f = Fixtures.shared("neff").resolve(SECOND);
        Assumptions.assumeTrue(Files.isRegularFile(f), SECOND + " absent from the shared fixtures; skipping");
        window = WINDOW.openSample(Perspective.EXECUTE);
        FxWait.settle(window, 60);
        FxWait.run(() -> window.open(f));
        FxWait.until(120, () -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current()
                .map(s -> s.neff().source().endsWith(SECOND)).orElse(false));
        FxWait.settle(window, 60);
    }

    @AfterAll
    static void release() {
        window = null;
    }

    private static String title() {
        return fx(() -> ((Stage) window.scene().getWindow()).getTitle());
    }

    private static String step() {
        return fx(() -> window.stepStatusLabel().getText());
    }

    private static String status() {
        return fx(() -> window.statusBar().getText());
    }

    @Test
    @Order(1)
    void theTitleAndTheSummaryNameTheNeffTheViewsRun() throws Exception {
        assertEquals("RingScope — " + SECOND, title());
        String want = fx(() -> window.dock().items().stream().map(Documents::documentOf)
                .flatMap(Optional::stream).filter(d -> d.displayName().equals(SECOND))
                .map(d -> Summaries.neff((NeffDocument) d)).findFirst().orElseThrow());
        String summary = fx(() -> ((Label) window.scene().lookup("#status-right")).getText());
        assertEquals(want, summary, "the summary of " + SECOND);
        Shots.both(window, "status-second-neff-execute-1024x700");
    }

    @Test
    @Order(2)
    void theRunsSteppingHintGoesOnceTheCursorMoves() throws Exception {
        assertTrue(step().contains("F10"), "a run shown at its end says how to step: " + step());
        assertFalse(status().contains("F10") || status().contains("last step"), "the status line makes no claim "
                + "about where the cursor is: " + status());
        FxWait.run(() -> window.perform("step-over"));
        FxWait.until(60, () -> window.context().cursor().step() < window.context().cursor().maxStep());
        FxWait.settle(window, 60);
        assertFalse(step().contains("F10") || step().contains("the end"), "the cursor moved: " + step());
        assertFalse(status().contains("last step"), status());
    }

    @Test
    @Order(3)
    void closingTheNeffLeavesNoWordOfItsRun() throws Exception {
        FxWait.run(() -> window.switchPerspective(Perspective.LOAD));
        FxWait.run(() -> window.dock().items().stream().filter(i -> Documents.documentOf(i)
                .map(d -> d.displayName().equals(SECOND)).orElse(false)).findFirst().ifPresent(i -> window.dock()
                .show(i)));
        FxWait.settle(window, 60);
        FxWait.run(() -> window.perform("close"));
        FxWait.until(60, () -> window.sessions().current().isEmpty());
        FxWait.settle(window, 60);
        assertFalse(title().contains(SECOND), title());
        assertFalse(status().contains(SECOND) && !status().startsWith("Closed"), "no stale word of the run: "
                + status());
        assertTrue(status().startsWith("Closed " + SECOND), status());
        String inspector = fx(() -> ((Label) window.scene().lookup("#desc-summary")).getText());
        assertFalse(inspector.contains("is not a descriptor"), inspector);
        assertTrue(inspector.startsWith("No run is open"), inspector);
        Shots.both(window, "status-after-close-1024x700");
    }
}
