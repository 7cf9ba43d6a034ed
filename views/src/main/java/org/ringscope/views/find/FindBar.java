package org.ringscope.views.find;

import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.ringscope.views.fx.Fx;

/**
 * Find in a table (Ctrl+F): a bar that searches the table that had the focus, shows "3 of 12", moves to the
 * next (Enter, F3, ▼) or previous (Shift+Enter, Shift+F3, ▲) match, and highlights it by selecting the row.
 * Escape closes it and gives the focus back to the table. One bar per window.
 */
public final class FindBar {
    private static final PseudoClass NO_MATCH = PseudoClass.getPseudoClass("no-match");

    private final HBox bar = new HBox();
    private final Label target = new Label();
    private final TextField field = new TextField();
    private final Label count = new Label();
    private FindTarget current;
    private FindModel model;

    public FindBar() {
        bar.getStyleClass().add("find-bar");
        bar.setId("find-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        target.getStyleClass().add("find-target");
        target.setId("find-target");
        field.setId("find-field");
        field.setPromptText("Find in table");
        count.getStyleClass().add("find-count");
        count.setId("find-count");
        Button prev = button("▲", "find-prev", "Previous match (Shift+Enter, Shift+F3)");
        Button next = button("▼", "find-next", "Next match (Enter, F3)");
        Button close = button("✕", "find-close", "Close (Escape)");
        prev.setOnAction(e -> previous());
        next.setOnAction(e -> next());
        close.setOnAction(e -> close());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label find = new Label("Find in");
        find.getStyleClass().add("dim");
        bar.getChildren().addAll(find, target, field, prev, next, count, spacer, close);
        bar.setSpacing(6);
        field.textProperty().addListener((o, was, now) -> search());
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                if (e.isShiftDown()) {
                    previous();
                } else {
                    next();
                }
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                close();
                e.consume();
            }
        });
        hide();
    }

    private static Button button(String text, String id, String tip) {
        Button b = new Button(text);
        b.setId(id);
        b.setTooltip(new Tooltip(tip));
        b.setFocusTraversable(false);
        return b;
    }

    public Node node() {
        return bar;
    }

    public boolean isOpen() {
        return bar.isVisible();
    }

    /** The table being searched, while the bar is open. */
    public Optional<FindTarget> target() {
        return Optional.ofNullable(isOpen() ? current : null);
    }

    /** The status text ("3 of 12"). */
    public String status() {
        return count.getText();
    }

    /** Opens the bar on {@code t} (keeping the query) and focuses the field. */
    public void open(FindTarget t) {
        Fx.assertFxThread();
        current = t;
        target.setText(t.name());
        bar.setVisible(true);
        bar.setManaged(true);
        model = null;
        search();
        field.requestFocus();
        field.selectAll();
    }

    /** Sets the query (as if typed). */
    public void setQuery(String q) {
        field.setText(q);
    }

    public void next() {
        move(true);
    }

    public void previous() {
        move(false);
    }

    public void close() {
        if (!isOpen()) {
            return;
        }
        hide();
        if (current != null) {
            current.control().requestFocus();
        }
    }

    private void hide() {
        bar.setVisible(false);
        bar.setManaged(false);
    }

    private void search() {
        if (current == null) {
            return;
        }
        model = new FindModel(current.rowCount(), current::rowText);
        model.setQuery(field.getText());
        int row = model.nextFrom(Math.max(0, current.selectedRow()));
        if (row >= 0) {
            current.reveal(row);
        }
        update();
    }

    private void move(boolean forward) {
        if (current == null || model == null) {
            return;
        }
        int from = current.selectedRow();
        int row = forward ? model.next(from) : model.previous(from < 0 ? current.rowCount() : from);
        if (row >= 0) {
            current.reveal(row);
        }
        update();
    }

    private void update() {
        count.setText(model == null ? "" : model.status(current.selectedRow()));
        field.pseudoClassStateChanged(NO_MATCH, model != null && !model.query().isEmpty() && model.count() == 0);
    }
}
