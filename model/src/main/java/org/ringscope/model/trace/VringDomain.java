package org.ringscope.model.trace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringEvent;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringListener;
import org.ringscope.model.vring.VringPages;
import org.ringscope.model.vring.VringRedo;
import org.ringscope.model.vring.VringUndo;

/**
 * The vrings as a journal domain: a {@link VringListener} on every attached vring turns each
 * {@link VringEvent} into one record (an append of 10,000 chunks is one record with its range). Vrings
 * are host-side state the journal does not checkpoint, so their records are <em>walked</em>: a step back
 * hands the event to {@link VringUndo}; a step forward to {@link VringRedo} with the words the event does
 * not carry, which the record keeps in the arena as per-column deltas (a copy stream's words cost a few
 * bytes each). A dump into a pring that lives in checkpointed memory (the device's HBM) is a checkpointed
 * record: the device's checkpoints restore the ring, and a forward step dumps again from the vring.
 */
public final class VringDomain implements Domain {
    static final int ATTACH = 0;
    static final int APPENDED = 1;
    static final int EDITED = 2;
    static final int TEMPLATE = 3;
    static final int FREED = 4;
    static final int PRING = 5;
    private static final int ZERO_CHUNK = 1 << 14;

    private final Journal journal;
    private final int id;
    private final List<Vring> vrings = new ArrayList<>();
    private final Map<Vring, Integer> vringIds = new IdentityHashMap<>();
    private final List<Integer> attachedAt = new ArrayList<>();
    /** Per vring: how far past used_desc_count the pages still hold the forward history's words {tx, rx}. */
    private final List<int[]> keptTo = new ArrayList<>();
    private final List<Pring> prings = new ArrayList<>();
    private final List<Integer> firstDumpAt = new ArrayList<>();
    private final Map<Pring, Integer> pringIds = new IdentityHashMap<>();
    private final List<String> functions = new ArrayList<>();
    private final Map<String, Integer> functionIds = new HashMap<>();

    VringDomain(Journal journal) {
        this.journal = journal;
        this.id = 1;
    }

    @Override
    public String name() {
        return "vring";
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
        v.setListener(new Listener(v));
        keptTo.add(new int[2]);
        attachedAt.add(journal.record(id, ATTACH, false, vringIds.get(v), 0, 0));
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
        int vid = vringIds.get(v);
        if (!journal.atEnd()) {
            journal.truncate(journal.position());
        }
        if (attachedAt.get(vid) == Integer.MAX_VALUE) {
            attachedAt.set(vid, journal.record(id, ATTACH, false, vid, 0, 0));
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
            indexRun(rec, vid);
        } else if (e instanceof VringEvent.Edited ed) {
            int n = ed.end() - ed.start();
            ByteArena w = journal.begin(id, EDITED, true);
            w.putVar(fn(ed.function()));
            w.putVar(n);
            w.putWords(ed.oldWords(), 0, n);
            putHalf(w, v.half(ed.half()), ed.start(), n);
            journal.commit(vid, (long) ed.half().ordinal() << 32 | ed.start(), 32L * n);
            runStarts.add(journal.walkedIndex().size() - 1);
        } else if (e instanceof VringEvent.TemplateChanged t) {
            ByteArena w = journal.begin(id, TEMPLATE, true);
            w.putVar(fn(t.function()));
            w.putVar(t.oldIsTemplate() ? 1 : 0);
            w.putVar(t.oldMaxVarId());
            w.putVar(t.isTemplate() ? 1 : 0);
            w.putVar(t.maxVarId());
            journal.commit(vid, (long) t.half().ordinal() << 32, 0);
            runStarts.add(journal.walkedIndex().size() - 1);
        } else if (e instanceof VringEvent.PagesFreed f) {
            int n = f.oldWords().length / 2;
            ByteArena w = journal.begin(id, FREED, true);
            w.putVar(fn(f.function()));
            w.putVar(n);
            w.putWords(f.oldWords(), 0, n);
            journal.commit(vid, (long) f.half().ordinal() << 32, 16L * n);
            runStarts.add(journal.walkedIndex().size() - 1);
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
            runStarts.add(journal.walkedIndex().size() - 1);
        }
        if (known == null) {
            pringIds.put(p, pid);
            prings.add(p);
            firstDumpAt.add(rec);
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

    // ---- moving --------------------------------------------------------------------------------

    private String vname(int record) {
        return vringOf(record).name();
    }

    @Override
    public void revert(Journal j, int i) {
        Vring v = vringOf(i);
        ArenaReader r = j.payload(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case ATTACH -> { }
            case APPENDED -> softRevert(j.a(i), appended(j, i, r));
            case EDITED -> {
                String f = functions.get(r.getVarInt());
                int n = r.getVarInt();
                int start = (int) b;
                VringUndo.revert(v, new VringEvent.Edited(v.name(), f, half(b), start, start + n, r.getWords(n)));
            }
            case TEMPLATE -> {
                String f = functions.get(r.getVarInt());
                boolean oldT = r.getVar() != 0;
                int oldMax = r.getVarInt();
                VringUndo.revert(v, new VringEvent.TemplateChanged(v.name(), f, half(b), oldT, oldMax,
                        r.getVar() != 0, r.getVarInt()));
            }
            case FREED -> {
                String f = functions.get(r.getVarInt());
                int n = r.getVarInt();
                VringUndo.revert(v, new VringEvent.PagesFreed(v.name(), f, half(b), r.getWords(n)));
                keep(j.a(i), v);
            }
            case PRING -> revertDump(j, i, v, r);
            default -> throw new IllegalStateException("vring record kind " + j.kind(i));
        }
    }

    private VringEvent.Appended appended(Journal j, int i, ArenaReader r) {
        String f = functions.get(r.getVarInt());
        int txCount = r.getVarInt();
        int rxCount = r.getVarInt();
        long txBytes = r.getSigned();
        long rxBytes = r.getSigned();
        r.getSigned();
        r.getSigned();
        long b = j.b(i);
        return new VringEvent.Appended(vname(i), f, (int) (b >>> 32), txCount, (int) b, rxCount, txBytes, rxBytes);
    }

    private void revertDump(Journal j, int i, Vring v, ArenaReader r) {
        Pring p = prings.get((int) j.b(i));
        String f = functions.get(r.getVarInt());
        Direction h = Direction.values()[r.getVarInt()];
        int real = r.getVarInt();
        int padded = r.getVarInt();
        int oldUsed = r.getVarInt();
        r.getSigned();
        if (r.getVar() != 0) {
            VringUndo.revert(v, new VringEvent.PringWritten(v.name(), f, h, p, real, padded, oldUsed, r.getWords(padded)));
            return;
        }
        long[] zeros = new long[2 * Math.min(padded, ZERO_CHUNK)];
        try {
            for (int done = 0; done < padded; done += ZERO_CHUNK) {
                p.dmaRingCopyDescriptors(done, zeros, 0, Math.min(ZERO_CHUNK, padded - done));
            }
        } catch (VringException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        VringRedo.setUsedDescCount(p, oldUsed);
    }

    @Override
    public void redo(Journal j, int i) {
        Vring v = vringOf(i);
        ArenaReader r = j.payload(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case ATTACH -> { }
            case APPENDED -> {
                VringEvent.Appended a = appended(j, i, r);
                if (!fastRedo(j.a(i), a)) {
                    long[] tx = new long[2 * a.txCount()];
                    long[] rx = new long[2 * a.rxCount()];
                    getHalf(r, v.tx(), a.txStart(), tx, 0, a.txCount());
                    getHalf(r, v.rx(), a.rxStart(), rx, 0, a.rxCount());
                    VringRedo.append(v, a, tx, rx);
                    keep(j.a(i), v);
                }
            }
            case EDITED -> {
                String f = functions.get(r.getVarInt());
                int n = r.getVarInt();
                r.getWords(n);
                int start = (int) b;
                long[] nw = new long[2 * n];
                getHalf(r, v.half(half(b)), start, nw, 0, n);
                VringRedo.edit(v, new VringEvent.Edited(v.name(), f, half(b), start, start + n, null), nw);
            }
            case TEMPLATE -> {
                String f = functions.get(r.getVarInt());
                boolean oldT = r.getVar() != 0;
                int oldMax = r.getVarInt();
                VringRedo.template(v, new VringEvent.TemplateChanged(v.name(), f, half(b), oldT, oldMax,
                        r.getVar() != 0, r.getVarInt()));
            }
            case FREED -> {
                VringRedo.freePages(v, half(b));
                keep(j.a(i), v);
            }
            case PRING -> {
                r.getVarInt();
                Direction h = Direction.values()[r.getVarInt()];
                int real = r.getVarInt();
                int padded = r.getVarInt();
                r.getVarInt();
                VringRedo.dump(v, h, prings.get((int) b), real, padded, r.getSigned());
            }
            default -> throw new IllegalStateException("vring record kind " + j.kind(i));
        }
    }

    /** Walked-list positions where a run of appends to one vring starts (every other walked record too). */
    private final IntList runStarts = new IntList();

    private void indexRun(int rec, int vid) {
        IntList w = journal.walkedIndex();
        int wp = w.size() - 1;
        if (wp == 0 || !sameAppend(journal, w.get(wp - 1), vid)) {
            runStarts.add(wp);
        }
    }

    /** Runs (of appends to one vring, or single walked records) among walked positions {@code [k0, k1)}. */
    int runsBetween(int k0, int k1) {
        if (k0 >= k1) {
            return 0;
        }
        return runStarts.lowerBound(k1) - runStarts.lowerBound(k0 + 1) + 1;
    }

    /** Totals before append record {@code i}: {tx, rx}. */
    private static long[] totalsBefore(Journal j, int i) {
        ArenaReader r = j.payload(i);
        for (int k = 0; k < 5; k++) {
            r.getVar();
        }
        return new long[] {r.getSigned(), r.getSigned()};
    }

    /** The appends at walked positions {@code [from, to)} (one run) as one event, from its ends. */
    private VringEvent.Appended run(Journal j, RecordList walk, int from, int to) {
        int fi = walk.get(from);
        int li = walk.get(to - 1);
        VringEvent.Appended f = appended(j, fi, j.payload(fi));
        VringEvent.Appended l = appended(j, li, j.payload(li));
        long[] tf = totalsBefore(j, fi);
        long[] tl = totalsBefore(j, li);
        return new VringEvent.Appended(f.vring(), f.function(), f.txStart(), l.txStart() + l.txCount() - f.txStart(),
                f.rxStart(), l.rxStart() + l.rxCount() - f.rxStart(), tl[0] + l.txBytes() - tf[0],
                tl[1] + l.rxBytes() - tf[1]);
    }

    /** Marks nothing past the current tail as kept (pages were replaced or freed). */
    private void keep(int vid, Vring v) {
        int[] k = keptTo.get(vid);
        k[0] = v.tx().usedDescCount();
        k[1] = v.rx().usedDescCount();
    }

    /** Steps back over appends by a soft truncation (the words stay for {@link #fastRedo}). */
    private void softRevert(int vid, VringEvent.Appended a) {
        Vring v = vrings.get(vid);
        int[] k = keptTo.get(vid);
        k[0] = Math.max(k[0], v.tx().usedDescCount());
        k[1] = Math.max(k[1], v.rx().usedDescCount());
        VringRedo.softTruncate(v, a.txStart(), a.rxStart(), a.txBytes(), a.rxBytes());
    }

    /** Steps forward over appends whose words were kept; false when they were not. */
    private boolean fastRedo(int vid, VringEvent.Appended a) {
        Vring v = vrings.get(vid);
        int[] k = keptTo.get(vid);
        int tx = a.txStart() + a.txCount();
        int rx = a.rxStart() + a.rxCount();
        if (tx > k[0] || rx > k[1] || v.tx().usedDescCount() != a.txStart() || v.rx().usedDescCount() != a.rxStart()) {
            return false;
        }
        VringRedo.extendKept(v, tx, rx, a.txBytes(), a.rxBytes());
        return true;
    }

    private boolean sameAppend(Journal j, int i, int vid) {
        return j.domain(i) == id && j.kind(i) == APPENDED && j.a(i) == vid;
    }

    /** Reads words written by {@link #putHalf}: the first delta is from {@code half}'s descriptor before {@code start}. */
    private static void getHalf(ArenaReader r, VringPages half, int start, long[] dst, int off, int n) {
        long b0 = 0;
        long b1 = 0;
        if (start > 0) {
            if (off > 0) {
                b0 = dst[off - 2];
                b1 = dst[off - 1];
            } else {
                b0 = half.word0(start - 1);
                b1 = half.word1(start - 1);
            }
        }
        r.getWords(dst, off, n, b0, b1);
    }

    /** Re-applies a run of appends to one vring at once: by raising its counts when the words were kept. */
    @Override
    public int redoWalked(Journal j, RecordList walk, int k, int kEnd) {
        int i = walk.get(k);
        if (j.domain(i) != id || j.kind(i) != APPENDED) {
            redo(j, i);
            return 1;
        }
        int next = runStarts.lowerBound(k + 1);
        int to = Math.min(kEnd, next < runStarts.size() ? runStarts.get(next) : walk.size());
        int n = to - k;
        if (n == 1) {
            redo(j, i);
            return 1;
        }
        int vid = j.a(i);
        if (fastRedo(vid, run(j, walk, k, to))) {
            return n;
        }
        VringEvent.Appended[] parts = new VringEvent.Appended[n];
        long txN = 0;
        long rxN = 0;
        for (int r = 0; r < n; r++) {
            int rec = walk.get(k + r);
            parts[r] = appended(j, rec, j.payload(rec));
            txN += parts[r].txCount();
            rxN += parts[r].rxCount();
        }
        long[] tx = new long[(int) (2 * txN)];
        long[] rx = new long[(int) (2 * rxN)];
        int to2 = 0;
        int ro = 0;
        long txBytes = 0;
        long rxBytes = 0;
        for (int r = 0; r < n; r++) {
            ArenaReader rd = j.payload(walk.get(k + r));
            appended(j, walk.get(k + r), rd);
            Vring vr = vringOf(i);
            getHalf(rd, vr.tx(), parts[r].txStart(), tx, to2, parts[r].txCount());
            getHalf(rd, vr.rx(), parts[r].rxStart(), rx, ro, parts[r].rxCount());
            to2 += 2 * parts[r].txCount();
            ro += 2 * parts[r].rxCount();
            txBytes += parts[r].txBytes();
            rxBytes += parts[r].rxBytes();
        }
        VringEvent.Appended first = parts[0];
        VringRedo.append(vringOf(i), new VringEvent.Appended(first.vring(), first.function(), first.txStart(), (int) txN,
                first.rxStart(), (int) rxN, txBytes, rxBytes), tx, rx);
        keep(vid, vringOf(i));
        return n;
    }

    /** Reverts a run of appends to one vring as one soft truncation. */
    @Override
    public int revertWalked(Journal j, RecordList walk, int k, int kStop) {
        int i = walk.get(k);
        if (j.domain(i) != id || j.kind(i) != APPENDED) {
            revert(j, i);
            return 1;
        }
        int s0 = runStarts.lowerBound(k + 1) - 1;
        int from = Math.max(kStop, s0 >= 0 ? runStarts.get(s0) : 0);
        int n = k - from + 1;
        if (n == 1) {
            revert(j, i);
            return 1;
        }
        softRevert(j.a(i), run(j, walk, from, k + 1));
        return n;
    }

    private static Direction half(long b) {
        return Direction.values()[(int) (b >>> 32) & 1];
    }

    @Override
    public void truncated(int newSize) {
        for (int k = 0; k < vrings.size(); k++) {
            keep(k, vrings.get(k));
        }
        runStarts.truncateFrom(journal.walkedIndex().size());
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

    @Override
    public Object checkpoint() {
        return null;
    }

    @Override
    public void restore(Object snapshot) {
        throw new UnsupportedOperationException("the vring domain is walked");
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
        Vring v = vringOf(i);
        ArenaReader r = j.payload(i);
        return switch (j.kind(i)) {
            case ATTACH -> "attach " + v.name();
            case APPENDED -> {
                VringEvent.Appended a = appended(j, i, r);
                yield String.format("%s %s: +%d tx, +%d rx descriptors, %d bytes", a.function(), v.name(), a.txCount(),
                        a.rxCount(), a.txBytes());
            }
            case EDITED -> String.format("%s %s: %s [%d, +%d)", functions.get(r.getVarInt()), v.name(), half(j.b(i)),
                    (int) j.b(i), r.getVarInt());
            case TEMPLATE -> functions.get(r.getVarInt()) + " " + v.name() + " " + half(j.b(i));
            case FREED -> functions.get(r.getVarInt()) + " " + v.name() + " " + half(j.b(i));
            case PRING -> {
                String f = functions.get(r.getVarInt());
                Direction h = Direction.values()[r.getVarInt()];
                int real = r.getVarInt();
                yield String.format("%s %s %s → pring #%d: %d descriptors padded to %d", f, v.name(), h, j.b(i), real,
                        r.getVarInt());
            }
            default -> "vring record kind " + j.kind(i);
        };
    }
}
