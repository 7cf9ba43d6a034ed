package org.ringscope.model.vring;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.trace.Domain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.RecordList;
import org.ringscope.model.trace.StateHash;
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
    private final List<Vring> vrings = new ArrayList<>();
    private final Map<Vring, Integer> vringIds = new IdentityHashMap<>();
    private final List<Integer> attachedAt = new ArrayList<>();
    private final List<Pring> prings = new ArrayList<>();
    private final List<Integer> firstDumpAt = new ArrayList<>();
    private final Map<Pring, Integer> pringIds = new IdentityHashMap<>();
    private final List<String> functions = new ArrayList<>();
    private final Map<String, Integer> functionIds = new HashMap<>();
    private final AppendRuns runs;
    private final VringReplay replay;
    /** Per vring: its state when it was attached (its state at every step before). */
    private final List<Vring.Snapshot> attachState = new ArrayList<>();
    /** Per pring in host memory: its words and used count before its first dump ({@code null} for device prings). */
    private final List<long[]> pringFirstWords = new ArrayList<>();
    private final List<Integer> pringFirstUsed = new ArrayList<>();
    /** Bytes of descriptor words the walked records wrote since the last snapshot of the vrings. */
    private long walkedSinceSnapshot;
    private int walkedRecordsSinceSnapshot;
    private long snapshotWork = SNAPSHOT_WORK;
    /** Set while a vring holds a change its record does not hold yet (no snapshot can be taken then). */
    private boolean unrecorded;

    /**
     * Registers a vring domain with {@code journal} (before its first record, as every domain); the runtime
     * does this when it creates its journal, next to the device's domain.
     */
    public VringDomain(Journal journal) {
        this.journal = journal;
        this.runs = new AppendRuns(this, journal);
        this.replay = new VringReplay(this);
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
     * {@code half} ({@code realCount} copied, the rest pads).
     */
    public record Dump(Vring vring, Direction half, Pring pring, int realCount, int paddedSize) {
    }

    /** The dump record {@code i} describes, or {@code null} when it is another kind of record. */
    public Dump dumpOf(int i) {
        if (journal.domain(i) != id || journal.kind(i) != PRING) {
            return null;
        }
        ArenaReader r = journal.payload(i);
        r.getVarInt();
        Direction h = Direction.values()[r.getVarInt()];
        int real = r.getVarInt();
        return new Dump(vringOf(i), h, prings.get((int) journal.b(i)), real, r.getVarInt());
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
        if (journal.domain(i) != id || journal.kind(i) != APPENDED) {
            return null;
        }
        ArenaReader r = journal.payload(i);
        r.getVarInt();
        int tx = r.getVarInt();
        int rx = r.getVarInt();
        long b = journal.b(i);
        return new Append(vringOf(i), (int) (b >>> 32), tx, (int) b, rx);
    }

    /**
     * The record that appended descriptor {@code index} to {@code half} of the vring named {@code vring} (the
     * latest such record before {@code beforeStep}), or -1.
     */
    public int appendRecordOf(String vring, Direction half, int index, int beforeStep) {
        for (int i = Math.min(beforeStep, journal.size()) - 1; i >= 0; i--) {
            Append a = appendOf(i);
            if (a != null && a.vring().name().equals(vring) && a.wrote(half, index)) {
                return i;
            }
        }
        return -1;
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

        @Override
        public void onEvent(VringEvent e) {
            if (journal.replaying()) {
                throw new IllegalStateException("vring " + vring.name() + " changed while the journal was moving");
            }
            record(vring, e);
        }
    }

    private int fn(String f) {
        return functionIds.computeIfAbsent(f, k -> {
            functions.add(k);
            return functions.size() - 1;
        });
    }

    private void record(Vring v, VringEvent e) {
        recordEvent(v, e);
        long work = walkedWork(e);
        walkedSinceSnapshot += work;
        walkedRecordsSinceSnapshot += work > 0 ? 1 : 0;
    }

    /** The bytes of descriptor words a walk moves for {@code e} (what spaces the snapshots). */
    private static long walkedWork(VringEvent e) {
        if (e instanceof VringEvent.Appended a) {
            return 16L * (a.txCount() + a.rxCount());
        } else if (e instanceof VringEvent.Edited ed) {
            return 32L * (ed.end() - ed.start());
        } else if (e instanceof VringEvent.PagesFreed f) {
            return 8L * f.oldWords().length;
        } else if (e instanceof VringEvent.PringWritten pw) {
            return inCheckpointedMemory(pw.pring()) ? 0 : 16L * pw.paddedSize();
        }
        return 16;
    }

    private void recordEvent(Vring v, VringEvent e) {
        int vid = vringIds.get(v);
        if (!journal.atEnd()) {
            journal.truncate(journal.position());
        }
        if (attachedAt.get(vid) == Integer.MAX_VALUE) {
            // the vring already holds the change this event reports: no snapshot of it at the attach record
            unrecorded = true;
            try {
                attachedAt.set(vid, journal.record(id, ATTACH, false, vid, 0, 0));
            } finally {
                unrecorded = false;
            }
        }
        if (e instanceof VringEvent.Appended a) {
            ByteArena w = journal.begin(id, APPENDED, true);
            w.putVar(fn(a.function()));
            w.putVar(a.txCount());
            w.putVar(a.rxCount());
            w.putSigned(a.txBytes());
            w.putSigned(a.rxBytes());
            w.putSigned(v.totalTxSize() - a.txBytes());
            w.putSigned(v.totalRxSize() - a.rxBytes());
            putHalf(w, v.tx(), a.txStart(), a.txCount());
            putHalf(w, v.rx(), a.rxStart(), a.rxCount());
            int rec = journal.commit(vid, (long) a.txStart() << 32 | a.rxStart(), 16L * (a.txCount() + a.rxCount()));
            runs.indexRun(vid);
        } else if (e instanceof VringEvent.Edited ed) {
            int n = ed.end() - ed.start();
            ByteArena w = journal.begin(id, EDITED, true);
            w.putVar(fn(ed.function()));
            w.putVar(n);
            w.putWords(ed.oldWords(), 0, n);
            putHalf(w, v.half(ed.half()), ed.start(), n);
            journal.commit(vid, (long) ed.half().ordinal() << 32 | ed.start(), 32L * n);
            runs.walkedRecorded();
        } else if (e instanceof VringEvent.TemplateChanged t) {
            ByteArena w = journal.begin(id, TEMPLATE, true);
            w.putVar(fn(t.function()));
            w.putVar(t.oldIsTemplate() ? 1 : 0);
            w.putVar(t.oldMaxVarId());
            w.putVar(t.isTemplate() ? 1 : 0);
            w.putVar(t.maxVarId());
            journal.commit(vid, (long) t.half().ordinal() << 32, 0);
            runs.walkedRecorded();
        } else if (e instanceof VringEvent.PagesFreed f) {
            int n = f.oldWords().length / 2;
            ByteArena w = journal.begin(id, FREED, true);
            w.putVar(fn(f.function()));
            w.putVar(n);
            w.putWords(f.oldWords(), 0, n);
            journal.commit(vid, (long) f.half().ordinal() << 32, 16L * n);
            runs.walkedRecorded();
        } else if (e instanceof VringEvent.PringWritten pw) {
            recordDump(vid, pw);
        }
    }

    private void recordDump(int vid, VringEvent.PringWritten pw) {
        Pring p = pw.pring();
        Integer known = pringIds.get(p);
        int pid = known != null ? known : prings.size();
        boolean checkpointed = p.memory() != null && p.memory().checkpointed();
        if (p.memory() != null) {
            p.memory().writesRecorded();
        }
        long[] old = pw.oldRingWords();
        boolean oldZero = allZero(old);
        long padAddr = pw.paddedSize() > pw.realCount() ? p.word1(pw.realCount()) : 0;
        ByteArena w = journal.begin(id, PRING, !checkpointed);
        w.putVar(fn(pw.function()));
        w.putVar(pw.half().ordinal());
        w.putVar(pw.realCount());
        w.putVar(pw.paddedSize());
        w.putVar(pw.oldUsedDescCount());
        w.putSigned(padAddr);
        w.putVar(oldZero ? 0 : 1);
        if (!oldZero) {
            w.putWords(old, 0, old.length / 2);
        }
        int rec = journal.commit(vid, pid, 16L * pw.paddedSize());
        if (!checkpointed) {
            runs.walkedRecorded();
        }
        if (known == null) {
            pringIds.put(p, pid);
            prings.add(p);
            firstDumpAt.add(rec);
            long[] first = null;
            if (!checkpointed) {
                first = p.words(0, p.allocatedDescCount());
                System.arraycopy(old, 0, first, 0, old.length);
            }
            pringFirstWords.add(first);
            pringFirstUsed.add(pw.oldUsedDescCount());
        }
    }

    private static boolean allZero(long[] words) {
        for (long x : words) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The words of {@code [start, start + n)} as column deltas from the descriptor before {@code start}
     * (which a redo finds in the vring: the state before an append is exact), so a stream of regular
     * copies costs about a byte per word.
     */
    private static void putHalf(ByteArena w, VringPages half, int start, int n) {
        long[] words = new long[Math.min(n, ZERO_CHUNK) * 2];
        long p0 = start > 0 ? half.word0(start - 1) : 0;
        long p1 = start > 0 ? half.word1(start - 1) : 0;
        for (int done = 0; done < n; ) {
            int run = Math.min(n - done, ZERO_CHUNK);
            half.copyTo(start + done, run, words, 0);
            for (int i = 0; i < run; i++) {
                w.putSigned(words[2 * i] - p0);
                w.putSigned(words[2 * i + 1] - p1);
                p0 = words[2 * i];
                p1 = words[2 * i + 1];
            }
            done += run;
        }
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
     * {@link #SNAPSHOT_WORK} bytes of walked records have gone by since the last one; {@code null} in
     * between. The records stay walked: a seek steps them one by one, and a checkpoint jump restores the
     * nearest snapshot and walks only from there ({@link Checkpoints}).
     */
    @Override
    public Object checkpoint() {
        if (unrecorded || journal.size() > 0 && walkedSinceSnapshot < snapshotWork
                && walkedRecordsSinceSnapshot < SNAPSHOT_RECORDS) {
            return null;
        }
        long hostWords = 0;
        for (Pring p : prings) {
            if (!inCheckpointedMemory(p)) {
                hostWords += 2L * p.allocatedDescCount();
            }
        }
        if (hostWords > HOST_PRING_WORDS) {
            return null;
        }
        Vring.Snapshot[] vs = new Vring.Snapshot[vrings.size()];
        for (int k = 0; k < vs.length; k++) {
            vs[k] = vrings.get(k).snapshot();
        }
        long[][] pw = new long[prings.size()][];
        int[] used = new int[prings.size()];
        for (int k = 0; k < pw.length; k++) {
            Pring p = prings.get(k);
            if (!inCheckpointedMemory(p)) {
                pw[k] = p.words(0, p.allocatedDescCount());
                used[k] = p.usedDescCount();
            }
        }
        walkedSinceSnapshot = 0;
        walkedRecordsSinceSnapshot = 0;
        return new Snapshot(vs, pw, used);
    }

    /** Sets the walked work between snapshots (tests use small values to exercise the jumps). */
    public void setSnapshotWork(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("snapshot work must be positive");
        }
        snapshotWork = bytes;
    }

    private static boolean inCheckpointedMemory(Pring p) {
        return p.memory() != null && p.memory().checkpointed();
    }

    /** Every vring (and host pring) as it was at a snapshot; vrings attached later as they were attached. */
    @Override
    public void restore(Object snapshot) {
        Snapshot s = (Snapshot) snapshot;
        for (int k = 0; k < vrings.size(); k++) {
            vrings.get(k).restore(k < s.vrings().length ? s.vrings()[k] : attachState.get(k));
            runs.keep(k);
        }
        for (int k = 0; k < prings.size(); k++) {
            Pring p = prings.get(k);
            if (k < s.pringWords().length && s.pringWords()[k] != null) {
                p.restoreAll(s.pringWords()[k], s.pringUsed()[k]);
            } else if (k >= s.pringWords().length && pringFirstWords.get(k) != null) {
                p.restoreAll(pringFirstWords.get(k), pringFirstUsed.get(k));
            }
        }
    }

    /** The vrings' states and the host prings' words at a checkpoint. */
    record Snapshot(Vring.Snapshot[] vrings, long[][] pringWords, int[] pringUsed) {
    }

    /** The segments the snapshots hold, each counted once (some are the live vrings' too), and host-pring copies. */
    @Override
    public long checkpointBytes(List<Object> snapshots) {
        Set<long[]> held = Collections.newSetFromMap(new IdentityHashMap<>());
        long n = 0;
        for (Object o : snapshots) {
            Snapshot s = (Snapshot) o;
            for (Vring.Snapshot v : s.vrings()) {
                for (VringPages.State h : new VringPages.State[] {v.tx(), v.rx()}) {
                    for (long[] seg : h.segments()) {
                        if (seg != null && held.add(seg)) {
                            n += 16L + 8L * seg.length;
                        }
                    }
                }
            }
            for (long[] w : s.pringWords()) {
                n += w == null ? 0 : 16L + 8L * w.length;
            }
        }
        return n;
    }

    /** Every attached vring (both halves' words, totals, flags) and every pring outside checkpointed memory. */
    @Override
    public long stateHash() {
        long h = 0;
        long[] buf = new long[2 * ZERO_CHUNK];
        for (int k = 0; k < vrings.size(); k++) {
            Vring v = vrings.get(k);
            if (attachedAt.get(k) >= journal.position()) {
                continue;
            }
            h = StateHash.combine(h, StateHash.of(v.name()));
            for (Direction d : Direction.values()) {
                VringPages p = v.half(d);
                h = StateHash.combine(h, p.usedDescCount());
                h = StateHash.combine(h, p.isTemplate() ? 1 : 0);
                h = StateHash.combine(h, p.maxVarId());
                for (int done = 0; done < p.usedDescCount(); done += ZERO_CHUNK) {
                    int run = Math.min(ZERO_CHUNK, p.usedDescCount() - done);
                    p.copyTo(done, run, buf, 0);
                    h = StateHash.combine(h, buf, 0, 2 * run);
                }
            }
            h = StateHash.combine(h, v.totalTxSize());
            h = StateHash.combine(h, v.totalRxSize());
        }
        for (int k = 0; k < prings.size(); k++) {
            Pring p = prings.get(k);
            if (firstDumpAt.get(k) < journal.position() && (p.memory() == null || !p.memory().checkpointed())) {
                h = StateHash.combine(h, p.usedDescCount());
                for (int done = 0; done < p.allocatedDescCount(); done += ZERO_CHUNK) {
                    int run = Math.min(ZERO_CHUNK, p.allocatedDescCount() - done);
                    h = StateHash.combine(h, p.words(done, run), 0, 2 * run);
                }
            }
        }
        return h;
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
        if (journal.domain(i) != id) {
            return null;
        }
        return switch (journal.kind(i)) {
            case APPENDED -> Touch.Kind.APPEND;
            case EDITED -> Touch.Kind.EDIT;
            case TEMPLATE -> Touch.Kind.TEMPLATE;
            case FREED -> Touch.Kind.FREE;
            case PRING -> Touch.Kind.DUMP;
            default -> Touch.Kind.ATTACH;
        };
    }

    /** The {@link Touch} of record {@code i}, or {@code null} when it is not a record of this domain. */
    public Touch touchOf(int i) {
        if (journal.domain(i) != id) {
            return null;
        }
        Vring v = vringOf(i);
        long b = journal.b(i);
        switch (journal.kind(i)) {
            case APPENDED: {
                ArenaReader r = journal.payload(i);
                String f = functions.get(r.getVarInt());
                int tx = r.getVarInt();
                int rx = r.getVarInt();
                return new Touch(v, Touch.Kind.APPEND, f, (int) (b >>> 32), tx, (int) b, rx);
            }
            case EDITED: {
                ArenaReader r = journal.payload(i);
                String f = functions.get(r.getVarInt());
                int n = r.getVarInt();
                int start = (int) b;
                return half(b) == Direction.TX ? new Touch(v, Touch.Kind.EDIT, f, start, n, 0, 0)
                        : new Touch(v, Touch.Kind.EDIT, f, 0, 0, start, n);
            }
            case TEMPLATE:
                return new Touch(v, Touch.Kind.TEMPLATE, functions.get(journal.payload(i).getVarInt()), 0, 0, 0, 0);
            case FREED:
                return new Touch(v, Touch.Kind.FREE, functions.get(journal.payload(i).getVarInt()), 0, 0, 0, 0);
            case PRING:
                return new Touch(v, Touch.Kind.DUMP, functions.get(journal.payload(i).getVarInt()), 0, 0, 0, 0);
            default:
                return new Touch(v, Touch.Kind.ATTACH, "", 0, 0, 0, 0);
        }
    }

    /**
     * The record before step {@code before} that last wrote descriptor {@code index} of {@code v}'s {@code half} (an
     * append, an edit, a template build), else the one that attached {@code v} with its descriptors already in it (a
     * per-execution build is a deep copy); -1 when neither is in the journal.
     */
    public int lastWriter(Vring v, Direction half, int index, int before) {
        int attach = -1;
        for (int i = Math.min(before, journal.size()) - 1; i >= 0; i--) {
            Touch t = touchOf(i);
            if (t == null || t.vring() != v) {
                continue;
            }
            if (t.wrote(half, index, index + 1)) {
                return i;
            }
            if (attach < 0 && t.kind() == Touch.Kind.ATTACH) {
                attach = i;
            }
        }
        return attach;
    }

    /**
     * Whether a record between steps {@code from} and {@code to} (either order; the records {@code [lo, hi)}) edited,
     * freed or wrote descriptors of {@code v}'s {@code half} — so that what a view copied at one step can be shared
     * at the other; a step past the journal's end (a history since cut short) counts as a change. Reads every record
     * in between: callers ask for short hops.
     */
    public boolean changedBetween(Vring v, Direction half, int from, int to) {
        int lo = Math.max(0, Math.min(from, to));
        int hi = Math.max(from, to);
        if (hi > journal.size()) {
            return true;
        }
        for (int i = lo; i < hi; i++) {
            Touch t = touchOf(i);
            if (t != null && t.vring() == v && (t.kind() == Touch.Kind.EDIT || t.kind() == Touch.Kind.FREE
                    || t.wrote(half, 0, Integer.MAX_VALUE))) {
                return true;
            }
        }
        return false;
    }
}
