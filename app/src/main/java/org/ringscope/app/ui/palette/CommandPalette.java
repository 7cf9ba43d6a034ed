package org.ringscope.app.ui.palette;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * The command palette (Ctrl+Shift+P): an overlay at the top of the window with a query field and the list
 * of every command with its shortcut, fuzzy filtered as the user types; Up/Down move, Enter runs the command,
 * Escape or a click outside closes it. It lives in the window's scene (not a popup window), so it shows in
 * screenshots and works headless.
 */
public final class CommandPalette {
    /** Height of one command row, in pixels at font scale 1. */
    static final double ROW_HEIGHT = 46;
    /** Rows the list shows before it scrolls. */
    static final int VISIBLE_ROWS = 9;

    private final StackPane overlay = new StackPane();
    private final TextField field = new TextField();
    private final ListView<PaletteModel.Row> list = new ListView<>();
    private final Label empty = new Label("No command matches.");
    private final Supplier<List<PaletteModel.Entry>> commands;
    private final Consumer<String> run;
    private PaletteModel model;
    private Node returnFocus;

    /**
     * @param commands the commands, read each time the palette opens (their enabled state changes)
     * @param run      runs a command by id
     */
    public CommandPalette(Supplier<List<PaletteModel.Entry>> commands, Consumer<String> run) {
        this.commands = commands;
        this.run = run;
        field.setId("palette-field");
        field.setPromptText("Type a command — e.g. \"dark\", \"move right\", \"open\"");
        list.setId("palette-list");
        list.setCellFactory(v -> new RowCell());
        list.setFixedCellSize(ROW_HEIGHT);
        list.setFocusTraversable(false);
        empty.getStyleClass().add("palette-empty");
        list.setPlaceholder(empty);
        VBox box = new VBox(field, list);
        box.getStyleClass().add("palette");
        box.setId("command-palette");
        box.setMaxWidth(640);
        box.setMaxHeight(Region.USE_PREF_SIZE);
        StackPane.setAlignment(box, Pos.TOP_CENTER);
        StackPane.setMargin(box, new Insets(70, 0, 0, 0));
        overlay.getChildren().add(box);
        overlay.getStyleClass().add("palette-scrim");
        overlay.setId("palette-overlay");
        overlay.setOnMouseClicked(e -> {
            if (e.getTarget() == overlay) {
                close();
            }
        });
        field.textProperty().addListener((o, was, now) -> refilter());
        field.setOnKeyPressed(e -> {
            switch (e.getCode()) {
                case DOWN -> move(1);
                case UP -> move(-1);
                case PAGE_DOWN -> move(8);
                case PAGE_UP -> move(-8);
                case ENTER -> runSelected();
                case ESCAPE -> close();
                default -> {
                    return;
                }
            }
            e.consume();
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                runSelected();
            }
        });
        overlay.setVisible(false);
    }

    /** The overlay to stack over the window's content. */
    public Node node() {
        return overlay;
    }

    public boolean isOpen() {
        return overlay.isVisible();
    }

    /** The rows shown now. */
    public List<PaletteModel.Row> rows() {
        return List.copyOf(list.getItems());
    }

    public void open() {
        returnFocus = overlay.getScene() == null ? null : overlay.getScene().getFocusOwner();
        model = new PaletteModel(commands.get());
        field.clear();
        refilter();
        overlay.setVisible(true);
        field.requestFocus();
    }

    public void setQuery(String q) {
        field.setText(q);
    }

    public void close() {
        if (!overlay.isVisible()) {
            return;
        }
        overlay.setVisible(false);
        if (returnFocus != null && returnFocus.getScene() != null) {
            returnFocus.requestFocus();
        }
    }

    /** Runs the selected command (after closing, so it acts on the view that had the focus). */
    public void runSelected() {
        PaletteModel.Row r = list.getSelectionModel().getSelectedItem();
        if (r == null || !r.entry().enabled()) {
            return;
        }
        close();
        run.accept(r.entry().id());
    }

    private void refilter() {
        if (model == null) {
            return;
        }
        list.getItems().setAll(model.filter(field.getText()));
        int n = list.getItems().size();
        list.setPrefHeight(n == 0 ? 44 : Math.min(VISIBLE_ROWS, n) * ROW_HEIGHT + 2);
        if (!list.getItems().isEmpty()) {
            list.getSelectionModel().select(0);
            list.scrollTo(0);
        }
    }

    private void move(int d) {
        int n = list.getItems().size();
        if (n == 0) {
            return;
        }
        int i = Math.max(0, Math.min(n - 1, list.getSelectionModel().getSelectedIndex() + d));
        list.getSelectionModel().select(i);
        list.scrollTo(Math.max(0, i - 4));
    }

    /** A row: the title with its matched characters in bold, the description under it, the shortcut right. */
    private static final class RowCell extends ListCell<PaletteModel.Row> {
        @Override
        protected void updateItem(PaletteModel.Row r, boolean empty) {
            super.updateItem(r, empty);
            if (empty || r == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            TextFlow title = new TextFlow();
            String t = r.entry().title();
            int from = 0;
            for (int hit : r.titleHits()) {
                if (hit > from) {
                    title.getChildren().add(text(t.substring(from, hit), "palette-title"));
                }
                title.getChildren().add(text(t.substring(hit, hit + 1), "palette-hit"));
                from = hit + 1;
            }
            if (from < t.length()) {
                title.getChildren().add(text(t.substring(from), "palette-title"));
            }
            Label desc = new Label(r.entry().description());
            desc.getStyleClass().add("palette-desc");
            VBox left = new VBox(1, title, desc);
            HBox.setHgrow(left, Priority.ALWAYS);
            HBox row = new HBox(10, left);
            row.setAlignment(Pos.CENTER_LEFT);
            if (!r.entry().shortcut().isEmpty()) {
                Label key = new Label(r.entry().shortcut());
                key.getStyleClass().add("palette-key");
                row.getChildren().add(key);
            }
            row.setOpacity(r.entry().enabled() ? 1 : 0.5);
            setText(null);
            setGraphic(row);
        }

        private static Text text(String s, String style) {
            Text t = new Text(s);
            t.getStyleClass().add(style);
            return t;
        }
    }
}
