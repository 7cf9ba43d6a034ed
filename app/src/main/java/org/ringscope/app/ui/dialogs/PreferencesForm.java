package org.ringscope.app.ui.dialogs;

import javafx.fxml.FXML;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.util.StringConverter;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.views.Theme;

/** The controller of PreferencesDialog.fxml: the choices, with their ranges; {@link #fill} shows the current ones. */
public final class PreferencesForm {
    @FXML
    DialogPane pane;
    @FXML
    ChoiceBox<Theme> theme;
    @FXML
    Spinner<Integer> speed;
    @FXML
    Spinner<Double> scale;
    @FXML
    Spinner<Integer> presenterSpeed;

    @FXML
    void initialize() {
        theme.getItems().setAll(Theme.values());
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
        theme.setValue(Theme.LIGHT);
        speed.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(WorkbenchPrefs.MIN_SPEED,
                WorkbenchPrefs.MAX_SPEED, WorkbenchPrefs.MIN_SPEED, 5));
        scale.setValueFactory(new SpinnerValueFactory.DoubleSpinnerValueFactory(1.0, Theme.MAX_SCALE, 1.0, 0.1));
        presenterSpeed.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(WorkbenchPrefs.MIN_SPEED,
                WorkbenchPrefs.MAX_SPEED, WorkbenchPrefs.MIN_SPEED, 1));
    }

    static PreferencesForm load() {
        return Fxml.load("PreferencesDialog", PreferencesForm.class);
    }

    /** Shows the preferences as they are. */
    void fill(WorkbenchPrefs prefs) {
        theme.setValue(prefs.themeProperty().get());
        speed.getValueFactory().setValue(prefs.runSpeedProperty().get());
        scale.getValueFactory().setValue(prefs.presenterScaleProperty().get());
        presenterSpeed.getValueFactory().setValue(prefs.presenterSpeedProperty().get());
    }

    /** Writes the choices into {@code prefs}. */
    void apply(WorkbenchPrefs prefs) {
        prefs.themeProperty().set(theme.getValue());
        prefs.runSpeedProperty().set(WorkbenchPrefs.clampSpeed(speed.getValue()));
        prefs.presenterScaleProperty().set(WorkbenchPrefs.clampScale(scale.getValue()));
        prefs.presenterSpeedProperty().set(WorkbenchPrefs.clampSpeed(presenterSpeed.getValue()));
    }
}
