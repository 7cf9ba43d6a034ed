package org.ringscope.views.memory;

import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import org.ringscope.model.cast.Dtype;

/**
 * The grid's mouse and keys: press and drag select bytes (a typed column selects whole elements) and the release
 * publishes the range; the wheel and the arrow / page keys scroll; W asks "Why?" about the selection, Ctrl+C copies
 * it as hex; the context menu has the same and "Mark this step".
 */
final class MemoryInput {
    private final MemoryView v;
    private final MenuItem why = new MenuItem("Why is this here?  (W)");
    private long anchor = -1;
    private long from = -1;
    private long to = -1;

    MemoryInput(MemoryView v) {
        this.v = v;
        MemoryGrid g = v.grid;
        why.setId("memory-why");
        why.setDisable(true);
        why.setOnAction(e -> v.askWhy());
        MenuItem copy = new MenuItem("Copy bytes as hex");
        copy.setOnAction(e -> copy());
        MenuItem mark = new MenuItem("Mark this step");
        mark.setOnAction(e -> v.setMark(v.ctx.cursor().step()));
        ContextMenu menu = new ContextMenu(why, copy, mark);
        g.setOnContextMenuRequested(e -> menu.show(g, e.getScreenX(), e.getScreenY()));
        g.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        g.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        g.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && from >= 0) {
                v.selected(from, to);
            }
        });
        g.addEventHandler(ScrollEvent.SCROLL, e -> {
            if (e.getDeltaY() != 0) {
                v.scrollTo(g.firstRow() - (long) Math.signum(e.getDeltaY()) * 3);
                e.consume();
            }
        });
        g.addEventHandler(KeyEvent.KEY_PRESSED, this::key);
    }

    void whyAvailable(boolean on) {
        why.setDisable(!on);
    }

    long from() {
        return from;
    }

    long to() {
        return to;
    }

    /** Selects {@code [a, b]} (inclusive) without publishing it. */
    void select(long a, long b) {
        anchor = a;
        from = Math.min(a, b);
        to = Math.max(a, b);
        v.selected(from, to);
    }

    private int element() {
        Dtype t = v.shownType();
        return t == Dtype.UINT8 ? 1 : t.size();
    }

    private long elementStart(long addr) {
        long base = v.area().map(a -> a.address()).orElse(0L);
        return addr - Math.floorMod(addr - base, element());
    }

    private void pressed(MouseEvent e) {
        v.grid.requestFocus();
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        long a = v.grid.addressAt(e.getX(), e.getY());
        if (a < 0) {
            return;
        }
        a = elementStart(a);
        if (e.isShiftDown() && anchor >= 0) {
            extend(a);
        } else {
            anchor = a;
            from = a;
            to = a + element() - 1;
            v.grid.select(from, to);
        }
    }

    private void dragged(MouseEvent e) {
        long a = v.grid.addressAt(e.getX(), e.getY());
        if (a >= 0 && anchor >= 0) {
            extend(elementStart(a));
        }
    }

    private void extend(long a) {
        from = Math.min(anchor, a);
        to = Math.max(anchor, a) + element() - 1;
        v.grid.select(from, to);
    }

    private void key(KeyEvent e) {
        MemoryGrid g = v.grid;
        int page = g.visibleRows();
        switch (e.getCode()) {
            case UP -> v.scrollTo(g.firstRow() - 1);
            case DOWN -> v.scrollTo(g.firstRow() + 1);
            case PAGE_UP -> v.scrollTo(g.firstRow() - page);
            case PAGE_DOWN -> v.scrollTo(g.firstRow() + page);
            case HOME -> v.scrollTo(0);
            case END -> v.scrollTo(Long.MAX_VALUE / 2);
            case W -> {
                if (!e.isShortcutDown() && !e.isAltDown()) {
                    v.askWhy();
                }
            }
            case C -> {
                if (e.isShortcutDown()) {
                    copy();
                }
            }
            default -> {
                return;
            }
        }
        if (e.getCode() != KeyCode.C || e.isShortcutDown()) {
            e.consume();
        }
    }

    private void copy() {
        MemoryData.Window w = v.window;
        if (w == null || from < 0 || !w.holds(from) || !w.holds(to)) {
            return;
        }
        StringBuilder b = new StringBuilder();
        for (long a = from; a <= to; a++) {
            b.append(a == from ? "" : " ").append(String.format("%02x", w.at(a)));
        }
        ClipboardContent c = new ClipboardContent();
        c.putString(b.toString());
        Clipboard.getSystemClipboard().setContent(c);
    }
}
