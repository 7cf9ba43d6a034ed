package org.ringscope.model.provenance;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.WriteIndex;

/**
 * Which write left each byte of a range at a step (decision 1440): the range cut into spans, each span's bytes last
 * written by one record (or by none), and the spans grouped by that writer in the order of their first byte. Found
 * with the write index's "newest write of a range": the newest write of the whole range covers one span; the bytes
 * on either side of it are asked again, so the queries are as many as the spans.
 */
final class Coverage {
    /** Spans found at most; the bytes not reached by then form one group of their own ({@link #UNSPLIT}). */
    static final int MAX_SPANS = 4096;
    /** The writer of bytes nothing wrote before the step. */
    static final int NOTHING = -1;
    /** The writer of the bytes left when the range had more than {@link #MAX_SPANS} spans. */
    static final int UNSPLIT = -2;

    /** The bytes one writer left: its record ({@link #NOTHING}, {@link #UNSPLIT}) and its spans, ascending. */
    record Group(int record, List<Chain.Span> spans) {
        long bytes() {
            return spans.stream().mapToLong(Chain.Span::length).sum();
        }
    }

    private Coverage() {
    }

    /** The writers of {@code [address, address + length)} before step {@code step}, grouped, by first byte. */
    static List<Group> of(WriteIndex index, long address, long length, int step) {
        List<long[]> spans = new ArrayList<>(); // {address, length, record}
        Deque<long[]> todo = new ArrayDeque<>();
        todo.push(new long[] {address, address + length});
        while (!todo.isEmpty()) {
            long[] r = todo.pop();
            if (spans.size() >= MAX_SPANS) {
                spans.add(new long[] {r[0], r[1] - r[0], UNSPLIT});
                continue;
            }
            WriteIndex.Hit h = index.lastWrite(r[0], r[1] - r[0], step);
            if (h == null) {
                spans.add(new long[] {r[0], r[1] - r[0], NOTHING});
                continue;
            }
            long lo = Math.max(r[0], h.address());
            long hi = Math.min(r[1], h.address() + h.length());
            spans.add(new long[] {lo, hi - lo, h.record()});
            if (hi < r[1]) {
                todo.push(new long[] {hi, r[1]});
            }
            if (r[0] < lo) {
                todo.push(new long[] {r[0], lo});
            }
        }
        spans.sort(Comparator.comparingLong(s -> s[0]));
        Map<Integer, List<Chain.Span>> byWriter = new LinkedHashMap<>();
        for (long[] s : spans) {
            List<Chain.Span> g = byWriter.computeIfAbsent((int) s[2], k -> new ArrayList<>());
            Chain.Span last = g.isEmpty() ? null : g.get(g.size() - 1);
            if (last != null && last.end() == s[0]) {
                g.set(g.size() - 1, new Chain.Span(last.address(), last.length() + s[1]));
            } else {
                g.add(new Chain.Span(s[0], s[1]));
            }
        }
        List<Group> out = new ArrayList<>();
        byWriter.forEach((r, g) -> out.add(new Group(r, g)));
        return out;
    }
}
