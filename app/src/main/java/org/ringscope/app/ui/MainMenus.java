package org.ringscope.app.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToolBar;

/** Builds the menu bar and the toolbar from the window's actions; Open Recent is rebuilt each time it opens. */
final class MainMenus {
    private MainMenus() {
    }

    static MenuBar menuBar(Map<String, WorkbenchAction> a, RecentFiles recent, Consumer<Path> openRecent) {
        Menu openRecentMenu = new Menu("Open Recent");
        openRecentMenu.setId("menu-open-recent");
        openRecentMenu.getItems().add(new MenuItem("(none)"));
        openRecentMenu.setOnShowing(e -> fillRecent(openRecentMenu, recent, openRecent));
        fillRecent(openRecentMenu, recent, openRecent);

        Menu file = new Menu("_File");
        file.setId("menu-file");
        file.getItems().addAll(a.get("open").menuItem(), a.get("open-sample").menuItem(), openRecentMenu,
                new SeparatorMenuItem(), a.get("reload").menuItem(), a.get("close").menuItem(),
                new SeparatorMenuItem(), a.get("quit").menuItem());
        Menu view = new Menu("_View");
        view.setId("menu-view");
        view.getItems().addAll(a.get("show-header").menuItem(), a.get("show-member").menuItem(),
                a.get("show-queues").menuItem(), a.get("show-variables").menuItem(), a.get("show-dma").menuItem());
        Menu help = new Menu("_Help");
        help.setId("menu-help");
        help.getItems().add(a.get("about").menuItem());
        MenuBar bar = new MenuBar(file, view, help);
        bar.setId("main-menu");
        return bar;
    }

    static ToolBar toolBar(Map<String, WorkbenchAction> a) {
        ToolBar t = new ToolBar(a.get("open").button("Open…"), a.get("open-sample").button("Sample"),
                a.get("reload").button("Reload"), a.get("close").button("Close"), new Separator(),
                a.get("show-header").button("Header"), a.get("show-member").button("Member"),
                a.get("show-queues").button("Queue sets"), a.get("show-variables").button("Variables"),
                a.get("show-dma").button("DMA"));
        t.setId("main-toolbar");
        return t;
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
