package org.ringscope.views;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/**
 * The canvases' way to their theme's colours (a canvas has no style of its own): an invisible probe region whose
 * background fills the theme's CSS sets to the colours a palette wants, in order.
 */
public final class CssProbes {
    private CssProbes() {
    }

    /** Makes probe nodes invisible, unmanaged and deaf to the mouse (they are in the scene only for CSS). */
    public static void hide(Node... probes) {
        for (Node n : List.of(probes)) {
            n.setManaged(false);
            n.setVisible(false);
            n.setMouseTransparent(true);
        }
    }

    /** {@code into[i]} = the colour of fill {@code i} of {@code b}, else {@code fallback[i]}. */
    public static void colours(Background b, Color[] fallback, Color[] into) {
        System.arraycopy(fallback, 0, into, 0, fallback.length);
        if (b == null) {
            return;
        }
        List<BackgroundFill> fills = b.getFills();
        for (int i = 0; i < Math.min(fills.size(), into.length); i++) {
            Paint p = fills.get(i).getFill();
            if (p instanceof Color c) {
                into[i] = c;
            }
        }
    }
}
