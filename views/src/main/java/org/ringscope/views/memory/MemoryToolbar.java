package org.ringscope.views.memory;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.memory.ValueFormat;
import org.ringscope.views.Format;

/**
 * The Memory view's controls above its grid: the area's title, the element type the bytes are shown as, the mark
 * ("Mark step", what is marked), the diff against the mark, the address field and the legend of the highlights. The
 * controls wrap onto a second line in a narrow dock rather than being cut.
 */
final class MemoryToolbar {
    final Label title = new Label("Memory");
    final ComboBox<String> type = new ComboBox<>();
    final ToggleButton diff = new ToggleButton("Diff vs mark");
    private final Label markLabel = new Label("no mark");
    private final TextField go = new TextField();
    final HBox head;
    final FlowPane bar;

    /**
     * @param typeChanged runs when the element type changes (the view redraws)
     * @param diffChanged runs when the diff is switched (the view reads again)
     * @param step    the cursor's step, for "Mark step"
     * @param mark    marks a step
     * @param goTo    the address field's text, entered
     */
    MemoryToolbar(Runnable typeChanged, Runnable diffChanged, IntSupplier step, Consumer<Integer> mark,
            Consumer<String> goTo) {
        title.setId("memory-title");
        title.getStyleClass().add("memory-title");
        type.setId("memory-type");
        ValueFormat.TYPES.forEach(t -> type.getItems().add(ValueFormat.name(t)));
        type.setValue(ValueFormat.name(Dtype.UINT8));
        type.valueProperty().addListener((o, was, now) -> typeChanged.run());
        Button markButton = new Button("Mark step");
        markButton.setId("memory-mark");
        markButton.setOnAction(e -> mark.accept(step.getAsInt()));
        markLabel.setId("memory-mark-label");
        markLabel.setMinWidth(Region.USE_PREF_SIZE);
        markButton.setMinWidth(Region.USE_PREF_SIZE);
        diff.setMinWidth(Region.USE_PREF_SIZE);
        markLabel.getStyleClass().add("dim");
        diff.setId("memory-diff");
        diff.selectedProperty().addListener((o, was, now) -> diffChanged.run());
        go.setId("memory-goto");
        go.setPromptText("address or var+offset");
        go.getStyleClass().add("memory-address-field");
        go.setOnAction(e -> goTo.accept(go.getText()));
        Label now = legend("written now", "memory-legend-now");
        Label since = legend("since mark", "memory-legend-since");
        Label changed = legend("changed", "memory-legend-changed");
        Label computed = legend("computed (not emulated)", "memory-legend-computed");
        for (Label l : List.of(now, since, changed, computed)) {
            l.setMinWidth(Region.USE_PREF_SIZE);
        }
        head = new HBox(title);
        head.getStyleClass().add("memory-toolbar");
        Label typeLabel = new Label("type");
        typeLabel.setMinWidth(Region.USE_PREF_SIZE);
        type.setMinWidth(Region.USE_PREF_SIZE);
        bar = new FlowPane(typeLabel, type, markButton, markLabel, diff, go, now, since, changed, computed);
        bar.getStyleClass().addAll("memory-toolbar", "memory-controls");
    }

    /** Says which step is marked (-1: none). */
    void marked(int step) {
        markLabel.setText(step < 0 ? "no mark" : "mark: step " + Format.count(step));
    }

    /** The element type chosen, UINT8 when the name is none of the types. */
    Dtype shownType() {
        String n = type.getValue();
        return ValueFormat.TYPES.stream().filter(t -> ValueFormat.name(t).equals(n)).findFirst().orElse(Dtype.UINT8);
    }

    /** Chooses {@code t} (as the closest type the view shows). */
    void setShownType(Dtype t) {
        type.setValue(ValueFormat.name(ValueFormat.shown(t)));
    }

    private static Label legend(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().addAll("memory-legend", style);
        return l;
    }
}
