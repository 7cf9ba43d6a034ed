package org.ringscope.app.ui.help;

import java.util.Collection;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Modality;
import javafx.stage.Window;
import org.ringscope.app.ui.actions.WorkbenchAction;
import org.ringscope.app.ui.dialogs.Dialogs;
import org.ringscope.views.Tables;

/** The Help dialogs: Getting Started, and the keyboard shortcuts table built from the actions. */
public final class HelpDialogs {
    /** One row of the shortcuts table. */
    public record Shortcut(String command, String keys, String description) {
    }

    private HelpDialogs() {
    }

    /** The text of Getting Started: a title and a paragraph per section. */
    static final List<String[]> GETTING_STARTED = List.of(
            new String[] {"What you see", "A NEFF opens and runs on the emulated device at once: the runtime's "
                    + "host path from nrt_init to the doorbell, every step journaled. The views show the run at the "
                    + "cursor — it stands at the last step, so the rings, packets and doorbells the run built are all "
                    + "there."},
            new String[] {"Stepping", "F10 steps over the next spine node, F11 steps into it, Shift+F11 steps out, "
                    + "Shift+F10 steps back. F5 runs at the speed in the toolbar and pauses; F9 sets a breakpoint on the "
                    + "selected spine node, Ctrl+F5 runs to it, Shift+F5 runs backwards to the previous one. At the last "
                    + "step, F10 and F5 start again from step 0; Reset (Ctrl+Shift+F5) goes there at any time."},
            new String[] {"Perspectives", "Load (Ctrl+Alt+1): the NEFF, its ucode libraries and the vrings they build. "
                    + "Execute (Ctrl+Alt+2): the prings and doorbells while stepping. Diff (Ctrl+Alt+3): two runs side "
                    + "by side — File ▸ Fork and Diff… re-runs with one parameter changed. Teach (Ctrl+Alt+4): a lesson "
                    + "beside the views, in large type. Drag a tab to move a view; View ▸ Reset Perspective puts it "
                    + "back."},
            new String[] {"Lessons", "In Teach, pick a lesson and press Start ▶ (Alt+Page Down): each step runs to its "
                    + "target, brings the view it speaks of to the front and asks a question; Reveal (Alt+Enter) shows "
                    + "the answer once the target is reached."},
            new String[] {"Selecting and copying", "Selecting a thing in one view selects it in every view that shows "
                    + "it; Alt+Left and Alt+Right go back and forward. Ctrl+C copies what is selected, File ▸ Export "
                    + "writes a table as CSV, a view as PNG, the run as JSON."},
            new String[] {"Files", "Open a NEFF, a ucode library (.so) or a dump (.rsdump) with Ctrl+O, by dropping it "
                    + "on the window, or from the command line: ringscope FILE…. Ctrl+Shift+P lists every command."});

    static Alert gettingStarted(Window owner) {
        VBox box = new VBox(6);
        for (String[] s : GETTING_STARTED) {
            Label title = new Label(s[0]);
            title.getStyleClass().add("section-title");
            Label text = new Label(s[1]);
            text.setWrapText(true);
            box.getChildren().addAll(title, text);
        }
        box.setPrefWidth(560);
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(430);
        scroll.getStyleClass().add("edge-to-edge");
        return dialog(owner, "Getting Started with RingScope", scroll, "help-getting-started");
    }

    /** Every action with a key, in menu order. */
    public static List<Shortcut> shortcuts(Collection<WorkbenchAction> actions) {
        return actions.stream().filter(a -> a.accelerator() != null)
                .map(a -> new Shortcut(a.plainText(), a.shortcutText(), a.description())).toList();
    }

    public static Alert shortcuts(Window owner, Collection<WorkbenchAction> actions) {
        TableView<Shortcut> t = new TableView<>();
        t.setId("shortcuts-table");
        t.getColumns().add(Tables.column("Command", 200, Shortcut::command));
        t.getColumns().add(Tables.column("Keys", 120, Shortcut::keys, "mono"));
        TableColumn<Shortcut, String> what = Tables.column("What it does", 380, Shortcut::description, "dim");
        what.setCellFactory(WrappedCell::new); // a long description wraps onto more lines, never cut
        t.getColumns().add(what);
        t.getColumns().forEach(c -> c.setSortable(false));
        t.getItems().setAll(shortcuts(actions));
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.setPrefSize(780, 460);
        Tables.enableCopy(t);
        return dialog(owner, "Keyboard Shortcuts", t, "help-shortcuts");
    }

    private static Alert dialog(Window owner, String title, Node content, String id) {
        Alert a = new Alert(Alert.AlertType.INFORMATION, "", ButtonType.CLOSE);
        a.initOwner(owner);
        a.initModality(Modality.NONE);
        a.setTitle(title);
        a.setHeaderText(null);
        a.setGraphic(null);
        a.setResizable(true);
        a.getDialogPane().setContent(content);
        a.getDialogPane().setId(id);
        Dialogs.themed(owner, a.getDialogPane());
        return a;
    }

    /**
     * A cell whose text wraps at its column's width: the row grows to hold it. (The column's width, known before a row
     * is measured; the cell's own comes only after, too late for the row's height.)
     */
    private static final class WrappedCell extends TableCell<Shortcut, String> {
        private final Text text = new Text();

        WrappedCell(TableColumn<Shortcut, String> column) {
            text.wrappingWidthProperty().bind(column.widthProperty().subtract(12));
            text.getStyleClass().add("wrapped-text");
            text.fillProperty().bind(textFillProperty());
            setPrefHeight(Region.USE_COMPUTED_SIZE);
        }

        @Override
        protected void updateItem(String s, boolean empty) {
            super.updateItem(s, empty);
            setText(null);
            if (empty || s == null) {
                setGraphic(null);
            } else {
                text.setText(s);
                setGraphic(text);
            }
        }
    }
}
