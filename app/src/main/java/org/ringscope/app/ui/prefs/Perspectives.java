package org.ringscope.app.ui.prefs;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.dock.LayoutModel;
import org.ringscope.app.ui.dock.Perspective;

/**
 * The current perspective and the user's arrangement of each: switching saves the arrangement being left
 * and lays the dock out by the saved one of the next (or its default); reset returns to the default. Layouts
 * and the current perspective live in {@link Settings} ({@code layout.<perspective>}, {@code perspective}).
 */
public final class Perspectives {
    private final DockPane dock;
    private final Settings settings;
    private final ReadOnlyObjectWrapper<Perspective> current = new ReadOnlyObjectWrapper<>(this, "perspective");

    public Perspectives(DockPane dock, Settings settings) {
        this.dock = dock;
        this.settings = settings;
        dock.setOnLayoutChanged(this::save);
    }

    public ReadOnlyObjectProperty<Perspective> currentProperty() {
        return current.getReadOnlyProperty();
    }

    public Perspective current() {
        return current.get();
    }

    /** Opens the perspective the user had last (Load the first time). */
    public void restore() {
        Perspective p = Perspective.parse(settings.get("perspective", "load")).orElse(Perspective.LOAD);
        current.set(p);
        dock.setLayout(stored(p));
    }

    public void switchTo(Perspective p) {
        if (p == current.get()) {
            return;
        }
        save();
        current.set(p);
        dock.setLayout(stored(p));
        settings.put("perspective", p.key());
    }

    /** Back to the perspective's default arrangement (the saved one is dropped). */
    public void reset() {
        Perspective p = current.get();
        dock.setLayout(p.defaults());
        save();
    }

    /** Remembers the current arrangement (tabs, areas, dividers). */
    public void save() {
        if (current.get() != null) {
            settings.put("layout." + current.get().key(), dock.layout().encode());
            settings.put("perspective", current.get().key());
        }
    }

    private LayoutModel stored(Perspective p) {
        return LayoutModel.decode(settings.get("layout." + p.key(), null)).orElseGet(p::defaults);
    }
}
