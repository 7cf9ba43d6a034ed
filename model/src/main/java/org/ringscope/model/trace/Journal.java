package org.ringscope.model.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * The journal: every state change of the emulation as one record, in order, and a cursor (a step) that
 * selects a moment (docs/architecture.md, "The one idea"). Step {@code s} is the state after records
 * {@code [0, s)}; record {@code i} moves step {@code i} to step {@code i + 1}.
 *
 * <p>A record is five primitive columns — domain, kind (with a <em>walked</em> bit), {@code a},
 * {@code b}, payload position — and a payload in the {@link ByteArena}; no record is an object. Domains
 * ({@link Domain}) write records and move them: {@link #seek} reverts records backwards, re-applies them
 * forwards, or jumps to the nearest {@linkplain Checkpoints checkpoint} and re-applies from there,
 * whichever is cheaper, so that any seek is bounded (decision 0504).
 *
 * <p>Recording happens only at the end: a change made while the cursor is earlier first discards the
 * records after the cursor (a new history, {@link JournalEvent.Truncated}). While the journal moves
 * ({@link #replaying()}), domains re-apply state without recording. Single-threaded.
 */
public final class Journal {
    /**
     * Bytes of the fixed part of one record at the most: class 1 + a 4 + b 8 + position 4 (decision 1400); a chunk
     * of records whose {@code a} and {@code b} lie close together takes as little as 8.
     */
    public static final int FIXED_BYTES_PER_RECORD = RecordColumns.MAX_BYTES_PER_RECORD;
    /** Domain id of the journal's own records (markers). */
    public static final int TRACE_DOMAIN = 0;
    static final int WALKED = 0x80;

    private final RecordColumns cols = new RecordColumns();
    private int size;
    private int position;
    private boolean replaying;
    private int openDomain = -1;
    private int openKind;
    private final ByteArena arena = new ByteArena();
    private final List<Domain> domains = new ArrayList<>();
    private final RangeList walked = new RangeList();
    private final Checkpoints checkpoints = new Checkpoints(this);
    private final Markers markers = new Markers(this);
    private final List<JournalListener> listeners = new ArrayList<>();
    private long revision;
    private int published;

    private int walkedDomain = -1;

    /** An empty journal with its marker domain; the state's domains register themselves ({@link #register}). */
    public Journal() {
        domains.add(markers);
    }

    /**
     * Adds a domain and returns its id. Domains register before the first record: the checkpoint at
     * step 0 must hold every checkpointed domain's initial state.
     */
    public int register(Domain d) {
        if (size > 0) {
            throw new IllegalStateException("domains register before the first record (journal holds " + size + ")");
        }
        if (domains.size() > 127) {
            throw new IllegalStateException("too many domains");
        }
        if (d.walked() && walkedDomain >= 0) {
            throw new IllegalStateException("one walked domain per journal: " + domains.get(walkedDomain).name()
                    + " is, " + d.name() + " cannot be too");
        }
        domains.add(d);
        if (d.walked()) {
            walkedDomain = domains.size() - 1;
        }
        checkpoints.resetInitial();
        return domains.size() - 1;
    }

    /** Whether a domain of type {@code type} is registered. */
    public boolean has(Class<? extends Domain> type) {
        for (Domain d : domains) {
            if (type.isInstance(d)) {
                return true;
            }
        }
        return false;
    }

    /** The registered domain of type {@code type}. */
    public <D extends Domain> D find(Class<D> type) {
        for (Domain d : domains) {
            if (type.isInstance(d)) {
                return type.cast(d);
            }
        }
        throw new IllegalStateException("no " + type.getSimpleName() + " is registered with this journal");
    }

    /** The index of the walked domain among {@link #domains()}, or -1. */
    int walkedDomain() {
        return walkedDomain;
    }

    List<Domain> domains() {
        return domains;
    }


    /** Node entry / exit markers and the step-into / over / out queries. */
    public Markers markers() {
        return markers;
    }

    // ---- recording ----------------------------------------------------------------------------

    /**
     * Whether a change made now is recorded: always, except while the journal moves the state. A change
     * made with the cursor before the end first discards the records after it (a new history).
     */
    public boolean recording() {
        return !replaying;
    }

    /** Whether the cursor is at the last step. */
    public boolean atEnd() {
        return position == size;
    }

    /** Whether the journal is moving the state (domains re-apply or revert, without recording). */
    public boolean replaying() {
        return replaying;
    }

    /**
     * Starts a record of {@code domain}; write its payload into the returned arena, then {@link #commit}.
     * If the cursor is not at the end, the records after it are discarded first.
     *
     * @param walked whether the record's state lives in a walked (not checkpointed) domain
     */
    public ByteArena begin(int domain, int kind, boolean walked) {
        if (replaying) {
            throw new IllegalStateException("a domain recorded while the journal was moving");
        }
        if (openDomain >= 0) {
            throw new IllegalStateException("record " + size + " is still open");
        }
        if (kind < 0 || kind > 0x7F || domain < 0 || domain >= domains.size()) {
            throw new IllegalArgumentException("domain " + domain + " kind " + kind);
        }
        for (Domain d : domains) {
            d.beforeRecord();
        }
        if (position < size) {
            truncate(position);
        }
        openDomain = domain;
        openKind = kind | (walked ? WALKED : 0);
        cols.startPayload(size, arena.size());
        return arena;
    }

    /**
     * Ends the open record with its {@code a} and {@code b} columns; {@code work} estimates what
     * re-applying it costs (bytes moved), which spaces the checkpoints. Returns the record's index.
     */
    public int commit(int a, long b, long work) {
        if (openDomain < 0) {
            throw new IllegalStateException("no open record");
        }
        int i = size;
        cols.put(i, openDomain, openKind, a, b, arena.size());
        if ((openKind & WALKED) != 0) {
            walked.add(i);
        }
        if (openDomain == TRACE_DOMAIN) {
            markers.indexed(i, (openKind & 0x7F) == Markers.ENTER);
        }
        openDomain = -1;
        size++;
        position = size;
        revision++;
        checkpoints.afterRecord(work);
        return i;
    }

    /** Drops the open record's payload (the change it was to describe did not happen). */
    public void abandon() {
        if (openDomain >= 0) {
            arena.truncate(cols.pos(size));
            openDomain = -1;
        }
    }

    /** A record without payload. */
    public int record(int domain, int kind, boolean walked, int a, long b, long work) {
        begin(domain, kind, walked);
        return commit(a, b, work);
    }

    // ---- reading ------------------------------------------------------------------------------

    /** Records in the journal; the last step is {@code size()}. */
    public int size() {
        return size;
    }

    /** The cursor: the step whose state the domains hold. */
    public int position() {
        return position;
    }

    /** A counter that rises with every change of records or cursor. */
    public long revision() {
        return revision;
    }

    private void check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("record " + i + " of " + size);
        }
    }

    public int domain(int i) {
        check(i);
        return cols.domain(i);
    }

    /** The record's kind within its domain. */
    public int kind(int i) {
        check(i);
        return cols.kind(i) & 0x7F;
    }

    /** Whether the record's state is walked rather than checkpointed. */
    public boolean isWalked(int i) {
        check(i);
        return (cols.kind(i) & WALKED) != 0;
    }

    public int a(int i) {
        check(i);
        return cols.a(i);
    }

    public long b(int i) {
        check(i);
        return cols.b(i);
    }

    /** A reader over record {@code i}'s payload. */
    public ArenaReader payload(int i) {
        check(i);
        return new ArenaReader(arena, cols.pos(i), cols.pos(i + 1));
    }

    /** Payload bytes of record {@code i}. */
    public long payloadBytes(int i) {
        check(i);
        return cols.pos(i + 1) - cols.pos(i);
    }

    /** A one-line description of record {@code i} by its domain. */
    public String describe(int i) {
        return i + " " + domains.get(domain(i)).name() + ": " + domains.get(domain(i)).describe(this, i);
    }

    // ---- moving -------------------------------------------------------------------------------

    /** Moves the cursor to {@code step} (0..size); the state there is exact. */
    public void seek(int step) {
        if (step < 0 || step > size) {
            throw new IndexOutOfBoundsException("step " + step + " outside 0.." + size);
        }
        if (openDomain >= 0) {
            throw new IllegalStateException("record " + size + " is still open");
        }
        int from = position;
        if (step == from) {
            return;
        }
        replaying = true;
        try {
            checkpoints.seek(step);
        } finally {
            replaying = false;
        }
        revision++;
        fire(step > from ? new JournalEvent.Stepped(from, step, revision) : new JournalEvent.Reversed(from, step, revision));
    }

    /** One record forward; false at the end. */
    public boolean stepForward() {
        if (position == size) {
            return false;
        }
        seek(position + 1);
        return true;
    }

    /** One record back; false at step 0. */
    public boolean stepBack() {
        if (position == 0) {
            return false;
        }
        seek(position - 1);
        return true;
    }

    void redoOne(int i) {
        domains.get(cols.domain(i)).redo(this, i);
        position = i + 1;
    }

    void revertOne(int i) {
        domains.get(cols.domain(i)).revert(this, i);
        position = i;
    }

    void setPosition(int p) {
        position = p;
    }

    RangeList walkedIndex() {
        return walked;
    }

    /** The walked records, ascending (what a checkpoint jump walks). */
    public RecordList walked() {
        return walked;
    }

    /**
     * Discards the records from {@code newSize} on (the cursor must be at or before it); the domains drop
     * what they kept for them. Called automatically when a change is recorded before the end.
     */
    public void truncate(int newSize) {
        if (newSize < 0 || newSize > size || position > newSize) {
            throw new IllegalArgumentException("cannot truncate to " + newSize + " (size " + size + ", cursor " + position + ")");
        }
        if (newSize == size) {
            return;
        }
        arena.truncate(cols.pos(newSize));
        cols.truncate(newSize);
        size = newSize;
        walked.truncateFrom(newSize);
        markers.truncateFrom(newSize);
        checkpoints.truncateFrom(newSize);
        for (Domain d : domains) {
            d.truncated(newSize);
        }
        published = Math.min(published, newSize);
        revision++;
        fire(new JournalEvent.Truncated(newSize, revision));
    }

    /** Returns the state to step 0 and discards every record. */
    public void reset() {
        seek(0);
        truncate(0);
        revision++;
        fire(new JournalEvent.Reset(revision));
    }

    // ---- state ---------------------------------------------------------------------------------

    /** A 64-bit fingerprint of the whole state at the cursor (every domain). */
    public long stateHash() {
        long h = 0;
        for (Domain d : domains) {
            h = StateHash.combine(h, d.stateHash());
        }
        return h;
    }

    /** Sizes for the ≤ 64 bytes-per-record budget. */
    public JournalStats stats() {
        long cp = checkpoints.bytes();
        for (int d = 0; d < domains.size(); d++) {
            cp += domains.get(d).checkpointBytes(checkpoints.snapshotsOf(d));
        }
        return new JournalStats(size, cols.usedBytes(size), arena.size(), checkpoints.count(), cp);
    }

    /** What the journal's own structures hold, in bytes (decision 1400). */
    public JournalSizes sizes() {
        long cpDomains = 0;
        for (int d = 0; d < domains.size(); d++) {
            cpDomains += domains.get(d).checkpointBytes(checkpoints.snapshotsOf(d));
        }
        return new JournalSizes(size, cols.bytes(), arena.capacityBytes(), arena.size(), walked.bytes(), walked.size(),
                markers.indexBytes(), markers.count(), checkpoints.count(), checkpoints.bytes(), cpDomains);
    }

    /** The checkpoints (exposed for tests and benchmarks). */
    public Checkpoints checkpoints() {
        return checkpoints;
    }

    // ---- events --------------------------------------------------------------------------------

    public void addListener(JournalListener l) {
        listeners.add(l);
    }

    public void removeListener(JournalListener l) {
        listeners.remove(l);
    }

    /**
     * Tells the listeners about the records appended since the last publish (one {@link JournalEvent.Recorded}
     * for a whole run, not one per record); returns whether there were any.
     */
    public boolean publish() {
        if (published >= size) {
            return false;
        }
        int from = published;
        published = size;
        fire(new JournalEvent.Recorded(from, size, revision));
        return true;
    }

    private void fire(JournalEvent e) {
        for (JournalListener l : List.copyOf(listeners)) {
            l.onEvent(e);
        }
    }

    @Override
    public String toString() {
        return "journal: " + size + " records, cursor " + position + ", " + checkpoints.count() + " checkpoints";
    }
}
