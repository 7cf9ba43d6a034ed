package org.ringscope.views.descriptor;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;

/**
 * The selected field's word as bits, most significant first, in groups of eight labelled with their top bit
 * number, two groups (sixteen bits) a row; the field's bits are {@code :field}, ones are {@code :one}. At
 * most 64 labels, reused.
 */
final class BitStrip {
    private static final PseudoClass ONE = PseudoClass.getPseudoClass("one");

    private final GridPane pane = new GridPane();
    private final HBox[] groups = new HBox[8];
    private final Label[] groupLabels = new Label[8];
    private final Label[] bits = new Label[64];

    BitStrip() {
        pane.getStyleClass().add("desc-bits");
        pane.setId("desc-bits");
        for (int g = 0; g < 8; g++) {
            groupLabels[g] = new Label();
            groupLabels[g].getStyleClass().add("bit-group-label");
            groups[g] = new HBox(groupLabels[g]);
            groups[g].getStyleClass().add("bit-group");
            for (int k = 0; k < 8; k++) {
                Label l = new Label("0");
                l.getStyleClass().add("bit");
                bits[g * 8 + k] = l;
                groups[g].getChildren().add(l);
            }
        }
    }

    Node node() {
        return pane;
    }

    /** Shows the word holding {@code f}, with {@code f}'s bits lit; null empties the strip. */
    void show(DescriptorFieldsModel m, FieldNode f) {
        if (f == null) {
            pane.getChildren().clear();
            return;
        }
        FieldNode word = m.containerOf(f);
        int n = word.width() * 8;
        pane.getChildren().clear();
        for (int g = 0; g < n / 8; g++) {
            pane.add(groups[g], g % 2, g / 2);
        }
        for (int g = 0; g < n / 8; g++) {
            int top = n - 1 - g * 8;
            groupLabels[g].setText(Integer.toString(top));
            for (int k = 0; k < 8; k++) {
                int bit = top - k;
                Label l = bits[g * 8 + k];
                boolean one = m.bit(word, bit);
                l.setText(one ? "1" : "0");
                l.pseudoClassStateChanged(ONE, one);
                l.pseudoClassStateChanged(HexBytes.FIELD, f != word && f.covers(bit));
            }
        }
    }
}
