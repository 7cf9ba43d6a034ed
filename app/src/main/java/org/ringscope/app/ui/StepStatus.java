package org.ringscope.app.ui;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.trace.Journal;
import org.ringscope.views.ViewReads;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.session.SessionSource;

/**
 * The status bar's step and spine node: "Step 412 / 970 · kbl_model_add · depth 3 · LOAD", computed on the
 * journal thread after every cursor move and shown on the FX thread through the door views read by
 * ({@link ViewReads}: only the latest request's answer; a failed read says so in the line and is logged). While no
 * session is open it says why the step controls are off, when a NEFF could be run.
 */
final class StepStatus {
    /** What the line says at a run's last step: where the stepping keys go from there. */
    static final String AT_END = "the end — F10 starts again at step 0";

    private final Label label = new Label();
    private final Cursor cursor;
    private final SessionSource sessions;
    private final ViewReads reads = new ViewReads("status-step");
    private final Supplier<String> idle;

    /** @param idle what to say while no run is current: why the step controls are off and what turns them on */
    StepStatus(Cursor cursor, SessionSource sessions, Supplier<String> idle) {
        this.cursor = cursor;
        this.sessions = sessions;
        this.idle = idle;
        label.setId("status-step");
        label.getStyleClass().add("status-step");
        label.setPadding(new Insets(0, 14, 0, 14));
        label.setMinWidth(Region.USE_PREF_SIZE); // the step is a number: never cut; other text gives way
        cursor.addListener(e -> refresh());
        sessions.addListener(s -> refresh());
    }

    Label node() {
        return label;
    }

    /** Says again what it says (a load or a run ended, so what there is to step may have changed). */
    void update() {
        refresh();
    }

    private void refresh() {
        if (sessions.current().isEmpty()) {
            reads.now(() -> label.setText(sessions.pending().isPresent() ? "" : idle.get()));
            return;
        }
        // the door's one FX hop: the line joins the step's views in one FX turn (one frame)
        reads.refresh(() -> ViewReads.at(cursor, StepStatus::describe), label::setText,
                err -> "Could not read the step: " + ViewReads.message(err));
    }

    /** The line for the journal's position (journal thread). */
    static String describe(Journal j) {
        int step = j.position();
        String head = String.format(Locale.ROOT, "Step %,d / %,d", step, j.size());
        List<String> open = j.markers().openNodes(step);
        if (open.isEmpty()) {
            return head + (step == 0 ? " · start of the run" : step == j.size() ? " · " + AT_END : " · no node open");
        }
        String node = open.get(open.size() - 1);
        String section = Spine.load().node(node).map(SpineNode::section).map(Enum::name).orElse("");
        return head + " · " + node + " · depth " + (open.size() - 1) + (section.isEmpty() ? "" : " · " + section);
    }
}
