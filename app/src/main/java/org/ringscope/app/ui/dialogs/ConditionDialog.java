package org.ringscope.app.ui.dialogs;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.stage.Window;
import org.ringscope.model.stop.StopCompletion;
import org.ringscope.model.stop.StopCondition;
import org.ringscope.model.stop.StopNames;
import org.ringscope.views.fx.Failures;
import org.ringscope.views.fx.Fx;

/**
 * Run to Condition… and Run Back to Condition…: a stop condition typed in its text form (docs/stop-conditions.md).
 * The field starts with the selection's own condition, all of it selected so typing replaces it, or empty; the list
 * under it offers what may come next — the keywords, then the run's queues (and {@code *}, any queue), prings, vrings,
 * nodes and variables ({@link StopCompletion}); Tab, a double-click or Enter in the list takes a choice. OK reads the
 * condition and has the run check its names; a condition refused says why under the field and the dialog stays, with
 * the text as typed. Its result is the condition, or null when cancelled (decision 1441).
 */
public final class ConditionDialog {
    private ConditionDialog() {
    }

    /**
     * The dialog (not shown).
     *
     * @param back    whether it runs back
     * @param initial the selection's condition text, or empty
     * @param names   the run's names, once read
     * @param check   the condition read and checked against the run (completes exceptionally with the reason)
     */
    public static Dialog<StopCondition> create(Window owner, boolean back, String initial,
            CompletableFuture<StopNames> names, Function<String, CompletableFuture<StopCondition>> check) {
        ConditionForm f = ConditionForm.load();
        Dialog<StopCondition> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(back ? "Run Back to Condition" : "Run to Condition");
        d.setDialogPane(f.pane);
        d.setResizable(true);
        f.hint.setText((back ? "Move the cursor back to the last step before it where this happened."
                : "Move the cursor on to the next step where this happens.") + " Type a keyword or a name: the list "
                + "offers this run's queues, rings, vrings, nodes and variables (Tab or a double-click takes one).");
        f.forms.setText(String.join("  ·  ", StopCondition.forms()));
        StopNames[] known = {StopNames.NONE};
        f.choices.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(StopCompletion.Choice c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : c.label());
            }
        });
        Runnable offer = () -> {
            List<StopCompletion.Choice> c = StopCompletion.complete(f.text.getText(), known[0]);
            f.choices.getItems().setAll(c);
            if (!c.isEmpty()) {
                f.choices.getSelectionModel().select(0);
            }
        };
        f.text.textProperty().addListener((o, was, now) -> {
            f.error.setText("");
            offer.run();
        });
        names.thenAccept(n -> Fx.run(() -> {
            known[0] = n;
            offer.run();
        }));
        f.text.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.TAB && !e.isShiftDown() && take(f)) {
                e.consume();
            } else if (e.getCode() == KeyCode.DOWN || e.getCode() == KeyCode.UP) {
                int n = f.choices.getItems().size();
                int at = f.choices.getSelectionModel().getSelectedIndex();
                if (n > 0) {
                    int next = Math.floorMod(at + (e.getCode() == KeyCode.DOWN ? 1 : -1), n);
                    f.choices.getSelectionModel().select(next);
                    f.choices.scrollTo(next);
                }
                e.consume();
            }
        });
        f.choices.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                take(f);
            }
        });
        f.text.setText(initial);
        offer.run();
        Dialogs.themed(owner, d.getDialogPane());
        Button ok = (Button) d.getDialogPane().lookupButton(ButtonType.OK);
        ok.setText(back ? "Run Back" : "Run");
        ok.setId("run-to-condition-ok");
        ok.setDefaultButton(true);
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume(); // the dialog closes only once the run has accepted the condition
            ok.setDisable(true);
            check.apply(f.text.getText().strip()).whenComplete((c, err) -> Fx.run(() -> {
                ok.setDisable(false);
                if (err != null) {
                    f.error.setText(Failures.root(err).getMessage());
                    f.text.requestFocus();
                } else {
                    d.setResult(c); // a result closes the dialog (once: a second close would say hidden again)
                }
            }));
        });
        d.setResultConverter(b -> null); // Cancel; OK sets the result itself
        d.setOnShown(e -> Fx.later(() -> {
            f.text.requestFocus();
            f.text.selectAll();
        }));
        return d;
    }

    /** Takes the choice selected in the list into the field; false when there is none. */
    private static boolean take(ConditionForm f) {
        StopCompletion.Choice c = f.choices.getSelectionModel().getSelectedItem();
        if (c == null) {
            return false;
        }
        f.text.setText(c.text());
        f.text.positionCaret(c.text().length());
        return true;
    }
}
