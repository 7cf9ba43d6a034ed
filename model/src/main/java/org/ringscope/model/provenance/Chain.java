package org.ringscope.model.provenance;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Why bytes hold what they hold at a step: every byte of the range accounted for, one {@link Part} per write that
 * left bytes of it there (or none), by first byte (decision 1440). A part's {@link Row}s go newest first: each hop
 * starts with a {@link Row.Write}; for a copy the rows after it name the descriptors, the vring, the packet builder
 * or DGE instruction, the NEFF entry and the spine node, then the next hop follows the copy's source bytes; the last
 * row is the {@link Row.Origin}.
 *
 * @param address the first byte asked about (a device address)
 * @param length  bytes asked about
 * @param step    the step asked about (the state after records {@code [0, step)})
 * @param parts   one per writer, by first byte; together they hold every byte of the range once
 */
public record Chain(long address, long length, int step, List<Part> parts) {
    public Chain {
        parts = List.copyOf(parts);
    }

    /** Bytes {@code [address, address + length)}. */
    public record Span(long address, long length) {
        /** One past the last byte. */
        public long end() {
            return address + length;
        }
    }

    /**
     * The bytes of the range one write left there, and why.
     *
     * @param head  the writer and its spans (a row of its own when the chain has more than one part)
     * @param rows  the chain of the part's first byte, newest first
     */
    public record Part(Row.Bytes head, List<Row> rows) {
        public Part {
            rows = List.copyOf(rows);
        }

        /** The record that left the bytes; -1 when nothing wrote them before the step. */
        public int record() {
            return head.record();
        }

        /** The bytes' spans, ascending. */
        public List<Span> spans() {
            return head.spans();
        }
    }

    /**
     * Every row, newest first in each part, each part's {@link Row.Bytes} heading its rows — except a single part
     * whose first write covers the whole range, whose rows say it all.
     */
    public List<Row> rows() {
        if (!headed()) {
            return parts.get(0).rows();
        }
        List<Row> out = new ArrayList<>();
        for (Part p : parts) {
            out.add(p.head());
            out.addAll(p.rows());
        }
        return List.copyOf(out);
    }

    /** Whether {@link #rows} heads the parts with their bytes: unless one write covered the whole range. */
    public boolean headed() {
        if (parts.size() != 1) {
            return true;
        }
        List<Row> rows = parts.get(0).rows();
        return !rows.isEmpty() && rows.get(0) instanceof Row.Write w && w.length() < length;
    }

    /** The writes, newest first in each part: one per hop. */
    public List<Row.Write> writes() {
        return rows().stream().filter(Row.Write.class::isInstance).map(Row.Write.class::cast).toList();
    }

    /** How the chain of the first part ends. */
    public Optional<Row.Origin> origin() {
        List<Row> rows = parts.isEmpty() ? List.of() : parts.get(0).rows();
        return rows.isEmpty() || !(rows.get(rows.size() - 1) instanceof Row.Origin o) ? Optional.empty() : Optional.of(o);
    }

    /** Whether anything wrote the bytes before the step. */
    public boolean written() {
        return parts.stream().anyMatch(p -> p.record() >= 0);
    }

    /** The part whose write is the newest (the last to change any byte of the range), or empty when none wrote. */
    public Optional<Part> newest() {
        return parts.stream().filter(p -> p.record() >= 0).max(Comparator.comparingInt(Part::record));
    }

    /**
     * The rows of hop {@code k} (0 = the newest write of the first part, counting on through the parts), from its
     * write up to the next write, the next part or the origin.
     */
    public List<Row> hop(int k) {
        List<Row> rows = rows();
        int seen = -1;
        int from = -1;
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            if (from >= 0 && (r instanceof Row.Write || r instanceof Row.Bytes || r instanceof Row.Origin)) {
                return rows.subList(from, i);
            }
            if (r instanceof Row.Write && ++seen == k) {
                from = i;
            }
        }
        if (from < 0) {
            throw new IndexOutOfBoundsException("hop " + k + " of " + (seen + 1));
        }
        return rows.subList(from, rows.size());
    }
}
