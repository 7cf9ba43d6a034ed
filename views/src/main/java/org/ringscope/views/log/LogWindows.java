package org.ringscope.views.log;

import java.util.AbstractList;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;

/**
 * The Log view's list as a window over the log's rows ({@link LogWindow}): which window it holds, the "Earlier
 * lines" and "Later lines" buttons that move it without moving the cursor, and the keys that cross from one window
 * into the next.
 */
final class LogWindows {
    private final ListView<Integer> list;
    private final int size;
    private final Consumer<Runnable> quietly;
    private final Runnable shown;
    private final Button earlier = new Button("Earlier lines");
    private final Button later = new Button("Later lines");
    private LogWindow window;

    /**
     * @param size    rows a window holds at most
     * @param quietly runs a change of the list's selection that is no pick of the user's
     * @param shown   runs after the list took another window
     */
    LogWindows(ListView<Integer> list, int size, Consumer<Runnable> quietly, Runnable shown) {
        this.list = list;
        this.size = size;
        this.quietly = quietly;
        this.shown = shown;
        this.window = LogWindow.holding(0, 0, size);
        earlier.setId("log-earlier");
        later.setId("log-later");
        earlier.setOnAction(e -> move(window.first() - 1));
        later.setOnAction(e -> move(window.first() + window.rows()));
        for (Button b : new Button[] {earlier, later}) {
            b.setMinWidth(Region.USE_PREF_SIZE);
            b.setFocusTraversable(false);
            b.setVisible(false);
            b.managedProperty().bind(b.visibleProperty());
        }
    }

    /** The window the list holds. */
    LogWindow now() {
        return window;
    }

    Button earlier() {
        return earlier;
    }

    Button later() {
        return later;
    }

    /** The list holds the window of a log of {@code total} rows that holds {@code row}, none selected. */
    void showHolding(int total, int row) {
        show(LogWindow.holding(total, row, size));
    }

    /** The list's index of row {@code row}, in the window that holds it (the list takes that window if need be). */
    int reveal(int row) {
        if (!window.holds(row)) {
            showHolding(window.total(), row);
        }
        return window.index(row);
    }

    /** The window holding row {@code row}, scrolled to it, the selection and the cursor left as they are. */
    void move(int row) {
        if (row < 0 || row >= window.total()) {
            return;
        }
        showHolding(window.total(), row);
        list.scrollTo(Math.max(0, window.index(row) - (row < window.first() + window.rows() / 2 ? 0 : 20)));
    }

    /**
     * The row key {@code e} goes to in another window: Down (Page Down) on a window's last row the next window's first
     * line, Up (Page Up) on its first row the previous window's last; -1 for any other key or row.
     */
    int crossing(KeyEvent e) {
        if (!window.windowed() || e.isShiftDown() || e.isShortcutDown() || e.isAltDown()) {
            return -1;
        }
        int sel = list.getSelectionModel().getSelectedIndex();
        return switch (e.getCode()) {
            case DOWN, PAGE_DOWN -> sel == window.rows() - 1 && window.hasLater() ? window.row(sel) + 1 : -1;
            case UP, PAGE_UP -> sel == 0 && window.hasEarlier() ? window.first() - 1 : -1;
            default -> -1;
        };
    }

    private void show(LogWindow w) {
        window = w;
        quietly.accept(() -> {
            list.getSelectionModel().clearSelection();
            list.setItems(FXCollections.observableList(new WindowRows(w)));
        });
        earlier.setVisible(w.windowed());
        later.setVisible(w.windowed());
        earlier.setDisable(!w.hasEarlier());
        later.setDisable(!w.hasLater());
        shown.run();
    }

    /** The log's rows in a window, without a boxed number held for each. */
    private static final class WindowRows extends AbstractList<Integer> {
        private final LogWindow w;

        WindowRows(LogWindow w) {
            this.w = w;
        }

        @Override
        public Integer get(int i) {
            return w.row(i);
        }

        @Override
        public int size() {
            return w.rows();
        }
    }
}
