package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;
import static org.ringscope.app.ui.FxWait.idle;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.load.DocumentLoader;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.neff.NeffView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main window, headless: it opens the bundled sample and the NEFF view shows its header and members. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private MainWindow window;
    private ExecutorService background;
    private Preferences prefs;

    @Start
    void start(Stage stage) {
        background = RingScopeApp.newBackgroundExecutor();
        prefs = Preferences.userRoot().node("org/ringscope/test/" + getClass().getSimpleName() + System.nanoTime());
        window = new MainWindow(stage, background, new RecentFiles(prefs), ReadLimits.DEFAULT, null);
        stage.setWidth(1400);
        stage.setHeight(900);
        window.openAll(List.of());
        stage.show();
    }

    @AfterEach
    void tearDown() throws Exception {
        background.shutdownNow();
        prefs.removeNode();
    }

    private NeffView view() {
        return fx(() -> window.currentView().orElseThrow());
    }

    @Test
    void opensTheSampleShowsHeaderMembersJsonAndSlots(FxRobot robot) {
        idle(window);
        assertEquals("sample.neff", robot.lookup("#neff-title").queryAs(Label.class).getText());
        assertEquals("MD5 hash valid", robot.lookup("#neff-hash-badge").queryAs(Label.class).getText());
        TableView<?> header = robot.lookup("#neff-header-table").queryTableView();
        assertEquals("2", fx(() -> cell(header, "pkg_version", 1)));
        assertEquals("b85d83a3-64ae-4d7a-8935-803949f394b2", fx(() -> cell(header, "uuid", 1)));
        assertTrue(fx(() -> cell(header, "hash", 4)).startsWith("MD5 valid"));
        TreeTableView<?> tree = robot.lookup("#neff-member-tree").query();
        List<String> names = fx(() -> visibleTreeText(tree));
        // the tree is virtualized and scrolled to sg00/def.json: sg00's members and the next folder are in view
        assertTrue(names.contains("def.json") && names.contains("ucode_lib.json") && names.contains("PE.bin"),
                names.toString());
        assertTrue(names.contains("sg10/"), names.toString());
        assertTrue(robot.lookup("#status-right").queryAs(Label.class).getText().contains("42 members"));
        assertEquals("RingScope — sample.neff", fx(() -> ((Stage) window.scene().getWindow()).getTitle()));

        // a JSON member opens in the code area, highlighted
        robot.clickOn(FxWait.start(treeCell(robot, "SP.json")));
        idle(window);
        assertEquals("sg00/SP.json", fx(() -> view().selectedMemberProperty().get()));
        assertEquals(NeffView.Section.MEMBER, fx(() -> view().section()));
        CodeArea area = robot.lookup("#neff-json-area").query();
        String text = fx(area::getText);
        assertTrue(text.contains("\"dma\""), text);
        assertTrue(fx(() -> area.getStyleOfChar(text.indexOf("\"dma\"") + 1)).contains("json-key"));

        // an instruction stream opens in the slot table
        robot.clickOn(FxWait.start(treeCell(robot, "Pool.bin")));
        idle(window);
        assertEquals("sg00/Pool.bin", fx(() -> view().selectedMemberProperty().get()));
        TableView<?> slots = robot.lookup("#neff-slot-table").queryTableView();
        assertEquals(17, fx(() -> slots.getItems().size()));
        assertEquals("SetOrderingMode", fx(() -> String.valueOf(slots.getColumns().get(4).getCellData(0))));
        assertTrue(fx(() -> slots.isVisible() && slots.getScene() != null));

        // double-clicking a DMA trigger opens the DMA entry it starts (scrolled into view as a user would)
        FxWait.run(() -> {
            for (int r = 0; r < slots.getItems().size(); r++) {
                if ("PseudoDMATrigger".equals(String.valueOf(slots.getColumns().get(4).getCellData(r)))) {
                    slots.scrollTo(r);
                    return;
                }
            }
            throw new AssertionError("no PseudoDMATrigger slot");
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.doubleClickOn(FxWait.start(robot.lookup("#neff-slot-table .table-cell")
                .match((Labeled l) -> "PseudoDMATrigger".equals(l.getText())).<Node>query()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(NeffView.Section.DMA, fx(() -> view().section()));
        TableView<?> dma = robot.lookup("#neff-dma-table").queryTableView();
        assertEquals("qPoolIO0", fx(() -> String.valueOf(dma.getColumns().get(3).getCellData(
                dma.getSelectionModel().getSelectedIndex()))));

        // Ctrl+1 / Ctrl+5 switch tabs from the keyboard
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(NeffView.Section.HEADER, fx(() -> view().section()));
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT5).release(KeyCode.DIGIT5, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(NeffView.Section.DMA, fx(() -> view().section()));
        assertEquals(11, dma.getItems().size(), "the dma entries of sg00, sg10 and sg11");

        // Ctrl+W closes the NEFF: the empty state offers Open… and the sample; NEFF actions are disabled
        robot.press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#empty-state").tryQuery().isPresent());
        assertTrue(fx(() -> window.actions().get("reload").disabledProperty().get()));
        assertEquals("RingScope", fx(() -> ((Stage) window.scene().getWindow()).getTitle()));
    }

    @Test
    void badInputIsAMessageAndAHashMismatchAWarning(FxRobot robot, @TempDir Path dir) throws Exception {
        idle(window);
        Path bad = dir.resolve("truncated.neff");
        Files.write(bad, new byte[100]);
        FxWait.run(() -> window.open(bad));
        idle(window);
        DialogPane dialog = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        String msg = fx(dialog::getContentText);
        assertTrue(msg.contains("truncated.neff") && msg.contains("truncated header"), msg);
        assertFalse(msg.contains("Exception") || msg.contains("\tat "), "no stack trace: " + msg);
        assertTrue(fx(() -> window.statusBar().getText()).startsWith("Could not open truncated.neff"));
        assertEquals("sample.neff", fx(() -> view().document().orElseThrow().displayName()),
                "the previous NEFF stays open");
        robot.clickOn(robot.lookup("#error-dialog .button").queryButton());
        assertEquals(1, window.failures());
        assertTrue(new RecentFiles(prefs).list().isEmpty(), "a file that failed is not a recent file");

        // a hash mismatch is a warning: the file opens in its own tab, the banner says why
        byte[] b = DocumentLoader.sampleBytes();
        b[b.length - 5] ^= 1;
        Path f = dir.resolve("mismatch.neff");
        Files.write(f, b);
        FxWait.run(() -> window.open(f));
        idle(window);
        Node current = view().node();
        assertEquals("mismatch.neff", robot.from(current).lookup("#neff-title").queryAs(Label.class).getText());
        assertEquals("MD5 hash MISMATCH", robot.from(current).lookup("#neff-hash-badge").queryAs(Label.class).getText());
        Label warning = robot.from(current).lookup("#neff-warnings .label").queryAs(Label.class);
        assertTrue(warning.getText().contains("mismatch"), warning.getText());
        assertEquals(List.of("neff", "neff-2"), fx(() -> window.dock().items().stream()
                .filter(i -> i.kind() == ViewKind.NEFF && window.dock().areaOf(i) == Area.CENTER)
                .map(DockItem::id).toList()),
                "the sample and the new file, each in its tab of the dock's centre");
        assertEquals(List.of(f.toAbsolutePath().normalize()), new RecentFiles(prefs).list());
    }

    private static String cell(TableView<?> t, String field, int column) {
        for (int r = 0; r < t.getItems().size(); r++) {
            if (field.equals(t.getColumns().get(0).getCellData(r))) {
                return String.valueOf(t.getColumns().get(column).getCellData(r));
            }
        }
        throw new AssertionError("no header row " + field);
    }

    private static List<String> visibleTreeText(TreeTableView<?> tree) {
        return tree.lookupAll(".tree-table-cell").stream().map(n -> ((Labeled) n).getText())
                .filter(s -> s != null && !s.isEmpty()).toList();
    }

    private static Node treeCell(FxRobot robot, String text) {
        return robot.lookup("#neff-member-tree .tree-table-cell")
                .match((Labeled l) -> text.equals(l.getText())).query();
    }
}
