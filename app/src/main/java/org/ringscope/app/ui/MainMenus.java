package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.ringscope.app.ui.actions.Icons;
import org.ringscope.app.ui.actions.StepActions;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.Perspective;
import org.ringscope.app.ui.help.HelpActions;
import org.ringscope.app.ui.load.RecentFiles;
import org.ringscope.views.Theme;

/**
 * Builds the menu bar and the toolbar from the window's actions: File, Edit (find), View (palette,
 * perspectives, views, themes, the NEFF tabs), Go (back / forward, next / previous view), Help. The
 * perspective and theme items follow the window's state. Open Recent is rebuilt each time it opens.
 */
final class MainMenus {
    private MainMenus() {
    }

    /**
     * @param current      the current perspective, which the perspective items follow
     * @param currentTheme the current theme, which the theme items follow
     */
    static MenuBar menuBar(Map<String, WorkbenchAction> a, RecentFiles recent, Consumer<Path> openRecent,
                           ObservableValue<Perspective> current, ObservableValue<Theme> currentTheme) {
        Menu openRecentMenu = new Menu("Open Recent");
        openRecentMenu.setId("menu-open-recent");
        openRecentMenu.getItems().add(new MenuItem("(none)"));
        openRecentMenu.setOnShowing(e -> fillRecent(openRecentMenu, recent, openRecent));
        fillRecent(openRecentMenu, recent, openRecent);

        Menu file = menu("_File", "menu-file", a.get("open").menuItem(), a.get("open-ucode").menuItem(),
                a.get("open-sample").menuItem(), openRecentMenu, a.get("open-profile").menuItem(),
                new SeparatorMenuItem(),
                a.get("open-dumps").menuItem(), a.get("compare-with").menuItem(), a.get("fork-diff").menuItem(),
                a.get("save-dump").menuItem(), menu("_Export", "menu-export", a.get("export-csv").menuItem(),
                        a.get("export-png").menuItem(), a.get("export-json").menuItem()), a.get("export-log").menuItem(),
                new SeparatorMenuItem(),
                a.get("reload").menuItem(),
                a.get("close").menuItem(), new SeparatorMenuItem(), a.get("preferences").menuItem(),
                new SeparatorMenuItem(), a.get("quit").menuItem());
        Menu edit = menu("_Edit", "menu-edit", a.get("copy").menuItem(), new SeparatorMenuItem(), a.get("find").menuItem(), a.get("find-next").menuItem(),
                a.get("find-previous").menuItem());

        Menu perspective = new Menu("_Perspective");
        perspective.setId("menu-perspective");
        ToggleGroup pg = new ToggleGroup();
        for (Perspective p : Perspective.values()) {
            RadioMenuItem r = radio(a.get("perspective-" + p.key()), pg);
            r.setSelected(current.getValue() == p);
            current.addListener((o, was, now) -> r.setSelected(now == p));
            perspective.getItems().add(r);
        }
        perspective.getItems().addAll(new SeparatorMenuItem(), a.get("reset-perspective").menuItem());
        Menu views = menu("Show _View", "menu-show-view", a.get("view-neff").menuItem(),
                a.get("view-relocations").menuItem(), a.get("view-descriptor").menuItem());
        for (RuntimeViews.Entry e : RuntimeViews.ALL) {
            views.getItems().add(a.get("view-" + e.kind().id()).menuItem());
        }
        Menu move = new Menu("_Move View To");
        move.setId("menu-move-view");
        for (Area area : Area.values()) {
            move.getItems().add(a.get("move-view-" + area.key()).menuItem());
        }
        Menu theme = new Menu("_Theme");
        theme.setId("menu-theme");
        ToggleGroup tg = new ToggleGroup();
        for (Theme t : Theme.values()) {
            RadioMenuItem r = radio(a.get("theme-" + t.key()), tg);
            r.setSelected(currentTheme.getValue() == t);
            currentTheme.addListener((o, was, now) -> r.setSelected(now == t));
            theme.getItems().add(r);
        }
        Menu view = menu("_View", "menu-view", a.get("command-palette").menuItem(), new SeparatorMenuItem(), perspective,
                views, move, a.get("toggle-maximize").menuItem(), theme, a.get("presenter-mode").menuItem(), new SeparatorMenuItem(), a.get("show-header").menuItem(),
                a.get("show-member").menuItem(), a.get("show-queues").menuItem(), a.get("show-variables").menuItem(),
                a.get("show-dma").menuItem());
        Menu go = menu("_Go", "menu-go", a.get("back").menuItem(), a.get("forward").menuItem(), new SeparatorMenuItem(),
                a.get("why").menuItem(), a.get("run-back-to-change").menuItem(), a.get("run-to-change").menuItem(),
                a.get("run-back-to-condition").menuItem(), a.get("run-to-condition").menuItem(), new SeparatorMenuItem(),
                a.get("next-view").menuItem(), a.get("previous-view").menuItem(), new SeparatorMenuItem(),
                a.get("diff-next").menuItem(), a.get("diff-previous").menuItem());
        Menu help = HelpActions.menu(a);
        MenuBar bar = new MenuBar(file, edit, view, go, StepActions.menu(a), help);
        bar.setId("main-menu");
        return bar;
    }

    private static Menu menu(String text, String id, MenuItem... items) {
        Menu m = new Menu(text);
        m.setId(id);
        m.getItems().addAll(items);
        return m;
    }

    private static RadioMenuItem radio(WorkbenchAction action, ToggleGroup group) {
        RadioMenuItem r = new RadioMenuItem(action.text());
        r.setId("menu-" + action.id());
        r.setToggleGroup(group);
        if (action.accelerator() != null) {
            r.setAccelerator(action.accelerator());
        }
        r.setOnAction(e -> action.perform());
        return r;
    }

    /**
     * The toolbar: one bar of the stepping buttons and the run speed, then the file verbs and Back / Forward —
     * what does not fit goes into the bar's overflow menu (») from the end, so the window works down to 1024
     * pixels wide — and, always whole on the right, the command palette and the perspective switcher.
     */
    static Node toolBar(Map<String, WorkbenchAction> a, List<Node> stepping, ObservableValue<Perspective> perspective) {
        Label label = new Label("Perspective");
        label.getStyleClass().add("perspective-label");
        HBox perspectives = new HBox(4, label);
        perspectives.setAlignment(Pos.CENTER_LEFT);
        ToggleGroup g = new ToggleGroup();
        for (Perspective p : Perspective.values()) {
            WorkbenchAction act = a.get("perspective-" + p.key());
            ToggleButton b = new ToggleButton(p.title());
            b.setId("perspective-" + p.key());
            b.setToggleGroup(g);
            b.setFocusTraversable(false);
            b.setMinWidth(Region.USE_PREF_SIZE);
            b.setTooltip(new Tooltip(act.description() + "  (" + act.shortcutText() + ")"));
            b.setSelected(perspective.getValue() == p);
            b.setOnAction(e -> {
                act.perform();
                b.setSelected(perspective.getValue() == p);
            });
            perspective.addListener((o, was, now) -> b.setSelected(now == p));
            perspectives.getChildren().add(b);
        }
        List<Node> items = new ArrayList<>(stepping);
        items.addAll(List.of(new Separator(), Icons.on(a.get("open").button("Open…"), "open", true),
                Icons.on(a.get("open-ucode").button("Library…"), "library", true),
                Icons.on(a.get("open-sample").button("Sample"), "sample", true),
                Icons.on(a.get("reload").button("Reload"), "reload", true),
                Icons.on(a.get("close").button("Close"), "close", true), new Separator(),
                Icons.on(a.get("back").button("Back"), "back", true),
                Icons.on(a.get("forward").button("Forward"), "forward", true)));
        ToolBar left = new ToolBar(items.toArray(Node[]::new));
        left.setId("main-toolbar");
        left.setMinWidth(0);
        left.setPrefWidth(0); // takes what the right bar leaves, and overflows inside it
        HBox.setHgrow(left, Priority.ALWAYS);
        var commands = Icons.on(a.get("command-palette").button("Commands…"), "commands", false);
        commands.setMinWidth(Region.USE_PREF_SIZE);
        ToolBar right = new ToolBar(commands, new Separator(), perspectives);
        right.setId("perspective-bar");
        right.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(left, right);
        bar.setMinWidth(0);
        bar.getStyleClass().add("tool-bar-row");
        return bar;
    }

    private static void fillRecent(Menu menu, RecentFiles recent, Consumer<Path> openRecent) {
        List<Path> files = recent.list();
        menu.getItems().clear();
        if (files.isEmpty()) {
            MenuItem none = new MenuItem("(no recent files)");
            none.setDisable(true);
            menu.getItems().add(none);
            return;
        }
        for (int i = 0; i < files.size(); i++) {
            Path p = files.get(i);
            MenuItem m = new MenuItem((i + 1) + "  " + p.getFileName() + "   —   " + p.getParent());
            m.setMnemonicParsing(false);
            m.setOnAction(e -> openRecent.accept(p));
            menu.getItems().add(m);
        }
        menu.getItems().add(new SeparatorMenuItem());
        MenuItem clear = new MenuItem("Clear Recent");
        clear.setOnAction(e -> recent.clear());
        menu.getItems().add(clear);
    }
}
