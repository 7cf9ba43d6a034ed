package org.ringscope.views.descriptor;

import java.util.function.IntConsumer;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;

/**
 * The 16 bytes as hex, two rows of eight (word 0 and word 1, as they sit in memory). A byte of the selected
 * field is {@code :field}; the other bytes of its word are {@code :in-field}. A click on a byte reports its
 * index. Sixteen labels, fixed: no node per row of anything.
 */
final class HexBytes {
    static final PseudoClass FIELD = PseudoClass.getPseudoClass("field");
    static final PseudoClass IN_FIELD = PseudoClass.getPseudoClass("in-field");

    private final GridPane grid = new GridPane();
    private final Label[] bytes = new Label[DescriptorFieldsModel.BYTES];
    private final Label[] words = new Label[2];

    HexBytes(IntConsumer onClick) {
        grid.getStyleClass().add("desc-hex");
        grid.setId("desc-hex");
        for (int row = 0; row < 2; row++) {
            Label off = new Label(row == 0 ? "0x00" : "0x08");
            off.getStyleClass().addAll("hex-offset", "mono");
            off.setMinWidth(Region.USE_PREF_SIZE);
            grid.add(off, 0, row);
            for (int k = 0; k < 8; k++) {
                int b = row * 8 + k;
                Label l = new Label("··");
                l.getStyleClass().add("hex-byte");
                l.setMinWidth(Region.USE_PREF_SIZE);
                l.setId("desc-byte-" + b);
                l.setOnMouseClicked(e -> onClick.accept(b));
                l.setTooltip(new Tooltip("byte " + b));
                bytes[b] = l;
                grid.add(l, 1 + k + (k >= 4 ? 1 : 0), row);
            }
            Region gap = new Region();
            gap.getStyleClass().add("hex-gap");
            grid.add(gap, 5, row);
            words[row] = new Label();
            words[row].getStyleClass().add("hex-word-label");
            grid.add(words[row], 10, row);
        }
    }

    Node node() {
        return grid;
    }

    void show(DescriptorFieldsModel m) {
        for (int b = 0; b < bytes.length; b++) {
            bytes[b].setText(m.hex(b));
        }
        words[0].setText(m.roots().get(0).name() + " · " + m.roots().get(1).name());
        words[1].setText(m.roots().get(2).name());
    }

    void clear() {
        for (Label l : bytes) {
            l.setText("··");
        }
        highlight(null);
    }

    /** Lights up the bytes of {@code f} (and, softly, the rest of its word); null clears. */
    void highlight(FieldNode f) {
        for (int b = 0; b < bytes.length; b++) {
            boolean on = f != null && f.byteMask(b) != 0;
            boolean word = f != null && b >= f.offset() && b < f.offset() + f.width();
            bytes[b].pseudoClassStateChanged(FIELD, on);
            bytes[b].pseudoClassStateChanged(IN_FIELD, word && !on);
        }
    }

    /** Whether byte {@code b} is lit as part of the selected field. */
    boolean lit(int b) {
        return bytes[b].getPseudoClassStates().contains(FIELD);
    }
}
