package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.Main;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.help.HelpDialogs;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.app.ui.prefs.Settings;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.Plain;
import org.ringscope.views.diff.DiffView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * F1 opens Getting Started (not About); the shortcuts table lists every action that has a key, with it; a dump
 * opened like a document lands in the diff view of the Diff perspective, compared with the run.
 */
@ExtendWith(ApplicationExtension.class)
class HelpAndDumpsWindowTest {
    @TempDir
    Path dir;
    private MainWindow window;
    private ExecutorService background;

    @Start
    void start(Stage stage) {
        background = RingScopeApp.newBackgroundExecutor();
        window = new MainWindow(stage, background, RecentFiles.memoryOnly(), Settings.memoryOnly(), ReadLimits.DEFAULT,
                (h, m) -> System.err.println("ringscope: " + m));
        stage.setWidth(1400);
        stage.setHeight(900);
        window.openSample();
        stage.show();
    }

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    @Test
    void f1OpensGettingStartedAndTheShortcutsComeFromTheActions(FxRobot robot) {
        FxWait.idle(window);
        FxWait.run(() -> window.scene().getWindow().requestFocus());
        robot.push(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> shown = fx(() -> Window.getWindows().stream().filter(w -> w.getScene() != null)
                .map(w -> w.getScene().getRoot().getId()).filter(id -> id != null).toList());
        assertTrue(shown.contains("help-getting-started"), "F1 opens Getting Started: " + shown);
        assertTrue(!shown.contains("about-dialog"), "not About");

        List<HelpDialogs.Shortcut> keys = fx(() -> HelpDialogs.shortcuts(window.actions().values()));
        long withKeys = fx(() -> window.actions().values().stream().filter(a -> a.accelerator() != null).count());
        assertEquals(withKeys, keys.size(), "one row per action with a key");
        assertTrue(keys.contains(new HelpDialogs.Shortcut("Step Over", "F10",
                fx(() -> window.actions().get("step-over").description()))), keys.toString());
        assertTrue(keys.stream().anyMatch(k -> k.command().equals("Getting Started") && k.keys().equals("F1")));
    }

    @Test
    void copyTakesTheSelectedRowsAndExportWritesEveryRowAsCsv() {
        FxWait.idle(window);
        TableView<?> header = fx(() -> (TableView<?>) window.scene()
                .lookup("#neff-header-table"));
        FxWait.run(() -> {
            header.getSelectionModel().clearSelection();
            header.getSelectionModel().select(0);
            header.getSelectionModel().select(2);
        });
        String expected = fx(() -> {
            StringBuilder b = new StringBuilder(String.join("\t", header.getVisibleLeafColumns().stream()
                    .map(c -> c.getText()).toList()));
            for (int row : new int[] {0, 2}) {
                List<String> cells = new ArrayList<>();
                for (var c : header.getVisibleLeafColumns()) {
                    cells.add(Plain.of(String.valueOf(c.getCellData(row))));
                }
                b.append("\n").append(String.join("\t", cells));
            }
            return b.toString();
        });
        assertTrue(expected.startsWith("Field\tValue\tOffset\t"), expected);
        String copied = fx(() -> CopyExport.text(header, window.context().selection()));
        assertEquals(expected, copied, "the columns' titles, then the selected rows, tab-separated, plain");
        assertTrue(copied.contains("\tdata_size\t") || copied.contains("data_size\t"), copied);
        assertTrue(copied.contains("\t20480\t") && !copied.contains("20,480"), "a number without separators: " + copied);
        String csv = fx(() -> Csv.of(header));
        List<String> lines = csv.lines().toList();
        assertEquals("Field,Value,Offset,Type,Note", lines.get(0));
        assertTrue(csv.contains(",20480,") && !csv.contains("20,480"), "plain values: " + csv);
        assertEquals(fx(() -> header.getItems().size()) + 1, lines.size(), "every row, not only those on screen");
        assertTrue(csv.endsWith("\r\n"), "RFC 4180 line ends");
        assertEquals("\"a, \"\"b\"\"\"", Csv.field("a, \"b\""), "quoted when it holds a comma or a quote");
        FxWait.run(() -> window.context().selection().select(
                new SpineNode("nrt_init"), "test"));
        assertEquals(fx(() -> window.context().selection().current().orElseThrow().label()),
                fx(() -> CopyExport.text(window.scene().getRoot(), window.context().selection())), "elsewhere: the selected thing's label");
    }

    @Test
    void aDumpOpensInTheDiffViewComparedWithTheRun() throws Exception {
        Path dump = dir.resolve("sunda.rsdump");
        assertEquals(0, Main.run("run", "--sample", "--arch", "sunda", "--dump", dump.toString()));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.sessions().current().isPresent()));
        FxWait.run(() -> window.open(dump));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.diffs().view()
                .map(v -> v.diff() != null).orElse(false)));
        assertEquals(Perspective.DIFF, fx(window::perspective));
        DiffView v = fx(() -> window.diffs().view().orElseThrow());
        assertTrue(fx(() -> !v.diff().identical()), "the cayman run against the sunda dump differs");
    }
}
