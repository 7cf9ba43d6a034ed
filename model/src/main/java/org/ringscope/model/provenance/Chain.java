package org.ringscope.model.provenance;

import java.util.List;
import java.util.Optional;

/**
 * Why bytes hold what they hold at a step: {@link Row}s newest first. Each hop starts with a {@link Row.Write};
 * for a copy the rows after it name the descriptors, the vring, the packet builder or DGE instruction, the NEFF
 * entry and the spine node, then the next hop follows the copy's source bytes; the last row is the
 * {@link Row.Origin}.
 *
 * @param address the first byte asked about (a device address)
 * @param length  bytes asked about
 * @param step    the step asked about (the state after records {@code [0, step)})
 * @param rows    newest first
 */
public record Chain(long address, long length, int step, List<Row> rows) {
    public Chain {
        rows = List.copyOf(rows);
    }

    /** The writes, newest first: one per hop. */
    public List<Row.Write> writes() {
        return rows.stream().filter(Row.Write.class::isInstance).map(Row.Write.class::cast).toList();
    }

    /** How the chain ends. */
    public Optional<Row.Origin> origin() {
        return rows.isEmpty() || !(rows.get(rows.size() - 1) instanceof Row.Origin o) ? Optional.empty() : Optional.of(o);
    }

    /** Whether anything wrote the bytes before the step. */
    public boolean written() {
        return !writes().isEmpty();
    }

    /** The rows of hop {@code k} (0 = the newest write), from its write up to the next write or the origin. */
    public List<Row> hop(int k) {
        int seen = -1;
        int from = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) instanceof Row.Write) {
                seen++;
                if (seen == k) {
                    from = i;
                } else if (seen == k + 1) {
                    return rows.subList(from, i);
                }
            }
        }
        if (from < 0) {
            throw new IndexOutOfBoundsException("hop " + k + " of " + (seen + 1));
        }
        int end = rows.size();
        if (rows.get(end - 1) instanceof Row.Origin) {
            end--;
        }
        return rows.subList(from, end);
    }
}
