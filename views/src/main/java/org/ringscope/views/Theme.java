package org.ringscope.views;

import java.net.URL;
import java.util.Objects;
import javafx.scene.Scene;

/** The workbench's style sheets. Views use style classes only; colours and spacing live in the CSS. */
public final class Theme {
    private Theme() {
    }

    /** The light theme (on top of Modena). */
    public static String light() {
        URL u = Objects.requireNonNull(Theme.class.getResource("light.css"), "light.css missing from the class path");
        return u.toExternalForm();
    }

    public static void apply(Scene scene) {
        scene.getStylesheets().setAll(light());
    }
}
