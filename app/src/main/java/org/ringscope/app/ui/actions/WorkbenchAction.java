package org.ringscope.app.ui.actions;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;

/**
 * A user verb of the workbench: one id, label, shortcut and handler shared by the menu, the toolbar, the
 * keyboard and the command palette. Its enabled state is a property — set it, or bind it to the state it
 * depends on with {@link #enabledWhen} — so every place that shows it agrees.
 */
public final class WorkbenchAction {
    private final String id;
    private final String text;
    private final KeyCombination accelerator;
    private final String description;
    private final Runnable handler;
    private final BooleanProperty disabled = new SimpleBooleanProperty(false);

    public WorkbenchAction(String id, String text, KeyCombination accelerator, String description, Runnable handler) {
        this.id = id;
        this.text = text;
        this.accelerator = accelerator;
        this.description = description;
        this.handler = handler;
    }

    public String id() {
        return id;
    }

    public String text() {
        return text;
    }

    /** The label without mnemonic underscores, for the palette: {@code "_Open…"} → {@code "Open…"}. */
    public String plainText() {
        return text.replace("__", "\u0000").replace("_", "").replace("\u0000", "_");
    }

    /** The shortcut as the platform shows it, or {@code ""}. */
    public String shortcutText() {
        return accelerator == null ? "" : accelerator.getDisplayText();
    }

    /** Binds the enabled state to {@code enabled}. */
    public WorkbenchAction enabledWhen(ObservableBooleanValue enabled) {
        disabled.bind(Bindings.not(enabled));
        return this;
    }

    /** The shortcut, or null when there is none. */
    public KeyCombination accelerator() {
        return accelerator;
    }

    public String description() {
        return description;
    }

    public BooleanProperty disabledProperty() {
        return disabled;
    }

    public void perform() {
        if (!disabled.get()) {
            handler.run();
        }
    }

    public MenuItem menuItem() {
        MenuItem m = new MenuItem(text);
        m.setId("menu-" + id);
        if (accelerator != null) {
            m.setAccelerator(accelerator);
        }
        m.disableProperty().bind(disabled);
        m.setOnAction(e -> perform());
        return m;
    }

    public Button button(String label) {
        Button b = new Button(label);
        b.setId("tool-" + id);
        String tip = description + (accelerator == null ? "" : "  (" + accelerator.getDisplayText() + ")");
        b.setTooltip(new Tooltip(tip));
        b.disableProperty().bind(disabled);
        b.setOnAction(e -> perform());
        b.setFocusTraversable(false);
        return b;
    }
}
