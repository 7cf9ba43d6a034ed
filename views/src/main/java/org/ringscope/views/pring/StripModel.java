package org.ringscope.views.pring;

import java.util.List;

/**
 * The ring strips' presentation model, without JavaFX: the rows at the cursor ({@link RingRow}), their vertical
 * layout and scroll, the slot window shown (a fraction of every ring, so a million-slot ring can be zoomed to single
 * slots), hit testing of slots, the selected slot and the range a doorbell published. Each row is a label column
 * ({@link #labelWidth()}) and a strip of the ring's slots.
 */
final class StripModel {
    private List<RingRow> rows = List.of();
    private double font = 13;
    private double width = 800;
    private double height = 200;
    private double scroll;
    private double from;
    private double to = 1;
    private int selectedPring = -1;
    private int selectedSlot = -1;

    List<RingRow> rows() {
        return rows;
    }

    void setRows(List<RingRow> r) {
        rows = List.copyOf(r);
        clampScroll();
    }

    void setFont(double px) {
        font = px;
        clampScroll();
    }

    double font() {
        return font;
    }

    void setSize(double w, double h) {
        width = w;
        height = h;
        clampScroll();
    }

    double width() {
        return width;
    }

    double height() {
        return height;
    }

    double labelWidth() {
        return Math.round(font * 23);
    }

    double rowHeight() {
        return Math.round(font * 2.7);
    }

    double stripWidth() {
        return Math.max(1, width - labelWidth() - font);
    }

    /** Top of the strip (the slot cells) within its row, and its height. */
    double stripTop() {
        return Math.round(rowHeight() * 0.3);
    }

    double stripHeight() {
        return Math.round(rowHeight() * 0.42);
    }

    double rowY(int r) {
        return r * rowHeight() - scroll;
    }

    int rowAt(double y) {
        int r = (int) Math.floor((y + scroll) / rowHeight());
        return y >= 0 && r >= 0 && r < rows.size() ? r : -1;
    }

    int rowOf(int pring) {
        for (int r = 0; r < rows.size(); r++) {
            if (rows.get(r).pring() == pring) {
                return r;
            }
        }
        return -1;
    }

    double scroll() {
        return scroll;
    }

    void scrollBy(double dy) {
        scroll += dy;
        clampScroll();
    }

    double maxScroll() {
        return Math.max(0, rows.size() * rowHeight() - height);
    }

    private void clampScroll() {
        scroll = Math.max(0, Math.min(maxScroll(), scroll));
    }

    /** Brings row {@code r} into view. */
    void reveal(int r) {
        if (r < 0) {
            return;
        }
        double y = r * rowHeight();
        if (y < scroll) {
            scroll = y;
        } else if (y + rowHeight() > scroll + height) {
            scroll = y + rowHeight() - height;
        }
        clampScroll();
    }

    // ---- the slot window (a fraction of each ring) --------------------------------------------------

    double from() {
        return from;
    }

    double to() {
        return to;
    }

    /** Zooms the slot window by {@code factor} (greater than 1: in) around canvas {@code x}. */
    void zoom(double factor, double x) {
        double f = fractionAt(x);
        double span = Math.max(1e-7, Math.min(1, (to - from) / factor));
        double rel = (x - labelWidth()) / stripWidth();
        from = f - Math.max(0, Math.min(1, rel)) * span;
        to = from + span;
        clampWindow();
    }

    /** Moves the slot window by {@code dx} pixels. */
    void pan(double dx) {
        double d = dx / stripWidth() * (to - from);
        from += d;
        to += d;
        clampWindow();
    }

    void fit() {
        from = 0;
        to = 1;
    }

    /** Shows slots {@code [first, first + n)} of a ring of {@code count} unless they are in view already. */
    void revealSlots(int first, int n, int count) {
        double a = (double) first / count;
        double b = (double) (first + n) / count;
        if (a >= from && b <= to) {
            return;
        }
        double span = Math.max(to - from, Math.min(1, (b - a) * 1.5));
        from = (a + b) / 2 - span / 2;
        to = from + span;
        clampWindow();
    }

    private void clampWindow() {
        double span = to - from;
        if (from < 0) {
            from = 0;
            to = span;
        }
        if (to > 1) {
            to = 1;
            from = Math.max(0, 1 - span);
        }
    }

    private double fractionAt(double x) {
        return from + (x - labelWidth()) / stripWidth() * (to - from);
    }

    /** Canvas x of the left edge of {@code slot} in a ring of {@code count} slots. */
    double slotX(double slot, int count) {
        return labelWidth() + (slot / count - from) / (to - from) * stripWidth();
    }

    /** Pixels per slot in a ring of {@code count}. */
    double slotWidth(int count) {
        return stripWidth() / (count * (to - from));
    }

    /** The slot of row {@code r} under canvas {@code x}, or -1. */
    int slotAt(int r, double x) {
        if (r < 0 || r >= rows.size() || x < labelWidth() || x > labelWidth() + stripWidth()) {
            return -1;
        }
        int count = rows.get(r).count();
        int s = (int) Math.floor(fractionAt(x) * count);
        return s >= 0 && s < count ? s : -1;
    }

    // ---- selection -----------------------------------------------------------------------------

    void select(int pring, int slot) {
        selectedPring = pring;
        selectedSlot = slot;
    }

    int selectedPring() {
        return selectedPring;
    }

    int selectedSlot() {
        return selectedSlot;
    }
}
