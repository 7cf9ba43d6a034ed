package org.ringscope.model.vring;

/**
 * A vring half's descriptor words at one moment, for a reader on another thread (a view): the half's own segments,
 * lent rather than copied ({@link VringPages#lease}). No one writes them in place while this object is reachable: a
 * write to a lent segment takes a copy first, and the half takes its segments back once this object is collected.
 */
public final class HalfWords {
    private final int used;
    final long[][] w0;
    final long[][] w1;

    HalfWords(int used, int segments) {
        this.used = used;
        this.w0 = new long[segments][];
        this.w1 = new long[segments][];
    }

    /** Words held apart from any half: descriptor {@code i}'s at {@code words[2i]} and {@code words[2i + 1]}. */
    public static HalfWords of(long[] words) {
        int used = words.length / 2;
        int segments = (used + VringPages.SEGMENT_MASK) >>> VringPages.SEGMENT_SHIFT;
        HalfWords h = new HalfWords(used, segments);
        for (int s = 0; s < segments; s++) {
            int n = Math.min(VringPages.SEGMENT_DESCS, used - s * VringPages.SEGMENT_DESCS);
            h.w0[s] = new long[n];
            h.w1[s] = new long[n];
            for (int k = 0; k < n; k++) {
                h.w0[s][k] = words[2 * (s * VringPages.SEGMENT_DESCS + k)];
                h.w1[s][k] = words[2 * (s * VringPages.SEGMENT_DESCS + k) + 1];
            }
        }
        return h;
    }

    /** {@code used_desc_count} when the words were lent. */
    public int used() {
        return used;
    }

    /** Word 0 of descriptor {@code i} ({@code len_ctrl | meta_ctrl << 32}). */
    public long word0(int i) {
        check(i);
        return w0[i >>> VringPages.SEGMENT_SHIFT][i & VringPages.SEGMENT_MASK];
    }

    /** Word 1 of descriptor {@code i} (the buffer pointer). */
    public long word1(int i) {
        check(i);
        return w1[i >>> VringPages.SEGMENT_SHIFT][i & VringPages.SEGMENT_MASK];
    }

    private void check(int i) {
        if (i < 0 || i >= used) {
            throw new IndexOutOfBoundsException("descriptor " + i + " of " + used);
        }
    }
}
