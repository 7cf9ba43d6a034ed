package org.ringscope.app.ui.dialogs;

import javafx.fxml.FXML;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import org.ringscope.model.stop.StopCompletion;

/**
 * The controller of ConditionDialog.fxml: what the dialog asks, the forms, the condition typed, the choices that may
 * come next, the reason OK is refused.
 */
public final class ConditionForm {
    @FXML
    DialogPane pane;
    @FXML
    Label hint;
    @FXML
    Label forms;
    @FXML
    TextField text;
    @FXML
    ListView<StopCompletion.Choice> choices;
    @FXML
    Label error;

    static ConditionForm load() {
        return Fxml.load("ConditionDialog", ConditionForm.class);
    }
}
