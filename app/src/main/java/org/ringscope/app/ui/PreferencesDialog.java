package org.ringscope.app.ui;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.ringscope.views.Theme;

/** Preferences: theme, default run speed, presenter font scale. OK applies them; they are saved at once. */
final class PreferencesDialog {
    private PreferencesDialog() {
    }

    /** Builds the dialog (not shown); {@code OK} writes the choices into {@code prefs}. */
    static Dialog<ButtonType> create(Window owner, WorkbenchPrefs prefs) {
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle("Preferences");
        d.setHeaderText(null);
        ChoiceBox<Theme> theme = new ChoiceBox<>();
        theme.getItems().setAll(Theme.values());
        theme.setValue(prefs.themeProperty().get());
        theme.setId("prefs-theme");
        theme.setConverter(new StringConverter<>() {
            @Override
            public String toString(Theme t) {
                return t == null ? "" : t == Theme.DARK ? "Dark" : "Light";
            }

            @Override
            public Theme fromString(String s) {
                return Theme.parse(s).orElse(Theme.LIGHT);
            }
        });
        Spinner<Integer> speed = new Spinner<>(WorkbenchPrefs.MIN_SPEED, WorkbenchPrefs.MAX_SPEED,
                prefs.runSpeedProperty().get(), 5);
        speed.setEditable(true);
        speed.setId("prefs-run-speed");
        Spinner<Double> scale = new Spinner<>(1.0, Theme.MAX_SCALE, prefs.presenterScaleProperty().get(), 0.1);
        scale.setEditable(true);
        scale.setId("prefs-presenter-scale");

        Spinner<Integer> presenterSpeed = new Spinner<>(WorkbenchPrefs.MIN_SPEED, WorkbenchPrefs.MAX_SPEED,
                prefs.presenterSpeedProperty().get(), 1);
        presenterSpeed.setEditable(true);
        presenterSpeed.setId("prefs-presenter-speed");
        GridPane g = new GridPane();
        g.getStyleClass().add("prefs-grid");
        g.addRow(0, new Label("Theme"), theme);
        g.addRow(1, new Label("Run speed (steps per second)"), speed);
        g.addRow(2, new Label("Presenter font scale"), scale);
        Label note = new Label("Run speed is the default of Run (F5) once a session is open; the presenter scale "
                + "sizes the views' type in presenter mode (Teach, or Ctrl+Alt+P), which runs at the presenter speed.");
        note.setWrapText(true);
        note.getStyleClass().add("dim");
        note.setMaxWidth(420);
        g.addRow(3, new Label("Presenter run speed (steps per second)"), presenterSpeed);
        g.add(note, 0, 4, 2, 1);
        d.getDialogPane().setContent(g);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        d.getDialogPane().setId("prefs-dialog");
        Dialogs.themed(owner, d.getDialogPane());
        ((javafx.scene.control.Button) d.getDialogPane().lookupButton(ButtonType.OK)).setDefaultButton(true);
        d.setResultConverter(b -> {
            if (b != null && b.getButtonData() == ButtonBar.ButtonData.OK_DONE) {
                prefs.themeProperty().set(theme.getValue());
                prefs.runSpeedProperty().set(WorkbenchPrefs.clampSpeed(speed.getValue()));
                prefs.presenterScaleProperty().set(WorkbenchPrefs.clampScale(scale.getValue()));
                prefs.presenterSpeedProperty().set(WorkbenchPrefs.clampSpeed(presenterSpeed.getValue()));
            }
            return b;
        });
        return d;
    }
}
