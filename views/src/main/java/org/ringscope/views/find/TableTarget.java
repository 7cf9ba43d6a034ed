package org.ringscope.views.find;

import javafx.scene.control.Control;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/** A {@link TableView} as a find target: rows by index, text from the visible leaf columns. */
final class TableTarget<T> implements FindTarget {
    private final TableView<T> table;

    TableTarget(TableView<T> table) {
        this.table = table;
    }

    @Override
    public String name() {
        return FindTarget.nameOf(table);
    }

    @Override
    public Control control() {
        return table;
    }

    @Override
    public int rowCount() {
        return table.getItems() == null ? 0 : table.getItems().size();
    }

    @Override
    public String rowText(int row) {
        StringBuilder sb = new StringBuilder();
        for (TableColumn<T, ?> c : table.getVisibleLeafColumns()) {
            Object v = c.getCellData(row);
            if (FindTarget.isText(v)) {
                sb.append(v).append('\t');
            }
        }
        return sb.toString();
    }

    @Override
    public int selectedRow() {
        return table.getSelectionModel().getSelectedIndex();
    }

    @Override
    public void reveal(int row) {
        table.getSelectionModel().clearAndSelect(row);
        table.getFocusModel().focus(row);
        table.scrollTo(Math.max(0, row - 3));
    }
}
