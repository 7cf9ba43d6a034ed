package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.palette.PaletteModel;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.views.Tables;
import org.testfx.api.FxRobot;

/**
 * A new user's first steps at 1024×700: the first F10 on the Load screen brings the Spine forward (it is a small
 * bottom tab there); copied rows carry their columns' titles and plain values, and an exported table plain values; the
 * command palette opens recent files; and when Esc cancels a load, the step line says why stepping is off and that
 * Ctrl+R opens it again — which it does.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FirstStepsWindowTest {
    @RegisterExtension
    static final WindowExtension WINDOW = new WindowExtension(1024, 700);
    private static MainWindow window;
    private static Path recent;

    @BeforeAll
    static void openACopyOfTheSample() throws Exception {
        recent = Files.createTempDirectory("first-steps").resolve("recent-sample.neff");
        try (InputStream in = FirstStepsWindowTest.class.getResourceAsStream("/org/ringscope/samples/sample.neff")) {
            Files.write(recent, in.readAllBytes());
        }
        window = WINDOW.window();
        FxWait.run(() -> {
            window.switchPerspective(Perspective.LOAD);
            window.open(recent);
        });
        waitForRun();
    }

    private static void waitForRun() throws Exception {
        FxWait.until(120, () -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()
                && window.context().cursor().maxStep() > 0);
        FxWait.settle(window, 60);
    }

    @AfterAll
    static void release() {
        window = null;
    }

    private static DockItem spine() {
        return fx(() -> window.dock().item(ViewKind.SPINE.id()).orElseThrow());
    }

    @Test
    @Order(1)
    void theFirstF10OnLoadBringsTheSpineForward() throws Exception {
        assertFalse(fx(() -> spine().tab().isSelected()), "on Load the Spine is a bottom tab behind Problems");
        FxWait.run(() -> window.perform("step-over"));
        FxWait.until(60, () -> window.context().cursor().step()
                < window.context().cursor().maxStep());
        FxWait.settle(window, 60);
        assertTrue(fx(() -> spine().tab().isSelected()), "the first step shows where the run is");
        assertTrue(fx(() -> window.statusBar().getText()).contains("Spine"), fx(() -> window.statusBar().getText()));
        Shots.both(window, "first-f10-load-1024x700");
    }

    @Test
    @Order(2)
    void copiedRowsCarryTheirTitlesAndPlainValues() throws Exception {
        FxWait.run(() -> window.context().cursor().seek(window.context().cursor().maxStep())); // the vrings built
        FxWait.run(() -> window.showView(ViewKind.VRING));
        FxWait.settle(window, 60);
        TableView<?> t = fx(() -> (TableView<?>) window.scene().lookup("#vring-descriptors"));
        FxWait.until(60, () -> t.getItems().size() > 1);
        FxWait.run(() -> {
            t.getSelectionModel().clearSelection();
            t.getSelectionModel().selectRange(0, Math.min(4, t.getItems().size()));
        });
        String text = fx(() -> CopyExport.text(t, window.context().selection()));
        List<String> lines = text.lines().toList();
        assertEquals(fx(() -> String.join("\t", t.getVisibleLeafColumns().stream().map(c -> c.getText()).toList())),
                lines.get(0), "a line of the columns' titles first");
        assertFalse(text.contains("●"), "flags as values: " + text);
        assertFalse(text.matches("(?s).*\\d,\\d{3}.*"), "numbers without separators: " + text);
        assertTrue(lines.get(1).contains("\t1\t") || lines.get(1).contains("\t1"), "a set flag is 1: " + text);
    }

    @Test
    @Order(3)
    void anExportedTableHoldsPlainValues() throws Exception {
        FxWait.run(() -> window.showView(ViewKind.MEMORY));
        FxWait.settle(window, 60);
        TableView<?> areas = fx(() -> (TableView<?>) window.scene().lookup("#memory-areas"));
        FxWait.until(60, () -> !areas.getItems().isEmpty());
        String csv = fx(() -> Csv.of(areas));
        assertTrue(csv.startsWith(fx(() -> String.join(",", areas.getVisibleLeafColumns().stream()
                .map(c -> Csv.field(c.getText())).toList())) + "\r\n"), "a header line: " + csv);
        assertFalse(csv.matches("(?s).*\\d (B|KiB|MiB|GiB)\\b.*"), "sizes in bytes: " + csv);
        assertEquals(fx(() -> Tables.plainValue(areas.getVisibleLeafColumns().get(0), areas.getItems().get(0),
                areas.getVisibleLeafColumns().get(0).getCellData(0))), csv.lines().skip(1).findFirst().orElseThrow()
                .split(",")[0].replace("\"", ""));
    }

    @Test
    @Order(4)
    void theCommandPaletteOpensRecentFiles() throws Exception {
        FxWait.run(() -> window.palette().open());
        FxWait.run(() -> window.palette().setQuery("recent-sample"));
        List<PaletteModel.Row> rows = fx(() -> window.palette().rows());
        assertTrue(rows.stream().anyMatch(r -> r.entry().title().equals("Open Recent: recent-sample.neff")),
                rows.toString());
        FxWait.run(() -> window.palette().close());
    }

    @Test
    @Order(5)
    void aCancelledLoadSaysWhyStepIsOffAndCtrlROpensItAgain() throws Exception {
        Path attn = Fixtures.shared("neff").resolve("attn_v6.neff");
        Assumptions.assumeTrue(Files.isRegularFile(attn), "attn_v6.neff absent from the shared fixtures; skipping");
        FxWait.run(() -> window.perform("close"));
        FxWait.until(60, () -> window.sessions().current().isEmpty());
        FxWait.run(() -> { // Esc in the same FX turn as the load starts: the load cannot have ended first
            window.open(attn);
            ((Button) window.scene().lookup("#status-cancel")).fire();
        });
        FxWait.until(60, () -> window.pendingLoadsProperty().get() == 0);
        FxWait.settle(window, 60);
        assertTrue(fx(() -> window.sessions().current().isEmpty()), "the load was cancelled");
        assertTrue(fx(() -> window.actions().get("step-over").disabledProperty().get()), "nothing to step");
        assertEquals("No run to step — Ctrl+R opens attn_v6.neff again", fx(() -> window.stepStatusLabel().getText()));
        assertTrue(fx(() -> window.statusBar().getText()).contains("Ctrl+R opens it again"),
                fx(() -> window.statusBar().getText()));
        Shots.both(window, "cancelled-load-1024x700");
        new FxRobot().press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        waitForRun();
        assertFalse(fx(() -> window.actions().get("step-over").disabledProperty().get()), "a run to step again");
    }
}
