package org.ringscope.views.pring;

import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import org.ringscope.model.timeline.AxisMode;

/**
 * The pring view's toolbar: its title (the step and the rings shown), the timeline's axis — journal steps or the
 * device clock — and the zoom, fit and events buttons. The buttons go below the title when the view is narrow,
 * instead of off its edge; none takes the focus from the canvases.
 */
final class PringToolbar {
    static final String TITLE = "Prings and doorbells";

    private final Label title = new Label(TITLE);
    private final ToggleButton steps = new ToggleButton(AxisMode.STEP.title());
    private final ToggleButton clock = new ToggleButton(AxisMode.CLOCK.title());
    private final FlowPane node;

    PringToolbar(PringView v) {
        title.getStyleClass().add("pring-title");
        title.setId("pring-title");
        ToggleGroup axis = new ToggleGroup();
        steps.setToggleGroup(axis);
        clock.setToggleGroup(axis);
        steps.setSelected(true);
        steps.setId("pring-axis-steps");
        clock.setId("pring-axis-clock");
        steps.setTooltip(new Tooltip("x = journal step: every record of the run"));
        clock.setTooltip(new Tooltip("x = the device's emulated clock: DMA packets executed"));
        steps.setOnAction(e -> v.setMode(AxisMode.STEP));
        clock.setOnAction(e -> v.setMode(AxisMode.CLOCK));
        Button out = button("−", "Zoom out (−, or the wheel)", () -> v.zoomTimeline(1 / 1.6, Double.NaN));
        Button in = button("+", "Zoom in (+, or the wheel)", () -> v.zoomTimeline(1.6, Double.NaN));
        Button fit = button("Fit", "Show the whole run (0)", v::fitAll);
        Button events = button("Events", "Show the span of the device's events (E)", v::fitEvents);
        HBox buttons = new HBox(4, steps, clock, out, in, fit, events);
        node = new FlowPane(16, 4, title, buttons);
        node.setAlignment(Pos.CENTER_LEFT);
        node.getStyleClass().add("pring-toolbar");
        List.of(steps, clock, out, in, fit, events).forEach(b -> b.setFocusTraversable(false));
    }

    Node node() {
        return node;
    }

    void title(String text) {
        title.setText(text);
    }

    /** Marks the axis shown. */
    void mode(AxisMode m) {
        steps.setSelected(m == AxisMode.STEP);
        clock.setSelected(m == AxisMode.CLOCK);
    }

    private static Button button(String text, String tip, Runnable r) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> r.run());
        return b;
    }
}
