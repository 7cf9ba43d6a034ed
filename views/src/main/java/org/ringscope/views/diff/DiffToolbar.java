package org.ringscope.views.diff;

import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ringscope.model.diff.Alignment;
import org.ringscope.model.diff.DescField;

/**
 * The diff view's two tool rows: the ring shown with its counts and the legend; the alignment (Index / Content),
 * Only changes, the field filter, previous / next difference and "align to A". Its controls call the view; the
 * view tells it what to show when it changes the same things itself.
 */
final class DiffToolbar {
    private final DiffView view;
    private final Label ringTitle = new Label();
    private final ToggleButton index = new ToggleButton("Index");
    private final ToggleButton content = new ToggleButton("Content");
    private final CheckBox onlyChanges = new CheckBox("Only changes");
    private final MenuButton fieldsMenu = new MenuButton("Fields: all");
    private final TextField alignField = new TextField();
    private final VBox root;

    DiffToolbar(DiffView view) {
        this.view = view;
        DiffPresentation p = view.p;
        ringTitle.getStyleClass().add("diff-title");
        ringTitle.setId("diff-ring-title");
        ToggleGroup g = new ToggleGroup();
        index.setToggleGroup(g);
        content.setToggleGroup(g);
        index.setId("diff-align-index");
        content.setId("diff-align-content");
        index.setTooltip(new Tooltip("Align by index: descriptor i of A beside descriptor i of B (neither: index when the lengths agree, else content)"));
        content.setTooltip(new Tooltip("A sequence alignment: inserted and deleted descriptors"));
        index.setOnAction(e -> view.setAlignment(index.isSelected() ? Alignment.INDEX : Alignment.AUTO));
        content.setOnAction(e -> view.setAlignment(content.isSelected() ? Alignment.CONTENT : Alignment.AUTO));
        onlyChanges.setId("diff-only-changes");
        onlyChanges.setOnAction(e -> view.setFilter(onlyChanges.isSelected(), p.fields()));
        fieldsMenu.setId("diff-fields");
        MenuItem all = new MenuItem("All fields");
        all.setOnAction(e -> view.setFieldFilter(DescField.ALL));
        fieldsMenu.getItems().addAll(all, new SeparatorMenuItem());
        for (DescField f : DescField.values()) {
            if (f == DescField.RESERVED) {
                continue;
            }
            CheckMenuItem c = new CheckMenuItem(f.key());
            c.setId("diff-field-" + f.key());
            c.setOnAction(e -> {
                int m = p.fields() == DescField.ALL ? 0 : p.fields();
                m = c.isSelected() ? m | f.bit() : m & ~f.bit();
                view.setFieldFilter(m == 0 ? DescField.ALL : m);
            });
            fieldsMenu.getItems().add(c);
        }
        Button prev = button("◀ Previous", "Previous difference (Shift+F7)", view::previousDifference);
        Button next = button("Next ▶", "Next difference (F7)", view::nextDifference);
        prev.setId("diff-previous");
        next.setId("diff-next");
        alignField.setPromptText("A #");
        alignField.setId("diff-align-a");
        alignField.getStyleClass().add("diff-align-field");
        alignField.setTooltip(new Tooltip("Align to A: type a descriptor index of A, Enter goes to its row"));
        alignField.setOnAction(e -> alignTyped());
        Button alignButton = button("Align to A", "Go to the row of A's descriptor typed on the left",
                this::alignTyped);
        alignButton.setId("diff-align-button");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ringTitle.setMinWidth(0);
        HBox title = new HBox(8, ringTitle, spacer, legend("changed", "diff-legend-changed"),
                legend("dmb / sow", "diff-legend-barrier"), legend("+ inserted", "diff-legend-inserted"),
                legend("− deleted", "diff-legend-deleted"));
        title.getStyleClass().add("diff-toolbar");
        Label align = new Label("Align");
        align.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox tools = new HBox(align, index, content, onlyChanges, fieldsMenu, gap, prev, next, alignField, alignButton);
        tools.getStyleClass().add("diff-toolbar");
        List.of(index, content, onlyChanges, fieldsMenu, prev, next, alignButton).forEach(n -> {
            n.setFocusTraversable(false);
            ((Region) n).setMinWidth(Region.USE_PREF_SIZE);
        });
        root = new VBox(title, tools);
    }

    VBox node() {
        return root;
    }

    void showRing(String text) {
        ringTitle.setText(text);
    }

    void showAlignment(Alignment a) {
        index.setSelected(a == Alignment.INDEX);
        content.setSelected(a == Alignment.CONTENT);
    }

    void showOnlyChanges(boolean only) {
        onlyChanges.setSelected(only);
    }

    /** Ticks the field filter's items and names the fields on the menu button. */
    void showFields(int fields) {
        for (MenuItem m : fieldsMenu.getItems()) {
            if (m instanceof CheckMenuItem c) {
                DescField f = DescField.of(c.getText());
                c.setSelected(fields != DescField.ALL && f != null && (fields & f.bit()) != 0);
            }
        }
        fieldsMenu.setText(fields == DescField.ALL ? "Fields: all" : "Fields: " + String.join(", ",
                DescField.of(fields).stream().map(DescField::key).toList()));
    }

    private void alignTyped() {
        String t = alignField.getText().strip();
        try {
            if (!view.alignToA(Integer.parseInt(t))) {
                view.say("A has no descriptor " + t + " in the rows shown");
            }
        } catch (NumberFormatException x) {
            view.say("Align to A: '" + t + "' is not a descriptor index");
        }
    }

    private static Label legend(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().addAll("diff-legend", style);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private static Button button(String text, String tip, Runnable r) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> r.run());
        b.setMinWidth(Region.USE_PREF_SIZE);
        return b;
    }
}
