package org.ringscope.model.vring;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Domain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.RecordList;
import org.ringscope.model.udma.Direction;

/**
 * The vrings as a journal domain: a {@link VringListener} on every attached vring turns each
 * {@link VringEvent} into one record (an append of 10,000 chunks is one record with its range). Vring
 * records are <em>walked</em>: a step back
 * hands the event to {@link VringUndo}; a step forward to {@link VringRedo} with the words the event does
 * not carry, which the record keeps in the arena as per-column deltas (a copy stream's words cost a few
 * bytes each). A dump into a pring that lives in checkpointed memory (the device's HBM) is a checkpointed
 * record: the device's checkpoints restore the ring, and a forward step dumps again from the vring. Every
 * few thousand walked records the domain also snapshots the vrings (copy on write, decision 0115), so a
 * checkpoint jump walks from the nearest snapshot instead of from the cursor.
 */
public final class VringDomain implements Domain {
    static final int ATTACH = 0;
    static final int APPENDED = 1;
    static final int EDITED = 2;
    static final int TEMPLATE = 3;
    static final int FREED = 4;
    static final int PRING = 5;
    static final int ZERO_CHUNK = 1 << 14;
    /**
     * Walked work (bytes of descriptor words the vring records wrote) between two snapshots of the vrings:
     * a checkpoint jump walks at most about this much (a few milliseconds of decoding).
     */
    public static final long SNAPSHOT_WORK = 2L << 20;
    /** Walked records between two snapshots of the vrings (a walk also pays per record). */
    public static final int SNAPSHOT_RECORDS = 4096;
    /** Host-memory prings are copied whole into a snapshot; past this many words a snapshot is skipped. */
    static final long HOST_PRING_WORDS = 1L << 20;

    private final Journal journal;
    private final int id;
    // what the domain knows, by the ids its records carry: read by the recorder, the states and the replay
    final List<Vring> vrings = new ArrayList<>();
    final Map<Vring, Integer> vringIds = new IdentityHashMap<>();
    final List<Integer> attachedAt = new ArrayList<>();
    final List<Pring> prings = new ArrayList<>();
    final List<Integer> firstDumpAt = new ArrayList<>();
    final Map<Pring, Integer> pringIds = new IdentityHashMap<>();
    private final List<String> functions = new ArrayList<>();
    private final Map<String, Integer> functionIds = new HashMap<>();
    /** Per vring: its state when it was attached (its state at every step before). */
    final List<Vring.Snapshot> attachState = new ArrayList<>();
    /** Per pring in host memory: its words and used count before its first dump ({@code null} for device prings). */
    final List<long[]> pringFirstWords = new ArrayList<>();
    final List<Integer> pringFirstUsed = new ArrayList<>();
    final AppendRuns runs;
    private final VringReplay replay;
    private final VringRecorder recorder;
    private final VringStates states;
    private final VringTouches touches;

    /**
     * Registers a vring domain with {@code journal} (before its first record, as every domain); the runtime
     * does this when it creates its journal, next to the device's domain.
     */
    public VringDomain(Journal journal) {
        this.journal = journal;
        this.runs = new AppendRuns(this, journal);
        this.replay = new VringReplay(this);
        this.recorder = new VringRecorder(this, journal);
        this.states = new VringStates(this, journal);
        this.touches = new VringTouches(this, journal);
        this.id = journal.register(this);
    }

    /** The vring domain registered with {@code journal}. */
    public static VringDomain of(Journal journal) {
        return journal.find(VringDomain.class);
    }

    @Override
    public String name() {
        return "vring";
    }

    /** The vrings' records are walked (host objects; snapshots shorten the walk, decision 0115). */
    @Override
    public boolean walked() {
        return true;
    }

    @Override
    public int walkedRuns(int k0, int k1) {
        return runs.runsBetween(k0, k1);
    }

    /** Journals every event of {@code v} from now on (its current state is its state at every earlier step). */
    public void attach(Vring v) {
        if (vringIds.containsKey(v)) {
            return;
        }
        if (v.listener() != null) {
            throw new IllegalStateException("vring " + v.name() + " already has a listener");
        }
        vringIds.put(v, vrings.size());
        vrings.add(v);
        attachState.add(v.snapshot());
        v.setListener(new Listener(v));
        runs.attached();
        attachedAt.add(journal.record(id, ATTACH, false, vringIds.get(v), 0, 0));
    }

    /**
     * Whether {@code v} exists at step {@code step}: it was attached by a record before {@code step} (a vring
     * attached later shows, at earlier steps, the state it was attached with — it did not exist yet).
     */
    public boolean attachedBefore(Vring v, int step) {
        Integer vid = vringIds.get(v);
        return vid != null && attachedAt.get(vid) < step;
    }

    /** The attached vrings, in attach order. */
    public List<Vring> attached() {
        return List.copyOf(vrings);
    }

    /**
     * A dump record, decoded: {@code paddedSize} descriptors of {@code pring} written from the vring's
     * {@code half} ({@code realCount} copied, the rest pads, the last of them the trap descriptor when {@code trap}).
     */
    public record Dump(Vring vring, Direction half, Pring pring, int realCount, int paddedSize, boolean trap) {
        /** A dump without the trap descriptor. */
        public Dump(Vring vring, Direction half, Pring pring, int realCount, int paddedSize) {
            this(vring, half, pring, realCount, paddedSize, false);
        }
    }

    /** The dump record {@code i} describes, or {@code null} when it is another kind of record. */
    public Dump dumpOf(int i) {
        return touches.dumpOf(i);
    }

    /**
     * An append record, decoded: {@code txCount} descriptors appended to the vring's TX half from
     * {@code txStart}, {@code rxCount} to its RX half from {@code rxStart}.
     */
    public record Append(Vring vring, int txStart, int txCount, int rxStart, int rxCount) {
        /** Whether this append wrote descriptor {@code index} of {@code half}. */
        public boolean wrote(Direction half, int index) {
            int start = half == Direction.TX ? txStart : rxStart;
            int count = half == Direction.TX ? txCount : rxCount;
            return index >= start && index < start + count;
        }
    }

    /** The append record {@code i} describes, or {@code null} when it is another kind of record. */
    public Append appendOf(int i) {
        return touches.appendOf(i);
    }

    /**
     * The record that appended descriptor {@code index} to {@code half} of the vring named {@code vring} (the
     * latest such record before {@code beforeStep}), or -1.
     */
    public int appendRecordOf(String vring, Direction half, int index, int beforeStep) {
        return touches.appendRecordOf(vring, half, index, beforeStep);
    }

    /** Whether record {@code i} is one of this domain's (read without decoding its payload). */
    public boolean owns(int i) {
        return journal.domain(i) == id;
    }

    /** Whether record {@code i}, one of this domain's, is a dump into a pring (its {@link Touch} kind {@link Touch.Kind#DUMP}). */
    public boolean isDump(int i) {
        return journal.kind(i) == PRING;
    }

    /** The vring a record of this domain is about. */
    public Vring vringOf(int record) {
        return vrings.get(journal.a(record));
    }

    private final class Listener implements VringListener {
        private final Vring vring;

        Listener(Vring vring) {
            this.vring = vring;
        }

        /** Refuses a change made while the journal replays (only the journal moves the vrings then). */
        private void requireStill() {
            if (journal.replaying()) {
                throw new IllegalStateException("vring " + vring.name() + " changed while the journal was moving");
            }
        }

        @Override
        public void onEvent(VringEvent e) {
            requireStill();
            recorder.record(vring, e);
        }

        @Override
        public void appended(String name, String function, int txStart, int txCount, int rxStart, int rxCount,
                long txBytes, long rxBytes) {
            requireStill();
            recorder.recordAppend(vring, function, txStart, txCount, rxStart, rxCount, txBytes, rxBytes);
        }
    }

    /** The id of a builder function's name in the records. */
    int fn(String f) {
        Integer known = functionIds.get(f); // no lambda made for a name already known (a record each)
        if (known != null) {
            return known;
        }
        return functionIds.computeIfAbsent(f, k -> {
            functions.add(k);
            return functions.size() - 1;
        });
    }

    VringRecorder recorder() {
        return recorder;
    }

    VringStates states() {
        return states;
    }

    // ---- moving (see VringReplay) ---------------------------------------------------------------

    @Override
    public void revert(Journal j, int i) {
        replay.revert(j, i);
    }

    @Override
    public void redo(Journal j, int i) {
        replay.redo(j, i);
    }

    VringEvent.Appended appended(Journal j, int i, ArenaReader r) {
        return replay.appended(j, i, r);
    }

    String function(int fid) {
        return functions.get(fid);
    }

    Pring pring(int pid) {
        return prings.get(pid);
    }

    AppendRuns runs() {
        return runs;
    }

    /** Re-applies a run of appends to one vring at once (see {@link AppendRuns}). */
    @Override
    public int redoWalked(Journal j, RecordList walk, int k, int kEnd) {
        return runs.redoWalked(j, walk, k, kEnd);
    }

    /** Reverts a run of appends to one vring as one soft truncation (see {@link AppendRuns}). */
    @Override
    public int revertWalked(Journal j, RecordList walk, int k, int kStop) {
        return runs.revertWalked(j, walk, k, kStop);
    }

    /** Runs (of appends to one vring, or single walked records) among walked positions {@code [k0, k1)}. */
    int runsBetween(int k0, int k1) {
        return runs.runsBetween(k0, k1);
    }

    /** Bytes of the append-run index and its byte totals' samples. */
    public long runBytes() {
        return runs.bytes();
    }

    /** Bytes the attached vrings' pages hold (each segment once: a per-execution copy shares its template's). */
    public long pageBytes() {
        Set<long[]> arrays = Collections.newSetFromMap(new IdentityHashMap<>());
        long n = 0;
        for (Vring v : vrings) {
            v.tx().addArrays(arrays);
            v.rx().addArrays(arrays);
            n += v.tx().tableBytes() + v.rx().tableBytes();
        }
        return n + VringPages.arrayBytes(arrays);
    }

    int id() {
        return id;
    }

    Vring vring(int vid) {
        return vrings.get(vid);
    }

    static Direction half(long b) {
        return Direction.values()[(int) (b >>> 32) & 1];
    }

    @Override
    public void truncated(int newSize) {
        runs.truncated();
        // vrings attached / prings first dumped in the dropped history stay known, with their records gone:
        // mark them as attached "never" so that the hash skips them until they are recorded again
        for (int k = 0; k < attachedAt.size(); k++) {
            if (attachedAt.get(k) >= newSize) {
                attachedAt.set(k, Integer.MAX_VALUE);
            }
        }
        for (int k = 0; k < firstDumpAt.size(); k++) {
            if (firstDumpAt.get(k) >= newSize) {
                firstDumpAt.set(k, Integer.MAX_VALUE);
            }
        }
    }

    /**
     * A snapshot of every attached vring and host-memory pring, taken at the first checkpoint and then once
     * {@link #SNAPSHOT_WORK} bytes of walked records have gone by since the last one; {@code null} in between
     * ({@link VringStates}).
     */
    @Override
    public Object checkpoint() {
        return states.checkpoint();
    }

    /** Sets the walked work between snapshots (tests use small values to exercise the jumps). */
    public void setSnapshotWork(long bytes) {
        states.setSnapshotWork(bytes);
    }

    /** Every vring (and host pring) as it was at a snapshot; vrings attached later as they were attached. */
    @Override
    public void restore(Object snapshot) {
        states.restore(snapshot);
    }

    /** The segments the snapshots hold, each counted once (some are the live vrings' too), and host-pring copies. */
    @Override
    public long checkpointBytes(List<Object> snapshots) {
        return states.checkpointBytes(snapshots);
    }

    /** Every attached vring (both halves' words, totals, flags) and every pring outside checkpointed memory. */
    @Override
    public long stateHash() {
        return states.stateHash();
    }

    @Override
    public String describe(Journal j, int i) {
        return replay.describe(j, i);
    }

    /**
     * What a record of this domain did to its vring's descriptors, decoded from the record alone (views and
     * lints ask "which records wrote these descriptors?"): an append covers {@code [txStart, +txCount)} and
     * {@code [rxStart, +rxCount)}; an edit one half's range; attach, template, free and dump records touch no
     * descriptor words of the vring ({@code kind} says which they are).
     *
     * @param kind what the record did
     */
    public record Touch(Vring vring, Touch.Kind kind, String function, int txStart, int txCount, int rxStart,
                        int rxCount) {
        /** What a record of the vring domain did. */
        public enum Kind {
            /** The vring joined the run (a per-execution build arrives whole, a deep copy). */
            ATTACH,
            /** Descriptors appended to one or both halves. */
            APPEND,
            /** Descriptors of one half rewritten in place. */
            EDIT,
            /** The vring became a template (its buffer pointers name variables). */
            TEMPLATE,
            /** The vring was freed. */
            FREE,
            /** A half was dumped into its pring. */
            DUMP
        }

        /** Whether it wrote descriptors of {@code half} in {@code [from, to)}. */
        public boolean wrote(Direction half, int from, int to) {
            int s = half == Direction.TX ? txStart : rxStart;
            int n = half == Direction.TX ? txCount : rxCount;
            return n > 0 && s < to && from < s + n;
        }
    }

    /**
     * What record {@code i} of this domain did ({@link Touch#kind()}), from its kind column alone: a scan for one
     * kind of touch skips the others without decoding them. {@code null} when it is not a record of this domain.
     */
    public Touch.Kind kindOf(int i) {
        return touches.kindOf(i);
    }

    /** The half's {@code used_desc_count} after record {@code i} when it is an append, else -1 (no touch made). */
    public int appendEnd(int i, Direction half) {
        return touches.appendEnd(i, half);
    }

    /**
     * The function of record {@code i} ({@link Touch#function()}) read without making the touch; {@code null} when
     * it is not a record of this domain.
     */
    public String functionOf(int i) {
        return touches.functionOf(i);
    }

    /** The {@link Touch} of record {@code i}, or {@code null} when it is not a record of this domain. */
    public Touch touchOf(int i) {
        return touches.touchOf(i);
    }

    /**
     * The record before step {@code before} that last wrote descriptor {@code index} of {@code v}'s {@code half} (an
     * append, an edit, a template build), else the one that attached {@code v} with its descriptors already in it (a
     * per-execution build is a deep copy); -1 when neither is in the journal.
     */
    public int lastWriter(Vring v, Direction half, int index, int before) {
        return touches.lastWriter(v, half, index, before);
    }

    /**
     * Whether a record between steps {@code from} and {@code to} (either order) edited, freed or wrote descriptors
     * of {@code v}'s {@code half}; a step past the journal's end (a history since cut short) counts as a change.
     */
    public boolean changedBetween(Vring v, Direction half, int from, int to) {
        return touches.changedBetween(v, half, from, to);
    }
}
