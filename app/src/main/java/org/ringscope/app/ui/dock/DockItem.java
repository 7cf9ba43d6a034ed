package org.ringscope.app.ui.dock;

import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.Tooltip;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.WorkbenchView;

/**
 * One view in the dock: its unique id ({@code neff}, {@code neff-2}, …), its kind (the view's id), whether the
 * user may close it, and its tab. The tab's label (the view's caption) is the drag handle.
 */
public final class DockItem {
    private final String id;
    private final WorkbenchView view;
    private final boolean closable;
    private final Tab tab = new Tab();
    private final Label handle = new Label();

    DockItem(String id, WorkbenchView view, boolean closable) {
        this.id = id;
        this.view = view;
        this.closable = closable;
        handle.textProperty().bind(view.captionProperty());
        handle.getStyleClass().add("tab-handle");
        tab.setGraphic(handle);
        tab.setId("tab-" + id);
        tab.setClosable(closable);
        tab.setContent(view.node());
        tab.setUserData(this);
        view.node().getProperties().put(DockPane.ITEM_KEY, this);
    }

    public String id() {
        return id;
    }

    /** The view's kind ({@link WorkbenchView#kind()}). */
    public ViewKind kind() {
        return view.kind();
    }

    public WorkbenchView view() {
        return view;
    }

    public boolean closable() {
        return closable;
    }

    public Tab tab() {
        return tab;
    }

    /** The tab's caption. */
    public String caption() {
        return handle.getText();
    }

    Label handle() {
        return handle;
    }

    public void setTooltip(String text) {
        tab.setTooltip(text == null ? null : new Tooltip(text));
    }

    LayoutModel.Item item() {
        return new LayoutModel.Item(id, kind().id());
    }

    @Override
    public String toString() {
        return "DockItem[" + id + "]";
    }
}
