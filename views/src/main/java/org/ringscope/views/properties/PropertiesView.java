package org.ringscope.views.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.AbstractPropertyEditor;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.ViewKind;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.views.PropertyRow;
import org.ringscope.views.ViewContext;
import org.ringscope.views.ViewReads;
import org.ringscope.views.WorkbenchView;
import org.ringscope.views.session.SessionSource;

/**
 * The <b>Properties</b> view (decision 0853): a read-only ControlsFX {@link PropertySheet} of whatever
 * is selected anywhere — a spine node (address, layer, section, edges in and out with what crosses them,
 * visits), a descriptor (its decoded fields at the cursor, the node that wrote it), a packet, a patch (site,
 * type, addend, before / after), a doorbell — in categories. Rows are read at the cursor on the journal thread
 * ({@link PropertyRows}) and follow the cursor; values are selectable text.
 */
public final class PropertiesView extends WorkbenchView {
    private final ViewContext ctx;
    private final SessionSource sessions;
    private final PropertySheet sheet = new PropertySheet();
    private final Label heading = new Label("Nothing selected");
    private final BorderPane root = new BorderPane();
    private Location shown;
    private List<PropertyRow> rows = List.of();

    public PropertiesView(ViewContext ctx, SessionSource sessions) {
        super(ViewKind.PROPERTIES, "Properties");
        this.ctx = ctx;
        this.sessions = sessions;
        heading.getStyleClass().add("section-title");
        heading.setWrapText(true);
        Label hint = new Label("Select a spine node, descriptor, packet, patch or doorbell in any view.");
        hint.getStyleClass().add("dim");
        hint.setWrapText(true);
        VBox top = new VBox(2, heading, hint);
        top.getStyleClass().add("properties-header");
        hint.visibleProperty().bind(Bindings.isEmpty(sheet.getItems()));
        hint.managedProperty().bind(hint.visibleProperty());
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setPropertyEditorFactory(ReadOnlyEditor::new);
        sheet.setCategoryComparator((a, b) -> Integer.compare(categoryIndex(a), categoryIndex(b)));
        sheet.getStyleClass().add("properties-sheet");
        root.setTop(top);
        root.setCenter(sheet);
        root.getStyleClass().add("properties-view");
        follow(ctx.selection(), e -> show(e.currentLocation().orElse(null)));
        follow(ctx.cursor(), e -> refresh());
        follow(sessions, s -> refresh());
        ctx.selection().current().ifPresent(this::show);
    }

    private int categoryIndex(String c) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).category().equals(c)) {
                return i;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** Shows the properties of {@code loc} (null: nothing). */
    void show(Location loc) {
        shown = loc;
        refresh();
    }

    private void refresh() {
        Location loc = shown;
        if (loc == null) {
            renderNow(() -> {
                heading.setText("Nothing selected");
                apply(List.of());
            });
            return;
        }
        heading.setText(loc.label());
        EmulationSession s = sessions.current().orElse(null);
        refresh(() -> s == null
                ? CompletableFuture.supplyAsync(() -> PropertyRows.of(loc, null, null), ctx.background())
                : ViewReads.at(ctx.cursor(), j -> PropertyRows.of(loc, s, j)), this::apply,
                err -> List.of(new PropertyRow("Error", "Could not read", ViewReads.message(err), "")));
    }

    private void apply(List<PropertyRow> r) {
        if (rows.equals(r) && sheet.getItems().size() == r.size()) {
            return; // the same rows at another step: rebuilding the sheet's editors would only cost a layout
        }
        if (sameNames(rows, r) && sheet.getItems().size() == r.size()) {
            for (int i = 0; i < r.size(); i++) { // new values at another step: into the editors there are
                ((RowItem) sheet.getItems().get(i)).set(r.get(i));
            }
            rows = List.copyOf(r);
            return;
        }
        rows = List.copyOf(r);
        List<PropertySheet.Item> items = new ArrayList<>();
        r.forEach(x -> items.add(new RowItem(x)));
        sheet.getItems().setAll(items);
    }

    private static boolean sameNames(List<PropertyRow> a, List<PropertyRow> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).category().equals(b.get(i).category()) || !a.get(i).name().equals(b.get(i).name())) {
                return false;
            }
        }
        return true;
    }

    /** The rows shown (tests). */
    List<PropertyRow> rows() {
        return rows;
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public Node focusNode() {
        return sheet;
    }

    /** A row as a sheet item: read-only text, whose value a later step may change in place. */
    private static final class RowItem implements PropertySheet.Item {
        private final SimpleObjectProperty<Object> value;
        private PropertyRow row;

        RowItem(PropertyRow row) {
            this.row = row;
            this.value = new SimpleObjectProperty<>(row.value());
        }

        void set(PropertyRow r) {
            row = r;
            value.set(r.value());
        }

        @Override
        public Class<?> getType() {
            return String.class;
        }

        @Override
        public String getCategory() {
            return row.category();
        }

        @Override
        public String getName() {
            return row.name();
        }

        @Override
        public String getDescription() {
            return row.description().isBlank() ? row.value() : row.description();
        }

        @Override
        public Object getValue() {
            return value.get();
        }

        @Override
        public void setValue(Object value) {
            // read-only
        }

        @Override
        public Optional<ObservableValue<? extends Object>> getObservableValue() {
            return Optional.of(value);
        }

        /** True so the sheet does not grey the value out; the editor itself never edits. */
        @Override
        public boolean isEditable() {
            return true;
        }
    }

    /** A text field that shows the value and lets it be selected and copied, never edited. */
    private static final class ReadOnlyEditor extends AbstractPropertyEditor<String, TextField> {
        ReadOnlyEditor(PropertySheet.Item item) {
            super(item, new TextField(), true);
            getEditor().setEditable(false);
            getEditor().getStyleClass().add("property-value");
            // read-only editors are not wired to the item by ControlsFX: follow its value (a later step) here
            item.getObservableValue().ifPresent(v -> v.addListener((o, was, now) -> setValue(String.valueOf(now))));
        }

        @Override
        protected ObservableValue<String> getObservableValue() {
            return getEditor().textProperty();
        }

        @Override
        public void setValue(String value) {
            getEditor().setText(value);
        }
    }
}
