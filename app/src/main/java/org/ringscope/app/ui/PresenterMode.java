package org.ringscope.app.ui;

import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;
import org.ringscope.app.ui.dock.Area;
import org.ringscope.app.ui.dock.DockPane;
import org.ringscope.app.ui.lesson.LessonPanel;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.views.Tables;
import org.ringscope.views.Theme;
import org.ringscope.views.session.RunLoop;

/**
 * Presenter mode — larger type, the slower presenter run speed, the lesson beside the views — and what it changes:
 * the theme and its scale on the window, the run loop's speed. On in the Teach perspective, toggled by the View menu
 * or the palette (Ctrl+Alt+P) anywhere.
 */
final class PresenterMode {
    private final BooleanProperty on = new SimpleBooleanProperty(this, "presenter");
    private final WorkbenchPrefs prefs;
    private final RunLoop runLoop;
    private final DockPane dock;
    private final Consumer<String> status;
    private Scene scene;
    private LessonPanel lessons;

    PresenterMode(WorkbenchPrefs prefs, RunLoop runLoop, DockPane dock, Consumer<String> status) {
        this.prefs = prefs;
        this.runLoop = runLoop;
        this.dock = dock;
        this.status = status;
        runLoop.setSpeed(prefs.runSpeedProperty().get());
        prefs.runSpeedProperty().addListener((o, was, now) -> applySpeed());
        prefs.presenterSpeedProperty().addListener((o, was, now) -> applySpeed());
        on.addListener((o, was, now) -> changed());
    }

    BooleanProperty property() {
        return on;
    }

    /** Once the window's scene exists: the theme and the speed apply, and follow the preferences from now on. */
    void attach(Scene s, LessonPanel lessonPanel) {
        this.scene = s;
        this.lessons = lessonPanel;
        applyTheme();
        applySpeed();
        prefs.themeProperty().addListener((o, was, now) -> applyTheme());
        prefs.presenterScaleProperty().addListener((o, was, now) -> applyTheme());
    }

    private void changed() {
        if (scene == null) {
            return; // still building: attach applies theme and speed once the scene exists
        }
        applyTheme();
        applySpeed();
        if (on.get() && lessons != null) {
            dock.items().stream().filter(d -> d.view() == lessons).findFirst().ifPresent(d -> {
                if (d.tab().getTabPane() == null) {
                    dock.moveTo(d, Area.LEFT);
                }
                d.tab().getTabPane().getSelectionModel().select(d.tab());
            });
        }
        status.accept(on.get() ? "Presenter mode: larger type, runs at "
                + prefs.presenterSpeedProperty().get() + " steps/s, the lesson beside the views (Ctrl+Alt+P to leave)"
                : "Presenter mode off");
    }

    /** The run loop's speed: the presenter speed in presenter mode, else the run speed. */
    private void applySpeed() {
        runLoop.setSpeed(on.get() ? prefs.presenterSpeedProperty().get() : prefs.runSpeedProperty().get());
    }

    /** The theme on the whole window; the presenter scale (presenter mode) on the views only, so the chrome still fits. */
    void applyTheme() {
        if (scene == null) {
            return;
        }
        double scale = on.get() ? prefs.presenterScaleProperty().get() : 1;
        prefs.themeProperty().get().apply(scene, 1);
        Theme.scale((Parent) dock.node(), scale);
        Tables.columnScaleProperty().set(scale);
    }
}
