package org.ringscope.app.ui.dialogs;

import javafx.fxml.FXML;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import org.ringscope.model.Version;

/** The controller of AboutDialog.fxml: the version, the platform line and the icon, filled at load. */
public final class AboutForm {
    @FXML
    DialogPane pane;
    @FXML
    ImageView icon;
    @FXML
    Label title;
    @FXML
    Label platform;

    @FXML
    void initialize() {
        title.setText("RingScope " + Version.TOOL_VERSION);
        platform.setText("Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")\n"
                + "JavaFX " + System.getProperty("javafx.runtime.version", "?"));
        icon.setImage(AppIcon.view(64).getImage());
    }
}
