package org.ringscope.app.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Text;

/**
 * What a reader can read of a window, measured on its nodes (FX thread): the text a label or cell draws against the
 * text it holds (a skin cuts too-long text and draws an ellipsis), and the contrast of a text's colour with the
 * background under it (WCAG 2 ratio: 4.5 for body text).
 */
final class Legible {
    private Legible() {
    }

    /** The text {@code l} draws: its skin's text node's, or its own when it draws no text node. */
    static String drawn(Labeled l) {
        Node shown = l.lookup(".text");
        return shown instanceof Text t ? t.getText() : l.getText();
    }

    /** Whether {@code l} draws less than its text (an ellipsis, or nothing of it). */
    static boolean isCut(Labeled l) {
        String full = l.getText();
        return full != null && !full.isEmpty() && !full.equals(drawn(l));
    }

    /** Every visible labeled node under {@code root} that draws less than its text, as {@code 'full' as 'drawn'}. */
    static List<String> cut(Parent root) {
        List<String> out = new ArrayList<>();
        for (Node n : root.lookupAll("*")) {
            if (n instanceof Labeled l && visible(l) && isCut(l)) {
                out.add("'" + l.getText() + "' drawn as '" + drawn(l) + "'");
            }
        }
        return out;
    }

    /** Visible with all its parents, and of some size on screen. */
    static boolean visible(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        Bounds b = n.getLayoutBounds();
        return n.getScene() != null && b.getWidth() > 0 && b.getHeight() > 0;
    }

    /** The colour of the first opaque background under {@code n} (itself, then its parents); white when none. */
    static Color background(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p instanceof Region r) {
                Background bg = r.getBackground();
                if (bg != null) {
                    List<BackgroundFill> fills = bg.getFills();
                    for (int i = fills.size() - 1; i >= 0; i--) {
                        Paint f = fills.get(i).getFill();
                        if (f instanceof Color c && c.getOpacity() > 0.9) {
                            return c;
                        }
                    }
                }
            }
        }
        return Color.WHITE;
    }

    /** The colour {@code l}'s text is drawn in (its skin's text node's fill), blended by the label's opacity. */
    static Color textColour(Labeled l) {
        Node shown = l.lookup(".text");
        Paint p = shown instanceof Text t ? t.getFill() : l.getTextFill();
        Color c = p instanceof Color x ? x : Color.BLACK;
        double alpha = c.getOpacity();
        for (Node x = l; x != null; x = x.getParent()) {
            alpha *= x.getOpacity();
        }
        Color bg = background(l);
        return new Color(mix(c.getRed(), bg.getRed(), alpha), mix(c.getGreen(), bg.getGreen(), alpha),
                mix(c.getBlue(), bg.getBlue(), alpha), 1);
    }

    private static double mix(double fg, double bg, double a) {
        return fg * a + bg * (1 - a);
    }

    /** The WCAG 2 contrast ratio of {@code l}'s text against its background: 1 (none) to 21. */
    static double contrast(Labeled l) {
        return contrast(textColour(l), background(l));
    }

    /** The contrast of a text node's fill with the background under it. */
    static double contrast(Text t) {
        Color c = t.getFill() instanceof Color x ? x : Color.BLACK;
        return contrast(c, background(t));
    }

    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
