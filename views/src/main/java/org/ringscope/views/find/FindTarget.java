package org.ringscope.views.find;

import java.util.Locale;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;

/**
 * A table the find bar can search: its rows as text, the selected row, and a way to reveal a row (select it,
 * scroll to it — the selection is the highlight). {@link #of(Node)} finds the table that holds the focus.
 */
public interface FindTarget {

    /** The table's name for the find bar ("Members", "Relocations"). */
    String name();

    /** The control itself (focus returns to it when the bar closes). */
    Control control();

    int rowCount();

    /** The row's visible cells joined by tabs. */
    String rowText(int row);

    /** The selected row, or -1. */
    int selectedRow();

    /** Selects row {@code row}, scrolls it into view, and keeps it selected as the highlight. */
    void reveal(int row);

    /** The key under which a table's properties may hold its own target (a table showing part of its rows). */
    String PROPERTY = "ringscope.findTarget";

    /** The table or tree table that is {@code n} or holds it, if any (its own target when it has one). */
    static Optional<FindTarget> of(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p.getProperties().get(PROPERTY) instanceof FindTarget f) {
                return Optional.of(f);
            }
            if (p instanceof TableView<?> t) {
                return Optional.of(new TableTarget<>(t));
            }
            if (p instanceof TreeTableView<?> t) {
                return Optional.of(new TreeTableTarget<>(t));
            }
        }
        return Optional.empty();
    }

    /** The first showing table inside {@code root}, for when the focus is elsewhere in a view. */
    static Optional<FindTarget> firstIn(Node root) {
        for (Node n : root.lookupAll(".table-view, .tree-table-view")) {
            if (n.isVisible() && n.getScene() != null && n.getLayoutBounds().getHeight() > 0) {
                return of(n);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a cell value is shown as itself (text, a number): other values (a row's model object rendered by
     * a custom cell) are left out of the searched text rather than matched through their {@code toString}.
     */
    static boolean isText(Object v) {
        return v instanceof CharSequence || v instanceof Number || v instanceof Boolean || v instanceof Character;
    }

    /** The name of a control: its accessible text, else its id made readable. */
    static String nameOf(Control c) {
        if (c.getAccessibleText() != null && !c.getAccessibleText().isBlank()) {
            return c.getAccessibleText();
        }
        String id = c.getId() == null ? "table" : c.getId().replaceFirst("^[a-z]+-", "").replace('-', ' ');
        return id.isEmpty() ? "table" : id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
    }
}
