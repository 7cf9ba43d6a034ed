package org.ringscope.views.spine;

import javafx.scene.paint.Color;
import org.ringscope.model.spine.Layer;
import org.ringscope.views.Theme;

/** The spine canvas's colours for a theme (the Canvas cannot read CSS variables). */
record SpinePalette(Color background, Color bandA, Color bandB, Color bandText, Color nodeFill, Color nodeVisited,
                    Color text, Color dim, Color edge, Color visited, Color variant, Color error, Color current,
                    Color currentText, Color selected, Color authored, Color breakpoint, Color layerH, Color layerP,
                    Color layerI, Color hoverBg) {

    static SpinePalette of(Theme t) {
        return t == Theme.DARK ? DARK : LIGHT;
    }

    Color layer(Layer l) {
        return switch (l) {
            case H -> layerH;
            case P -> layerP;
            case I -> layerI;
        };
    }

    static final SpinePalette LIGHT = new SpinePalette(Color.web("#ffffff"), Color.web("#f4f6f9"),
            Color.web("#eceff4"), Color.web("#5b6470"), Color.web("#ffffff"), Color.web("#eaf3ff"),
            Color.web("#1d232b"), Color.web("#6b7480"), Color.web("#b9c0ca"), Color.web("#2f6fd0"),
            Color.web("#c77a12"), Color.web("#c8372d"), Color.web("#1e66d0"), Color.web("#ffffff"),
            Color.web("#111111"), Color.web("#2e9b4f"), Color.web("#d93025"), Color.web("#3b78c4"),
            Color.web("#2e9b6a"), Color.web("#8a5cc7"), Color.web("#fffbe6"));

    static final SpinePalette DARK = new SpinePalette(Color.web("#1f2125"), Color.web("#25282d"),
            Color.web("#2b2e33"), Color.web("#9aa1ab"), Color.web("#2b2e33"), Color.web("#243447"),
            Color.web("#d9dce1"), Color.web("#9aa1ab"), Color.web("#4a4f57"), Color.web("#5a9be8"),
            Color.web("#e3a04a"), Color.web("#ff7b70"), Color.web("#4a8fe0"), Color.web("#ffffff"),
            Color.web("#f2f2f2"), Color.web("#79d38d"), Color.web("#ff6b60"), Color.web("#6fa8f0"),
            Color.web("#6fd3a3"), Color.web("#c39af0"), Color.web("#2b2e33"));
}
