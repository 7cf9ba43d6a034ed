package org.ringscope.views;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * The workbench's themes. Views use style classes only; colours and spacing live in the CSS: {@code light.css}
 * on top of Modena holds every rule and names its colours as looked-up colours ({@code -rs-*}); {@code dark.css}
 * is loaded after it and only redefines those colours and Modena's base colours. Font sizes in the CSS are in
 * {@code em}, so one font size on the root scales the whole window (the presenter font scale).
 */
public enum Theme {
    LIGHT,
    DARK;

    /** The font size of the root at scale 1, in pixels (light.css says the same). */
    public static final double BASE_FONT_PX = 13;
    /** The smallest and largest font scale the window accepts. */
    public static final double MIN_SCALE = 0.8;
    public static final double MAX_SCALE = 2.5;

    /** The style sheets of this theme, in load order. */
    public List<String> stylesheets() {
        List<String> s = new ArrayList<>();
        s.add(url("light.css"));
        if (this == DARK) {
            s.add(url("dark.css"));
        }
        return s;
    }

    /** The lower-case name used in preferences and on the command line ({@code light}, {@code dark}). */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code "dark"} → {@link #DARK}; empty for anything else. */
    public static Optional<Theme> parse(String key) {
        for (Theme t : values()) {
            if (t.key().equalsIgnoreCase(key == null ? "" : key.strip())) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Applies this theme at font scale 1. */
    public void apply(Scene scene) {
        apply(scene, 1);
    }

    /** Applies this theme and a font scale ({@link #MIN_SCALE}..{@link #MAX_SCALE}) to a window. */
    public void apply(Scene scene, double fontScale) {
        scene.getStylesheets().setAll(stylesheets());
        if (scene.getRoot() != null) {
            scaleNode(scene.getRoot(), fontScale);
        }
    }

    /** Applies this theme and scale to a root that lives in its own window (a dialog's pane). */
    public void apply(Parent root, double fontScale) {
        root.getStylesheets().setAll(stylesheets());
        scaleNode(root, fontScale);
    }

    /** The theme the scene shows ({@link #LIGHT} when none of ours). */
    public static Theme of(Scene scene) {
        return scene.getStylesheets().stream().anyMatch(s -> s.endsWith("dark.css")) ? DARK : LIGHT;
    }

    /**
     * Sets the font size of {@code node} and everything in it to {@code fontScale} times the base size (the
     * presenter scale of the views; the window's chrome stays as it is).
     */
    public static void scale(Parent node, double fontScale) {
        scaleNode(node, fontScale);
    }

    /** The font scale of a node set by {@link #apply(Scene, double)} or {@link #scale}; 1 when none was set. */
    public static double scaleOf(Parent root) {
        Object s = root.getProperties().get(SCALE_KEY);
        return s instanceof Double d ? d : 1;
    }

    private static final String SCALE_KEY = "ringscope.fontScale";

    private static void scaleNode(Parent root, double fontScale) {
        double s = Math.max(MIN_SCALE, Math.min(MAX_SCALE, fontScale));
        root.getProperties().put(SCALE_KEY, s);
        root.setStyle(String.format(Locale.ROOT, "-fx-font-size: %.2fpx;", BASE_FONT_PX * s));
    }

    private static String url(String css) {
        URL u = Objects.requireNonNull(Theme.class.getResource(css), css + " missing from the class path");
        return u.toExternalForm();
    }
}
