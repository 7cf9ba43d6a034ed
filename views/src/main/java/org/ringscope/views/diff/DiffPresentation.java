package org.ringscope.views.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringscope.model.diff.Alignment;
import org.ringscope.model.diff.DescField;
import org.ringscope.model.diff.DiffModel;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.dump.RingId;

/**
 * What the diff view shows, without a window: the diff of two dumps, the rings it lists (all, or only those
 * that differ), the ring shown, its rows through a {@link DiffModel} (filters: only changes, by field), the
 * caret and the first row on screen, next / previous difference, "align to A" (go to A's descriptor), and
 * the minimap's bins. Rows are never objects: everything is a visible-row number read through the model.
 * One thread (the FX thread in the view); heavy work ({@link #realign}, {@link #filter}) is static so the
 * view can run it elsewhere and hand the result in.
 */
final class DiffPresentation {
    private DumpDiff diff;
    private Alignment alignment = Alignment.AUTO;
    private final List<RingDiff> rings = new ArrayList<>();
    private boolean onlyDifferingRings;
    private int ring = -1;
    private DiffModel model;
    private boolean onlyChanges;
    private int fields = DescField.ALL;
    private int caret = -1;
    private int top;
    private int pageRows = 1;
    private int[] minimap;
    private int minimapBins;

    /** The diff of {@code d}'s dumps with another alignment (heavy: off the FX thread). */
    static DumpDiff realign(DumpDiff d, Alignment a) {
        return DumpDiff.of(d.a(), d.b(), DiffOptions.defaults().withAlignment(a));
    }

    /** {@code m} with the filters (heavy for large rings: off the FX thread). */
    static DiffModel filter(DiffModel m, boolean onlyChanges, int fields) {
        return DiffModel.of(m.diff()).filtered(onlyChanges, fields);
    }

    /**
     * Shows {@code d} (null: nothing). Keeps the ring shown when {@code d} has one of the same id, and the caret
     * on the same descriptor of A (or B) when it can.
     */
    void setDiff(DumpDiff d, Alignment asked) {
        RingId keep = ring().map(RingDiff::id).orElse(null);
        int keepA = caret >= 0 && model != null ? model.aIndex(caret) : -1;
        int keepB = caret >= 0 && model != null ? model.bIndex(caret) : -1;
        diff = d;
        alignment = asked == null ? Alignment.AUTO : asked;
        listRings();
        int i = indexOf(keep);
        select(i >= 0 ? i : firstDiffering());
        if (keepA < 0 || !alignToA(keepA)) {
            if (keepB >= 0) {
                alignToB(keepB);
            }
        }
    }

    DumpDiff diff() {
        return diff;
    }

    /** Records the alignment the next diff is made with (the view re-diffs with {@link #realign}). */
    void setAlignment(Alignment a) {
        alignment = a == null ? Alignment.AUTO : a;
    }

    /** The alignment asked for ({@link Alignment#AUTO} picks per ring). */
    Alignment alignment() {
        return alignment;
    }

    private void listRings() {
        rings.clear();
        if (diff != null) {
            for (RingDiff r : diff.rings()) {
                if (!onlyDifferingRings || !r.identical()) {
                    rings.add(r);
                }
            }
        }
    }

    private int indexOf(RingId id) {
        for (int i = 0; id != null && i < rings.size(); i++) {
            if (rings.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    private int firstDiffering() {
        for (int i = 0; i < rings.size(); i++) {
            if (!rings.get(i).identical()) {
                return i;
            }
        }
        return rings.isEmpty() ? -1 : 0;
    }

    /** The rings listed. */
    List<RingDiff> rings() {
        return rings;
    }

    boolean onlyDifferingRings() {
        return onlyDifferingRings;
    }

    /** Lists only the rings that differ (or all); keeps the ring shown when it is still listed. */
    void setOnlyDifferingRings(boolean only) {
        RingId keep = ring().map(RingDiff::id).orElse(null);
        onlyDifferingRings = only;
        listRings();
        int i = indexOf(keep);
        if (i >= 0) {
            ring = i;
        } else {
            select(firstDiffering());
        }
    }

    /** The index of the ring shown in {@link #rings()}, -1 when none. */
    int selectedRing() {
        return ring;
    }

    Optional<RingDiff> ring() {
        return ring >= 0 && ring < rings.size() ? Optional.of(rings.get(ring)) : Optional.empty();
    }

    /** Shows ring {@code i} of {@link #rings()} with the current filters, caret on its first difference. */
    void select(int i) {
        ring = i >= 0 && i < rings.size() ? i : -1;
        model = ring < 0 ? null : filter(DiffModel.of(rings.get(ring)), onlyChanges, fields);
        minimap = null;
        top = 0;
        caret = -1;
        if (model != null && model.size() > 0) {
            int first = model.nextDifference(-1);
            caret = first >= 0 ? first : 0;
            reveal(caret);
        }
    }

    /** The model of the ring shown, null when none. */
    DiffModel model() {
        return model;
    }

    boolean onlyChanges() {
        return onlyChanges;
    }

    /** The field filter ({@link DescField#ALL}: none). */
    int fields() {
        return fields;
    }

    /** Sets the filters and applies them now. */
    void setFilter(boolean only, int fieldMask) {
        onlyChanges = only;
        fields = fieldMask & DescField.ALL;
        if (model != null) {
            applyModel(filter(model, onlyChanges, fields));
        }
    }

    /** Sets the filters to apply with a model made elsewhere ({@link #filter}); then call {@link #applyModel}. */
    void setFilterLater(boolean only, int fieldMask) {
        onlyChanges = only;
        fields = fieldMask & DescField.ALL;
    }

    /** Shows {@code m} (a filtered model of the ring shown), the caret on the same row or the next one shown. */
    void applyModel(DiffModel m) {
        if (model == null || m == null || m.diff() != model.diff()) {
            return;
        }
        int row = caret >= 0 && caret < model.size() ? model.row(caret) : -1;
        model = m;
        minimap = null;
        caret = -1;
        top = Math.min(top, maxTop());
        if (m.size() > 0) {
            int v = row >= 0 ? m.visibleAtOrAfter(row) : -1;
            caret = v >= 0 ? v : row >= 0 ? m.size() - 1 : 0;
            reveal(caret);
        } else {
            top = 0;
        }
    }

    /** Visible rows of the ring shown. */
    int size() {
        return model == null ? 0 : model.size();
    }

    int caret() {
        return caret;
    }

    /** The changed fields of the caret's row; 0 when there is none. */
    int caretMaskOrZero() {
        return model == null || caret < 0 ? 0 : model.fieldMask(caret);
    }

    /** The first visible row on screen. */
    int top() {
        return top;
    }

    int pageRows() {
        return pageRows;
    }

    /** How many rows fit on screen (the view sets it when it is resized). */
    void setPageRows(int n) {
        pageRows = Math.max(1, n);
        top = Math.max(0, Math.min(top, maxTop()));
    }

    /** The largest {@link #top()}: the last row at the bottom of the screen. */
    int maxTop() {
        return Math.max(0, size() - pageRows);
    }

    /** Scrolls by {@code rows} (negative: up); the caret stays where it is. */
    void scrollBy(int rows) {
        scrollTo((long) top + rows);
    }

    void scrollTo(long first) {
        top = (int) Math.max(0, Math.min(first, maxTop()));
    }

    /** Puts the caret on visible row {@code v} (clamped) and scrolls it into view. */
    void setCaret(int v) {
        if (size() == 0) {
            return;
        }
        caret = Math.max(0, Math.min(v, size() - 1));
        reveal(caret);
    }

    void moveCaret(int delta) {
        setCaret((int) Math.max(0, Math.min((long) caret + delta, Integer.MAX_VALUE)));
    }

    /** Scrolls so that {@code v} is on screen: a third from the top when it was off screen. */
    void reveal(int v) {
        if (v < top || v >= top + pageRows) {
            scrollTo((long) v - pageRows / 3);
        }
    }

    /** F7: the caret to the next difference after it. False (nothing moves) when there is none. */
    boolean next() {
        if (model == null) {
            return false;
        }
        int v = model.nextDifference(caret);
        if (v < 0) {
            return false;
        }
        setCaret(v);
        return true;
    }

    /** Shift+F7: the caret to the previous difference before it. */
    boolean previous() {
        if (model == null) {
            return false;
        }
        int v = model.previousDifference(caret < 0 ? model.size() : caret);
        if (v < 0) {
            return false;
        }
        setCaret(v);
        return true;
    }

    /** "Align to A": the caret to the row of A's descriptor {@code index} (or the next row shown after it). */
    boolean alignToA(int index) {
        int v = model == null ? -1 : model.visibleRowOfA(index);
        if (v >= 0) {
            setCaret(v);
        }
        return v >= 0;
    }

    /** The caret to the row of B's descriptor {@code index}. */
    boolean alignToB(int index) {
        int v = model == null ? -1 : model.visibleRowOfB(index);
        if (v >= 0) {
            setCaret(v);
        }
        return v >= 0;
    }

    /** Differences per bin along the scroll bar, {@code bins} equal slices of the visible rows (cached). */
    int[] minimap(int bins) {
        if (model == null || size() == 0 || bins <= 0) {
            return new int[Math.max(0, bins)];
        }
        if (minimap == null || minimapBins != bins) {
            minimap = model.minimap(bins);
            minimapBins = bins;
        }
        return minimap;
    }

    /** The first visible row of bin {@code k} of {@code bins}. */
    int binStart(int k, int bins) {
        return (int) ((long) size() * k / bins);
    }

    /** The bin of {@code bins} that holds visible row {@code v}. */
    int binOf(int v, int bins) {
        return size() == 0 ? 0 : (int) Math.min(bins - 1, (long) v * bins / size());
    }

    /**
     * A click on the minimap at {@code fraction} (0 top … 1 bottom) of its height: the caret to the first
     * difference in that bin (or the bin's first row when none), scrolled into view.
     */
    void minimapClick(double fraction, int bins) {
        if (size() == 0) {
            return;
        }
        int k = (int) Math.max(0, Math.min(bins - 1, Math.floor(fraction * bins)));
        int start = binStart(k, bins);
        int end = binStart(k + 1, bins);
        int v = model.nextDifference(start - 1);
        setCaret(v >= 0 && v < Math.max(end, start + 1) ? v : start);
        scrollTo((long) caret - pageRows / 3);
    }
}
