package org.ringscope.app.ui.dialogs;

import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Window;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;

/** Preferences: theme, default run speed, presenter font scale. OK applies them; they are saved at once. */
public final class PreferencesDialog {
    private PreferencesDialog() {
    }

    /** Builds the dialog (not shown) from PreferencesDialog.fxml; {@code OK} writes the choices into {@code prefs}. */
    public static Dialog<ButtonType> create(Window owner, WorkbenchPrefs prefs) {
        PreferencesForm form = PreferencesForm.load();
        form.fill(prefs);
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle("Preferences");
        d.setDialogPane(form.pane);
        Dialogs.themed(owner, d.getDialogPane());
        ((Button) d.getDialogPane().lookupButton(ButtonType.OK)).setDefaultButton(true);
        d.setResultConverter(b -> {
            if (b != null && b.getButtonData() == ButtonBar.ButtonData.OK_DONE) {
                form.apply(prefs);
            }
            return b;
        });
        return d;
    }
}
