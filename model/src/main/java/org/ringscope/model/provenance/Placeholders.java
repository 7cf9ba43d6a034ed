package org.ringscope.model.provenance;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.OpClass;
import org.ringscope.model.device.PacketFlow;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncQueries;
import org.ringscope.model.sync.SyncStream;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalEvent;

/**
 * The bytes of a run that stand in for compute RingScope does not emulate (decision 1327): state-buffer bytes a DMA
 * read while no emulated write had reached them, on a core whose engines had run computing instructions
 * ({@link EngineCompute}), and every byte a DMA then copied from them, hop by hop — until an emulated write of real
 * data replaces them. One forward pass over the run's packets, on the first question, finds them; {@link #at} gives
 * them at any step (for the Memory view), {@link #spans} splits a range into emulated data movement, placeholders for
 * compute and unwritten bytes (for {@code --write-outputs}).
 *
 * <p>A copy (or a replication) maps its placeholder bytes one to one; any other packet (a cast, a CCE op, a
 * transpose) that reads a placeholder byte makes all it writes placeholders. Call it on the journal's thread: the
 * pass moves the cursor and puts it back.
 */
public final class Placeholders {
    private static final Map<EmulationSession, WeakReference<Placeholders>> CACHE = new WeakHashMap<>();

    /** A range of one device memory ({@code memory} as the journal numbers them) and its device address. */
    public record Range(int memory, long offset, long length, long address) {
    }

    /** What a span of a range holds. */
    public enum Kind {
        /** Bytes the emulated DMA moved from data the run had: emulated data movement. */
        MOVED,
        /** Bytes standing in for what the engines computed, which RingScope does not emulate. */
        COMPUTED,
        /** Bytes nothing wrote. */
        UNWRITTEN
    }

    /** {@code length} bytes from {@code offset} of the range asked about hold {@code kind}. */
    public record Span(long offset, long length, Kind kind) {
    }

    private final EmulationSession s;
    /** The changes, in step order: at step {@code step[k]}, memory {@code mem[k]} [off, off + len) set or cleared. */
    private int[] step = new int[64];
    private int[] mem = new int[64];
    private long[] off = new long[64];
    private long[] len = new long[64];
    private boolean[] set = new boolean[64];
    private int events;
    private boolean walked;
    /** Forward passes made over the run's records. */
    private int passes;
    /** Per memory, every byte some record wrote, at the end of the walk; {@code null} when the walk was skipped. */
    private Intervals[] writtenAtEnd;

    private Placeholders(EmulationSession s) {
        this.s = s;
        s.journal().addListener(e -> {
            if (e instanceof JournalEvent.Truncated || e instanceof JournalEvent.Reset) {
                synchronized (this) {
                    walked = false; // a new history: walk it again on the next question
                    events = 0;
                    writtenAtEnd = null;
                }
            }
        });
    }

    /** The placeholders of {@code s}'s run, one per session. */
    public static Placeholders of(EmulationSession s) {
        synchronized (CACHE) {
            WeakReference<Placeholders> ref = CACHE.get(s);
            Placeholders p = ref == null ? null : ref.get();
            if (p == null) {
                p = new Placeholders(s);
                CACHE.put(s, new WeakReference<>(p));
            }
            return p;
        }
    }

    /** The placeholder ranges at {@code step}, by memory and offset. */
    public synchronized List<Range> at(int step) {
        walk();
        Intervals[] state = replay(step);
        List<Range> out = new ArrayList<>();
        for (int m = 0; m < state.length; m++) {
            for (long[] r : state[m].all()) {
                out.add(new Range(m, r[0], r[1] - r[0], DeviceWrites.address(s.device(), m, r[0])));
            }
        }
        return out;
    }

    /**
     * The {@code length} bytes at device address {@code address} at {@code step}, as spans in address order:
     * placeholders for compute, bytes written otherwise (emulated data movement), the rest unwritten.
     */
    public synchronized List<Span> spans(long address, long length, int step) {
        long[] loc = new long[2];
        if (length <= 0 || !DeviceWrites.locate(s.device(), address, length, loc)) {
            throw new IllegalArgumentException(String.format("0x%x +%d is not in one device memory", address, length));
        }
        walk();
        int m = (int) loc[0];
        long o = loc[1];
        Intervals written;
        if (step >= s.journal().size() && writtenAtEnd != null) {
            written = writtenAtEnd[m];
        } else { // before the end, or a run whose engines never computed (the pass was skipped)
            Intervals w = new Intervals();
            // every range of every record (a packet may write several ranges of the span), clipped to it
            Provenance.of(s).index().forEachWrite(m, o, length, 0, step, (rec, mem, at, n) -> {
                long a = Math.max(o, at);
                long b = Math.min(o + length, at + n);
                if (a < b) {
                    w.add(a, b - a);
                }
            });
            written = w;
        }
        Intervals computed = replay(step)[m];
        List<Span> out = new ArrayList<>();
        long at = o;
        while (at < o + length) {
            Kind k = computed.covers(at) ? Kind.COMPUTED : written.covers(at) ? Kind.MOVED : Kind.UNWRITTEN;
            long next = Math.min(o + length, Math.min(computed.boundaryAfter(at), written.boundaryAfter(at)));
            if (!out.isEmpty() && out.get(out.size() - 1).kind() == k) {
                Span last = out.remove(out.size() - 1);
                out.add(new Span(last.offset(), next - o - last.offset(), k));
            } else {
                out.add(new Span(at - o, next - at, k));
            }
            at = next;
        }
        return out;
    }

    /** Forward passes made over the run's records so far (none for a run whose engines never computed). */
    synchronized int passes() {
        return passes;
    }

    private Intervals[] replay(int upTo) {
        Intervals[] state = new Intervals[s.device().addressMap().memoryCount()];
        for (int m = 0; m < state.length; m++) {
            state[m] = new Intervals();
        }
        for (int k = 0; k < events && step[k] <= upTo; k++) {
            if (set[k]) {
                state[mem[k]].add(off[k], len[k]);
            } else {
                state[mem[k]].remove(off[k], len[k]);
            }
        }
        return state;
    }

    /** The forward pass over the run's writes (once per history). */
    private void walk() {
        if (walked) {
            return;
        }
        Journal j = s.journal();
        Device dev = s.device();
        int[] firstCompute = firstCompute();
        if (Arrays.stream(firstCompute).allMatch(f -> f == Integer.MAX_VALUE)) {
            walked = true; // no engine computed: no byte stands in for compute, and a pass would find none
            return;
        }
        passes++;
        int cursor = j.position();
        Intervals[] taint = new Intervals[dev.addressMap().memoryCount()];
        Intervals[] written = new Intervals[taint.length];
        for (int m = 0; m < taint.length; m++) {
            taint[m] = new Intervals();
            written[m] = new Intervals();
        }
        long[] loc = new long[2];
        try {
            for (int r = 0; r < j.size(); r++) {
                DeviceWrites.Kind k = DeviceWrites.kind(dev, j, r);
                if (k == null) {
                    continue;
                }
                PacketFlow f = null;
                if (k == DeviceWrites.Kind.DMA) {
                    j.seek(r);
                    f = PacketFlow.at(dev, j, r);
                }
                if (f == null) {
                    int rec = r;
                    DeviceWrites.forEach(dev, j, r, (m, o, l) -> clear(taint, rec + 1, m, o, l));
                } else {
                    packet(f, r, taint, written, firstCompute, loc);
                }
                DeviceWrites.forEach(dev, j, r, (m, o, l) -> {
                    if (m < written.length) {
                        written[m].add(o, l);
                    }
                });
            }
            writtenAtEnd = written;
        } finally {
            if (j.position() != cursor) {
                j.seek(cursor);
            }
        }
        walked = true;
    }

    /** One executed packet: its placeholder sources, then what they make of its destinations. */
    private void packet(PacketFlow f, int r, Intervals[] taint, Intervals[] written, int[] firstCompute, long[] loc) {
        Device dev = s.device();
        Intervals marks = new Intervals(); // placeholder bytes of the packet's source stream
        long pos = 0;
        for (int t = f.first(); t < f.txCount(); t++) {
            long a = f.txAddress(t);
            long n = f.txLength(t);
            if (n > 0 && DeviceWrites.locate(dev, a, n, loc)) {
                int m = (int) loc[0];
                long o = loc[1];
                for (long[] x : taint[m].overlapping(o, n)) {
                    marks.add(pos + x[0] - o, x[1] - x[0]);
                }
                int core = EngineCompute.coreOf(dev.addressMap(), firstCompute.length, a);
                if (core >= 0 && firstCompute[core] <= r) {
                    for (long[] u : unwritten(written[m], o, n)) {
                        marks.add(pos + u[0] - o, u[1] - u[0]);
                        if (!covered(taint[m], u[0], u[1])) {
                            mark(taint, r + 1, m, u[0], u[1] - u[0]);
                        }
                    }
                }
            }
            pos += n;
        }
        boolean oneToOne = f.op() == OpClass.COPY && f.perm() < 0;
        long unit = f.unitBytes() > 0 ? f.unitBytes() : Math.max(1, pos);
        long spos = 0;
        for (int x = 0; x < f.rxCount(); x++) {
            long chunk = Math.min(f.rxLength(x), f.outBytes() - spos);
            if (chunk > 0 && DeviceWrites.locate(dev, f.rxAddress(x), chunk, loc)) {
                int m = (int) loc[0];
                long o = loc[1];
                clear(taint, r + 1, m, o, chunk);
                if (oneToOne) {
                    for (long rep = spos / unit; rep * unit < spos + chunk; rep++) {
                        for (long[] mk : marks.all()) {
                            long a = Math.max(spos, rep * unit + mk[0]);
                            long b = Math.min(spos + chunk, rep * unit + mk[1]);
                            if (a < b) {
                                mark(taint, r + 1, m, o + a - spos, b - a);
                            }
                        }
                    }
                } else if (!marks.isEmpty()) {
                    mark(taint, r + 1, m, o, chunk);
                }
            }
            spos += Math.max(0, chunk);
        }
    }

    /** The parts of {@code [o, o + n)} that {@code w} (what the records before the packet wrote) lacks. */
    private static List<long[]> unwritten(Intervals w, long o, long n) {
        List<long[]> out = new ArrayList<>();
        long at = o;
        for (long[] x : w.overlapping(o, n)) {
            if (x[0] > at) {
                out.add(new long[] {at, x[0]});
            }
            at = Math.max(at, x[1]);
        }
        if (at < o + n) {
            out.add(new long[] {at, o + n});
        }
        return out;
    }

    /** Whether {@code set} holds all of {@code [a, b)}. */
    private static boolean covered(Intervals set, long a, long b) {
        List<long[]> in = set.overlapping(a, b - a);
        return in.size() == 1 && in.get(0)[0] == a && in.get(0)[1] == b;
    }

    private void mark(Intervals[] taint, int at, int m, long o, long n) {
        taint[m].add(o, n);
        record(at, m, o, n, true);
    }

    private void clear(Intervals[] taint, int at, int m, long o, long n) {
        if (m < taint.length && !taint[m].overlapping(o, n).isEmpty()) {
            taint[m].remove(o, n);
            record(at, m, o, n, false);
        }
    }

    private void record(int at, int m, long o, long n, boolean add) {
        if (events == step.length) {
            int c = events * 2;
            step = Arrays.copyOf(step, c);
            mem = Arrays.copyOf(mem, c);
            off = Arrays.copyOf(off, c);
            len = Arrays.copyOf(len, c);
            set = Arrays.copyOf(set, c);
        }
        step[events] = at;
        mem[events] = m;
        off[events] = o;
        len[events] = n;
        set[events++] = add;
    }

    /** Per core, the step after its engines' first computing instruction issued (MAX_VALUE when none did). */
    private int[] firstCompute() {
        SyncDomain d = SyncDomain.of(s.journal());
        int[] out = new int[d == null ? 0 : d.cores()];
        Arrays.fill(out, Integer.MAX_VALUE);
        if (d == null) {
            return out;
        }
        for (SyncStream st : d.streams()) {
            for (int p = 0; p < st.size(); p++) {
                if (EngineCompute.computes(st.opcodes()[p])) {
                    int at = SyncQueries.issueStep(d, st.id(), p);
                    if (at > 0) {
                        out[st.core()] = Math.min(out[st.core()], at);
                    }
                    break;
                }
            }
        }
        return out;
    }
}
