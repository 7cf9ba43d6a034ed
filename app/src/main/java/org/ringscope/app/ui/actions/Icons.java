package org.ringscope.app.ui.actions;

import java.util.Map;
import java.util.Set;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ContentDisplay;
import javafx.scene.layout.Region;

/**
 * The toolbar's icons, drawn by us as SVG paths on a 24-unit grid and shown as a region's shape, so they take
 * the theme's text colour (light or dark) from the CSS ({@code .tool-icon}) and scale with the font.
 */
public final class Icons {
    private static final Map<String, String> PATHS = Map.ofEntries(
            Map.entry("open", "M2 6 Q2 4 4 4 H9 L11 6 H20 Q22 6 22 8 V18 Q22 20 20 20 H4 Q2 20 2 18 Z"),
            Map.entry("library", "M7 3 H17 V5 H19 V7 H21 V9 H19 V11 H21 V13 H19 V15 H21 V17 H19 V19 H17 V21 H7 V19"
                    + " H5 V17 H3 V15 H5 V13 H3 V11 H5 V9 H3 V7 H5 V5 H7 Z"),
            Map.entry("sample", "M12 2 L15 9 H22 L16.5 13.5 L18.5 21 L12 17 L5.5 21 L7.5 13.5 L2 9 H9 Z"),
            Map.entry("reload", "M12 4 A8 8 0 1 0 20 12 H17.5 A5.5 5.5 0 1 1 15.9 8.1 L13 11 H21 V3 L17.7 6.3"
                    + " A8 8 0 0 0 12 4 Z"),
            Map.entry("close", "M5 7 L7 5 L12 10 L17 5 L19 7 L14 12 L19 17 L17 19 L12 14 L7 19 L5 17 L10 12 Z"),
            Map.entry("back", "M15 4 L17 6 L11 12 L17 18 L15 20 L7 12 Z"),
            Map.entry("forward", "M9 4 L17 12 L9 20 L7 18 L13 12 L7 6 Z"),
            Map.entry("reset", "M5 5 H8 V19 H5 Z M20 5 V19 L9 12 Z"),
            Map.entry("reverse-run", "M12 5 V19 L3 12 Z M21 5 V19 L12 12 Z"),
            Map.entry("step-back", "M15 5 V19 L5 12 Z M17 5 H20 V19 H17 Z"),
            Map.entry("run", "M7 4 V20 L20 12 Z"),
            Map.entry("pause", "M6 5 H10 V19 H6 Z M14 5 H18 V19 H14 Z"),
            Map.entry("step-over", "M3 15 A9 9 0 0 1 19 8.5 L21.5 6 V13.5 H14 L17 10.5 A6.5 6.5 0 0 0 5.5 15 Z"
                    + " M10 19 A2 2 0 1 0 14 19 A2 2 0 1 0 10 19 Z"),
            Map.entry("step-into", "M10.5 2 H13.5 V9 H17 L12 14.5 L7 9 H10.5 Z M10 19 A2 2 0 1 0 14 19 A2 2 0 1 0 10 19 Z"),
            Map.entry("step-out", "M12 2 L17 7.5 H13.5 V14 H10.5 V7.5 H7 Z M10 19 A2 2 0 1 0 14 19 A2 2 0 1 0 10 19 Z"),
            Map.entry("run-to-breakpoint", "M3 5 V19 L12 12 Z M12 5 V19 L21 12 Z"),
            Map.entry("commands", "M3 5 H21 V8 H3 Z M3 10.5 H21 V13.5 H3 Z M3 16 H21 V19 H3 Z"));

    private Icons() {
    }

    /** A new icon node; {@code name} is one of the keys above. */
    static Region icon(String name) {
        String d = PATHS.get(name);
        if (d == null) {
            throw new IllegalArgumentException("no icon " + name);
        }
        Region r = new Region();
        r.getStyleClass().add("tool-icon");
        r.setStyle("-fx-shape: \"" + d + "\";");
        r.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        r.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        return r;
    }

    /** Puts the icon before the button's text; with {@code iconOnly} the text shows only as the tooltip. */
    public static <B extends ButtonBase> B on(B b, String name, boolean iconOnly) {
        b.setGraphic(icon(name));
        b.setGraphicTextGap(5);
        if (iconOnly) {
            b.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
            b.getStyleClass().add("icon-button");
        }
        return b;
    }

    /** The icon names, for tests. */
    static Set<String> names() {
        return PATHS.keySet();
    }
}
