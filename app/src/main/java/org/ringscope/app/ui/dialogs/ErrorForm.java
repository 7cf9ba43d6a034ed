package org.ringscope.app.ui.dialogs;

import javafx.fxml.FXML;
import javafx.scene.control.DialogPane;

/** The controller of ErrorDialog.fxml: the header says what failed, the content is the error's message. */
public final class ErrorForm {
    @FXML
    DialogPane pane;

    /** Fills the dialog: {@code header} (what failed) and {@code message} (why, as the input error says it). */
    void fill(String header, String message) {
        pane.setHeaderText(header);
        pane.setContentText(message);
    }
}
