package org.ringscope.app.ui.dialogs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.fxml.FXMLLoader;

/**
 * Loads the window's static layouts from FXML ({@code MainFrame}, {@code PreferencesDialog}, {@code ForkDialog},
 * {@code AboutDialog}, each in the resources of its controller's package): the loader makes the controller the file names, as Scene
 * Builder does, and the code fills in what is built from data (menus from the actions, the dock).
 */
public final class Fxml {
    private Fxml() {
    }

    /** Loads {@code name}.fxml (beside the class {@code controller}) and returns its controller. */
    public static <C> C load(String name, Class<C> controller) {
        URL url = controller.getResource(name + ".fxml");
        if (url == null) {
            throw new IllegalStateException(name + ".fxml is missing from the class path");
        }
        FXMLLoader loader = new FXMLLoader(url);
        try {
            loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + name + ".fxml", e);
        }
        return controller.cast(loader.getController());
    }
}
