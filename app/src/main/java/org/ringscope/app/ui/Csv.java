package org.ringscope.app.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import javafx.scene.control.Control;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import org.ringscope.views.Tables;

/**
 * A table as comma-separated values (RFC 4180): a header line of the visible columns' titles, then every row — all
 * of them, not only those on screen — each value plain ({@link Tables#plainValue}: no thousands separators, no
 * rounded sizes), each field quoted when it holds a comma, a quote or a line break.
 */
final class Csv {
    private Csv() {
    }

    static String of(Control c) {
        List<? extends TableColumnBase<?, ?>> cols;
        int rows;
        IntFunction<Object> item;
        if (c instanceof TableView<?> t) {
            cols = t.getVisibleLeafColumns();
            rows = t.getItems() == null ? 0 : t.getItems().size();
            item = r -> t.getItems().get(r);
        } else if (c instanceof TreeTableView<?> t) {
            cols = t.getVisibleLeafColumns();
            rows = t.getExpandedItemCount();
            item = r -> t.getTreeItem(r) == null ? null : t.getTreeItem(r).getValue();
        } else {
            throw new IllegalArgumentException("not a table: " + c);
        }
        StringBuilder b = new StringBuilder();
        line(b, cols.stream().map(TableColumnBase::getText).toList());
        for (int r = 0; r < rows; r++) {
            List<String> cells = new ArrayList<>();
            Object row = item.apply(r);
            for (TableColumnBase<?, ?> col : cols) {
                cells.add(Tables.plainValue(col, row, col.getCellData(r)));
            }
            line(b, cells);
        }
        return b.toString();
    }

    private static void line(StringBuilder b, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(field(fields.get(i)));
        }
        b.append("\r\n");
    }

    static String field(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
