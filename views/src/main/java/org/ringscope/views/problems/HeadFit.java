package org.ringscope.views.problems;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * A label of a header line that says what fits of it and nothing cut: the first of its forms (longest first) that
 * fits whole in the room the line's other children leave, or, when none does, nothing (the label leaves the layout;
 * its tooltip still says its first form). The others keep their widths.
 */
final class HeadFit {
    private static final Text PROBE = new Text();

    private final HBox line;
    private final Label label;
    private List<String> forms = List.of("");

    HeadFit(HBox line, Label label) {
        this.line = line;
        this.label = label;
        label.setMinWidth(Region.USE_PREF_SIZE);
        line.widthProperty().addListener((o, was, now) -> fit());
        label.fontProperty().addListener((o, was, now) -> fit());
        for (Node n : line.getChildren()) { // another's text changed its width (a verdict, a count)
            if (n != label && n instanceof Region r) {
                r.widthProperty().addListener((o, was, now) -> fit());
            }
        }
    }

    /** Says {@code forms} (the whole text first, then shorter ones), as much as fits. */
    void say(List<String> forms) {
        this.forms = forms.isEmpty() ? List.of("") : List.copyOf(forms);
        fit();
    }

    /** Says again what fits (the line's other children changed). */
    void refit() {
        fit();
    }

    /** The whole text (the first form), whether or not it shows. */
    String whole() {
        return forms.get(0);
    }

    private void fit() {
        if (line.getScene() != null) {
            line.applyCss(); // a count's style (bold, or dim for none) sets its width
        }
        double room = line.getWidth() - line.snappedLeftInset() - line.snappedRightInset();
        int shown = 0;
        for (Node n : line.getChildren()) {
            if (n != label && n.isManaged()) {
                room -= n.prefWidth(-1);
                shown++;
            }
        }
        room -= line.getSpacing() * shown; // the gaps with the label among them
        String fits = null;
        for (String f : forms) {
            if (line.getWidth() <= 0 || width(f) <= room) {
                fits = f;
                break;
            }
        }
        boolean show = fits != null && !fits.isEmpty();
        label.setText(fits == null ? forms.get(0) : fits);
        label.setManaged(show);
        label.setVisible(show);
    }

    private double width(String s) {
        PROBE.setFont(label.getFont());
        PROBE.setText(s);
        return Math.ceil(PROBE.getLayoutBounds().getWidth()) + label.snappedLeftInset() + label.snappedRightInset() + 2;
    }
}
