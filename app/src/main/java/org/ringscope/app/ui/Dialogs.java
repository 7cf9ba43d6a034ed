package org.ringscope.app.ui;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.ringscope.model.Version;
import org.ringscope.views.Theme;

/** The window's dialogs: input errors (the message only, never a stack trace) and About. */
final class Dialogs {
    private Dialogs() {
    }

    /** Shows an error without blocking; the dialog's text is the input error's message. */
    static Alert error(Window owner, String header, String message) {
        Alert a = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        a.initOwner(owner);
        a.setTitle("RingScope");
        a.setHeaderText(header);
        a.getDialogPane().setId("error-dialog");
        iconOf(a);
        a.getDialogPane().setPrefWidth(620);
        themed(owner, a.getDialogPane());
        a.show();
        return a;
    }

    /** The dialog's own window gets the app icon (window managers show it in the task list). */
    static void iconOf(javafx.scene.control.Dialog<?> d) {
        if (d.getDialogPane().getScene() != null && d.getDialogPane().getScene().getWindow() instanceof javafx.stage.Stage s) {
            AppIcon.on(s);
        }
    }

    /** Gives a dialog the theme and font scale of its owner window. */
    static void themed(Window owner, javafx.scene.Parent pane) {
        if (owner != null && owner.getScene() != null) {
            Theme.of(owner.getScene()).apply(pane, owner.getScene().getRoot() == null ? 1
                    : Theme.scaleOf(owner.getScene().getRoot()));
        } else {
            Theme.LIGHT.apply(pane, 1);
        }
    }

    /** "FILE changed on disk": Reload reads it again, Not Now leaves what is shown. Not blocking. */
    static Alert offerReload(Window owner, java.nio.file.Path file, Runnable reload) {
        ButtonType again = new ButtonType("Reload", javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        ButtonType later = new ButtonType("Not Now", javafx.scene.control.ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, file + " changed on disk since it was opened. Read it "
                + "again? (The run starts again on the new contents.)", again, later);
        a.initOwner(owner);
        a.initModality(javafx.stage.Modality.NONE);
        a.setTitle("RingScope");
        a.setHeaderText(file.getFileName() + " changed");
        a.getDialogPane().setId("reload-dialog");
        themed(owner, a.getDialogPane());
        iconOf(a);
        a.resultProperty().addListener((o, was, now) -> {
            if (now == again) {
                reload.run();
            }
        });
        a.show();
        return a;
    }

    static Alert about(Window owner) {
        Alert a = new Alert(Alert.AlertType.INFORMATION, "", ButtonType.OK);
        a.initOwner(owner);
        a.setTitle("About RingScope");
        a.setHeaderText(null);
        a.setGraphic(AppIcon.view(64));
        Label title = new Label("RingScope " + Version.TOOL_VERSION);
        title.getStyleClass().add("about-title");
        Label text = new Label("A workbench that emulates the AWS Neuron runtime host path — NEFF, descriptor rings, "
                + "doorbell — and shows each step in synchronized views.\n\n"
                + "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")\n"
                + "JavaFX " + System.getProperty("javafx.runtime.version", "?") + "\n\n"
                + "Open a NEFF or a ucode library with File ▸ Open… (Ctrl+O) or drop it on the window; "
                + "Ctrl+Shift+P lists every command.");
        text.setWrapText(true);
        VBox box = new VBox(12, title, text);
        box.setPrefWidth(460);
        a.getDialogPane().setContent(box);
        a.getDialogPane().setId("about-dialog");
        iconOf(a);
        themed(owner, a.getDialogPane());
        a.show();
        return a;
    }
}
