package org.ringscope.app.ui.lesson;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.LessonStep;
import org.ringscope.model.lesson.Look;
import org.ringscope.model.location.ViewKind;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.fx.Fx;

/**
 * The <b>Lesson</b> panel: a lesson chooser, the step's narration, what to look at, and the question —
 * whose answer the Reveal button shows only once the step's target has been reached. Next and Previous run the
 * shared session to the step's target through the {@link LessonHost} (the window's cursor on the session's journal
 * thread), then bring the step's view forward with its selection. State lives in {@link LessonModel}; the layout
 * in LessonPanel.fxml ({@link LessonForm}).
 */
public final class LessonPanel extends WorkbenchView {
    private final LessonHost host;
    private final LessonModel model;
    /** The panel's layout, from LessonPanel.fxml (Scene Builder edits it). */
    private final LessonForm form = LessonForm.load();
    private final ComboBox<Lesson> chooser = form.chooser;
    private final Label title = form.title;
    private final Label position = form.position;
    private final Label runsOn = form.runsOn;
    private final Label stepTitle = form.stepTitle;
    private final Label narration = form.narration;
    private final Label look = form.look;
    private final Hyperlink showLook = form.showLook;
    private final Label question = form.question;
    private final Button reveal = form.reveal;
    private final Label answer = form.answer;
    private final VBox questionBox = form.questionBox;
    private final VBox answerBox = form.answerBox;
    private final ScrollPane scroll = form.scroll;
    private final Label status = form.status;
    private final Button previous = form.previous;
    private final Button next = form.next;
    private final BorderPane root = form.root;

    public LessonPanel(LessonHost host, List<Lesson> lessons) {
        super(ViewKind.LESSON, "Lesson");
        this.host = host;
        this.model = new LessonModel(lessons);
        chooser.getItems().setAll(model.lessons());
        chooser.setConverter(new StringConverter<>() {
            @Override
            public String toString(Lesson l) {
                return l == null ? "" : l.title() + " (" + l.steps().size() + " steps)";
            }

            @Override
            public Lesson fromString(String s) {
                return null;
            }
        });
        chooser.getSelectionModel().select(model.lesson());
        chooser.valueProperty().addListener((o, was, now) -> {
            if (now != null && now != model.lesson()) {
                model.choose(now);
                render();
            }
        });
        showLook.setOnAction(e -> applyLook());
        reveal.setOnAction(e -> reveal());
        previous.setOnAction(e -> previous());
        next.setOnAction(e -> next());
        render();
    }

    /** The panel's state (tests). */
    LessonModel model() {
        return model;
    }

    /** Chooses the lesson named {@code name} (shows its introduction); false when there is none. */
    public boolean choose(String name) {
        for (Lesson l : model.lessons()) {
            if (l.name().equals(name)) {
                chooser.getSelectionModel().select(l);
                model.choose(l);
                render();
                return true;
            }
        }
        return false;
    }

    /** Whether a step is running to its target. */
    public boolean running() {
        return model.status() == LessonModel.Status.RUNNING;
    }

    /** Next step (the first from the introduction), if there is one and no step is running. */
    public void next() {
        if (model.canNext()) {
            go(model.index() + 1);
        }
    }

    /** Previous step, if there is one and no step is running. */
    public void previous() {
        if (model.canPrevious()) {
            go(model.index() - 1);
        }
    }

    /** Reveals the answer, once the step's target is reached. */
    public void reveal() {
        model.reveal();
        render();
        if (model.revealed()) { // the answer is the last thing in the panel: bring it into sight
            scroll.layout();
            Fx.later(() -> scroll.setVvalue(scroll.getVmax())); // after the layout pass
        }
    }

    /** Goes to step {@code k} (0-based) and runs the session to its target. */
    public void go(int k) {
        if (model.lesson() == null || k < 0 || k >= model.size()) {
            return;
        }
        long ticket = model.begin(k);
        LessonStep step = model.step();
        render();
        host.play(step.run(), model.replay(k)).whenComplete((at, err) -> Fx.run(() -> {
            if (model.finished(ticket, err != null || at == null ? -1 : at)) {
                if (err != null) {
                    status.setText("Could not run the lesson: " + err.getMessage());
                }
                if (model.status() == LessonModel.Status.REACHED) {
                    applyLook();
                }
                render();
            }
        }));
    }

    private void applyLook() {
        LessonStep s = model.step();
        if (s != null) {
            host.look(s.look());
        }
    }

    private void render() {
        Lesson l = model.lesson();
        title.setText(l == null ? "No lessons" : l.title());
        position.setText(model.position());
        runsOn.setText(l == null ? "" : "Runs on the bundled sample (" + LessonHosting.SAMPLE_NAME + "): its steps show "
                + "it in a NEFF view of its own, whatever else is open.");
        LessonStep s = model.step();
        boolean intro = s == null;
        stepTitle.setText(intro ? "Introduction" : s.title());
        narration.setText(intro ? (l == null ? "" : l.intro()) : s.narration());
        look.setText(intro ? "" : "Look at: " + lookText(s.look()));
        showLook.setVisible(!intro && model.status() == LessonModel.Status.REACHED);
        questionBox.setVisible(!intro);
        questionBox.setManaged(!intro);
        question.setText(intro ? "" : s.question());
        reveal.setDisable(!model.canReveal());
        reveal.setText(model.status() == LessonModel.Status.RUNNING ? "Running to the target…"
                : model.status() == LessonModel.Status.REACHED || model.revealed() ? "Reveal answer"
                : "Reveal (after the step runs)");
        boolean shown = !intro && model.revealed();
        answerBox.setVisible(shown);
        answerBox.setManaged(shown);
        answer.setVisible(shown);
        answer.setText(shown ? s.answer() : "");
        status.setText(model.statusText());
        status.getStyleClass().removeAll("reached", "missed");
        if (model.status() == LessonModel.Status.REACHED) {
            status.getStyleClass().add("reached");
        } else if (model.status() == LessonModel.Status.MISSED) {
            status.getStyleClass().add("missed");
        }
        previous.setDisable(!model.canPrevious());
        next.setDisable(!model.canNext());
        next.setText(model.index() < 0 ? "Start ▶" : "Next ▶");
    }

    /**
     * "sg00:qActIO0_0 tx 0, field meta_ctrl in the descriptor view": the selection's kind once — dropped where the
     * view's own name says it (never "descriptor descriptor …" or "pring pring …") — then the field asked about.
     */
    static String lookText(Look l) {
        if (!l.selects()) {
            return "the " + l.view() + " view";
        }
        List<String> args = l.field().isPresent() ? l.args().subList(0, 3) : l.args();
        String what = (l.selection().equals(l.view().id()) ? "" : l.selection() + " ") + String.join(" ", args);
        return what.strip() + l.field().map(f -> ", field " + f).orElse("") + " in the " + l.view() + " view";
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return next;
    }
}
