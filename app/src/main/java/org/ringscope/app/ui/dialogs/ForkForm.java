package org.ringscope.app.ui.dialogs;

import javafx.fxml.FXML;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;

/** The controller of ForkDialog.fxml: the parameter, its value, the current run, the reason OK is refused. */
public final class ForkForm {
    @FXML
    DialogPane pane;
    @FXML
    public ChoiceBox<String> name;
    @FXML
    ComboBox<String> value;
    @FXML
    Label current;
    @FXML
    Label error;

    static ForkForm load() {
        return Fxml.load("ForkDialog", ForkForm.class);
    }

    @FXML
    void initialize() {
        name.getItems().setAll(ForkDialog.SUGGESTIONS.keySet());
    }
}
