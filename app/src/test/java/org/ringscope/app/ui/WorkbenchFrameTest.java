package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;
import static org.ringscope.app.ui.FxWait.idle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.prefs.Preferences;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockItem;
import org.ringscope.app.ui.dock.LayoutModel;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.app.ui.prefs.Settings;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.views.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The workbench frame, headless, on the bundled sample: perspectives from the toolbar and the keyboard, a tab
 * moved by its menu and by drag and drop, the layout saved in java.util.prefs and restored to the default,
 * the dark theme, the command palette, Ctrl+F in the member table, Ctrl+Tab between views, Back.
 */
@ExtendWith(ApplicationExtension.class)
class WorkbenchFrameTest {
    private MainWindow window;
    private ExecutorService background;
    private Preferences prefs;

    @Start
    void start(Stage stage) {
        background = RingScopeApp.newBackgroundExecutor();
        prefs = Preferences.userRoot().node("org/ringscope/test/" + getClass().getSimpleName() + System.nanoTime());
        window = new MainWindow(stage, background, new RecentFiles(prefs), new Settings(prefs.node("workbench")),
                ReadLimits.DEFAULT, null);
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

    private DockItem item(String id) {
        return fx(() -> window.dock().item(id).orElseThrow());
    }

    private Area area(String id) {
        return fx(() -> window.dock().areaOf(window.dock().item(id).orElseThrow()));
    }

    private static void keys(FxRobot robot, KeyCode... codes) {
        robot.press(codes);
        for (int i = codes.length - 1; i >= 0; i--) {
            robot.release(codes[i]);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void perspectivesSwitchFromTheToolbarAndTheKeyboard(FxRobot robot) {
        idle(window);
        assertEquals(Perspective.LOAD, fx(window::perspective));
        assertEquals(Area.CENTER, area("neff"));
        assertEquals(Area.RIGHT, area("descriptor"));
        robot.clickOn("#perspective-execute");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Perspective.EXECUTE, fx(window::perspective));
        assertEquals(Area.CENTER, area("pring"));
        assertTrue(fx(() -> item("pring").tab().isSelected()), "Execute opens with its prings in front");
        assertEquals(Area.RIGHT, area("descriptor"));
        assertEquals(Area.BOTTOM, area("neff"));
        keys(robot, KeyCode.CONTROL, KeyCode.ALT, KeyCode.DIGIT4);
        assertEquals(Perspective.TEACH, fx(window::perspective));
        assertTrue(fx(() -> window.dock().area(Area.BOTTOM).getScene() == null), "Teach names no view at the bottom: "
                + "empty side areas are hidden");
        assertEquals(Area.LEFT, area("lesson"), "Teach puts the lesson beside the views");
        assertEquals(Area.RIGHT, area("explain"));
        assertEquals(1.4, fx(() -> Theme.scaleOf((Parent) window.dock().node())), 1e-6,
                "Teach shows the views at the presenter font scale");
        assertEquals(1.0, fx(() -> Theme.scaleOf(window.scene().getRoot())), 1e-6, "the chrome stays as it is");
        robot.clickOn("#perspective-load");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Perspective.LOAD, fx(window::perspective));
        assertEquals(1.0, fx(() -> Theme.scaleOf((Parent) window.dock().node())), 1e-9);
        assertEquals(Area.RIGHT, area("descriptor"));
        assertEquals(Area.BOTTOM, area("spine"), "Load gives its centre the room: the spine waits below");
        assertTrue(fx(() -> item("neff").tab().isSelected()), "Load opens with the NEFF in front");
        assertTrue(fx(() -> window.dock().area(Area.LEFT).getScene() == null), "no view on the left: the area goes");
        assertTrue(fx(() -> window.dock().area(Area.RIGHT).getScene() != null), "an area with a view shows");
    }

    @Test
    void aTabMovesByItsMenuAndByDragIsSavedAndTheDefaultComesBack(FxRobot robot) {
        idle(window);
        // the tab's context menu: Move to ▸ Bottom (fired as a click would; Monocle sends no context-menu event)
        DockItem descriptor = item("descriptor");
        FxWait.run(() -> moveItem(descriptor, "dock-move-bottom").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Area.BOTTOM, area("descriptor"));
        assertTrue(fx(() -> window.dock().area(Area.RIGHT).getScene() != null), "the properties are still on the right");
        FxWait.run(() -> moveItem(item("properties"), "dock-move-bottom").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Area.BOTTOM, area("properties"));
        assertTrue(fx(() -> window.dock().area(Area.RIGHT).getScene() == null), "the right area emptied and went away");
        LayoutModel saved = LayoutModel.decode(prefs.node("workbench").get("layout.load", null)).orElseThrow();
        assertTrue(saved.entriesOf(Area.BOTTOM).containsAll(List.of("descriptor", "properties"))
                && saved.entriesOf(Area.RIGHT).isEmpty(), "saved in java.util.prefs: " + saved.encode());

        // drag the NEFF tab onto the left area (which shows itself as a drop target while dragging)
        Node handle = robot.lookup("#tab-neff .tab-handle").query();
        robot.drag(handle).moveBy(20, 30).moveTo("#dock-left").drop();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Area.LEFT, area("neff"), "dropped on the left area");

        // a new window on the same preferences comes back in the same arrangement
        Settings settings = new Settings(prefs.node("workbench"));
        Stage second = fx(() -> {
            Stage s = new Stage();
            new MainWindow(s, background, RecentFiles.memoryOnly(), settings, ReadLimits.DEFAULT, null);
            return s;
        });
        LayoutModel restored = LayoutModel.decode(settings.get("layout.load", null)).orElseThrow();
        assertTrue(restored.entriesOf(Area.LEFT).contains("neff") && restored.entriesOf(Area.BOTTOM).contains("descriptor"),
                restored.encode());
        FxWait.run(second::close);

        FxWait.run(() -> window.perform("reset-perspective"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Area.CENTER, area("neff"));
        assertEquals(Area.RIGHT, area("descriptor"));
        // the keyboard way: Move View to … acts on the active view
        DockItem desc = item("descriptor");
        FxWait.run(() -> window.dock().show(desc));
        FxWait.run(() -> window.perform("move-view-left"));
        assertEquals(Area.LEFT, area("descriptor"));

        // a double-click on a tab shows its area alone; another brings every area back
        robot.doubleClickOn(robot.lookup("#tab-neff .tab-handle").<Node>query());
        assertEquals(Optional.of(Area.CENTER), fx(() -> window.dock().maximized()));
        assertTrue(fx(() -> window.dock().area(Area.LEFT).getScene() == null), "the other areas are hidden");
        robot.doubleClickOn(robot.lookup("#tab-neff .tab-handle").<Node>query());
        assertEquals(Optional.empty(), fx(() -> window.dock().maximized()));
        assertTrue(fx(() -> window.dock().area(Area.LEFT).getScene() != null));
    }

    @Test
    void theDarkThemeAndThePalette(FxRobot robot) {
        idle(window);
        keys(robot, KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.P);
        assertTrue(fx(() -> window.palette().isOpen()));
        int all = fx(() -> window.palette().rows().size());
        assertEquals(fx(() -> window.actions().size()), all, "every action is listed");
        Set<String> ids = fx(() -> window.palette().rows().stream().map(r -> r.entry().id())
                .collect(Collectors.toSet()));
        List<String> wanted = new ArrayList<>(List.of("step-over", "step-into", "step-out", "step-back",
                "step-record", "step-record-back", "run-pause", "run-to-breakpoint", "reverse-run", "reset",
                "toggle-breakpoint", "clear-breakpoints", "reset-perspective", "view-neff", "view-descriptor",
                "view-relocations"));
        RuntimeViews.kinds().forEach(k -> wanted.add("view-" + k));
        for (Perspective p : Perspective.values()) {
            wanted.add("perspective-" + p.key());
        }
        assertTrue(ids.containsAll(wanted), "stepping, every view and every perspective: missing "
                + wanted.stream().filter(w -> !ids.contains(w)).toList());
        assertTrue(fx(() -> window.palette().rows().stream().anyMatch(r -> r.entry().id().equals("open")
                && !r.entry().shortcut().isEmpty())), "with its shortcut");
        robot.write("dark th");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("theme-dark", fx(() -> window.palette().rows().get(0).entry().id()));
        keys(robot, KeyCode.ENTER);
        assertFalse(fx(() -> window.palette().isOpen()));
        assertEquals(Theme.DARK, fx(() -> window.prefs().themeProperty().get()));
        assertTrue(fx(() -> window.scene().getStylesheets().stream().anyMatch(s -> s.endsWith("dark.css"))));
        assertEquals("dark", prefs.node("workbench").get("theme", null), "remembered");
        // and back from the View menu
        robot.clickOn("#menu-view").clickOn("#menu-theme").clickOn("#menu-theme-light");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Theme.LIGHT, fx(() -> Theme.of(window.scene())));
        // Escape closes without running anything
        keys(robot, KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.P);
        robot.write("quit");
        keys(robot, KeyCode.ESCAPE);
        assertFalse(fx(() -> window.palette().isOpen()));
    }

    @Test
    void ctrlFFindsInTheMemberTableAndCtrlTabMovesBetweenViews(FxRobot robot) {
        idle(window);
        TreeTableView<?> tree = robot.lookup("#neff-member-tree").query();
        robot.clickOn(FxWait.start(robot.lookup("#neff-member-tree .tree-table-cell")
                .match((Labeled l) -> "PE.json".equals(l.getText())).<Node>query()));
        idle(window);
        keys(robot, KeyCode.CONTROL, KeyCode.F);
        assertTrue(fx(() -> window.findBar().isOpen()));
        assertEquals("Members", fx(() -> window.findBar().target().orElseThrow().name()));
        robot.write("pool.bin");
        WaitForAsyncUtils.waitForFxEvents();
        idle(window);
        assertEquals("sg00/Pool.bin", fx(this::selectedPath), "the first match from the selected row on");
        assertEquals("1 of 3", fx(() -> window.findBar().status()));
        keys(robot, KeyCode.ENTER);
        idle(window);
        assertEquals("sg10/Pool.bin", fx(this::selectedPath));
        keys(robot, KeyCode.F3);
        idle(window);
        assertEquals("sg11/Pool.bin", fx(this::selectedPath));
        assertEquals("3 of 3", fx(() -> window.findBar().status()));
        keys(robot, KeyCode.F3);
        idle(window);
        assertEquals("sg00/Pool.bin", fx(this::selectedPath), "wraps around");
        keys(robot, KeyCode.SHIFT, KeyCode.F3);
        idle(window);
        assertEquals("sg11/Pool.bin", fx(this::selectedPath), "and backwards");
        keys(robot, KeyCode.ESCAPE);
        assertFalse(fx(() -> window.findBar().isOpen()));
        assertTrue(fx(tree::isFocused), "the focus went back to the table");
        assertEquals(new NeffMember(new Neff("sample.neff"), "sg11/Pool.bin"),
                fx(() -> window.context().selection().current().orElseThrow()), "a find hit is selected everywhere");

        // Ctrl+Tab visits every view, area by area and tab by tab, and gives it the focus
        List<String> order = fx(() -> window.dock().order().stream().map(DockItem::id).toList());
        int at = order.indexOf("neff");
        assertEquals("neff", fx(() -> window.dock().active().orElseThrow().id()));
        assertTrue(order.containsAll(List.of("spine", "descriptor", "vring", "packets", "pring", "problems", "properties")),
                order.toString());
        keys(robot, KeyCode.CONTROL, KeyCode.TAB);
        String next = order.get((at + 1) % order.size());
        assertEquals(next, fx(() -> window.dock().active().orElseThrow().id()));
        assertTrue(fx(() -> isInside(window.scene().getFocusOwner(), window.dock().item(next).orElseThrow().view().node())));
        List<String> visited = new ArrayList<>(List.of(next));
        for (int k = 1; k < order.size(); k++) {
            keys(robot, KeyCode.CONTROL, KeyCode.TAB);
            visited.add(fx(() -> window.dock().active().orElseThrow().id()));
        }
        assertEquals("neff", fx(() -> window.dock().active().orElseThrow().id()), "wraps around: order " + order
                + ", visited " + visited);
        keys(robot, KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.TAB);
        String previous = order.get(Math.floorMod(at - 1, order.size()));
        assertEquals(previous, fx(() -> window.dock().active().orElseThrow().id()));
        assertTrue(fx(() -> isInside(window.scene().getFocusOwner(), window.dock().item(previous).orElseThrow().view().node())));

        keys(robot, KeyCode.ALT, KeyCode.LEFT);
        assertEquals("sg00/Pool.bin", fx(() -> ((NeffMember) window.context().selection().current()
                .orElseThrow()).path()), "Back selects the previous find hit again");
        assertEquals("sg00/Pool.bin", fx(this::selectedPath), "and the NEFF view follows");
    }

    private static MenuItem moveItem(DockItem d, String id) {
        Menu move = (Menu) d.tab().getContextMenu().getItems().get(0);
        return move.getItems().stream().filter(m -> id.equals(m.getId())).findFirst().orElseThrow();
    }

    private String selectedPath() {
        return window.currentView().orElseThrow().selectedMemberProperty().get();
    }

    private static boolean isInside(Node n, Node root) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == root) {
                return true;
            }
        }
        return false;
    }
}
