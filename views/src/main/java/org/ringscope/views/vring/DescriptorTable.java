package org.ringscope.views.vring;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.views.Tables;

/**
 * The descriptor table of one vring half: rows are indexes ({@link Tables#indexRows}, no object per descriptor),
 * each visible cell decoded from the snapshot's words by {@link DescriptorRows}; a row starting a packet (FIRST)
 * draws a rule above it, template rows are tinted. Selecting a row calls back with its index.
 */
final class DescriptorTable {
    private static final PseudoClass PACKET_START = PseudoClass.getPseudoClass("packet-start");
    private static final PseudoClass TEMPLATE = PseudoClass.getPseudoClass("template");

    private final TableView<Integer> table = new TableView<>();
    private final Map<DescriptorRows.Column, TableColumn<Integer, String>> columns =
            new EnumMap<>(DescriptorRows.Column.class);
    private final Label placeholder = new Label();
    private HalfSnapshot shown;
    private boolean applying;

    DescriptorTable(IntConsumer picked) {
        table.setId("vring-descriptors");
        table.setAccessibleText("Descriptors");
        table.getStyleClass().add("desc-table");
        table.setFixedCellSize(22);
        table.setTableMenuButtonVisible(true);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        placeholder.getStyleClass().add("placeholder");
        placeholder.setWrapText(true);
        table.setPlaceholder(placeholder);
        for (DescriptorRows.Column c : DescriptorRows.Column.values()) {
            TableColumn<Integer, String> col = Tables.column(c.title, c.width, i -> shown == null || i >= shown.used() ? ""
                    : DescriptorRows.text(shown, i, c), c.style);
            col.setSortable(false);
            col.setId("vring-col-" + c.name().toLowerCase(java.util.Locale.ROOT));
            columns.put(c, col);
            table.getColumns().add(col);
        }
        table.setRowFactory(t -> new Row());
        table.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            int i = now.intValue();
            if (!applying && i >= 0 && table.getSelectionModel().getSelectedIndices().size() == 1) {
                picked.accept(i);
            }
        });
        Tables.enableCopy(table);
    }

    TableView<Integer> control() {
        return table;
    }

    HalfSnapshot shown() {
        return shown;
    }

    void placeholder(String text) {
        placeholder.setText(text);
    }

    /** Shows a new snapshot; keeps the selected rows when it is the same half. */
    void show(HalfSnapshot s) {
        if (shown != null && s != null && shown.sameHalf(s.key(), s.direction()) && shown.words() == s.words()
                && shown.resolved() == s.resolved() && shown.used() == s.used()) {
            shown = s; // the same descriptors at another step (words shared by HalfSnapshot.read): nothing to redraw
            return;
        }
        boolean same = shown != null && s != null && shown.sameHalf(s.key(), s.direction());
        int[] keep = same ? table.getSelectionModel().getSelectedIndices().stream().mapToInt(Integer::intValue).toArray()
                : new int[0];
        shown = s;
        applying = true;
        try {
            boolean tx = s != null && s.direction() == Direction.TX;
            columns.get(DescriptorRows.Column.META).setVisible(tx);
            boolean tmpl = s != null && s.template();
            columns.get(DescriptorRows.Column.TEMPLATE).setVisible(tmpl);
            columns.get(DescriptorRows.Column.RESOLVED).setVisible(tmpl);
            table.getSelectionModel().clearSelection();
            if (s == null || table.getItems().size() != s.used()) {
                table.setItems(Tables.indexRows(s == null ? 0 : s.used()));
            }
            table.refresh();
            for (int i : keep) {
                if (i < s.used()) {
                    table.getSelectionModel().select(i);
                }
            }
        } finally {
            applying = false;
        }
    }

    /** Selects rows {@code [first, first + n)} and scrolls to them, without calling back. */
    void mark(int first, int n) {
        applying = true;
        try {
            table.getSelectionModel().clearSelection();
            int size = table.getItems().size();
            if (first < 0 || first >= size) {
                return;
            }
            int end = Math.min(size, first + Math.max(1, n));
            table.getSelectionModel().selectRange(first, end);
            table.getFocusModel().focus(first);
            scrollIntoView(first);
        } finally {
            applying = false;
        }
    }

    /** Scrolls so that row {@code i} is visible, a few rows from the top. */
    void scrollIntoView(int i) {
        table.scrollTo(Math.max(0, i - 3));
    }

    private final class Row extends TableRow<Integer> {
        @Override
        protected void updateItem(Integer i, boolean empty) {
            super.updateItem(i, empty);
            boolean start = false;
            boolean tmpl = false;
            if (!empty && i != null && shown != null && i < shown.used()) {
                int lc = Desc.lenCtrl(shown.word0(i));
                start = shown.direction() == Direction.TX && LenCtrl.isFirst(lc) && i > 0;
                tmpl = BufPtr.isTemplate(shown.word1(i));
            }
            pseudoClassStateChanged(PACKET_START, start);
            pseudoClassStateChanged(TEMPLATE, tmpl);
        }
    }
}
