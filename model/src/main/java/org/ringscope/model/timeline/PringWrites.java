package org.ringscope.model.timeline;

import java.util.Arrays;
import java.util.List;

/**
 * A timeline index's ring writes grouped by pring, in primitive arrays: for each pring, the positions in
 * {@link TimelineIndex#writes()} of the writes into it and their records, both in record order. "Which writes put
 * what into pring {@code p} before step {@code s}" is then a binary search, not a scan of every write. One record may
 * write several ranges of a ring (a dump's descriptors, pads and trap): it is listed once for each.
 *
 * <p>Built once from the index (see {@link TimelineIndex#pringWrites()}) and never changed after.
 */
public final class PringWrites {
    /** Pring {@code p}'s writes are {@code [offsets[p], offsets[p + 1])} of the two arrays below. */
    private final int[] offsets;
    private final int[] positions;
    private final int[] records;

    private PringWrites(int[] offsets, int[] positions, int[] records) {
        this.offsets = offsets;
        this.positions = positions;
        this.records = records;
    }

    /** The writes into each of {@code prings} prings, grouped by one counting pass (the writes are in record order). */
    static PringWrites of(int prings, List<TimelineIndex.RingWrite> writes) {
        int[] offsets = new int[prings + 1];
        for (TimelineIndex.RingWrite w : writes) {
            if (w.pring() >= 0 && w.pring() < prings) {
                offsets[w.pring() + 1]++;
            }
        }
        for (int p = 0; p < prings; p++) {
            offsets[p + 1] += offsets[p];
        }
        int[] positions = new int[offsets[prings]];
        int[] records = new int[offsets[prings]];
        int[] fill = Arrays.copyOf(offsets, prings);
        for (int k = 0; k < writes.size(); k++) {
            TimelineIndex.RingWrite w = writes.get(k);
            if (w.pring() >= 0 && w.pring() < prings) {
                int at = fill[w.pring()]++;
                positions[at] = k;
                records[at] = w.record();
            }
        }
        return new PringWrites(offsets, positions, records);
    }

    /** Prings the grouping covers ({@link TimelineIndex#prings()}). */
    public int prings() {
        return offsets.length - 1;
    }

    /** Writes into pring {@code p}; 0 for a pring out of range. */
    public int count(int p) {
        return p < 0 || p >= prings() ? 0 : offsets[p + 1] - offsets[p];
    }

    /** The position in {@link TimelineIndex#writes()} of the {@code k}-th write into pring {@code p}. */
    public int position(int p, int k) {
        return positions[at(p, k)];
    }

    /** The record of the {@code k}-th write into pring {@code p}. */
    public int record(int p, int k) {
        return records[at(p, k)];
    }

    /** The records of the writes into pring {@code p}, ascending, one a write (a copy). */
    public int[] records(int p) {
        return p < 0 || p >= prings() ? new int[0] : Arrays.copyOfRange(records, offsets[p], offsets[p + 1]);
    }

    /** How many writes into pring {@code p} come before {@code step} (their records are below it). */
    public int before(int p, int step) {
        if (p < 0 || p >= prings()) {
            return 0;
        }
        int lo = offsets[p];
        int hi = offsets[p + 1];
        int from = lo;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (records[mid] < step) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo - from;
    }

    /** Bytes the grouping holds. */
    public long bytes() {
        return 3 * 16L + 4L * (offsets.length + positions.length + records.length);
    }

    private int at(int p, int k) {
        if (k < 0 || k >= count(p)) {
            throw new IndexOutOfBoundsException("write " + k + " of pring " + p + " (it has " + count(p) + ")");
        }
        return offsets[p] + k;
    }
}
