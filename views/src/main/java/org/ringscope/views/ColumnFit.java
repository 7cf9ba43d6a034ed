package org.ringscope.views;

import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Control;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import org.ringscope.views.fx.Fx;

/**
 * Columns sized to their content: each column of a fitted table is as wide as its header and the widest text of
 * its rows (the first and last {@value #SAMPLE} rows: a virtual table's widest index is its last), at the views'
 * font scale. A number column ({@code num}) never gets narrower than its numbers — the table scrolls sideways
 * instead; a text column asks for at most {@link #TEXT_PREF_MAX} and may shrink to its header, or to
 * {@link #TEXT_MIN} when it is a {@linkplain #key key} column (its cells cut long text and show it whole in a
 * tooltip). The widths are measured again when the rows change and when the font scale does.
 */
public final class ColumnFit {
    /** Rows measured at each end of a table. */
    static final int SAMPLE = 200;
    /** How narrow a key text column may become, at font scale 1 (pixels). */
    static final double TEXT_MIN = 140;
    /** How wide a text column asks to be at most, at font scale 1: longer texts are cut in the middle, with a tooltip. */
    static final double TEXT_PREF_MAX = 320;
    /** Cell padding, the column's border and room for a sort arrow. */
    private static final double PAD = 20;
    /** A column property: {@code false} leaves the column's widths as the view set them. */
    public static final String FIT = "ringscope.fit";
    /** A column property: a text column a reader came for, which keeps {@link #TEXT_MIN} (others may shrink to their header). */
    public static final String KEY = "ringscope.fitKey";
    /**
     * A column property: the column takes the room its table leaves after the columns before it and the
     * {@linkplain #key key} columns after it (at least its least width, at most its content), so it stays in sight
     * between them; the other columns after it keep their widths and the table scrolls to them. For tables with the
     * unconstrained resize policy.
     */
    public static final String FILL = "ringscope.fitFill";
    /**
     * A column property: a text column whose texts are never cut, as wide as its widest (like a number column): a
     * table narrower than it scrolls sideways, under the unconstrained resize policy.
     */
    public static final String WHOLE = "ringscope.fitWhole";
    /** A column property: the text a cell shows for a cell value, where it is not the value's string. */
    public static final String TEXT = "ringscope.fitText";
    private static final String INSTALLED = "ringscope.columnFit";
    private static final String MONO_FAMILY = "DejaVu Sans Mono";
    private static final Text PROBE = new Text();

    private ColumnFit() {
    }

    /** Marks a text column as one a reader came for: it keeps {@link #TEXT_MIN} when the table is narrow. */
    public static <C extends TableColumnBase<?, ?>> C key(C c) {
        c.getProperties().put(KEY, Boolean.TRUE);
        return c;
    }

    /** Marks a text column whose texts are never cut (see {@link #WHOLE}). */
    public static <C extends TableColumnBase<?, ?>> C whole(C c) {
        c.getProperties().put(WHOLE, Boolean.TRUE);
        return c;
    }

    /** Marks a column as the one that fills the room beside the columns before it (see {@link #FILL}). */
    public static <C extends TableColumnBase<?, ?>> C fill(C c) {
        c.getProperties().put(FILL, Boolean.TRUE);
        return c;
    }

    /** Fits the table's columns now (once it has a skin) and whenever its rows or the font scale change. */
    public static void install(TableView<?> table) {
        if (table.getProperties().putIfAbsent(INSTALLED, Boolean.TRUE) != null) {
            return;
        }
        Runnable later = later(table, () -> fit(table));
        ListChangeListener<Object> rows = c -> later.run();
        table.itemsProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeListener(rows);
            }
            if (now != null) {
                now.addListener(rows);
            }
            later.run();
        });
        if (table.getItems() != null) {
            table.getItems().addListener(rows);
        }
        table.getColumns().addListener((ListChangeListener<Object>) c -> later.run());
        table.widthProperty().addListener((o, was, now) -> fill(table, List.copyOf(table.getVisibleLeafColumns())));
        Tables.columnScaleProperty().addListener(new WeakChangeListener<>(keep(table,
                (o, was, now) -> later.run())));
        later.run();
    }

    /** Fits a tree table's columns now and whenever items are expanded, replaced or the font scale changes. */
    public static void install(TreeTableView<?> tree) {
        if (tree.getProperties().putIfAbsent(INSTALLED, Boolean.TRUE) != null) {
            return;
        }
        Runnable later = later(tree, () -> fit(tree));
        tree.rootProperty().addListener((o, was, now) -> later.run());
        tree.expandedItemCountProperty().addListener((o, was, now) -> later.run());
        Tables.columnScaleProperty().addListener(new WeakChangeListener<>(keep(tree,
                (o, was, now) -> later.run())));
        later.run();
    }

    /** Measures again (the view changed what its cells show without changing its rows). */
    public static void refit(Control table) {
        if (table instanceof TableView<?> t) {
            fit(t);
        } else if (table instanceof TreeTableView<?> t) {
            fit(t);
        }
    }

    private static ChangeListener<Number> keep(Control c,
                                                                 ChangeListener<Number> l) {
        c.getProperties().put(INSTALLED + ".scale", l); // held by the table: the scale holds it weakly
        return l;
    }

    /** Coalesces the requests of one FX turn into one measurement. */
    private static Runnable later(Control c, Runnable fit) {
        boolean[] queued = {false};
        return () -> {
            if (queued[0]) {
                return;
            }
            queued[0] = true;
            Fx.later(() -> {
                queued[0] = false;
                fit.run();
            });
        };
    }

    /**
     * Fits the columns visible when the fit begins. A copy of them: a width set here may show or hide a column (a view
     * may bind a column's visibility to the widths), which rebuilds the table's list of visible columns under the loop.
     */
    private static void fit(TableView<?> t) {
        int n = t.getItems() == null ? 0 : t.getItems().size();
        for (var c : List.copyOf(t.getVisibleLeafColumns())) {
            fitColumn(c, n, i -> c.getCellData(i), i -> 0);
        }
        fill(t, List.copyOf(t.getVisibleLeafColumns()));
    }

    private static final String WANT = "ringscope.fitWant";

    /** Gives the {@link #FILL} column the room left beside the columns before it and the key columns after it. */
    private static void fill(Control t, List<? extends TableColumnBase<?, ?>> columns) {
        int at = -1;
        double others = 0;
        for (int i = 0; i < columns.size(); i++) {
            TableColumnBase<?, ?> c = columns.get(i);
            if (at < 0 && Boolean.TRUE.equals(c.getProperties().get(FILL))) {
                at = i;
            } else if (at < 0 || Boolean.TRUE.equals(c.getProperties().get(KEY))) {
                others += c.getWidth() > 0 ? c.getWidth() : c.getPrefWidth();
            }
        }
        if (at >= 0) {
            TableColumnBase<?, ?> c = columns.get(at);
            double want = c.getProperties().get(WANT) instanceof Double d ? d : c.getPrefWidth();
            double room = t.getWidth() - others - 20; // the vertical scroll bar and the borders
            c.setPrefWidth(Math.max(c.getMinWidth(), Math.min(want, room)));
        }
    }

    private static void fit(TreeTableView<?> tree) {
        fitTree(tree);
    }

    /** Fits the columns visible when the fit begins (a copy of them, as {@link #fit(TableView)} does). */
    private static <S> void fitTree(TreeTableView<S> t) {
        int n = t.getExpandedItemCount();
        List<TreeTableColumn<S, ?>> columns = List.copyOf(t.getVisibleLeafColumns());
        for (TreeTableColumn<S, ?> c : columns) {
            boolean treeColumn = t.getTreeColumn() == null ? columns.get(0) == c : t.getTreeColumn() == c;
            fitColumn(c, n, i -> {
                TreeItem<S> item = t.getTreeItem(i);
                return item == null ? null : c.getCellData(i);
            }, i -> {
                if (!treeColumn) {
                    return 0;
                }
                TreeItem<S> item = t.getTreeItem(i);
                int level = item == null ? 0 : t.getTreeItemLevel(item) - (t.isShowRoot() ? 0 : 1);
                return 18 + 14 * Math.max(0, level);
            });
        }
    }

    @SuppressWarnings("unchecked")
    private static void fitColumn(TableColumnBase<?, ?> c, int rows, IntFunction<Object> data, IntFunction<Integer> indent) {
        if (Boolean.FALSE.equals(c.getProperties().get(FIT))) {
            return;
        }
        double scale = Tables.columnScaleProperty().get();
        boolean mono = c.getStyleClass().contains("mono");
        boolean number = c.getStyleClass().contains("num") || Boolean.TRUE.equals(c.getProperties().get(WHOLE));
        Function<Object, String> text = c.getProperties().get(TEXT) instanceof Function<?, ?> f
                ? (Function<Object, String>) f : v -> v instanceof String s ? s : null;
        double header = width(c.getText(), false, true, scale);
        // the longest texts by characters, measured: three per column, so a fit costs little however wide
        String[] longest = new String[3];
        int[] indents = new int[3];
        int widestIndent = 0;
        for (int i : sample(rows)) {
            Object v = data.apply(i);
            String s = v == null ? null : text.apply(v);
            int in = indent.apply(i);
            widestIndent = Math.max(widestIndent, in);
            if (s == null || s.isEmpty()) {
                continue;
            }
            for (int k = 0; k < longest.length; k++) {
                if (longest[k] == null || s.length() + in / 7 > longest[k].length() + indents[k] / 7) {
                    for (int m = longest.length - 1; m > k; m--) {
                        longest[m] = longest[m - 1];
                        indents[m] = indents[m - 1];
                    }
                    longest[k] = s;
                    indents[k] = in;
                    break;
                }
            }
        }
        double content = widestIndent;
        for (int k = 0; k < longest.length && longest[k] != null; k++) {
            content = Math.max(content, width(longest[k], mono, false, scale) + indents[k]);
        }
        double want = Math.ceil(Math.max(header, content) + PAD * scale);
        boolean key = Boolean.TRUE.equals(c.getProperties().get(KEY));
        double least = Math.ceil(header + PAD * scale);
        double min = number ? want : Math.min(want, key ? Math.max(least, TEXT_MIN * scale) : least);
        c.setMinWidth(min);
        c.setPrefWidth(number ? want : Math.max(min, Math.min(want, TEXT_PREF_MAX * scale)));
        c.getProperties().put(WANT, c.getPrefWidth());
        if (c.getMaxWidth() < want) {
            c.setMaxWidth(want);
        }
    }

    private static List<Integer> sample(int rows) {
        if (rows <= 2 * SAMPLE) {
            return IntStream.range(0, rows).boxed().toList();
        }
        return IntStream.concat(IntStream.range(0, SAMPLE),
                IntStream.range(rows - SAMPLE, rows)).boxed().toList();
    }

    /** The width of {@code s} in the views' fonts (cells: the system font, or the mono font at 0.96 em). */
    public static double width(String s, boolean mono, boolean bold, double scale) {
        double size = Theme.BASE_FONT_PX * scale * (mono ? 0.96 : 1);
        Font f = mono ? Font.font(MONO_FAMILY, size)
                : Font.font(Font.getDefault().getFamily(), bold ? FontWeight.BOLD : FontWeight.NORMAL, size);
        PROBE.setFont(f);
        PROBE.setText(s);
        return PROBE.getLayoutBounds().getWidth();
    }
}
