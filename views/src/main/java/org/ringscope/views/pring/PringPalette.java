package org.ringscope.views.pring;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import org.ringscope.model.timeline.EventKind;
import org.ringscope.views.CssProbes;

/**
 * The canvases' colours and font, from the theme's CSS (a canvas has no style of its own): an invisible probe region
 * whose background fills {@code pring.css} sets to the theme's {@code -rs-*} colours, in {@link Colour} order, and an
 * invisible probe label whose font follows the views' font scale. {@link #changed} runs when either changes (a theme
 * switch, the Teach perspective's presenter scale).
 */
final class PringPalette {
    enum Colour {
        BACKGROUND, LANE_ALT, GRID, TEXT, DIM, CURSOR, DOORBELL, DMA_DOORBELL, KICKOFF, SEMAPHORE, EVENT, PACKET, ABORT,
        DESCRIPTOR, PAD, EMPTY, PENDING, GUARD, HIGHLIGHT, FLOW, PHASE0, PHASE1, PHASE2, PHASE3, LABEL_BG
    }

    private static final Color[] FALLBACK = {Color.WHITE, Color.web("#f7f8fa"), Color.web("#d4d8de"),
        Color.web("#30353b"), Color.web("#5f6670"), Color.web("#b3261e"), Color.web("#b05a00"), Color.web("#7a3fb0"),
        Color.web("#b0470c"), Color.web("#1e7b34"), Color.web("#1f5fa8"), Color.web("#2f6fbf"), Color.web("#b3261e"),
        Color.web("#2f6fbf"), Color.web("#8a5a00"), Color.web("#eef1f6"), Color.web("#ffd866"), Color.web("#b3261e"),
        Color.web("#ffd866"), Color.web("#b05a00"), Color.web("#5f6670"), Color.web("#2f6fbf"), Color.web("#1e7b34"),
        Color.web("#b05a00"), Color.web("#f6f7f9")};

    private final Region probe = new Region();
    private final Label fontProbe = new Label("0");
    private final Color[] colours = FALLBACK.clone();

    PringPalette(Runnable changed) {
        probe.getStyleClass().add("pring-palette");
        CssProbes.hide(probe, fontProbe);
        probe.backgroundProperty().addListener((o, was, now) -> {
            CssProbes.colours(now, FALLBACK, colours);
            changed.run();
        });
        fontProbe.fontProperty().addListener((o, was, now) -> changed.run());
    }

    /** The probes: add them to the view's root so that CSS reaches them. */
    List<Node> probes() {
        return List.of(probe, fontProbe);
    }

    Color get(Colour c) {
        return colours[c.ordinal()];
    }

    /** The colour of a slot's ring id (0..3). */
    Color phase(int id) {
        return colours[Colour.PHASE0.ordinal() + (id & 3)];
    }

    /** The views' font (its size follows the presenter scale). */
    Font font() {
        Font f = fontProbe.getFont();
        return f != null ? f : Font.getDefault();
    }

    double fontSize() {
        return font().getSize();
    }

    Font font(double scale) {
        Font f = font();
        return Font.font(f.getFamily(), f.getSize() * scale);
    }

    Font bold(double scale) {
        Font f = font();
        return Font.font(f.getFamily(), FontWeight.BOLD, f.getSize() * scale);
    }

    Font mono(double scale) {
        return Font.font("DejaVu Sans Mono", font().getSize() * scale);
    }

    /** The colour of an event kind. */
    Color of(EventKind k) {
        return switch (k) {
            case DOORBELL -> get(Colour.DOORBELL);
            case DMA_DOORBELL -> get(Colour.DMA_DOORBELL);
            case KICKOFF -> get(Colour.KICKOFF);
            case SEMAPHORE, DMA_SEMAPHORE -> get(Colour.SEMAPHORE);
            case EVENT, DMA_EVENT -> get(Colour.EVENT);
            case PACKET -> get(Colour.PACKET);
            case ABORT, HANG -> get(Colour.ABORT);
            case ENGINE_SEMAPHORE -> get(Colour.SEMAPHORE);
            case WAIT -> get(Colour.EVENT);
        };
    }
}
