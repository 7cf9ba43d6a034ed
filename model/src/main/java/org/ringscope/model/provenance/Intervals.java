package org.ringscope.model.provenance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A set of half-open ranges of one memory, kept disjoint and merged: start → end. */
final class Intervals {
    private final TreeMap<Long, Long> ranges = new TreeMap<>();

    /** Adds {@code [o, o + n)}. */
    void add(long o, long n) {
        if (n <= 0) {
            return;
        }
        long a = o;
        long b = o + n;
        Map.Entry<Long, Long> before = ranges.floorEntry(a);
        if (before != null && before.getValue() >= a) {
            a = before.getKey();
            b = Math.max(b, before.getValue());
        }
        for (Map.Entry<Long, Long> e = ranges.ceilingEntry(a); e != null && e.getKey() <= b;
                e = ranges.ceilingEntry(a)) {
            b = Math.max(b, e.getValue());
            ranges.remove(e.getKey());
        }
        ranges.put(a, b);
    }

    /** Removes {@code [o, o + n)}. */
    void remove(long o, long n) {
        if (n <= 0) {
            return;
        }
        long a = o;
        long b = o + n;
        Map.Entry<Long, Long> before = ranges.lowerEntry(a);
        if (before != null && before.getValue() > a) {
            ranges.put(before.getKey(), a);
            if (before.getValue() > b) {
                ranges.put(b, before.getValue());
            }
        }
        for (Map.Entry<Long, Long> e = ranges.ceilingEntry(a); e != null && e.getKey() < b;
                e = ranges.ceilingEntry(a)) {
            ranges.remove(e.getKey());
            if (e.getValue() > b) {
                ranges.put(b, e.getValue());
            }
        }
    }

    /** The parts of the set inside {@code [o, o + n)}, in order, as {@code {start, end}}. */
    List<long[]> overlapping(long o, long n) {
        List<long[]> out = new ArrayList<>();
        long end = o + n;
        Map.Entry<Long, Long> first = ranges.floorEntry(o);
        long from = first != null && first.getValue() > o ? first.getKey() : o;
        for (Map.Entry<Long, Long> e : ranges.subMap(from, true, end, false).entrySet()) {
            long a = Math.max(o, e.getKey());
            long b = Math.min(end, e.getValue());
            if (a < b) {
                out.add(new long[] {a, b});
            }
        }
        return out;
    }

    /** Whether byte {@code at} is in the set. */
    boolean covers(long at) {
        Map.Entry<Long, Long> e = ranges.floorEntry(at);
        return e != null && e.getValue() > at;
    }

    /** The first start or end of a range after {@code at}, or {@link Long#MAX_VALUE}. */
    long boundaryAfter(long at) {
        Map.Entry<Long, Long> e = ranges.floorEntry(at);
        if (e != null && e.getValue() > at) {
            return e.getValue();
        }
        Long next = ranges.higherKey(at);
        return next == null ? Long.MAX_VALUE : next;
    }

    boolean isEmpty() {
        return ranges.isEmpty();
    }

    /** Every range, in order. */
    List<long[]> all() {
        List<long[]> out = new ArrayList<>();
        ranges.forEach((a, b) -> out.add(new long[] {a, b}));
        return out;
    }
}
