package org.ringscope.app.ui.dock;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DataFormat;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;

/**
 * Dragging tabs between dock areas: a tab's label starts a drag carrying the view's id; every area accepts it
 * and inserts the tab where it was dropped among the tab headers. While a drag runs, empty areas show as
 * drop targets.
 */
final class DockDrag {
    /** The drag content: a dock item's id. */
    static final DataFormat FORMAT = DataFormat.lookupMimeType("application/x-ringscope-dock-item") != null
            ? DataFormat.lookupMimeType("application/x-ringscope-dock-item")
            : new DataFormat("application/x-ringscope-dock-item");
    private static final PseudoClass DROP = PseudoClass.getPseudoClass("drop-target");

    private final DockPane dock;
    private boolean dragging;

    DockDrag(DockPane dock) {
        this.dock = dock;
    }

    boolean dragging() {
        return dragging;
    }

    void setDragging(boolean on) {
        dragging = on;
    }

    void makeDraggable(DockItem d) {
        Node handle = d.handle();
        handle.setOnDragDetected(e -> {
            Dragboard db = handle.startDragAndDrop(TransferMode.MOVE);
            ClipboardContent c = new ClipboardContent();
            c.put(FORMAT, d.id());
            db.setContent(c);
            dock.setDragging(true);
            e.consume();
        });
        handle.setOnDragDone(e -> dock.setDragging(false));
    }

    void acceptDrops(TabPane pane, Area area) {
        pane.setOnDragOver(e -> {
            if (e.getDragboard().hasContent(FORMAT)) {
                e.acceptTransferModes(TransferMode.MOVE);
                e.consume();
            }
        });
        pane.setOnDragEntered(e -> {
            if (e.getDragboard().hasContent(FORMAT)) {
                pane.pseudoClassStateChanged(DROP, true);
            }
        });
        pane.setOnDragExited(e -> pane.pseudoClassStateChanged(DROP, false));
        pane.setOnDragDropped(e -> {
            Object id = e.getDragboard().getContent(FORMAT);
            boolean ok = id instanceof String s && dock.item(s).isPresent();
            if (ok) {
                drop(dock.item((String) id).get(), area, pane, e.getSceneX());
            }
            pane.pseudoClassStateChanged(DROP, false);
            e.setDropCompleted(ok);
            e.consume();
        });
    }

    /** Moves {@code d} into {@code area} before the tab header under {@code sceneX} (or last). */
    void drop(DockItem d, Area area, TabPane pane, double sceneX) {
        dragging = false;
        dock.moveTo(d, area, dropIndex(pane, sceneX, d));
    }

    /** The tab position of a drop at {@code sceneX}: before the first header whose middle is right of it. */
    static int dropIndex(TabPane pane, double sceneX, DockItem moving) {
        List<Node> headers = pane.lookupAll(".tab-header-area .tab").stream().toList();
        int index = 0;
        for (Node h : headers) {
            var b = h.localToScene(h.getLayoutBounds());
            if (sceneX < b.getMinX() + b.getWidth() / 2) {
                return index;
            }
            if (!(h.getId() != null && h.getId().equals(moving.tab().getId()))) {
                index++;
            }
        }
        return index;
    }
}
