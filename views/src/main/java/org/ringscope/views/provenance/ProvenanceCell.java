package org.ringscope.views.provenance;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * One fact of the chain in the Provenance view, on two or three lines so that it reads in a narrow dock: the kind
 * and step, the fact (wrapped), and the place a click selects. The facts that explain a write are indented under it.
 */
final class ProvenanceCell extends ListCell<ProvenanceLine> {
    private final Label kind = new Label();
    private final Label step = new Label();
    private final Label text = new Label();
    private final Label place = new Label();
    private final VBox box = new VBox(2, new HBox(8, kind, step), text, place);

    ProvenanceCell(ListView<ProvenanceLine> list) {
        kind.getStyleClass().add("provenance-kind");
        step.getStyleClass().add("dim");
        text.getStyleClass().add("mono");
        text.setWrapText(true);
        place.getStyleClass().addAll("dim", "mono");
        place.setWrapText(true);
        // the texts wrap at the list's width, less its scroll bar and the indent
        box.maxWidthProperty().bind(list.widthProperty().subtract(40));
        text.maxWidthProperty().bind(box.maxWidthProperty().subtract(24));
        place.maxWidthProperty().bind(text.maxWidthProperty());
        setText(null);
    }

    @Override
    protected void updateItem(ProvenanceLine l, boolean empty) {
        super.updateItem(l, empty);
        if (empty || l == null) {
            setGraphic(null);
            return;
        }
        boolean head = l.kind() == ProvenanceLine.Kind.BYTES || l.kind() == ProvenanceLine.Kind.WRITE
                || l.kind() == ProvenanceLine.Kind.ORIGIN || l.kind() == ProvenanceLine.Kind.PRODUCED;
        box.setPadding(new Insets(2, 0, 2, head ? 0 : 18));
        kind.setText(l.kind().label());
        step.setText(l.step() < 0 ? "in the NEFF" : "step " + l.step());
        text.setText(l.fact());
        place.setText("→ " + l.location().label());
        setGraphic(box);
    }
}
