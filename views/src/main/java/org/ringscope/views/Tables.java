package org.ringscope.views;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * Small helpers for the views' tables: text columns, index-backed rows, copying rows as text, and column
 * widths that follow the views' font scale (the Teach perspective's large type).
 */
public final class Tables {
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    private static final DoubleProperty COLUMN_SCALE = new SimpleDoubleProperty(1);
    private static final String SCALER = "ringscope.columnScaler";

    /**
     * The factor by which {@linkplain #scaled scaled} columns widen: the window sets it with the views' font
     * scale, so that large type does not cut every cell short. FX thread only.
     */
    public static DoubleProperty columnScaleProperty() {
        return COLUMN_SCALE;
    }

    /**
     * Makes a column's widths (pref, and min and max when set) follow {@link #columnScaleProperty()} from the
     * widths it has now. Call after setting them. The listener is weak: the column lives as long as its table.
     */
    public static <C extends TableColumnBase<?, ?>> C scaled(C c) {
        double pref = c.getPrefWidth();
        double min = c.getMinWidth();
        double max = c.getMaxWidth();
        ChangeListener<Number> l = (o, was, now) -> {
            double k = now.doubleValue();
            if (max < 5000) {
                c.setMaxWidth(max * k);
            }
            c.setMinWidth(min * k);
            c.setPrefWidth(pref * k);
        };
        c.getProperties().put(SCALER, l);
        COLUMN_SCALE.addListener(new WeakChangeListener<>(l));
        if (COLUMN_SCALE.get() != 1) {
            l.changed(COLUMN_SCALE, 1, COLUMN_SCALE.get());
        }
        return c;
    }

    private Tables() {
    }

    /** A read-only text column; {@code styleClass} (e.g. {@code "mono"}, {@code "num"}) styles its cells. */
    public static <T> TableColumn<T, String> column(String title, double width, Function<T, String> text,
                                                    String... styleClass) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue() == null ? "" : text.apply(f.getValue())));
        c.setCellFactory(col -> new TextCell<>());
        c.setPrefWidth(width);
        c.getStyleClass().addAll(styleClass);
        c.tableViewProperty().addListener((o, was, now) -> {
            if (now != null) {
                ColumnFit.install(now); // sized to the content once it is in a table
            }
        });
        return scaled(c);
    }

    /**
     * Like {@link #column(String, double, Function, String...)}, but each cell reads its text again whenever
     * {@code revision} is bumped — the cells keep their rows, index and style, so new contents cost a text update
     * per visible cell instead of the new cells (and a CSS pass for each) that {@code TableView.refresh()} makes.
     * One weak listener per cell (cells are few and long-lived), none per value.
     */
    public static <T> TableColumn<T, String> column(String title, double width, Function<T, String> text,
                                                    Revision revision, String... styleClass) {
        TableColumn<T, String> c = column(title, width, text, styleClass);
        c.setCellFactory(col -> {
            TextCell<T> cell = new TextCell<>();
            cell.reread = revision.follow(() -> {
                T row = cell.getTableRow() == null ? null : cell.getTableRow().getItem();
                if (!cell.isEmpty() && row != null) {
                    cell.updateItem(text.apply(row), false);
                }
            });
            return cell;
        });
        return c;
    }

    /**
     * A text cell that cuts long text in the middle (the ends of names and paths are what tell them apart)
     * and shows the whole text as a tooltip.
     */
    public static final class TextCell<T> extends TableCell<T, String> {
        private Tooltip tip;
        private Object reread; // held here: the revision holds it weakly

        public TextCell() {
            setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
        }

        @Override
        protected void updateItem(String s, boolean empty) {
            super.updateItem(s, empty);
            setText(empty ? null : s);
            if (!empty && s != null && s.length() > 24) {
                if (tip == null) {
                    tip = new Tooltip();
                    tip.setWrapText(true);
                    tip.setMaxWidth(700);
                }
                tip.setText(s);
                setTooltip(tip);
            } else {
                setTooltip(null);
            }
        }
    }

    /**
     * The rows 0..n-1 as a list that holds no element objects: a virtualized table over it reads each
     * visible row by index, so a million slots cost nothing until they scroll into view.
     */
    public static ObservableList<Integer> indexRows(int n) {
        return FXCollections.unmodifiableObservableList(FXCollections.observableList(new AbstractList<>() {
            @Override
            public Integer get(int i) {
                if (i < 0 || i >= n) {
                    throw new IndexOutOfBoundsException(i);
                }
                return i;
            }

            @Override
            public int size() {
                return n;
            }
        }));
    }

    /**
     * A double-click on a row, or Enter on the selected one, calls {@code go} with its item — the views' "go to it".
     * Handlers are added, so {@link #enableCopy}'s key handler and a view's row factory stay.
     */
    public static <T> void onActivate(TableView<T> table, Consumer<T> go) {
        table.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            T item = table.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && item != null) {
                go.accept(item);
                e.consume();
            }
        });
        table.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() != MouseButton.PRIMARY || e.getClickCount() != 2) {
                return;
            }
            for (Node n = e.getPickResult().getIntersectedNode(); n != null && n != table; n = n.getParent()) {
                if (n instanceof TableRow<?> row) {
                    if (!row.isEmpty() && row.getTableView() == table) {
                        @SuppressWarnings("unchecked")
                        T item = (T) row.getItem();
                        go.accept(item);
                    }
                    return;
                }
            }
        });
    }

    /**
     * Ctrl+C (Cmd+C) copies the selected rows as tab-separated text of the visible columns, under a line of their
     * titles, each value plain ({@link #plainValue}).
     */
    public static void enableCopy(TableView<?> table) {
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setOnKeyPressed(e -> {
            if (COPY.match(e)) {
                String text = selectedText(table);
                if (!text.isEmpty()) {
                    ClipboardContent c = new ClipboardContent();
                    c.putString(text);
                    Clipboard.getSystemClipboard().setContent(c);
                }
                e.consume();
            }
        });
    }

    /** The selected rows as tab-separated plain values, one line per row, under the columns' titles; empty for none. */
    public static String selectedText(TableView<?> table) {
        return rows(table.getVisibleLeafColumns(), table.getSelectionModel().getSelectedIndices(),
                r -> r < table.getItems().size() ? table.getItems().get(r) : null);
    }

    /** The selected rows of a tree table, as {@link #selectedText(TableView)}. */
    public static String selectedText(TreeTableView<?> table) {
        return rows(table.getVisibleLeafColumns(), table.getSelectionModel().getSelectedIndices(), r -> {
            TreeItem<?> t = table.getTreeItem(r);
            return t == null ? null : t.getValue();
        });
    }

    private static String rows(List<? extends TableColumnBase<?, ?>> cols, List<Integer> selected,
                               IntFunction<Object> item) {
        if (selected.isEmpty()) {
            return "";
        }
        List<String> lines = new ArrayList<>();
        lines.add(String.join("\t", cols.stream().map(TableColumnBase::getText).toList()));
        for (int row : selected) {
            List<String> cells = new ArrayList<>();
            for (TableColumnBase<?, ?> col : cols) {
                cells.add(plainValue(col, item.apply(row), col.getCellData(row)));
            }
            lines.add(String.join("\t", cells));
        }
        return String.join("\n", lines);
    }

    /** A column property: the function from a row's item to its plain value in that column. */
    public static final String PLAIN = "ringscope.plainValue";

    /**
     * Names the plain value of {@code col}'s cells, for what is copied and exported, where the shown text rounds or
     * abbreviates it ({@code 1.5 GiB}).
     */
    public static <T, C extends TableColumnBase<T, ?>> C plain(C col, Function<T, String> value) {
        col.getProperties().put(PLAIN, value);
        return col;
    }

    /**
     * The plain value of a cell for copying and export: the column's own ({@link #plain}) for the row's {@code item},
     * else the shown {@code cellData} made plain ({@link Plain#of}; a non-text value through the column's fit text).
     */
    @SuppressWarnings("unchecked")
    public static String plainValue(TableColumnBase<?, ?> col, Object item, Object cellData) {
        if (item != null && col.getProperties().get(PLAIN) instanceof Function<?, ?> f) {
            return String.valueOf(((Function<Object, Object>) f).apply(item));
        }
        if (cellData == null) {
            return "";
        }
        Object shown = cellData instanceof String ? cellData : col.getProperties().get(ColumnFit.TEXT)
                instanceof Function<?, ?> f ? ((Function<Object, Object>) f).apply(cellData) : cellData;
        return Plain.of(String.valueOf(shown));
    }
}
