package org.ringscope.app.ui;

import java.util.function.Supplier;
import javafx.scene.control.Label;
import org.controlsfx.control.StatusBar;
import org.ringscope.app.ui.load.Cancels;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.PreflightSource;
import org.ringscope.views.session.SessionHolder;

/**
 * The status bar's right side, left to right: the cancel button, the load check's verdict (against the profile the
 * preferences name), the selected thing, the step and spine node, and the summary of the document in front.
 */
final class StatusLine {
    private final Label summary = new Label();
    private final Label selected = new Label();
    private final Label check = new Label();
    private final StepStatus step;

    StatusLine(StatusBar bar, Cancels cancels, SessionHolder sessions, Selection selection, WorkbenchPrefs prefs,
               Supplier<String> idle) {
        step = new StepStatus(sessions.cursor(), sessions, idle);
        PreflightSource preflight = PreflightSource.of(sessions);
        preflight.profileProperty().bindBidirectional(prefs.checkProfileProperty());
        if (prefs.launchedWithCheckProfile()) {
            preflight.chosenForTheNextNeff(); // the command line chose it for the files it opens
        }
        check.setId("status-check");
        preflight.stateProperty().addListener((o, was, now) -> check.setText(now.session() == null ? ""
                : "Load check " + now.verdict()));
        summary.setId("status-right");
        summary.setMinWidth(0); // the document summary gives way before the step does
        selected.setId("status-selection");
        selected.getStyleClass().add("dim");
        selection.addListener(e -> selected.setText(e.current() == null ? "" : e.current().label()));
        bar.getRightItems().addAll(cancels.button(), check, selected, step.node(), summary);
    }

    /** Shows the summary of the document in front ("" for none). */
    void summary(String text) {
        summary.setText(text);
    }

    /** The step and spine node line. */
    Label step() {
        return step.node();
    }

    /** The step line says again what it says (a load or a run ended). */
    void updateStep() {
        step.update();
    }
}
