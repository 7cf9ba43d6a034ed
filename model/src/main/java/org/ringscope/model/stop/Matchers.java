package org.ringscope.model.stop;

import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.IntList;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;

/** The kinds of {@link Matcher}: a record-by-record scan, a list of records built once, the write index, a union. */
final class Matchers {
    private Matchers() {
    }

    /** Reads record after record with a {@link Condition} (cheap column checks first, as the conditions do). */
    static Matcher scan(Journal j, Condition c) {
        return new Matcher() {
            @Override
            public int next(int from, BooleanSupplier cancelled) {
                int size = j.size();
                for (int i = Math.max(0, from), n = 0; i < size; i++, n++) {
                    if (n % CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                        return CANCELLED;
                    }
                    if (c.matches(j, i)) {
                        return i;
                    }
                }
                return NONE;
            }

            @Override
            public int last(int before, BooleanSupplier cancelled) {
                for (int i = Math.min(before, j.size()) - 1, n = 0; i >= 0; i--, n++) {
                    if (n % CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                        return CANCELLED;
                    }
                    if (c.matches(j, i)) {
                        return i;
                    }
                }
                return NONE;
            }
        };
    }

    /**
     * The ascending records {@code build} returns (null when cancelled), built on the first question and kept (the
     * search drops its matchers when the history changes).
     */
    static Matcher listed(Function<BooleanSupplier, IntList> build) {
        return new Matcher() {
            private IntList list;

            private boolean ready(BooleanSupplier cancelled) {
                if (list == null) {
                    list = build.apply(cancelled);
                }
                return list != null;
            }

            @Override
            public int next(int from, BooleanSupplier cancelled) {
                if (!ready(cancelled)) {
                    return CANCELLED;
                }
                int k = list.lowerBound(Math.max(0, from));
                return k < list.size() ? list.get(k) : NONE;
            }

            @Override
            public int last(int before, BooleanSupplier cancelled) {
                if (!ready(cancelled)) {
                    return CANCELLED;
                }
                int k = list.lowerBound(before) - 1;
                return k >= 0 ? list.get(k) : NONE;
            }
        };
    }

    /** The records that wrote a byte of a device address range, from the write index (no scan). */
    static Matcher writes(WriteIndex ix, long address, long length) {
        return new Matcher() {
            @Override
            public int next(int from, BooleanSupplier cancelled) {
                WriteIndex.Hit h = ix.nextWrite(address, length, from);
                return h == null ? NONE : h.record();
            }

            @Override
            public int last(int before, BooleanSupplier cancelled) {
                WriteIndex.Hit h = ix.lastWrite(address, length, before);
                return h == null ? NONE : h.record();
            }
        };
    }

    /** The entries of spine node {@code node}, from the journal's marker index. */
    static Matcher node(Journal j, String node) {
        Markers m = j.markers();
        return new Matcher() {
            @Override
            public int next(int from, BooleanSupplier cancelled) {
                for (int k = m.indexAt(Math.max(0, from)), n = 0; k < m.count(); k++, n++) {
                    if (n % CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                        return CANCELLED;
                    }
                    Markers.Marker mk = m.marker(k);
                    if (mk.enter() && mk.node().equals(node)) {
                        return mk.record();
                    }
                }
                return NONE;
            }

            @Override
            public int last(int before, BooleanSupplier cancelled) {
                for (int k = m.indexAt(before) - 1, n = 0; k >= 0; k--, n++) {
                    if (n % CHECK_EVERY == 0 && cancelled.getAsBoolean()) {
                        return CANCELLED;
                    }
                    Markers.Marker mk = m.marker(k);
                    if (mk.enter() && mk.node().equals(node)) {
                        return mk.record();
                    }
                }
                return NONE;
            }
        };
    }

    /** A record either matches: the nearer of the two answers. */
    static Matcher union(Matcher a, Matcher b) {
        return new Matcher() {
            @Override
            public int next(int from, BooleanSupplier cancelled) {
                int x = a.next(from, cancelled);
                if (x == CANCELLED) {
                    return CANCELLED;
                }
                int y = b.next(from, cancelled);
                if (y == CANCELLED) {
                    return CANCELLED;
                }
                return x < 0 ? y : y < 0 ? x : Math.min(x, y);
            }

            @Override
            public int last(int before, BooleanSupplier cancelled) {
                int x = a.last(before, cancelled);
                if (x == CANCELLED) {
                    return CANCELLED;
                }
                int y = b.last(before, cancelled);
                return y == CANCELLED ? CANCELLED : Math.max(x, y);
            }
        };
    }

    /** Only the {@code ordinal}-th (0-based) record of {@code all}. */
    static Matcher nth(Matcher all, int ordinal) {
        return listed(cancelled -> {
            IntList one = new IntList();
            int r = -1;
            for (int k = 0; k <= ordinal; k++) {
                r = all.next(r + 1, cancelled);
                if (r == Matcher.CANCELLED) {
                    return null;
                }
                if (r < 0) {
                    return one;
                }
            }
            one.add(r);
            return one;
        });
    }
}
