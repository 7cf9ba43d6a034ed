package org.ringscope.model.diff;

import org.ringscope.model.dump.DumpRing;

/** Aligns two rings (by index or by content) and counts what differs: a {@link RingDiff}. */
public final class RingDiffer {
    private RingDiffer() {
    }

    /**
     * The diff of {@code a} and {@code b} — either may be {@code null} for a ring only the other side has (every
     * row deleted or inserted). {@link Alignment#AUTO} aligns by index when the lengths agree, by content
     * otherwise.
     */
    public static RingDiff diff(DumpRing a, DumpRing b, Alignment alignment) {
        if (a == null && b == null) {
            throw new IllegalArgumentException("no ring on either side");
        }
        int n = a == null ? 0 : a.count();
        int m = b == null ? 0 : b.count();
        Alignment used = alignment == Alignment.AUTO ? (n == m ? Alignment.INDEX : Alignment.CONTENT) : alignment;
        if (a == null || b == null) {
            used = Alignment.INDEX;
        }
        Runs runs;
        if (used == Alignment.CONTENT) {
            runs = ContentAligner.align(a, b);
        } else {
            runs = new Runs();
            int p = Math.min(n, m);
            runs.add(Runs.PAIRED, 0, 0, p);
            runs.add(Runs.DELETED, p, p, n - p);
            runs.add(Runs.INSERTED, n, p, m - p);
        }
        return new RingDiff(a, b, used, runs);
    }
}
