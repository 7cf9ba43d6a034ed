package org.ringscope.app.ui.dock;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.StackPane;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;

/**
 * The dockable layout: four tab areas (left, centre, right, bottom) in split panes, laid out from a
 * {@link LayoutModel}. Tabs move between areas by dragging their label ({@link DockDrag}) or a tab's context menu
 * "Move to …"; empty side areas disappear (and reappear as drop targets while a tab is dragged). The dock
 * knows which view is active (holds the focus) and moves the focus from view to view (Ctrl+Tab).
 */
public final class DockPane {
    static final String ITEM_KEY = "ringscope.dockItem";
    private static final PseudoClass ACTIVE = PseudoClass.getPseudoClass("active-area");

    private final EnumMap<Area, TabPane> areas = new EnumMap<>(Area.class);
    private final EnumMap<Area, StackPane> holders = new EnumMap<>(Area.class);
    private final EnumMap<Area, Label> hints = new EnumMap<>(Area.class);
    private final Map<String, DockItem> items = new LinkedHashMap<>();
    private final DockSplits splits;
    private final ReadOnlyObjectWrapper<DockItem> active = new ReadOnlyObjectWrapper<>(this, "active");
    private final DockDrag drag = new DockDrag(this);
    private LayoutModel layout = new LayoutModel();
    private boolean rendering;
    private Area maximized;
    private Runnable onLayoutChanged = () -> { };
    private Consumer<DockItem> onClose = this::remove;

    public DockPane() {
        for (Area a : Area.values()) {
            TabPane t = new TabPane();
            t.setId("dock-" + a.key());
            t.getStyleClass().add("dock-area");
            t.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
            t.setUserData(a);
            t.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
                if (!rendering && now != null && now.getUserData() instanceof DockItem d) {
                    layout.select(a, d.id());
                }
                if (!rendering) {
                    updateShown();
                }
            });
            Label hint = new Label(a == Area.CENTER
                    ? "No views here. Open a NEFF (Ctrl+O) or a ucode library (Ctrl+U), or drag a tab here."
                    : "Drop a tab here: " + a.title());
            hint.getStyleClass().add(a == Area.CENTER ? "placeholder" : "dock-drop-hint");
            hint.setWrapText(true);
            hint.setMouseTransparent(true);
            hint.setMaxSize(Double.MAX_VALUE, Double.MAX_VALUE);
            hints.put(a, hint);
            StackPane holder = new StackPane(t, hint);
            holder.getStyleClass().add("dock-holder");
            holder.setMinSize(0, 0);
            if (a == Area.CENTER) {
                holder.getStyleClass().add("dock-empty");
            }
            areas.put(a, t);
            holders.put(a, holder);
        }
        splits = new DockSplits(holders, () -> layout, () -> rendering || drag.dragging());
        render();
    }

    public Node node() {
        return splits.node();
    }

    /** Watches the scene's focus owner to know the active view; call once the dock is in its scene. */
    public void attach(Scene scene) {
        scene.focusOwnerProperty().addListener((o, was, now) -> {
            DockItem d = itemOf(now);
            if (d != null) {
                setActive(d);
            }
        });
    }

    /** What the centre shows when it holds no view (the window's empty state). */
    public void setCenterPlaceholder(Node n) {
        StackPane holder = holders.get(Area.CENTER);
        holder.getChildren().set(1, n);
        n.visibleProperty().bind(Bindings.isEmpty(areas.get(Area.CENTER).getTabs()));
    }

    /** The four tab areas (drag and drop looks for the one under the pointer). */
    Map<Area, TabPane> areas() {
        return areas;
    }

    public TabPane area(Area a) {
        return areas.get(a);
    }

    public LayoutModel layout() {
        return layout;
    }

    /** Lays the dock out by {@code m} (a perspective's saved or default arrangement). */
    public void setLayout(LayoutModel m) {
        layout = m;
        maximized = null;
        render();
    }

    public void setOnLayoutChanged(Runnable r) {
        onLayoutChanged = r;
    }

    /** What closing a tab does (the window closes the document); by default the view just leaves the dock. */
    public void setOnClose(Consumer<DockItem> c) {
        onClose = c;
    }

    void requestClose(DockItem d) {
        onClose.accept(d);
    }

    public ReadOnlyObjectProperty<DockItem> activeProperty() {
        return active.getReadOnlyProperty();
    }

    public Optional<DockItem> active() {
        return Optional.ofNullable(active.get());
    }

    public List<DockItem> items() {
        return List.copyOf(items.values());
    }

    public Optional<DockItem> item(String id) {
        return Optional.ofNullable(items.get(id));
    }

    /** The views in the order Ctrl+Tab visits them: area by area, tab by tab. */
    public List<DockItem> order() {
        List<DockItem> out = new ArrayList<>();
        for (Area a : Area.values()) {
            for (Tab t : areas.get(a).getTabs()) {
                out.add((DockItem) t.getUserData());
            }
        }
        return out;
    }

    /** Adds a view (a second view of a kind gets id {@code kind-2}, …) where the layout puts it. */
    public DockItem add(WorkbenchView view, boolean closable) {
        String id = view.id();
        for (int n = 2; items.containsKey(id); n++) {
            id = view.id() + "-" + n;
        }
        DockItem d = new DockItem(id, view, closable);
        items.put(id, d);
        d.tab().setOnCloseRequest(e -> {
            e.consume();
            requestClose(d);
        });
        d.tab().setContextMenu(DockMenus.tabMenu(this, d));
        drag.makeDraggable(d);
        render();
        return d;
    }

    /** Takes a view out of the dock (it is not disposed here). */
    public void remove(DockItem d) {
        if (items.remove(d.id()) == null) {
            return;
        }
        for (TabPane t : areas.values()) {
            t.getTabs().remove(d.tab());
        }
        if (active.get() == d) {
            active.set(null);
        }
        d.view().setShown(true); // out of the dock, nothing hides it
        render();
    }

    public Area areaOf(DockItem d) {
        for (Area a : Area.values()) {
            if (areas.get(a).getTabs().contains(d.tab())) {
                return a;
            }
        }
        return layout.areaOf(d.item(), present());
    }

    /** Moves a view to another area (last tab there) and shows it. */
    public void moveTo(DockItem d, Area a) {
        moveTo(d, a, Integer.MAX_VALUE);
    }

    /** Moves a view to tab position {@code index} of area {@code a} and shows it. */
    public void moveTo(DockItem d, Area a, int index) {
        layout.move(d.item(), a, index, present());
        render();
        show(d);
        onLayoutChanged.run();
    }

    /** Brings a view's tab to the front and gives it the keyboard focus. */
    public void show(DockItem d) {
        TabPane t = d.tab().getTabPane();
        if (t == null) {
            return;
        }
        t.getSelectionModel().select(d.tab());
        setActive(d);
        Node f = d.view().focusNode();
        f.requestFocus();
        Fx.later(() -> { // again once the tab switch has settled (a tab pane moves the focus itself)
            if (f.getScene() != null && !f.isFocused() && active.get() == d) {
                f.requestFocus();
            }
        });
    }

    /** Brings the first view of {@code kind} forward, as {@link #show(DockItem)}; false when none is open. */
    public boolean show(ViewKind kind) {
        Optional<DockItem> d = items.values().stream().filter(i -> i.kind() == kind).findFirst();
        d.ifPresent(this::show);
        return d.isPresent();
    }

    /**
     * Brings the first view of {@code kind} forward where it can be read, whatever the perspective: in front of the
     * centre — moved there when its area is another one, where a side or bottom strip would leave it a sliver at
     * 1024×700, or when the layout places it nowhere — and the dock's other areas shown if one was maximized. What
     * {@code gui --view} asks for. False when no view of the kind is open.
     */
    public boolean reveal(ViewKind kind) {
        Optional<DockItem> d = items.values().stream().filter(i -> i.kind() == kind).findFirst();
        if (d.isEmpty()) {
            return false;
        }
        if (maximized().isPresent()) {
            restoreAreas();
        }
        if (d.get().tab().getTabPane() == null || areaOf(d.get()) != Area.CENTER) {
            moveTo(d.get(), Area.CENTER, 0);
        } else {
            show(d.get());
        }
        return true;
    }

    /** Activates the next ({@code +1}) or previous ({@code -1}) view in {@link #order()}, wrapping. */
    public void activateNext(int dir) {
        List<DockItem> o = order();
        if (o.isEmpty()) {
            return;
        }
        int i = active.get() == null ? -1 : o.indexOf(active.get());
        int n = Math.floorMod(i < 0 ? (dir > 0 ? 0 : -1) : i + dir, o.size());
        show(o.get(n));
    }

    // ---- layout --------------------------------------------------------------------------------

    private List<LayoutModel.Item> present() {
        return items.values().stream().map(DockItem::item).toList();
    }

    void setDragging(boolean on) {
        drag.setDragging(on);
        render();
    }

    private void render() {
        rendering = true;
        try {
            EnumMap<Area, List<LayoutModel.Item>> r = layout.resolve(present());
            EnumMap<Area, List<Tab>> want = new EnumMap<>(Area.class);
            for (Area a : Area.values()) {
                want.put(a, r.get(a).stream().map(it -> items.get(it.id()).tab()).toList());
            }
            for (Area a : Area.values()) {
                areas.get(a).getTabs().removeIf(t -> !want.get(a).contains(t));
            }
            for (Area a : Area.values()) {
                TabPane t = areas.get(a);
                if (!t.getTabs().equals(want.get(a))) {
                    Tab sel = t.getSelectionModel().getSelectedItem();
                    t.getTabs().setAll(want.get(a));
                    if (sel != null && t.getTabs().contains(sel)) {
                        t.getSelectionModel().select(sel);
                    }
                }
                layout.selected(a).map(items::get).filter(d -> t.getTabs().contains(d.tab()))
                        .ifPresent(d -> t.getSelectionModel().select(d.tab()));
                if (!hints.get(a).visibleProperty().isBound()) {
                    hints.get(a).setVisible(t.getTabs().isEmpty());
                }
            }
            if (maximized != null && areas.get(maximized).getTabs().isEmpty()) {
                maximized = null;
            }
            splits.arrange(this::shown);
        } finally {
            rendering = false;
        }
        updateShown();
    }

    /** Tells each view whether it can be seen: its tab in front in an area that is shown (see WorkbenchView#setShown). */
    private void updateShown() {
        for (DockItem d : List.copyOf(items.values())) {
            Area a = areaOf(d);
            TabPane t = d.tab().getTabPane(); // its selected item changes before the tab's selected flag
            d.view().setShown(a != null && shown(a) && t != null && t.getSelectionModel().getSelectedItem() == d.tab());
        }
    }

    private boolean shown(Area a) {
        if (maximized != null && !drag.dragging()) {
            return a == maximized;
        }
        return a == Area.CENTER || !areas.get(a).getTabs().isEmpty() || drag.dragging();
    }

    /** The area shown alone, if one is maximized. */
    public Optional<Area> maximized() {
        return Optional.ofNullable(maximized);
    }

    /** Shows every area again when one is maximized. */
    public void restoreAreas() {
        if (maximized != null) {
            maximized = null;
            render();
        }
    }

    /** Shows the area of {@code d} alone, or — when it already is — every area again (double-click a tab). */
    public void toggleMaximize(DockItem d) {
        Area a = areaOf(d);
        maximized = maximized == a ? null : a;
        render();
        show(d);
    }

    // ---- focus ---------------------------------------------------------------------------------

    private DockItem itemOf(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            Object d = p.getProperties().get(ITEM_KEY);
            if (d instanceof DockItem item && items.containsValue(item)) {
                return item;
            }
            if (p instanceof TabPane t && areas.containsValue(t)) {
                Tab sel = t.getSelectionModel().getSelectedItem();
                return sel == null ? null : (DockItem) sel.getUserData();
            }
        }
        return null;
    }

    private void setActive(DockItem d) {
        active.set(d);
        Area where = d == null ? null : areaOf(d);
        for (Area a : Area.values()) {
            areas.get(a).pseudoClassStateChanged(ACTIVE, a == where);
        }
    }
}
