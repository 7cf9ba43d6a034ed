package org.ringscope.app.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.scene.control.Control;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import org.ringscope.views.ColumnFit;

/**
 * A table as comma-separated values (RFC 4180): a header line of the visible columns' titles, then every row — all
 * of them, not only those on screen — each field quoted when it holds a comma, a quote or a line break.
 */
final class Csv {
    private Csv() {
    }

    static String of(Control c) {
        List<? extends TableColumnBase<?, ?>> cols;
        int rows;
        if (c instanceof TableView<?> t) {
            cols = t.getVisibleLeafColumns();
            rows = t.getItems() == null ? 0 : t.getItems().size();
        } else if (c instanceof TreeTableView<?> t) {
            cols = t.getVisibleLeafColumns();
            rows = t.getExpandedItemCount();
        } else {
            throw new IllegalArgumentException("not a table: " + c);
        }
        StringBuilder b = new StringBuilder();
        line(b, cols.stream().map(TableColumnBase::getText).toList());
        for (int r = 0; r < rows; r++) {
            List<String> cells = new ArrayList<>();
            for (TableColumnBase<?, ?> col : cols) {
                Object v = col.getCellData(r);
                cells.add(v == null ? "" : col.getProperties().get(ColumnFit.TEXT)
                        instanceof Function<?, ?> f ? String.valueOf(apply(f, v)) : v.toString());
            }
            line(b, cells);
        }
        return b.toString();
    }

    @SuppressWarnings("unchecked")
    private static Object apply(Function<?, ?> f, Object v) {
        return ((Function<Object, Object>) f).apply(v);
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
