package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.ToolBar;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.app.ui.prefs.Settings;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.neff.ReadLimits;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window at 1024×700, the smallest it must work at: the menu bar and the File menu on screen, the toolbar
 * overflowing into its » menu rather than pushing the window wider, the perspective switcher whole, and in every
 * perspective each view's key columns inside their table and the window, with none of their texts cut short (a
 * number never; a text only where its cell's tooltip shows it whole).
 */
@ExtendWith(ApplicationExtension.class)
class DesktopFitTest {
    private static final double W = 1024;
    private static final double H = 700;

    /** A view, the table in it, and the columns that must be whole. */
    private record Check(Perspective perspective, String view, String table, List<String> columns) {
    }

    private static final List<Check> CHECKS = List.of(
            new Check(Perspective.LOAD, "neff", "#neff-header-table", List.of("Field", "Value", "Offset")),
            new Check(Perspective.LOAD, "neff", "#neff-member-tree", List.of("Member")), // sizes give way to names
            new Check(Perspective.LOAD, "descriptor", "#desc-field-tree", List.of("Field", "Value")),
            new Check(Perspective.LOAD, "problems", "#problems-table", List.of("check", "message")),
            new Check(Perspective.LOAD, "vring", "#vring-descriptors", List.of("#", "length", "address")),
            new Check(Perspective.EXECUTE, "vring", "#vring-descriptors", List.of("#", "FIRST", "length", "address")),
            new Check(Perspective.EXECUTE, "packets", "#packets-table", List.of("#", "first", "last", "descriptors",
                    "bytes")),
            new Check(Perspective.EXECUTE, "descriptor", "#desc-field-tree", List.of("Field", "Value")),
            new Check(Perspective.EXECUTE, "problems", "#problems-table", List.of("check", "message")),
            new Check(Perspective.EXECUTE, "ringmemory", "#ring-memory-table", List.of("queue set", "bytes", "share")),
            new Check(Perspective.DIFF, "diff", "#diff-rings", List.of("Ring", "≠", "+", "−")),
            new Check(Perspective.TEACH, "vring", "#vring-descriptors", List.of("#", "length")));

    private MainWindow window;
    private ExecutorService background;

    @Start
    void start(Stage stage) {
        background = RingScopeApp.newBackgroundExecutor();
        window = new MainWindow(stage, background, RecentFiles.memoryOnly(), Settings.memoryOnly(), ReadLimits.DEFAULT,
                (h, m) -> System.err.println("ringscope: " + m));
        stage.setWidth(W);
        stage.setHeight(H);
        window.openSample();
        stage.show();
    }

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    @Test
    void everythingFitsAt1024By700() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> window.pendingLoadsProperty().get() == 0
                && window.pendingRunsProperty().get() == 0 && window.sessions().current().isPresent()));
        FxWait.settle(window, 10);
        assertEquals(W, fx(() -> window.scene().getWidth()), 1, "the window is as wide as asked");

        MenuBar bar = fx(() -> (MenuBar) window.scene().lookup("#main-menu"));
        Bounds menus = fx(() -> bar.localToScene(bar.getBoundsInLocal()));
        assertTrue(menus.getMinX() >= 0 && menus.getMaxX() <= W + 1, "the menu bar is on screen: " + menus);
        Node file = fx(() -> bar.lookupAll(".menu").stream().filter(n -> n instanceof Labeled l
                && l.getText().contains("File")).findFirst().orElseThrow());
        Bounds f = fx(() -> file.localToScene(file.getBoundsInLocal()));
        assertTrue(f.getMinX() >= 0 && f.getMaxX() < W / 2, "the File menu sits on screen, left: " + f);

        ToolBar tools = fx(() -> (ToolBar) window.scene().lookup("#main-toolbar"));
        Node overflow = fx(() -> tools.lookup(".tool-bar-overflow-button"));
        assertNotNull(overflow, "the toolbar has its overflow menu");
        assertTrue(fx(overflow::isVisible), "at 1024 pixels the toolbar overflows into its » menu");
        Node perspectives = fx(() -> window.scene().lookup("#perspective-bar"));
        Bounds p = fx(() -> perspectives.localToScene(perspectives.getBoundsInLocal()));
        assertTrue(p.getMaxX() <= W + 1 && p.getMinX() > 0, "the perspective switcher is whole: " + p);
        for (String id : List.of("#perspective-load", "#perspective-execute", "#perspective-diff",
                "#perspective-teach", "#tool-reset", "#tool-step-over", "#tool-run-pause")) {
            Node b = fx(() -> window.scene().lookup(id));
            assertNotNull(b, id);
            Bounds bb = fx(() -> b.localToScene(b.getBoundsInLocal()));
            assertTrue(fx(b::isVisible) && bb.getMinX() >= 0 && bb.getMaxX() <= W + 1, id + " on screen: " + bb);
        }

        fx(() -> window.diffs().fork(ForkParameter.parse("arch=sunda"))).get(60, TimeUnit.SECONDS);
        // the Problems view checks the load on an old profile too: its findings are rows of the same table
        FxWait.run(() -> window.prefs().checkProfileProperty().set("sunda@2.3.0"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> {
            Node t = window.scene().lookup("#problems-table");
            if (!(t instanceof TableView<?> v)) {
                return false;
            }
            TableColumn<?, ?> check = v.getColumns().stream().filter(c -> "check".equals(c
                    .getText())).findFirst().orElseThrow();
            return IntStream.range(0, v.getItems().size()).anyMatch(i -> String.valueOf(check
                    .getCellData(i)).startsWith("load:"));
        }));
        List<String> problems = new ArrayList<>();
        for (Check c : CHECKS) {
            FxWait.run(() -> {
                window.switchPerspective(c.perspective());
                window.showView(ViewKind.parse(c.view()).orElseThrow());
            });
            FxWait.settle(window, 10); // the columns fitted on the FX turn after the rows arrived, and laid out
            problems.addAll(fx(() -> whole(c)));
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertFalse(fx(() -> window.scene().lookup("#lesson-next")) == null, "the lesson panel is there");
    }

    /** What is wrong with a check's columns, one line each; empty when they are on screen and whole. */
    private List<String> whole(Check c) {
        List<String> out = new ArrayList<>();
        Control table = (Control) window.scene().lookup(c.table());
        if (table == null || table.getScene() == null || !table.isVisible()) {
            out.add(c + ": no such table on screen");
            return out;
        }
        Bounds tb = table.localToScene(table.getBoundsInLocal());
        double left = Math.max(0, tb.getMinX());
        double right = Math.min(W, tb.getMaxX());
        for (String title : c.columns()) {
            TableColumnHeader h = table.lookupAll(".column-header").stream().filter(n -> n instanceof TableColumnHeader)
                    .map(n -> (TableColumnHeader) n).filter(x -> x.getTableColumn() != null
                            && title.equals(x.getTableColumn().getText())).findFirst().orElse(null);
            if (h == null) {
                out.add(c.perspective() + " " + c.table() + ": no column " + title);
                continue;
            }
            Bounds hb = h.localToScene(h.getBoundsInLocal());
            if (hb.getMinX() < left - 1 || hb.getMaxX() > right + 1 || hb.getWidth() < 4) {
                out.add(c.perspective() + " " + c.table() + " column " + title + " is not inside the table on screen: "
                        + (int) hb.getMinX() + ".." + (int) hb.getMaxX() + " of " + (int) left + ".." + (int) right);
            }
            TableColumnBase<?, ?> col = h.getTableColumn();
            boolean number = col.getStyleClass().contains("num");
            for (Node n : table.lookupAll(".table-cell, .tree-table-cell")) {
                if (!(n instanceof IndexedCell<?> cell) || column(cell) != col || !cell.isVisible() || cell.isEmpty()
                        || cell.getText() == null || cell.getText().isEmpty()) {
                    continue;
                }
                Node shown = cell.lookup(".text");
                String drawn = shown instanceof Text t ? t.getText() : cell.getText();
                boolean tip = cell.getTooltip() != null && cell.getText().equals(cell.getTooltip().getText());
                if (!drawn.equals(cell.getText()) && (number || !tip)) {
                    out.add(c.perspective() + " " + c.table() + " column " + title + " cuts '" + cell.getText()
                            + "' to '" + drawn + "'");
                }
            }
        }
        return out;
    }

    private static TableColumnBase<?, ?> column(IndexedCell<?> cell) {
        if (cell instanceof TableCell<?, ?> t) {
            return t.getTableColumn();
        }
        return cell instanceof TreeTableCell<?, ?> t ? t.getTableColumn() : null;
    }
}
