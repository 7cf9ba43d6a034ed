package org.ringscope.app.ui.lesson;

import java.io.IOException;
import java.io.UncheckedIOException;
import javafx.fxml.FXML;
import javafx.fxml.FXMLLoader;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.ringscope.model.lesson.Lesson;

/**
 * The controller of LessonPanel.fxml: the panel's controls, as Scene Builder edits them. {@link LessonPanel} fills
 * them from the lesson and wires them to the session.
 */
public final class LessonForm {
    @FXML
    BorderPane root;
    @FXML
    ComboBox<Lesson> chooser;
    @FXML
    ScrollPane scroll;
    @FXML
    Label title;
    @FXML
    Label position;
    @FXML
    Label runsOn;
    @FXML
    Label stepTitle;
    @FXML
    Label narration;
    @FXML
    Label look;
    @FXML
    Hyperlink showLook;
    @FXML
    VBox questionBox;
    @FXML
    Label question;
    @FXML
    Button reveal;
    @FXML
    VBox answerBox;
    @FXML
    Label answer;
    @FXML
    Label status;
    @FXML
    Button previous;
    @FXML
    Button next;

    /** Loads LessonPanel.fxml and returns its controller. */
    static LessonForm load() {
        FXMLLoader loader = new FXMLLoader(LessonForm.class.getResource("LessonPanel.fxml"));
        try {
            loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load LessonPanel.fxml", e);
        }
        return loader.getController();
    }
}
