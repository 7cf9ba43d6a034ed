package org.ringscope.model.diff;

import java.util.Arrays;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.RingId;

/**
 * The aligned diff of one ring of A with the same ring of B: rows in order, each with its index in A and in B,
 * its {@link RowKind} and changed-field mask; summary counts per kind and per {@link DescField}; and a bit per
 * row that differs, for next / previous difference and a minimap. Rows are held as runs over the two rings
 * (no object per row); a row's field mask is computed from the two descriptors when asked. Immutable.
 */
public final class RingDiff {
    /** Descriptors compared per block once a difference is found. */
    static final int BLOCK = 512;
    /** Back to skipping with {@code mismatch} once fewer than one descriptor in this many of a block differs. */
    static final int SPARSE = 32;

    private final DumpRing a;
    private final DumpRing b;
    private final Alignment alignment;
    private final Runs runs;
    private final int[] rowStart;
    private final int rows;
    private final long[] differs;
    private final long[] fieldCounts = new long[DescField.values().length];
    private final long[] maskCounts = new long[DescField.ALL + 1];
    private long same;
    private long changed;
    private long inserted;
    private long deleted;

    /** A ring only one side has: {@code a} or {@code b} is {@code null}. */
    RingDiff(DumpRing a, DumpRing b, Alignment alignment, Runs runs) {
        this.a = a;
        this.b = b;
        this.alignment = alignment;
        this.runs = runs;
        this.rowStart = new int[runs.size() + 1];
        for (int r = 0; r < runs.size(); r++) {
            rowStart[r + 1] = Math.addExact(rowStart[r], runs.length(r));
        }
        this.rows = rowStart[runs.size()];
        this.differs = new long[(rows + 63) >>> 6];
        count();
    }

    private void count() {
        for (int r = 0; r < runs.size(); r++) {
            int len = runs.length(r);
            switch (runs.kind(r)) {
                case Runs.DELETED -> {
                    deleted += len;
                    setRange(rowStart[r], len);
                }
                case Runs.INSERTED -> {
                    inserted += len;
                    setRange(rowStart[r], len);
                }
                default -> countPaired(r);
            }
        }
        foldMaskCounts();
    }

    /**
     * One paired run: skips equal stretches with a vectorized compare; from a difference on, compares blocks of
     * {@value #BLOCK} descriptors copied into arrays while at least one in {@value #SPARSE} differs. Field counts
     * go through a histogram of masks (one increment per changed row), folded into per-field counts at the end.
     */
    private void countPaired(int r) {
        int ai = runs.aStart(r);
        int bi = runs.bStart(r);
        int len = runs.length(r);
        int row0 = rowStart[r];
        long[] bits = differs;
        long[] counts = maskCounts;
        long[] wa = new long[2 * BLOCK];
        long[] wb = new long[2 * BLOCK];
        long diffs = 0;
        int i = 0;
        while (i < len) {
            int skip = Compare.firstDifference(a, ai + i, b, bi + i, len - i);
            if (skip < 0) {
                break;
            }
            i += skip;
            boolean dense = true;
            while (i < len && dense) {
                int n = Math.min(BLOCK, len - i);
                a.copyTo(ai + i, n, wa, 0);
                b.copyTo(bi + i, n, wb, 0);
                int found = 0;
                for (int k = 0; k < n; k++) {
                    long x0 = wa[2 * k] ^ wb[2 * k];
                    long x1 = wa[2 * k + 1] ^ wb[2 * k + 1];
                    if ((x0 | x1) != 0) {
                        counts[DescField.maskOfXor(x0, x1)]++;
                        found++;
                        int row = row0 + i + k;
                        bits[row >>> 6] |= 1L << row;
                    }
                }
                diffs += found;
                i += n;
                dense = found * SPARSE >= n;
            }
        }
        changed += diffs;
        same += len - diffs;
    }

    private void foldMaskCounts() {
        for (int m = 1; m < maskCounts.length; m++) {
            if (maskCounts[m] != 0) {
                for (int f = m; f != 0; f &= f - 1) {
                    fieldCounts[Integer.numberOfTrailingZeros(f)] += maskCounts[m];
                }
            }
        }
    }

    private void setRange(int from, int len) {
        int to = from + len;
        for (int i = from; i < to; ) {
            if ((i & 63) == 0 && to - i >= 64) {
                differs[i >>> 6] = -1L;
                i += 64;
            } else {
                differs[i >>> 6] |= 1L << i;
                i++;
            }
        }
    }

    /** The ring's id (A's, or B's when only B has it). */
    public RingId id() {
        return a != null ? a.id() : b.id();
    }

    /** A's ring, or {@code null} when only B has it. */
    public DumpRing a() {
        return a;
    }

    /** B's ring, or {@code null} when only A has it. */
    public DumpRing b() {
        return b;
    }

    /** The alignment used ({@link Alignment#INDEX} or {@link Alignment#CONTENT}). */
    public Alignment alignment() {
        return alignment;
    }

    public int rows() {
        return rows;
    }

    public long same() {
        return same;
    }

    public long changed() {
        return changed;
    }

    public long inserted() {
        return inserted;
    }

    public long deleted() {
        return deleted;
    }

    /** Rows that differ: changed + inserted + deleted. */
    public long differences() {
        return changed + inserted + deleted;
    }

    public boolean identical() {
        return differences() == 0 && a != null && b != null;
    }

    /** Changed rows in which {@code f} differs. */
    public long fieldCount(DescField f) {
        return fieldCounts[f.ordinal()];
    }

    /** Per {@link DescField#ordinal()}, the changed rows in which that field differs (a copy). */
    public long[] fieldCounts() {
        return fieldCounts.clone();
    }

    private int run(int row) {
        if (row < 0 || row >= rows) {
            throw new IndexOutOfBoundsException("row " + row + " of " + rows);
        }
        int r = Arrays.binarySearch(rowStart, 0, runs.size(), row);
        if (r < 0) {
            return -r - 2;
        }
        while (r + 1 < runs.size() && rowStart[r + 1] == row) {
            r++;
        }
        return r;
    }

    /** Whether row {@code row} differs (changed, inserted or deleted). */
    public boolean isDifference(int row) {
        if (row < 0 || row >= rows) {
            throw new IndexOutOfBoundsException("row " + row + " of " + rows);
        }
        return (differs[row >>> 6] & 1L << row) != 0;
    }

    public RowKind kind(int row) {
        int r = run(row);
        return switch (runs.kind(r)) {
            case Runs.DELETED -> RowKind.DELETED;
            case Runs.INSERTED -> RowKind.INSERTED;
            default -> isDifference(row) ? RowKind.CHANGED : RowKind.SAME;
        };
    }

    /** The descriptor index in A of row {@code row}, or -1 for an inserted row. */
    public int aIndex(int row) {
        int r = run(row);
        return runs.kind(r) == Runs.INSERTED ? -1 : runs.aStart(r) + row - rowStart[r];
    }

    /** The descriptor index in B of row {@code row}, or -1 for a deleted row. */
    public int bIndex(int row) {
        int r = run(row);
        return runs.kind(r) == Runs.DELETED ? -1 : runs.bStart(r) + row - rowStart[r];
    }

    /** The fields that differ in row {@code row} ({@link DescField#bit()}s); 0 for same, inserted and deleted rows. */
    public int fieldMask(int row) {
        int r = run(row);
        if (runs.kind(r) != Runs.PAIRED) {
            return 0;
        }
        int ai = runs.aStart(r) + row - rowStart[r];
        int bi = runs.bStart(r) + row - rowStart[r];
        return DescField.mask(a.word0(ai), a.word1(ai), b.word0(bi), b.word1(bi));
    }

    /** The row that shows A's descriptor {@code index} (-1 when out of range). */
    public int rowOfA(int index) {
        return rowOf(index, true);
    }

    /** The row that shows B's descriptor {@code index} (-1 when out of range). */
    public int rowOfB(int index) {
        return rowOf(index, false);
    }

    private int rowOf(int index, boolean sideA) {
        for (int lo = 0, hi = runs.size() - 1; lo <= hi; ) {
            int mid = (lo + hi) >>> 1;
            byte k = runs.kind(mid);
            boolean has = sideA ? k != Runs.INSERTED : k != Runs.DELETED;
            int start = sideA ? runs.aStart(mid) : runs.bStart(mid);
            if (has && index >= start && index < start + runs.length(mid)) {
                return rowStart[mid] + index - start;
            }
            if (index < start) {
                hi = mid - 1;
            } else {
                lo = mid + 1;
            }
        }
        return -1;
    }

    /** The first differing row after {@code row} ({@code -1} to start), or -1. */
    public int nextDifference(int row) {
        return Bits.next(differs, rows, row + 1);
    }

    /** The last differing row before {@code row} ({@link #rows()} to start from the end), or -1. */
    public int previousDifference(int row) {
        return Bits.previous(differs, Math.min(row, rows) - 1);
    }

    /**
     * The minimap: differing rows per bucket, {@code buckets} equal slices of the rows (the last may be
     * shorter).
     */
    public int[] density(int buckets) {
        return Bits.density(differs, rows, buckets);
    }

    /** The bit set of differing rows (read-only use: the diff model filters through it). */
    long[] differenceBits() {
        return differs;
    }
}
