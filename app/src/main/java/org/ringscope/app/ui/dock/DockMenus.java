package org.ringscope.app.ui.dock;

import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/** A tab's context menu: Move to Left / Center / Right / Bottom, Maximize / Restore, and Close. */
final class DockMenus {
    private DockMenus() {
    }

    static ContextMenu tabMenu(DockPane dock, DockItem d) {
        Menu move = new Menu("Move to");
        move.setId("dock-move-menu");
        for (Area a : Area.values()) {
            MenuItem m = new MenuItem(a.title());
            m.setId("dock-move-" + a.key());
            m.setOnAction(e -> dock.moveTo(d, a));
            move.getItems().add(m);
        }
        MenuItem max = new MenuItem("Maximize / Restore");
        max.setId("dock-maximize");
        max.setOnAction(e -> dock.toggleMaximize(d));
        MenuItem close = new MenuItem("Close");
        close.setId("dock-close");
        close.setDisable(!d.closable());
        close.setOnAction(e -> dock.requestClose(d));
        ContextMenu menu = new ContextMenu(move, max, new SeparatorMenuItem(), close);
        menu.setOnShowing(e -> {
            Area here = dock.areaOf(d);
            move.getItems().forEach(m -> m.setDisable(m.getId().equals("dock-move-" + here.key())));
        });
        return menu;
    }
}
