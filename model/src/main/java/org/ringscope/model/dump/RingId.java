package org.ringscope.model.dump;

import java.util.Locale;
import java.util.Objects;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.util.AsciiDigits;

/**
 * A ring named by meaning — what two dumps are aligned on: {@code kind:subgraph/queueSet/queue/direction},
 * with {@code #n} for the n-th per-execution build of a template queue, e.g. {@code pring:sg00/qSPIO0/0/tx}
 * or {@code vring:sg00/qIn0/1/rx#1}. A raw ring file is {@code raw:tx} or {@code raw:rx}.
 *
 * @param occurrence 0 for what LOAD staged, n ≥ 1 for the n-th per-execution build
 */
public record RingId(RingKind kind, String subgraph, String queueSet, int queue, Direction direction,
                     int occurrence) {
    public RingId {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(direction, "direction");
        subgraph = Objects.requireNonNullElse(subgraph, "");
        queueSet = Objects.requireNonNullElse(queueSet, "");
        if (queue < 0 || occurrence < 0) {
            throw new IllegalArgumentException("queue and occurrence must not be negative");
        }
    }

    /** The ring of a raw file read as {@code direction}. */
    public static RingId raw(Direction direction) {
        return new RingId(RingKind.RAW, "", "", 0, direction, 0);
    }

    /** The same ring, another occurrence. */
    public RingId withOccurrence(int n) {
        return new RingId(kind, subgraph, queueSet, queue, direction, n);
    }

    /** {@code tx} or {@code rx}. */
    public String directionLabel() {
        return direction.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        if (kind == RingKind.RAW) {
            return "raw:" + directionLabel();
        }
        return kind.label() + ":" + subgraph + "/" + queueSet + "/" + queue + "/" + directionLabel()
                + (occurrence > 0 ? "#" + occurrence : "");
    }

    /**
     * Parses {@link #toString()}'s form. The queue set may hold {@code /}: the subgraph is the first part,
     * the queue and direction the last two.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static RingId parse(String s) {
        int colon = s.indexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("ring id '" + s + "' does not start with vring:, pring: or raw:");
        }
        RingKind kind;
        try {
            kind = RingKind.of(s.substring(0, colon));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ring id '" + s + "': kind must be vring, pring or raw");
        }
        String rest = s.substring(colon + 1);
        if (kind == RingKind.RAW) {
            return raw(direction(s, rest));
        }
        int occurrence = 0;
        int hash = rest.lastIndexOf('#');
        if (hash >= 0) {
            occurrence = number(s, rest.substring(hash + 1), "occurrence");
            rest = rest.substring(0, hash);
        }
        int first = rest.indexOf('/');
        int last = rest.lastIndexOf('/');
        int mid = last <= 0 ? -1 : rest.lastIndexOf('/', last - 1);
        if (first <= 0 || mid <= first) {
            throw new IllegalArgumentException("ring id '" + s + "' is not kind:subgraph/queueSet/queue/direction");
        }
        return new RingId(kind, rest.substring(0, first), rest.substring(first + 1, mid),
                number(s, rest.substring(mid + 1, last), "queue"), direction(s, rest.substring(last + 1)), occurrence);
    }

    private static Direction direction(String id, String d) {
        return switch (d) {
            case "tx" -> Direction.TX;
            case "rx" -> Direction.RX;
            default -> throw new IllegalArgumentException("ring id '" + id + "': direction must be tx or rx, not '"
                    + d + "'");
        };
    }

    private static int number(String id, String n, String what) {
        try {
            int v = AsciiDigits.parseInt(n, what);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("ring id '" + id + "': " + what + " '" + n + "' is not a number");
    }
}
