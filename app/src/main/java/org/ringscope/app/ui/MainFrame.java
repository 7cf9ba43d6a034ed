package org.ringscope.app.ui;

import javafx.fxml.FXML;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;
import org.ringscope.app.ui.dialogs.Fxml;

/** The controller of MainFrame.fxml: the frame's slots, which the window fills. */
public final class MainFrame {
    @FXML
    BorderPane root;
    @FXML
    VBox chrome;
    @FXML
    StackPane dockHost;
    @FXML
    StackPane findHost;
    @FXML
    StatusBar status;

    static MainFrame load() {
        return Fxml.load("MainFrame", MainFrame.class);
    }
}
