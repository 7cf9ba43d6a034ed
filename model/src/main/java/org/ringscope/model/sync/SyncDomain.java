package org.ringscope.model.sync;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.trace.Domain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.StateHash;

/**
 * The EVT_SEM bank the engines wait on, one per NeuronCore — 256 signed semaphores and 256 event bits
 * (docs/reference/sync.md) — and the engines' instruction pointers, as a journal domain (decision 1260). Every issue, every
 * start of a wait, every DMA completion, every lost completion, every double set and the hang are records, so
 * the views and reverse-run see them. The streams and the producers (who is expected to change what) are the run's
 * plan, declared as an execution starts; the state is the banks and the stream positions.
 */
public final class SyncDomain implements Domain {
    private final Journal journal;
    private final int id;
    private final int cores;
    private int[][] sem;
    private byte[][] evt;
    private int[] pos = new int[16];
    private final List<SyncStream> streams = new ArrayList<>();
    private final List<Producer> producers = new ArrayList<>();
    private final SyncIndex index = new SyncIndex();

    /** Registers the domain for a device of {@code cores} NeuronCores; call before anything is recorded. */
    public SyncDomain(Journal journal, int cores) {
        this.journal = journal;
        this.cores = cores;
        this.sem = new int[cores][256];
        this.evt = new byte[cores][256];
        this.id = journal.register(this);
    }

    /** The domain of {@code journal}. */
    public static SyncDomain of(Journal journal) {
        return journal.find(SyncDomain.class);
    }

    Journal journal() {
        return journal;
    }

    /** Whether record {@code i} of the journal is this domain's. */
    public boolean owns(int i) {
        return journal.domain(i) == id;
    }

    /** Bytes of the sequencer's per-semaphore and per-stream record lists. */
    public long indexBytes() {
        return index.bytes();
    }

    /** Records in the sequencer's per-semaphore and per-stream record lists. */
    public long indexEntries() {
        return index.entries();
    }

    SyncIndex index() {
        return index;
    }

    public int cores() {
        return cores;
    }

    // ---- the plan --------------------------------------------------------------------------------

    /** Declares an engine's stream of {@code execution}; returns its id. */
    public int stream(int execution, int core, String subgraph, Engine engine, int[] slots, int[] opcodes,
            EventsField[] events) {
        int s = streams.size();
        streams.add(new SyncStream(s, execution, core, subgraph, engine, slots, opcodes, events));
        if (s == pos.length) {
            pos = Arrays.copyOf(pos, s * 2);
        }
        pos[s] = 0;
        index.streams(s + 1);
        return s;
    }

    /** Declares an expected change; returns its id. */
    public int producer(ProducerKind kind, int stream, int position, boolean event, int idx, int amount, UpdateOp op,
            int dmaId, String queue) {
        int p = producers.size();
        producers.add(new Producer(p, kind, stream, position, streams.get(stream).slots()[position], event, idx, amount,
                op, dmaId, queue == null ? "" : queue));
        index.producers(p + 1);
        return p;
    }

    public List<SyncStream> streams() {
        return Collections.unmodifiableList(streams);
    }

    public List<Producer> producers() {
        return Collections.unmodifiableList(producers);
    }

    // ---- the state at the cursor -----------------------------------------------------------------

    public int semaphore(int core, int idx) {
        return sem[core][idx];
    }

    public boolean event(int core, int idx) {
        return evt[core][idx] != 0;
    }

    /** The position of the next instruction the stream issues (its size when it is done). */
    public int position(int stream) {
        return pos[stream];
    }

    /** Whether the wait of the stream's instruction at {@code position} holds now. */
    public boolean holds(int stream, int position) {
        SyncStream s = streams.get(stream);
        EventsField f = s.events()[position];
        WaitMode w = f.waitMode();
        if (w == WaitMode.NONE) {
            return true;
        }
        int i = f.waitIdx();
        return w.holds(sem[s.core()][i], f.value(), evt[s.core()][i] != 0);
    }

    // ---- recording --------------------------------------------------------------------------------

    /**
     * An execution of a kelf starts on {@code cores}: their banks are zeroed (the postamble's reset, sync-facts
     * §6.5, as one record); the banks of other cores — another kelf's, run before — keep their values.
     */
    public void beginExecution(int execution, BitSet cores) {
        ByteArena p = journal.begin(id, SyncRecords.RESET, false);
        int n = 0;
        for (int c = cores.nextSetBit(0); c >= 0 && c < this.cores; c = cores.nextSetBit(c + 1)) {
            for (int i = 0; i < 256; i++) {
                n += (sem[c][i] != 0 ? 1 : 0) + (evt[c][i] != 0 ? 1 : 0);
            }
        }
        p.putVar(n);
        for (int c = cores.nextSetBit(0); c >= 0 && c < this.cores; c = cores.nextSetBit(c + 1)) {
            for (int i = 0; i < 256; i++) {
                if (sem[c][i] != 0) {
                    putChange(p, c, SyncRecords.SEM, i, sem[c][i]);
                }
                if (evt[c][i] != 0) {
                    putChange(p, c, SyncRecords.EVT, i, 1);
                }
            }
        }
        int r = journal.commit(execution, 0, 1);
        for (int c = cores.nextSetBit(0); c >= 0 && c < this.cores; c = cores.nextSetBit(c + 1)) {
            for (int i = 0; i < 256; i++) {
                if (sem[c][i] != 0) {
                    index.changed(c, SyncRecords.SEM, i, r);
                }
                if (evt[c][i] != 0) {
                    index.changed(c, SyncRecords.EVT, i, r);
                }
            }
            Arrays.fill(sem[c], 0);
            Arrays.fill(evt[c], (byte) 0);
        }
    }

    private static void putChange(ByteArena p, int core, int bank, int idx, int old) {
        p.putVar(core);
        p.putVar(bank);
        p.putVar(idx);
        p.putSigned(old);
    }

    /** The stream's engine starts waiting at {@code position}: its wait does not hold. */
    public void waiting(int stream, int position) {
        SyncStream s = streams.get(stream);
        EventsField f = s.events()[position];
        ByteArena p = journal.begin(id, SyncRecords.WAIT, false);
        p.putSigned(f.waitMode().onEvent() ? evt[s.core()][f.waitIdx()] : sem[s.core()][f.waitIdx()]);
        index.waited(stream, journal.commit(stream, position, 1));
    }

    /**
     * The stream issues its instruction at {@code position}: a consuming event wait takes its event
     * ({@code consume}, or -1), and the instruction's own update applies ({@code update}, or -1).
     */
    public void issue(int stream, int position, int consume, int update) {
        if (pos[stream] != position) {
            throw new IllegalStateException(streams.get(stream).label() + " issues position " + position + " at "
                    + pos[stream]);
        }
        int core = streams.get(stream).core();
        ByteArena p = journal.begin(id, SyncRecords.ISSUE, false);
        int n = (consume >= 0 ? 1 : 0) + (update >= 0 ? 1 : 0);
        p.putVar(n);
        int doubled = -1;
        int[] ps = {consume, update};
        int[] old = new int[2];
        for (int k = 0; k < 2; k++) {
            if (ps[k] >= 0) {
                Producer pr = producers.get(ps[k]);
                old[k] = value(core, pr);
                int now = next(pr, old[k]);
                p.putVar(ps[k]);
                putChange(p, core, pr.event() ? SyncRecords.EVT : SyncRecords.SEM, pr.index(), old[k]);
                p.putSigned(now);
                if (pr.event() && pr.op() == UpdateOp.EVT_SET && old[k] != 0 && pr.kind() != ProducerKind.CONSUMING_WAIT
                        || pr.event() && pr.op() == UpdateOp.EVT_CLR && old[k] == 0) {
                    doubled = ps[k];
                }
                set(core, pr.event(), pr.index(), now);
            }
        }
        pos[stream] = position + 1;
        int r = journal.commit(stream, position, 1);
        index.issued(stream, r);
        for (int k = 0; k < 2; k++) {
            if (ps[k] >= 0) {
                Producer pr = producers.get(ps[k]);
                index.changed(core, pr.event() ? SyncRecords.EVT : SyncRecords.SEM, pr.index(), r);
                index.delivered(ps[k], r);
            }
        }
        if (doubled >= 0) {
            eventError(doubled, core, producers.get(doubled).index());
        }
    }

    /** A DMA completion: the producer's change lands on semaphore (or event) {@code idx} of {@code core}. */
    public void deliver(int producer, int core, int idx) {
        Producer pr = producers.get(producer);
        int bank = pr.event() ? SyncRecords.EVT : SyncRecords.SEM;
        int old = pr.event() ? evt[core][idx] : sem[core][idx];
        int now = next(pr, old);
        ByteArena p = journal.begin(id, SyncRecords.DELIVER, false);
        putChange(p, core, bank, idx, old);
        p.putSigned(now);
        set(core, pr.event(), idx, now);
        int r = journal.commit(producer, 0, 1);
        index.changed(core, bank, idx, r);
        index.delivered(producer, r);
        if (pr.event() && (pr.op() == UpdateOp.EVT_SET && old != 0 || pr.op() == UpdateOp.EVT_CLR && old == 0)) {
            eventError(producer, core, idx);
        }
    }

    /** The producer's completion will never come. */
    public void dropped(int producer, DropReason reason) {
        index.dropped(producer, journal.record(id, SyncRecords.DROPPED, false, producer, reason.ordinal(), 1));
    }

    private void eventError(int producer, int core, int idx) {
        index.eventError(journal.record(id, SyncRecords.EVENT_ERROR, false, producer, core * 256L + idx, 1));
    }

    /** No engine can issue although {@code blocked} streams remain; the host gives up after {@code timeoutMs}. */
    public int hang(int blocked, long timeoutMs) {
        int r = journal.record(id, SyncRecords.HANG, false, blocked, timeoutMs, 1);
        index.hang(r);
        return r;
    }

    private int value(int core, Producer pr) {
        return pr.event() ? evt[core][pr.index()] : sem[core][pr.index()];
    }

    private static int next(Producer pr, int old) {
        if (pr.event()) {
            return pr.op() == UpdateOp.EVT_SET ? 1 : 0;
        }
        return pr.op() == UpdateOp.SEM_WR_IMM ? pr.amount() : pr.op().apply(old, Math.abs((long) pr.amount()));
    }

    private void set(int core, boolean event, int idx, int v) {
        if (event) {
            evt[core][idx] = (byte) v;
        } else {
            sem[core][idx] = v;
        }
    }

    // ---- moving -----------------------------------------------------------------------------------

    @Override
    public String name() {
        return "sequencer";
    }

    @Override
    public void redo(Journal j, int i) {
        for (SyncPayload.Change c : SyncPayload.of(j, i)) {
            set(c.core(), c.event(), c.index(), c.now());
        }
        if (j.kind(i) == SyncRecords.ISSUE) {
            pos[j.a(i)] = (int) j.b(i) + 1;
        }
    }

    @Override
    public void revert(Journal j, int i) {
        List<SyncPayload.Change> ch = SyncPayload.of(j, i);
        for (int k = ch.size() - 1; k >= 0; k--) {
            SyncPayload.Change c = ch.get(k);
            set(c.core(), c.event(), c.index(), c.old());
        }
        if (j.kind(i) == SyncRecords.ISSUE) {
            pos[j.a(i)] = (int) j.b(i);
        }
    }

    private record Snapshot(int[][] sem, byte[][] evt, int[] pos) {
    }

    /** The last snapshot taken: a bank or the positions unchanged since are shared with it, not copied again. */
    private Snapshot lastSnapshot;

    @Override
    public Object checkpoint() {
        int[][] s = new int[cores][];
        byte[][] e = new byte[cores][];
        Snapshot last = lastSnapshot;
        for (int c = 0; c < cores; c++) {
            s[c] = last != null && Arrays.equals(last.sem()[c], sem[c]) ? last.sem()[c] : sem[c].clone();
            e[c] = last != null && Arrays.equals(last.evt()[c], evt[c]) ? last.evt()[c] : evt[c].clone();
        }
        int[] p = Arrays.copyOf(pos, streams.size());
        if (last != null && Arrays.equals(last.pos(), p)) {
            p = last.pos();
        }
        lastSnapshot = new Snapshot(s, e, p);
        return lastSnapshot;
    }

    @Override
    public void restore(Object snapshot) {
        Snapshot s = (Snapshot) snapshot;
        for (int c = 0; c < cores; c++) {
            System.arraycopy(s.sem()[c], 0, sem[c], 0, 256);
            System.arraycopy(s.evt()[c], 0, evt[c], 0, 256);
        }
        Arrays.fill(pos, 0);
        System.arraycopy(s.pos(), 0, pos, 0, s.pos().length);
    }

    /** The banks and positions the snapshots hold, each array once (unchanged ones are shared). */
    @Override
    public long checkpointBytes(List<Object> snapshots) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        long n = 0;
        for (Object o : snapshots) {
            Snapshot sn = (Snapshot) o;
            n += 48 + 32L * cores;
            for (int c = 0; c < cores; c++) {
                n += seen.add(sn.sem()[c]) ? 16 + 4L * sn.sem()[c].length : 0;
                n += seen.add(sn.evt()[c]) ? 16 + sn.evt()[c].length : 0;
            }
            n += seen.add(sn.pos()) ? 16 + 4L * sn.pos().length : 0;
        }
        return n;
    }

    @Override
    public long stateHash() {
        long h = 0;
        for (int c = 0; c < cores; c++) {
            for (int i = 0; i < 256; i++) {
                if (sem[c][i] != 0 || evt[c][i] != 0) {
                    h = StateHash.combine(h, StateHash.combine(c * 256L + i, sem[c][i] * 2L + evt[c][i]));
                }
            }
        }
        for (int s = 0; s < streams.size(); s++) {
            if (pos[s] != 0) {
                h = StateHash.combine(h, StateHash.combine(s, pos[s]));
            }
        }
        return h;
    }

    @Override
    public void truncated(int newSize) {
        index.truncated(newSize);
    }

    @Override
    public String describe(Journal j, int i) {
        return SyncText.describe(this, j, i);
    }

    /** Per-stream plan lookup by core, engine and execution (the explainer's and the views' key). */
    public Map<Engine, SyncStream> streamsOf(int execution, int core) {
        Map<Engine, SyncStream> m = new HashMap<>();
        for (SyncStream s : streams) {
            if (s.execution() == execution && s.core() == core) {
                m.put(s.engine(), s);
            }
        }
        return m;
    }
}
