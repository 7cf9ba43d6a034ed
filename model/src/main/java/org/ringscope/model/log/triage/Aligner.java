package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.ringscope.model.log.LineKind;
import org.ringscope.model.log.ReadLine;

/**
 * Lines the log has matched onto lines the emulated log prints, in order (decision 1341): each of the log's lines,
 * in file order, takes the next emulated line of its template after the last one matched — of the next
 * {@link #WINDOW} such lines the first whose values are the log's too, else the first — so a line the log lacks is
 * skipped instead of pairing every later line with its predecessor. The kernel's lines keep their own order beside
 * the runtime's. Lines left over take the first unmatched emulated line of their template anywhere, out of order
 * (two threads' lines interleaved). A line still left whose template a matched line of a pre-flight finding has is
 * that failure printed again — by another loading thread, or for the next core — and is matched onto the same
 * emulated line as a repeat. One binary search and a bounded scan per line: linear in the log's size.
 */
final class Aligner {
    /** How many emulated lines of one template a line looks through for equal values. */
    static final int WINDOW = 64;

    final int[] key;
    final int[] index;
    final boolean[] outOfOrder;
    final boolean[] repeated;
    final long[] cursorBefore;
    final List<ExpectedIndex.Other> missing = new ArrayList<>();
    long missingCount;
    private final ExpectedIndex ex;
    private final boolean[] allowed;
    private final BitSet[] used;

    /**
     * @param keys    the template of each log line ({@code -1}: none the emulated log could have)
     * @param values  the value hash of each log line
     * @param allowed which classes of emulated line ({@link ExpectedIndex#DMESG}, {@link ExpectedIndex#EMULATED})
     *                the log can have
     */
    Aligner(List<ReadLine> lines, int[] keys, long[] values, ExpectedIndex ex, boolean[] allowed) {
        this.ex = ex;
        this.allowed = allowed;
        int n = lines.size();
        key = new int[n];
        index = new int[n];
        outOfOrder = new boolean[n];
        repeated = new boolean[n];
        cursorBefore = new long[n];
        used = new BitSet[ex.byKey.length];
        for (int k = 0; k < used.length; k++) {
            used[k] = new BitSet();
        }
        long[] cursor = {-1, -1};
        for (int i = 0; i < n; i++) {
            int stream = lines.get(i).kind() == LineKind.DMESG ? 1 : 0;
            cursorBefore[i] = cursor[stream];
            key[i] = keys[i];
            index[i] = -1;
            if (keys[i] < 0) {
                continue;
            }
            int at = pick(keys[i], cursor[stream], values[i]);
            if (at >= 0) {
                index[i] = at;
                used[keys[i]].set(at);
                cursor[stream] = ex.byKey[keys[i]].ordinals[at];
            }
        }
        for (int i = 0; i < n; i++) {
            if (keys[i] >= 0 && index[i] < 0) {
                int at = firstUnused(keys[i], 0);
                if (at >= 0) {
                    index[i] = at;
                    outOfOrder[i] = true;
                    used[keys[i]].set(at);
                }
            }
        }
        repeats(n);
        collectMissing();
    }

    /** The lines left whose template a finding's matched line has: that line's emulated line again. */
    private void repeats(int n) {
        int[] twin = new int[used.length];
        Arrays.fill(twin, -1);
        for (int i = 0; i < n; i++) {
            if (index[i] >= 0 && twin[key[i]] < 0 && ex.byKey[key[i]].findings[index[i]] >= 0) {
                twin[key[i]] = i;
            }
        }
        for (int i = 0; i < n; i++) {
            if (key[i] >= 0 && index[i] < 0 && twin[key[i]] >= 0) {
                index[i] = index[twin[key[i]]];
                repeated[i] = true;
            }
        }
    }

    private boolean eligible(ExpectedIndex.Occurrences o, int at) {
        return allowed[o.classes[at]];
    }

    private int pick(int k, long after, long value) {
        ExpectedIndex.Occurrences o = ex.byKey[k];
        int first = -1;
        int seen = 0;
        for (int at = o.firstAfter(after); at < o.size && seen < WINDOW; at++) {
            if (!eligible(o, at) || used[k].get(at)) {
                continue;
            }
            if (first < 0) {
                first = at;
            }
            if (o.values[at] == value) {
                return at;
            }
            seen++;
        }
        return first;
    }

    private int firstUnused(int k, int from) {
        ExpectedIndex.Occurrences o = ex.byKey[k];
        for (int at = used[k].nextClearBit(from); at < o.size; at = used[k].nextClearBit(at + 1)) {
            if (eligible(o, at)) {
                return at;
            }
        }
        return -1;
    }

    private void collectMissing() {
        List<ExpectedIndex.Other> all = new ArrayList<>();
        for (int k = 0; k < ex.byKey.length; k++) {
            ExpectedIndex.Occurrences o = ex.byKey[k];
            for (int at = 0; at < o.size; at++) {
                if (eligible(o, at) && !used[k].get(at)) {
                    missingCount++;
                    if (all.size() < 4 * ExpectedIndex.KEPT) {
                        all.add(new ExpectedIndex.Other(o.ordinals[at], o.steps[at]));
                    }
                }
            }
        }
        for (int c = 0; c < 4; c++) {
            if (allowed[c]) {
                missingCount += ex.otherCount[c];
                all.addAll(ex.others[c]);
            }
        }
        all.sort(Comparator.comparingLong(ExpectedIndex.Other::ordinal));
        missing.addAll(all.subList(0, Math.min(all.size(), ExpectedIndex.KEPT)));
    }

    /** The ordinal log line {@code i} matched, or -1. */
    long ordinal(int i) {
        return index[i] < 0 ? -1 : ex.byKey[key[i]].ordinals[index[i]];
    }

    /** The step of the emulated line log line {@code i} matched, or -1. */
    int step(int i) {
        return index[i] < 0 ? -1 : ex.byKey[key[i]].steps[index[i]];
    }

    /** The finding of the emulated line log line {@code i} matched, or -1. */
    int finding(int i) {
        return index[i] < 0 ? -1 : ex.byKey[key[i]].findings[index[i]];
    }

    /** Whether log line {@code i} matched with equal values. */
    boolean exact(int i, long value) {
        return index[i] >= 0 && ex.byKey[key[i]].values[index[i]] == value;
    }

    /** The first emulated line the log could have after ordinal {@code after}, or null. */
    ExpectedIndex.Other nextAfter(long after) {
        ExpectedIndex.Other best = null;
        for (int k = 0; k < ex.byKey.length; k++) {
            ExpectedIndex.Occurrences o = ex.byKey[k];
            for (int at = o.firstAfter(after); at < o.size; at++) {
                if (eligible(o, at)) {
                    if (best == null || o.ordinals[at] < best.ordinal()) {
                        best = new ExpectedIndex.Other(o.ordinals[at], o.steps[at]);
                    }
                    break;
                }
            }
        }
        for (int c = 0; c < 4; c++) {
            if (!allowed[c]) {
                continue;
            }
            for (ExpectedIndex.Other x : ex.others[c]) {
                if (x.ordinal() > after) {
                    if (best == null || x.ordinal() < best.ordinal()) {
                        best = x;
                    }
                    break;
                }
            }
        }
        return best;
    }
}
