package org.ringscope.views.diff;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import org.ringscope.views.CssProbes;

/**
 * The diff canvases' colours and fonts, from the theme's CSS (a canvas has no style of its own): an invisible probe
 * region whose background fills {@code diff.css} sets to the theme's {@code -rs-*} colours, in {@link Colour} order,
 * and an invisible probe label whose font follows the views' font scale. {@code changed} runs when either changes.
 */
final class DiffPalette {
    enum Colour {
        BACKGROUND, ROW_ALT, GRID, TEXT, DIM, HEADER_BG, CHANGED_BG, CHANGED_TEXT, BARRIER_BG, BARRIER_TEXT, INSERTED_BG,
        DELETED_BG, CARET, CARET_BG, GOOD, BAD
    }

    private static final Color[] FALLBACK = {Color.WHITE, Color.web("#f7f8fa"), Color.web("#d4d8de"),
        Color.web("#30353b"), Color.web("#5f6670"), Color.web("#f6f7f9"), Color.web("#fbd9d6"), Color.web("#8c1d18"),
        Color.web("#ffd866"), Color.web("#2b1f00"), Color.web("#e3f4e7"), Color.web("#fbe4e2"), Color.web("#2f6fbf"),
        Color.web("#cfe0f7"), Color.web("#1e7b34"), Color.web("#b3261e")};

    private final Region probe = new Region();
    private final Label fontProbe = new Label("0");
    private final Color[] colours = FALLBACK.clone();
    private Font mono;
    private Font monoBold;
    private double charWidth;

    DiffPalette(Runnable changed) {
        probe.getStyleClass().add("diff-palette");
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

    /** The probes: add them to the view's root so that CSS reaches them. */
    List<Node> probes() {
        return List.of(probe, fontProbe);
    }

    Color get(Colour c) {
        return colours[c.ordinal()];
    }

    /** The views' font (its size follows the presenter scale). */
    Font font() {
        Font f = fontProbe.getFont();
        return f != null ? f : Font.getDefault();
    }

    Font bold() {
        return Font.font(font().getFamily(), FontWeight.BOLD, font().getSize());
    }

    /** The cells' monospaced font, at the views' size. */
    Font mono() {
        if (mono == null) {
            double size = font().getSize();
            mono = Font.font("DejaVu Sans Mono", size);
            monoBold = Font.font("DejaVu Sans Mono", FontWeight.BOLD, size);
            Text t = new Text("0000000000");
            t.setFont(mono);
            charWidth = t.getLayoutBounds().getWidth() / 10;
        }
        return mono;
    }

    Font monoBold() {
        mono();
        return monoBold;
    }

    /** The width of one character of {@link #mono()}. */
    double charWidth() {
        mono();
        return charWidth;
    }

    /** The height of a row: the font and some air. */
    double rowHeight() {
        return Math.ceil(font().getSize() * 1.6);
    }
}
