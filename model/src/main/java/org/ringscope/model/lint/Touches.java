package org.ringscope.model.lint;

import java.util.IdentityHashMap;
import java.util.Map;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * Which records wrote which descriptors of which vring, and which dumped it, indexed once from the journal (the
 * record numbers per vring, decoded again only when a problem asks): the step at which a problem about
 * descriptors {@code [lo, hi)} shows is the step after the last record that wrote any of them (their final words
 * were complete then); a vring that never had a record of its own (a per-execution build, attached whole) shows
 * from its attach.
 */
final class Touches {
    private final Journal journal;
    /** A vring with no record. */
    private static final IntList NONE = new IntList();

    private final Map<Vring, IntList> records = new IdentityHashMap<>();
    private final Map<Vring, VringDomain.Dump[]> lastDump = new IdentityHashMap<>();
    private final Map<Vring, int[]> lastDumpAt = new IdentityHashMap<>();

    Touches(Journal j) {
        this.journal = j;
        VringDomain d = VringDomain.of(j);
        for (int i = 0; i < j.size(); i++) {
            if (!d.owns(i)) {
                continue;
            }
            Vring v = d.vringOf(i);
            records.computeIfAbsent(v, k -> new IntList()).add(i);
            if (d.isDump(i)) {
                VringDomain.Dump dump = d.dumpOf(i);
                lastDump.computeIfAbsent(v, k -> new VringDomain.Dump[2])[dump.half().ordinal()] = dump;
                lastDumpAt.computeIfAbsent(v, k -> new int[] {-1, -1})[dump.half().ordinal()] = i;
            }
        }
    }

    /** The step at which descriptors {@code [lo, hi)} of {@code v}'s {@code half} got their final words. */
    int wrote(Vring v, Direction half, int lo, int hi) {
        IntList rs = records.getOrDefault(v, NONE);
        for (int k = rs.size() - 1; k >= 0; k--) {
            VringDomain.Touch t = VringDomain.of(journal).touchOf(rs.get(k));
            if (t.wrote(half, lo, hi)) {
                return rs.get(k) + 1;
            }
        }
        return attached(v);
    }

    /** The step after the first append that took {@code v}'s half to {@code count} descriptors or more. */
    int reached(Vring v, Direction half, int count) {
        IntList rs = records.getOrDefault(v, NONE);
        VringDomain d = VringDomain.of(journal);
        for (int k = 0; k < rs.size(); k++) {
            if (d.appendEnd(rs.get(k), half) >= count) {
                return rs.get(k) + 1;
            }
        }
        return attached(v);
    }

    /** The last dump of {@code v}'s half, or {@code null}. */
    VringDomain.Dump lastDump(Vring v, Direction half) {
        VringDomain.Dump[] d = lastDump.get(v);
        return d == null ? null : d[half.ordinal()];
    }

    /** The first step at which {@code v} exists (its attach record lies before it); 0 when never attached. */
    int attached(Vring v) {
        VringDomain d = VringDomain.of(journal);
        int hi = journal.size();
        if (!d.attachedBefore(v, hi)) {
            return 0;
        }
        int lo = 0;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (d.attachedBefore(v, mid)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
