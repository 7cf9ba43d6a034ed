package org.ringscope.app.ui.dialogs;

import java.nio.file.Path;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.ringscope.views.Theme;

/** The window's dialogs: input errors (the message only, never a stack trace), Reload, About. */
public final class Dialogs {
    private Dialogs() {
    }

    /** Shows an error without blocking (ErrorDialog.fxml); the dialog's text is the input error's message. */
    public static Dialog<ButtonType> error(Window owner, String header, String message) {
        ErrorForm form = Fxml.load("ErrorDialog", ErrorForm.class);
        form.fill(header, message);
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle("RingScope");
        d.setDialogPane(form.pane);
        iconOf(d);
        themed(owner, d.getDialogPane());
        d.show();
        return d;
    }

    /** The dialog's own window gets the app icon (window managers show it in the task list). */
    static void iconOf(Dialog<?> d) {
        if (d.getDialogPane().getScene() != null && d.getDialogPane().getScene().getWindow() instanceof Stage s) {
            AppIcon.on(s);
        }
    }

    /** Gives a dialog the theme and font scale of its owner window. */
    public static void themed(Window owner, Parent pane) {
        if (owner != null && owner.getScene() != null) {
            Theme.of(owner.getScene()).apply(pane, owner.getScene().getRoot() == null ? 1
                    : Theme.scaleOf(owner.getScene().getRoot()));
        } else {
            Theme.LIGHT.apply(pane, 1);
        }
    }

    /** "FILE changed on disk": Reload reads it again, Not Now leaves what is shown. Not blocking. */
    public static Alert offerReload(Window owner, Path file, Runnable reload) {
        ButtonType again = new ButtonType("Reload", ButtonBar.ButtonData.OK_DONE);
        ButtonType later = new ButtonType("Not Now", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, file + " changed on disk since it was opened. Read it "
                + "again? (The run starts again on the new contents.)", again, later);
        a.initOwner(owner);
        a.initModality(Modality.NONE);
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

    /** About, from AboutDialog.fxml; not blocking. */
    public static Dialog<ButtonType> about(Window owner) {
        AboutForm form = Fxml.load("AboutDialog", AboutForm.class);
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle("About RingScope");
        d.setDialogPane(form.pane);
        themed(owner, d.getDialogPane());
        iconOf(d);
        d.show();
        return d;
    }
}
