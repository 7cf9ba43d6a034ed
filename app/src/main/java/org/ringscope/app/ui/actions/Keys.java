package org.ringscope.app.ui.actions;

import java.util.Collection;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * Keyboard shortcuts for every action, handled before the focused control sees the key: controls consume
 * some keys themselves (a tab pane takes Ctrl+Tab, a table the arrows), so menu accelerators alone would not
 * reach the workbench. A disabled action lets its key through.
 */
public final class Keys {
    private Keys() {
    }

    /** {@code code} with the platform's shortcut modifier (Ctrl, or Cmd on macOS). */
    public static KeyCombination shortcut(KeyCode code) {
        return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
    }

    public static void install(Scene scene, Collection<WorkbenchAction> actions) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            for (WorkbenchAction a : actions) {
                if (a.accelerator() != null && a.accelerator().match(e) && !a.disabledProperty().get()) {
                    e.consume();
                    a.perform();
                    return;
                }
            }
        });
    }
}
