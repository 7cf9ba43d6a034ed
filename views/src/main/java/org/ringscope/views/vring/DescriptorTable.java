package org.ringscope.views.vring;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;
import javafx.css.PseudoClass;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyEvent;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.views.ColumnFit;
import org.ringscope.views.Revision;
import org.ringscope.views.Tables;
import org.ringscope.views.find.FindTarget;

/**
 * The descriptor table of one vring half, one page of 65,536 descriptors at a time ({@link DescriptorPage}: a jump
 * never walks more than a page of rows; marking or revealing a descriptor of another page switches to it first):
 * rows are indexes ({@link Tables#indexRows}, no object per descriptor),
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
    private DescriptorPage page = DescriptorPage.NONE;
    private boolean applying;
    /** Bumped when the rows shown get new contents (another step of the same half and page): cells read again. */
    private final Revision revision = new Revision();

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
            TableColumn<Integer, String> col = Tables.column(c.title, c.width, i -> shown == null || page.index(i) >= shown.used() ? ""
                    : DescriptorRows.text(shown, page.index(i), c), revision, c.style.split(" "));
            col.setSortable(false);
            col.setId("vring-col-" + c.name().toLowerCase(Locale.ROOT));
            columns.put(c, col);
            table.getColumns().add(col);
        }
        table.setRowFactory(t -> new Row());
        table.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            int i = now.intValue();
            if (!applying && i >= 0 && table.getSelectionModel().getSelectedIndices().size() == 1) {
                picked.accept(page.index(i));
            }
        });
        Tables.enableCopy(table);
        table.getProperties().put(FindTarget.PROPERTY, new Find());
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::acrossPages);
    }

    /**
     * Down (or Page Down, End) on a page's last row goes on to the next page's first descriptor, Up (Page Up, Home)
     * on its first row back to the previous page's last: the keyboard walks the whole half, a page at a time.
     */
    private void acrossPages(KeyEvent e) {
        if (shown == null || e.isShiftDown() || e.isShortcutDown() || e.isAltDown() || page.rows() == 0) {
            return;
        }
        int row = table.getFocusModel().getFocusedIndex();
        int target = switch (e.getCode()) {
            case DOWN, PAGE_DOWN, END -> row == page.rows() - 1 ? page.index(row) + 1 : -1;
            case UP, PAGE_UP, HOME -> row == 0 ? page.first() - 1 : -1;
            default -> -1;
        };
        if (target >= 0 && target < shown.used() && !page.holds(target)) {
            e.consume();
            select(target);
            table.getFocusModel().focus(page.row(target));
        }
    }

    TableView<Integer> control() {
        return table;
    }

    HalfSnapshot shown() {
        return shown;
    }

    /** The page whose descriptors are the rows. */
    DescriptorPage page() {
        return page;
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
        DescriptorPage was = page;
        page = s == null ? DescriptorPage.NONE : DescriptorPage.of(s.used(), same ? page.page() : 0);
        if (page.page() != was.page()) {
            keep = new int[0];
        }
        applying = true;
        try {
            boolean tx = s != null && s.direction() == Direction.TX;
            columns.get(DescriptorRows.Column.META).setVisible(tx);
            boolean tmpl = s != null && s.template();
            columns.get(DescriptorRows.Column.TEMPLATE).setVisible(tmpl);
            columns.get(DescriptorRows.Column.RESOLVED).setVisible(tmpl);
            table.getSelectionModel().clearSelection();
            if (page.page() != was.page() || table.getItems().size() != page.rows()) {
                table.setItems(Tables.indexRows(page.rows()));
            }
            revision.bump(); // the cells read their text and style again; none is rebuilt
            ColumnFit.refit(table); // wider indices and addresses widen their columns
            for (int i : keep) {
                if (i < page.rows()) {
                    table.getSelectionModel().select(i);
                }
            }
        } finally {
            applying = false;
        }
    }

    /**
     * Selects descriptors {@code [first, first + n)} of the half (the part on {@code first}'s page, switched to
     * first) and scrolls to them, without calling back.
     */
    void mark(int first, int n) {
        applying = true;
        try {
            table.getSelectionModel().clearSelection();
            if (shown == null || first < 0 || first >= shown.used()) {
                return;
            }
            turnTo(DescriptorPage.pageOf(first));
            int[] r = page.rows(first, n);
            table.getSelectionModel().selectRange(r[0], r[1]);
            table.getFocusModel().focus(r[0]);
            table.scrollTo(Math.max(0, r[0] - 3));
        } finally {
            applying = false;
        }
    }

    /** Selects descriptor {@code index} of the half as a click would (calls back), its page switched to first. */
    void select(int index) {
        if (shown == null || index < 0 || index >= shown.used()) {
            return;
        }
        turnTo(DescriptorPage.pageOf(index));
        table.getSelectionModel().clearAndSelect(page.row(index));
        scrollIntoView(index);
    }

    /** Scrolls so that descriptor {@code index} of the half is visible, a few rows from the top (its page first). */
    void scrollIntoView(int index) {
        if (shown == null || index < 0 || index >= shown.used()) {
            return;
        }
        turnTo(DescriptorPage.pageOf(index));
        table.scrollTo(Math.max(0, page.row(index) - 3));
    }

    /** Shows page {@code p} of the half (no selection kept: the rows are other descriptors). */
    void turnTo(int p) {
        if (shown == null || p == page.page()) {
            return;
        }
        boolean was = applying;
        applying = true;
        try {
            table.getSelectionModel().clearSelection();
            page = DescriptorPage.of(shown.used(), p);
            table.setItems(Tables.indexRows(page.rows()));
            table.scrollTo(0);
        } finally {
            applying = was;
        }
    }

    /** Find (Ctrl+F) searches every descriptor of the half, not only the page shown; a match switches the page. */
    private final class Find implements FindTarget {
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
            return shown == null ? 0 : shown.used();
        }

        @Override
        public String rowText(int d) {
            StringBuilder sb = new StringBuilder();
            for (DescriptorRows.Column c : DescriptorRows.Column.values()) {
                if (columns.get(c).isVisible() && shown != null && d < shown.used()) {
                    sb.append(DescriptorRows.text(shown, d, c)).append('\t');
                }
            }
            return sb.toString();
        }

        @Override
        public int selectedRow() {
            int r = table.getSelectionModel().getSelectedIndex();
            return r < 0 ? -1 : page.index(r);
        }

        @Override
        public void reveal(int d) {
            select(d);
            table.getFocusModel().focus(page.row(d));
        }
    }

    private final class Row extends TableRow<Integer> {
        private final Object again = revision.follow(() -> style(getItem(), isEmpty()));

        @Override
        protected void updateItem(Integer i, boolean empty) {
            super.updateItem(i, empty);
            style(i, empty);
        }

        private void style(Integer i, boolean empty) {
            boolean start = false;
            boolean tmpl = false;
            if (!empty && i != null && shown != null && page.index(i) < shown.used()) {
                int d = page.index(i);
                int lc = Desc.lenCtrl(shown.word0(d));
                start = shown.direction() == Direction.TX && LenCtrl.isFirst(lc) && d > 0;
                tmpl = BufPtr.isTemplate(shown.word1(d));
            }
            pseudoClassStateChanged(PACKET_START, start);
            pseudoClassStateChanged(TEMPLATE, tmpl);
        }
    }
}
