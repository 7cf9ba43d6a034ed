package org.ringscope.app.ui;

import java.util.List;
import java.util.function.Supplier;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import org.controlsfx.control.StatusBar;
import org.ringscope.app.ui.load.Cancels;
import org.ringscope.app.ui.prefs.WorkbenchPrefs;
import org.ringscope.views.select.Selection;
import org.ringscope.views.session.PreflightSource;
import org.ringscope.views.session.SessionHolder;

/**
 * The status bar's right side, left to right: the cancel button, the load check's verdict (against the profile the
 * preferences name), the selected thing, the step and spine node, and the summary of the document in front. In a
 * narrow window the step stays whole, then the status text on the left (how the last load or run ended) as far as
 * the step leaves room, its whole text in its tooltip; the verdict, the selection and the summary give way first.
 */
final class StatusLine {
    /** The status bar's gaps and insets around its left text and right items. */
    private static final double GAPS = 28;
    private static final String KEPT = "ringscope.statusKept";
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
        for (Label l : List.of(check, selected, summary)) { // they give way before the status text does
            l.setMinWidth(0);
            l.tooltipProperty().bind(Bindings.createObjectBinding(() -> l.getText() == null || l.getText().isEmpty()
                    ? null : new Tooltip(l.getText()), l.textProperty()));
        }
        bar.getRightItems().addAll(cancels.button(), check, selected, step.node(), summary);
        bar.skinProperty().addListener((o, was, now) -> keepLeft(bar));
        keepLeft(bar);
    }

    /**
     * The status text (the skin's label) keeps the width its text wants, up to what the right side's least width
     * leaves; its tooltip says it whole.
     */
    private void keepLeft(StatusBar bar) {
        if (!(bar.lookup(".status-label") instanceof Label left) || left.getProperties().containsKey(KEPT)) {
            return;
        }
        left.getProperties().put(KEPT, Boolean.TRUE);
        left.setId("status-text");
        left.tooltipProperty().bind(Bindings.createObjectBinding(() -> left.getText() == null
                || left.getText().isEmpty() ? null : new Tooltip(left.getText()), left.textProperty()));
        InvalidationListener fit = o -> {
            Node right = bar.lookup(".right-items");
            double room = bar.getWidth() - (right == null ? 0 : right.minWidth(-1)) - GAPS;
            left.setMinWidth(Math.max(0, Math.min(left.prefWidth(-1), room)));
        };
        left.textProperty().addListener(fit);
        bar.widthProperty().addListener(fit);
        step.node().textProperty().addListener(fit);
        left.fontProperty().addListener(fit);
        fit.invalidated(null);
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
