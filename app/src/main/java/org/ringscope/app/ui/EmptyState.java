package org.ringscope.app.ui;

import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.ringscope.app.ui.actions.WorkbenchAction;

/** What the dock's centre shows with no view in it: how to open something, with buttons. */
final class EmptyState {
    private EmptyState() {
    }

    static Node node(Map<String, WorkbenchAction> actions) {
        Label l = new Label("No document open. Open a NEFF with File ▸ Open… (Ctrl+O), a ucode library with "
                + "File ▸ Open Ucode Library… (Ctrl+U), drop a file on this window, or start with the bundled sample.");
        l.setWrapText(true);
        l.getStyleClass().add("placeholder");
        Button open = actions.get("open").button("Open…");
        Button lib = actions.get("open-ucode").button("Open Ucode Library…");
        Button sample = actions.get("open-sample").button("Open the sample");
        VBox box = new VBox(12, l, open, lib, sample);
        box.setAlignment(Pos.CENTER);
        box.setMaxWidth(520);
        box.setId("empty-state");
        VBox outer = new VBox(box);
        outer.setAlignment(Pos.CENTER);
        outer.getStyleClass().add("dock-empty");
        return outer;
    }
}
