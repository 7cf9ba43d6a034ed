package org.ringscope.app.ui.lesson;

import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.ringscope.model.lesson.Lesson;
import org.ringscope.model.lesson.LessonStep;
import org.ringscope.views.WorkbenchView;

/**
 * The <b>Lesson</b> panel (issue #8): a lesson chooser, the step's narration, what to look at, and the question —
 * whose answer the Reveal button shows only once the step's target has been reached. Next and Previous run the
 * shared session to the step's target through the {@link LessonHost} (the window's cursor on the session's journal
 * thread), then bring the step's view forward with its selection. State lives in {@link LessonModel}.
 */
public final class LessonPanel extends WorkbenchView {
    private final LessonHost host;
    private final LessonModel model;
    private final ComboBox<Lesson> chooser = new ComboBox<>();
    private final Label title = new Label();
    private final Label position = new Label();
    private final Label stepTitle = new Label();
    private final Label narration = new Label();
    private final Label look = new Label();
    private final Hyperlink showLook = new Hyperlink("Show");
    private final Label question = new Label();
    private final Button reveal = new Button("Reveal answer");
    private final Label answer = new Label();
    private final VBox questionBox;
    private final VBox answerBox;
    private final ScrollPane scroll;
    private final Label status = new Label();
    private final Button previous = new Button("◀ Previous");
    private final Button next = new Button("Next ▶");
    private final BorderPane root = new BorderPane();

    public LessonPanel(LessonHost host, List<Lesson> lessons) {
        super("lesson", "Lesson");
        this.host = host;
        this.model = new LessonModel(lessons);
        chooser.getItems().setAll(model.lessons());
        chooser.setId("lesson-chooser");
        chooser.setMaxWidth(Double.MAX_VALUE);
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
        title.getStyleClass().add("lesson-title");
        title.setWrapText(true);
        position.getStyleClass().add("dim");
        stepTitle.getStyleClass().add("lesson-step-title");
        stepTitle.setWrapText(true);
        stepTitle.setId("lesson-step-title");
        narration.getStyleClass().add("lesson-narration");
        narration.setWrapText(true);
        narration.setId("lesson-narration");
        look.getStyleClass().add("lesson-look");
        look.setWrapText(true);
        showLook.setId("lesson-show");
        showLook.setOnAction(e -> applyLook());
        showLook.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(look, Priority.ALWAYS);
        HBox lookRow = new HBox(6, look, showLook);
        lookRow.setAlignment(Pos.CENTER_LEFT);
        Label predict = new Label("Predict");
        predict.getStyleClass().add("section-title");
        question.setWrapText(true);
        question.setId("lesson-question");
        reveal.setId("lesson-reveal");
        reveal.setOnAction(e -> reveal());
        questionBox = new VBox(6, predict, question, reveal);
        questionBox.getStyleClass().add("lesson-question");
        answer.setWrapText(true);
        answer.setId("lesson-answer");
        answerBox = new VBox(answer);
        answerBox.getStyleClass().add("lesson-answer");
        status.setWrapText(true);
        status.setId("lesson-status");
        status.getStyleClass().add("lesson-status");
        VBox body = new VBox(10, title, position, stepTitle, narration, lookRow, questionBox, answerBox);
        body.setPadding(new Insets(12));
        body.setFillWidth(true);
        scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        previous.setId("lesson-previous");
        next.setId("lesson-next");
        previous.setOnAction(e -> previous());
        next.setOnAction(e -> next());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox nav = new HBox(8, previous, grow, next);
        nav.setAlignment(Pos.CENTER_LEFT);
        VBox bottom = new VBox(6, status, nav);
        bottom.setPadding(new Insets(8, 12, 10, 12));
        bottom.getStyleClass().add("lesson-nav");
        VBox top = new VBox(chooser);
        top.setPadding(new Insets(10, 12, 0, 12));
        root.setTop(top);
        root.setCenter(scroll);
        root.setBottom(bottom);
        root.getStyleClass().add("lesson-panel");
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
            Platform.runLater(() -> scroll.setVvalue(scroll.getVmax()));
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
        host.play(step.run(), model.replay(k)).whenComplete((at, err) -> Platform.runLater(() -> {
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

    /** "vring qSPIO0_1 in the vring view": the selection once, then its view (not "vring vring qSPIO0_1"). */
    static String lookText(org.ringscope.model.lesson.Look l) {
        if (!l.selects()) {
            return "the " + l.view() + " view";
        }
        String args = String.join(" ", l.args());
        String what = l.selection().equals(l.view()) ? l.view() + " " + args : l.selection() + " " + args;
        return what.strip() + " in the " + l.view() + " view";
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
