package org.ringscope.model.diff;

import java.util.Arrays;

/**
 * What the diff view shows of one {@link RingDiff}: its rows, optionally filtered to the differences ("only
 * changes") or to the changed rows where given fields differ; per visible row the indexes in A and B, the
 * kind and the changed-field mask; next / previous difference (F7 / Shift+F7); the minimap's density; the
 * visible row of a descriptor ("align to A"). Immutable and primitive-backed: a filter is an {@code int[]} of
 * row numbers, built once, so it can be made off the FX thread and handed over.
 *
 * <pre>{@code
 * DiffModel m = DiffModel.of(ringDiff).filtered(true, DescField.DMB.bit() | DescField.SOW.bit());
 * int v = m.nextDifference(-1);          // first visible difference
 * int[] minimap = m.minimap(400);
 * }</pre>
 */
public final class DiffModel {
    private final RingDiff diff;
    private final boolean onlyChanges;
    private final int fields;
    private final int[] visible;

    private DiffModel(RingDiff diff, boolean onlyChanges, int fields, int[] visible) {
        this.diff = diff;
        this.onlyChanges = onlyChanges;
        this.fields = fields;
        this.visible = visible;
    }

    /** Every row of {@code diff}. */
    public static DiffModel of(RingDiff diff) {
        return new DiffModel(diff, false, DescField.ALL, null);
    }

    /**
     * A model showing only differences ({@code onlyChanges}) and, when {@code fields} is not
     * {@link DescField#ALL}, only changed rows where one of {@code fields} differs (inserted and deleted rows
     * have no fields to compare and are hidden then).
     */
    public DiffModel filtered(boolean onlyChanges, int fields) {
        int f = fields & DescField.ALL;
        if (!onlyChanges && f == DescField.ALL) {
            return of(diff);
        }
        long[] bits = diff.differenceBits();
        int[] rows = new int[(int) Math.min(diff.differences(), Integer.MAX_VALUE - 8)];
        int n = 0;
        for (int r = Bits.next(bits, diff.rows(), 0); r >= 0; r = Bits.next(bits, diff.rows(), r + 1)) {
            if (f == DescField.ALL || (diff.fieldMask(r) & f) != 0) {
                rows[n++] = r;
            }
        }
        return new DiffModel(diff, onlyChanges || f != DescField.ALL, f, Arrays.copyOf(rows, n));
    }

    public RingDiff diff() {
        return diff;
    }

    /** Whether only differing rows are shown. */
    public boolean onlyChanges() {
        return onlyChanges;
    }

    /** The field filter ({@link DescField#ALL} for none). */
    public int fields() {
        return fields;
    }

    /** Visible rows. */
    public int size() {
        return visible == null ? diff.rows() : visible.length;
    }

    /** The diff row shown at visible row {@code v}. */
    public int row(int v) {
        if (visible == null) {
            if (v < 0 || v >= diff.rows()) {
                throw new IndexOutOfBoundsException("row " + v + " of " + diff.rows());
            }
            return v;
        }
        return visible[v];
    }

    /** The visible row showing diff row {@code row}, or the next visible one after it; -1 when none. */
    public int visibleAtOrAfter(int row) {
        if (visible == null) {
            return row >= 0 && row < diff.rows() ? row : -1;
        }
        int i = Arrays.binarySearch(visible, row);
        int v = i >= 0 ? i : -i - 1;
        return v < visible.length ? v : -1;
    }

    public RowKind kind(int v) {
        return diff.kind(row(v));
    }

    /** Index in A, or -1 for an inserted row. */
    public int aIndex(int v) {
        return diff.aIndex(row(v));
    }

    /** Index in B, or -1 for a deleted row. */
    public int bIndex(int v) {
        return diff.bIndex(row(v));
    }

    /** The changed fields ({@link DescField#bit()}s) of visible row {@code v}. */
    public int fieldMask(int v) {
        return diff.fieldMask(row(v));
    }

    /** The first visible difference after visible row {@code v} ({@code -1} to start), or -1. */
    public int nextDifference(int v) {
        if (visible == null) {
            return diff.nextDifference(v);
        }
        return v + 1 < visible.length ? Math.max(v + 1, 0) : -1;
    }

    /** The last visible difference before visible row {@code v} ({@link #size()} to start from the end), or -1. */
    public int previousDifference(int v) {
        if (visible == null) {
            return diff.previousDifference(v);
        }
        int p = Math.min(v, visible.length) - 1;
        return p >= 0 ? p : -1;
    }

    /** Differences per bucket of {@code buckets} near-equal slices of the visible rows (the minimap). */
    public int[] minimap(int buckets) {
        if (visible == null) {
            return diff.density(buckets);
        }
        if (buckets <= 0) {
            throw new IllegalArgumentException("buckets must be positive, got " + buckets);
        }
        int[] out = new int[buckets];
        for (int k = 0; k < buckets; k++) {
            out[k] = (int) ((long) visible.length * (k + 1) / buckets - (long) visible.length * k / buckets);
        }
        return out;
    }

    /** The visible row showing A's descriptor {@code index} (or the next visible after it), -1 when none. */
    public int visibleRowOfA(int index) {
        int r = diff.rowOfA(index);
        return r < 0 ? -1 : visibleAtOrAfter(r);
    }

    /** The visible row showing B's descriptor {@code index} (or the next visible after it), -1 when none. */
    public int visibleRowOfB(int index) {
        int r = diff.rowOfB(index);
        return r < 0 ? -1 : visibleAtOrAfter(r);
    }
}
