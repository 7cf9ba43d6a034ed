package org.ringscope.model.trace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Step markers: the runtime reports each spine node's entry and exit ("each spine node a
 * function that reports entry and exit"), and the journal records them as {@code ENTER} / {@code EXIT}
 * records of its own domain (no state; names are plain strings, so the journal does not depend on the
 * spine). Step into, step over, step out and "run to node" are queries over these records.
 *
 * <p>Depth: a node entered with an empty stack has depth 0; its children depth 1. An {@code ENTER}
 * record stores the depth of the node it enters; an {@code EXIT} record the depth of the node it leaves.
 */
public final class Markers implements Domain {
    /** Kind of an entry record. */
    public static final int ENTER = 0;
    /** Kind of an exit record. */
    public static final int EXIT = 1;

    private final Journal journal;
    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> ids = new HashMap<>();
    private final IntList index = new IntList();
    /**
     * For each marker {@code k} (in {@link #index}), the marker that entered the innermost node open after it, or -1:
     * the open nodes at any step are a chain of these ({@link #openNodes}), as deep as the stack, not as long as the
     * run. Read up to {@code index.size()}; a truncation leaves the rest to be written over.
     */
    private int[] innermost = new int[64];

    /**
     * One marker, decoded for display.
     *
     * @param site the call site of the entry when the edge has several ({@code 0x448e7d}), else {@code null}
     */
    public record Marker(int record, String node, boolean enter, int depth, String site) {
        /** A marker with no call site of its own. */
        public Marker(int record, String node, boolean enter, int depth) {
            this(record, node, enter, depth, null);
        }
    }

    /** Bits of an ENTER record's {@code b} above the depth: 1 + the call site's name id, 0 for none. */
    private static final int SITE_SHIFT = 32;

    Markers(Journal journal) {
        this.journal = journal;
    }

    @Override
    public String name() {
        return "trace";
    }

    private int id(String node) {
        return ids.computeIfAbsent(node, n -> {
            names.add(n);
            return names.size() - 1;
        });
    }

    /** Records the entry of {@code node} at the cursor (which must be at the end, or a new history starts). */
    public int enter(String node) {
        return enter(node, null);
    }

    /** Records the entry of {@code node} through call site {@code site} ({@code null}: none named). */
    public int enter(String node, String site) {
        int depth = depthAt(journal.position());
        long siteBits = site == null ? 0 : (long) (id(site) + 1) << SITE_SHIFT;
        return journal.record(Journal.TRACE_DOMAIN, ENTER, false, id(node), depth | siteBits, 0);
    }

    private Marker decode(int r) {
        long b = journal.b(r);
        int site = (int) (b >>> SITE_SHIFT);
        return new Marker(r, names.get(journal.a(r)), journal.kind(r) == ENTER, (int) b,
                site == 0 ? null : names.get(site - 1));
    }

    /** Records the exit of {@code node}, which must be the innermost open node. */
    public int exit(String node) {
        int step = journal.position();
        int depth = depthAt(step);
        int open = innermostAfter(index.lowerBound(step));
        String top = open < 0 ? null : names.get(journal.a(index.get(open)));
        if (top == null || !top.equals(node)) {
            throw new IllegalStateException("exit of " + node + " but the open nodes are " + openNodes(step));
        }
        return journal.record(Journal.TRACE_DOMAIN, EXIT, false, id(node), depth - 1, 0);
    }

    /** Marker {@code record} was committed: an entry ({@code enter}) or an exit. */
    void indexed(int record, boolean enter) {
        int k = index.size();
        index.add(record);
        if (k == innermost.length) {
            innermost = Arrays.copyOf(innermost, k * 2);
        }
        // an exit leaves the innermost node; its parent is what was innermost before that node's entry
        innermost[k] = enter ? k : innermostAfter(innermostAfter(k));
    }

    /** The entry of the innermost node open after the first {@code n} markers, or -1 (none open, or {@code n <= 0}). */
    private int innermostAfter(int n) {
        return n > 0 ? innermost[n - 1] : -1;
    }

    void truncateFrom(int newSize) {
        index.truncateFrom(newSize);
    }

    /** Bytes of the marker index. */
    long indexBytes() {
        return index.bytes() + 4L * innermost.length;
    }

    /** Marker records in the journal. */
    public int count() {
        return index.size();
    }

    /**
     * The index of the first marker whose record is at or after {@code step} — the number of markers before it;
     * {@code indexAt(step) - 1} is the last marker behind the cursor at {@code step}, or -1.
     */
    public int indexAt(int step) {
        return index.lowerBound(step);
    }

    /** The {@code k}-th marker. */
    public Marker marker(int k) {
        return decode(index.get(k));
    }

    /** Whether record {@code r} is a marker (and which). */
    public Marker at(int r) {
        if (journal.domain(r) != Journal.TRACE_DOMAIN) {
            return null;
        }
        return decode(r);
    }

    /** How many nodes are open at {@code step}. */
    public int depthAt(int step) {
        int k = index.lowerBound(step) - 1;
        if (k < 0) {
            return 0;
        }
        int r = index.get(k);
        int d = (int) journal.b(r);
        return journal.kind(r) == ENTER ? d + 1 : d;
    }

    /** The open nodes at {@code step}, outermost first (the call stack). */
    public List<String> openNodes(int step) {
        ArrayDeque<String> stack = new ArrayDeque<>();
        for (int e = innermostAfter(index.lowerBound(step)); e >= 0; e = innermostAfter(e)) {
            stack.addFirst(names.get(journal.a(index.get(e))));
        }
        return new ArrayList<>(stack);
    }

    /** {@link #openNodes} by a walk of every marker before {@code step} (tests compare the two). */
    List<String> openNodesByWalk(int step) {
        Deque<String> stack = new ArrayDeque<>();
        int end = index.lowerBound(step);
        for (int k = 0; k < end; k++) {
            int r = index.get(k);
            if (journal.kind(r) == ENTER) {
                stack.addLast(names.get(journal.a(r)));
            } else {
                stack.pollLast();
            }
        }
        return new ArrayList<>(stack);
    }

    /** The first marker record at or after {@code fromStep}, or -1. */
    public int nextMarker(int fromStep) {
        int k = index.lowerBound(fromStep);
        return k < index.size() ? index.get(k) : -1;
    }

    private int next(int fromStep, int kind, int depth, Set<String> nodes) {
        for (int k = index.lowerBound(fromStep); k < index.size(); k++) {
            int r = index.get(k);
            if ((kind < 0 || journal.kind(r) == kind) && (depth < 0 || (int) journal.b(r) == depth)
                    && (nodes == null || nodes.contains(names.get(journal.a(r))))) {
                return r;
            }
        }
        return -1;
    }

    private int move(int r) {
        journal.seek(r < 0 ? journal.size() : r + 1);
        return r;
    }

    /** Step into: just past the next entry or exit. Returns the marker record, or -1 (then the cursor goes to the end). */
    public int stepInto() {
        return move(nextMarker(journal.position()));
    }

    /** Step over: past the next child node as a whole, or past the current node's exit. */
    public int stepOver() {
        int p = journal.position();
        int s = depthAt(p);
        int m = nextMarker(p);
        if (m >= 0 && journal.kind(m) == ENTER && (int) journal.b(m) == s) {
            m = next(m + 1, EXIT, s, null);
        }
        return move(m);
    }

    /** Step out: just past the exit of the innermost open node. */
    public int stepOut() {
        int s = depthAt(journal.position());
        return move(s == 0 ? -1 : next(journal.position(), EXIT, s - 1, null));
    }

    /** Run to the next entry of any of {@code breakpoints}; returns its record, or -1 and the cursor stays. */
    public int runTo(Set<String> breakpoints) {
        int m = next(journal.position(), ENTER, -1, breakpoints);
        if (m >= 0) {
            journal.seek(m + 1);
        }
        return m;
    }

    /** Run to the next entry of {@code node}. */
    public int runToNode(String node) {
        return runTo(Set.of(node));
    }

    /** Run back to the latest entry of {@code node} that lies strictly before the cursor; -1 if none. */
    public int runBackToNode(String node) {
        for (int k = index.lowerBound(journal.position() - 1) - 1; k >= 0; k--) {
            int r = index.get(k);
            if (journal.kind(r) == ENTER && names.get(journal.a(r)).equals(node)) {
                journal.seek(r + 1);
                return r;
            }
        }
        return -1;
    }

    @Override
    public void redo(Journal j, int i) {
        // markers change no state
    }

    @Override
    public void revert(Journal j, int i) {
        // markers change no state
    }

    @Override
    public Object checkpoint() {
        return null;
    }

    @Override
    public void restore(Object snapshot) {
        // no state
    }

    @Override
    public long stateHash() {
        return 0;
    }

    @Override
    public String describe(Journal j, int i) {
        return (j.kind(i) == ENTER ? "enter " : "exit ") + names.get(j.a(i)) + " (depth " + (int) j.b(i) + ")";
    }
}
