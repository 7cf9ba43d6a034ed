package org.ringscope.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.ringscope.app.ui.FxWait.fx;

import java.util.List;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringscope.app.ui.dialogs.AboutForm;
import org.ringscope.app.ui.dialogs.ConditionForm;
import org.ringscope.app.ui.dialogs.ErrorForm;
import org.ringscope.app.ui.dialogs.ForkDialog;
import org.ringscope.app.ui.dialogs.ForkForm;
import org.ringscope.app.ui.dialogs.PreferencesForm;
import org.ringscope.app.ui.lesson.LessonForm;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The static layouts load from their FXML as Scene Builder loads them — a plain FXMLLoader that makes the controller
 * the file names — with the ids the window and its tests look for.
 */
@ExtendWith(ApplicationExtension.class)
class FxmlLayoutsTest {
    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void everyLayoutLoadsWithItsIds() {
        check("MainFrame", MainFrame.class, List.of("#main-window", "#status-bar"));
        check("dialogs/PreferencesDialog", PreferencesForm.class, List.of("#prefs-dialog", "#prefs-theme",
                "#prefs-run-speed", "#prefs-presenter-scale", "#prefs-presenter-speed"));
        check("dialogs/ForkDialog", ForkForm.class, List.of("#fork-dialog", "#fork-parameter", "#fork-value",
                "#fork-error"));
        check("dialogs/ConditionDialog", ConditionForm.class, List.of("#run-to-dialog", "#run-to-condition-hint",
                "#run-to-condition-forms", "#run-to-condition-text", "#run-to-condition-choices",
                "#run-to-condition-error"));
        check("dialogs/AboutDialog", AboutForm.class, List.of("#about-dialog"));
        check("dialogs/ErrorDialog", ErrorForm.class, List.of("#error-dialog"));
        check("lesson/LessonPanel", LessonForm.class, List.of("#lesson-panel",
                "#lesson-chooser", "#lesson-runs-on", "#lesson-step-title", "#lesson-narration", "#lesson-look",
                "#lesson-question", "#lesson-reveal", "#lesson-answer", "#lesson-status", "#lesson-previous", "#lesson-next"));
        assertEquals(ForkDialog.SUGGESTIONS.keySet().stream().toList(),
                fx(() -> ((ForkForm) loader("dialogs/ForkDialog").getController()).name.getItems().stream().toList()));
    }

    private static void check(String name, Class<?> controller, List<String> ids) {
        FXMLLoader l = loader(name);
        assertEquals(controller, fx(() -> l.getController().getClass()), name + "'s fx:controller");
        Parent root = fx(() -> {
            Parent r = (Parent) l.getRoot();
            if (r.getScene() == null) {
                new Scene(r); // skins, so a scroll pane's content is looked up too
            }
            r.applyCss();
            return r;
        });
        for (String id : ids) {
            assertNotNull(fx(() -> root.getId() != null && root.getId().equals(id.substring(1)) ? root : root.lookup(id)),
                    name + " has " + id);
        }
    }

    private static FXMLLoader loader(String name) {
        return fx(() -> {
            FXMLLoader l = new FXMLLoader(MainFrame.class.getResource(name + ".fxml"));
            l.load();
            return l;
        });
    }
}
