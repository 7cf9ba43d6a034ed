package org.ringscope.app.ui.dock;

import java.util.List;
import java.util.Map;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.scene.input.MouseButton;

/**
 * Dragging a tab between dock areas with the mouse: press on a tab's label and move more than a few pixels,
 * and the dock shows every area (empty ones as drop targets) and lights the one under the pointer; release
 * and the tab moves there, before the tab header under the pointer. Plain mouse events (the press's implicit
 * grab), not the platform's drag and drop, so it behaves the same on every system and headless.
 */
final class DockDrag {
    /** Pixels the pointer moves before a press becomes a drag. */
    static final double THRESHOLD = 6;
    private static final PseudoClass DROP = PseudoClass.getPseudoClass("drop-target");
    private static final PseudoClass DRAGGED = PseudoClass.getPseudoClass("dragged");

    private final DockPane dock;
    private boolean dragging;
    private double pressX;
    private double pressY;

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
        handle.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && e.isStillSincePress()) {
                dock.toggleMaximize(d);
            }
        });
        handle.setOnMousePressed(e -> {
            if (e.getButton() == MouseButton.PRIMARY) {
                pressX = e.getSceneX();
                pressY = e.getSceneY();
            }
        });
        handle.setOnMouseDragged(e -> {
            if (!e.isPrimaryButtonDown()) {
                return;
            }
            if (!dragging && Math.hypot(e.getSceneX() - pressX, e.getSceneY() - pressY) > THRESHOLD) {
                dock.setDragging(true);
                handle.pseudoClassStateChanged(DRAGGED, true);
            }
            if (dragging) {
                highlight(areaAt(e.getSceneX(), e.getSceneY()));
                e.consume();
            }
        });
        handle.setOnMouseReleased(e -> {
            if (!dragging) {
                return;
            }
            Area target = areaAt(e.getSceneX(), e.getSceneY());
            highlight(null);
            handle.pseudoClassStateChanged(DRAGGED, false);
            if (target != null) {
                drop(d, target, e.getSceneX());
            } else {
                dock.setDragging(false);
            }
            e.consume();
        });
    }

    /** The shown area under a scene point, or null. */
    Area areaAt(double sceneX, double sceneY) {
        for (Map.Entry<Area, TabPane> e : dock.areas().entrySet()) {
            TabPane t = e.getValue();
            if (t.getScene() != null && t.isVisible()) {
                Bounds b = t.localToScene(t.getLayoutBounds());
                if (b.contains(sceneX, sceneY)) {
                    return e.getKey();
                }
            }
        }
        return null;
    }

    private void highlight(Area a) {
        dock.areas().forEach((k, t) -> t.pseudoClassStateChanged(DROP, k == a));
    }

    /** Moves {@code d} into {@code area} before the tab header under {@code sceneX} (or last). */
    void drop(DockItem d, Area area, double sceneX) {
        int index = dropIndex(dock.area(area), sceneX, d);
        dragging = false;
        dock.moveTo(d, area, index);
    }

    /** The tab position of a drop at {@code sceneX}: before the first header whose middle is right of it. */
    static int dropIndex(TabPane pane, double sceneX, DockItem moving) {
        List<Node> headers = pane.lookupAll(".tab-header-area .tab").stream().toList();
        int index = 0;
        for (Node h : headers) {
            if (h.getId() != null && h.getId().equals(moving.tab().getId())) {
                continue;
            }
            Bounds b = h.localToScene(h.getLayoutBounds());
            if (sceneX < b.getMinX() + b.getWidth() / 2) {
                return index;
            }
            index++;
        }
        return index;
    }
}
