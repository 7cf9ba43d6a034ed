package org.ringscope.views.memory;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.ringscope.views.CssProbes;

/**
 * The memory canvases' colours and font, from the theme's CSS: an invisible probe region whose background fills
 * {@code memory.css} sets to the theme's {@code -rs-*} colours in {@link Colour} order, and a probe label whose font
 * follows the views' font scale. {@code changed} runs when either changes.
 */
final class MemoryPalette {
    enum Colour {
        BACKGROUND, ROW_ALT, GRID, TEXT, DIM, HEADER_BG, NOW_BG, NOW_TEXT, SINCE_BG, CHANGED_BG, CHANGED_TEXT,
        SELECTION, ACCENT, HEAT, INACTIVE, COMPUTED_BG
    }

    private static final Color[] FALLBACK = {Color.WHITE, Color.web("#f7f8fa"), Color.web("#d4d8de"),
        Color.web("#30353b"), Color.web("#5f6670"), Color.web("#f6f7f9"), Color.web("#ffd866"), Color.web("#2b1f00"),
        Color.web("#fbeaa9"), Color.web("#fbd9d6"), Color.web("#8c1d18"), Color.web("#cfe0f7"), Color.web("#2f6fbf"),
        Color.web("#b05a00"), Color.web("#eef1f6"), Color.web("#fff4d6")};

    private final Region probe = new Region();
    private final Label fontProbe = new Label("0");
    private final Color[] colours = FALLBACK.clone();
    private Font mono;
    private double charWidth;

    MemoryPalette(Runnable changed) {
        probe.getStyleClass().add("memory-palette");
        CssProbes.hide(probe, fontProbe);
        probe.backgroundProperty().addListener((o, was, now) -> {
            CssProbes.colours(now, FALLBACK, colours);
            changed.run();
        });
        fontProbe.fontProperty().addListener((o, was, now) -> {
            mono = null;
            changed.run();
        });
    }

    List<Node> probes() {
        return List.of(probe, fontProbe);
    }

    Color get(Colour c) {
        return colours[c.ordinal()];
    }

    /** The monospaced font at the views' size. */
    Font mono() {
        if (mono == null) {
            Font f = fontProbe.getFont() != null ? fontProbe.getFont() : Font.getDefault();
            mono = Font.font("DejaVu Sans Mono", f.getSize());
            Text t = new Text("0000000000");
            t.setFont(mono);
            charWidth = t.getLayoutBounds().getWidth() / 10;
        }
        return mono;
    }

    double charWidth() {
        mono();
        return charWidth;
    }

    double rowHeight() {
        return Math.ceil(mono().getSize() * 1.5);
    }
}
