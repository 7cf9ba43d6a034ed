package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ringscope.app.ui.FxWait.fx;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import org.ringscope.views.Theme;

/** Screenshots of a window test's state, light and dark, under {@code target/screenshots} (looked at by a person). */
final class Shots {
    static final Path OUT = Path.of("target", "screenshots");

    private Shots() {
    }

    /** {@code name-light.png} and {@code name-dark.png} of the window; the theme is light again after. */
    static void both(MainWindow window, String name) throws Exception {
        for (Theme t : List.of(Theme.LIGHT, Theme.DARK)) {
            FxWait.run(() -> window.prefs().themeProperty().set(t));
            FxWait.settle(window, 60);
            save(window.scene(), name + "-" + t.key());
        }
        FxWait.run(() -> window.prefs().themeProperty().set(Theme.LIGHT));
    }

    /** {@code name.png} of a scene as it is. */
    static void save(Scene scene, String name) throws Exception {
        Path png = fx(() -> Snapshots.save(scene, OUT.resolve(name + ".png")));
        assertTrue(Files.size(png) > 10_000, png + " is suspiciously small");
    }
}
