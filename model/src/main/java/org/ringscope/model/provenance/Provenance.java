package org.ringscope.model.provenance;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.WeakHashMap;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.PacketFlow;
import org.ringscope.model.device.PringNames;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.DmaEntry;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.runtime.load.EntryLocation;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalEvent;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringDomain;

/**
 * "Why is this byte here?" over a finished run (decision 1270): for a device address range at a step, every byte
 * accounted for by the write that left it there (decision 1440), and for each such write the chain of writes behind
 * it, newest first, each hop with the descriptors, the vring, the builder call or DGE
 * instruction, the NEFF entry and the spine node, following a copy's source bytes back until an input, a NEFF file
 * member, other host bytes or unwritten memory ({@link Chain}); and forward, every byte range some bytes produced
 * ({@link #produced}).
 *
 * <pre>{@code
 * EmulationSession s = EmulationSession.open(neff, options);
 * s.run();
 * Chain c = Provenance.why(s, Provenance.of(s).addressOf("output0", 100).orElseThrow(), 1, s.steps(), 16);
 * c.rows().forEach(r -> System.out.println(r.text()));
 * }</pre>
 *
 * <p>A packet's descriptors are read from the rings as they were when it ran, so a query moves the journal's
 * cursor and puts it back where it was before it returns (listeners see those moves). Call it on the journal's
 * thread; the chain is an immutable value.
 */
public final class Provenance {
    /** Hops {@link #why} follows when asked for no depth. */
    public static final int DEFAULT_DEPTH = 16;
    /** Writers of a range whose chains {@link #why} follows; the parts after them name writer and bytes only. */
    public static final int FOLLOWED_PARTS = 32;

    /**
     * One per session, held weakly both ways: the journal's listener (registered below) keeps a session's provenance
     * alive exactly as long as the session, and a dropped session takes its provenance with it.
     */
    private static final Map<EmulationSession, WeakReference<Provenance>> CACHE = new WeakHashMap<>();

    private final EmulationSession s;
    private final Device dev;
    private final Journal j;
    private final VringDomain vd;
    private final WriteIndex index;
    private final Variables vars;
    private final Descriptors descriptors;
    private final Map<Integer, PacketFlow> flows = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, PacketFlow> e) {
            return size() > 8192;
        }
    };

    private Provenance(EmulationSession s) {
        this.s = s;
        this.dev = s.device();
        this.j = s.journal();
        this.vd = VringDomain.of(j);
        this.index = s.indexes().writes();
        this.vars = new Variables(s);
        this.descriptors = new Descriptors(s, index, vars);
        j.addListener(e -> {
            if (e instanceof JournalEvent.Truncated || e instanceof JournalEvent.Reset) {
                flows.clear(); // a new history: the packets read from the old one are gone
                descriptors.forget();
            }
        });
    }

    /** The provenance of {@code s}'s run, one per session (its index is built on the first query). */
    public static Provenance of(EmulationSession s) {
        synchronized (CACHE) {
            WeakReference<Provenance> ref = CACHE.get(s);
            Provenance p = ref == null ? null : ref.get();
            if (p == null) {
                p = new Provenance(s);
                CACHE.put(s, new WeakReference<>(p));
            }
            return p;
        }
    }

    /** {@code of(s).why(address, length, step, depth)}. */
    public static Chain why(EmulationSession s, long address, long length, int step, int depth) {
        return of(s).why(address, length, step, depth);
    }

    /** The write index the queries use. */
    public WriteIndex index() {
        return index;
    }

    /** The device address of byte {@code offset} of variable {@code name}, or empty (no such variable or byte). */
    public Optional<Long> addressOf(String name, long offset) {
        return vars.named(name).filter(p -> offset >= 0 && offset < p.size()).map(p -> p.address() + offset);
    }

    /** The placed variables' names, in placement order, each once. */
    public List<String> variableNames() {
        return vars.all().stream().map(Variables.Placed::name).distinct().toList();
    }

    /** The size in bytes of the placed variable {@code name}, or empty. */
    public OptionalLong variableSize(String name) {
        return vars.named(name).map(p -> OptionalLong.of(p.size())).orElse(OptionalLong.empty());
    }

    /** The variable holding device address {@code a} and the offset in it, as {@code name+offset}, or empty. */
    public Optional<String> variableAt(long a) {
        return vars.at(a).map(p -> p.name() + "+" + (a - p.address()));
    }

    /**
     * Why the {@code length} bytes from device address {@code address} hold what they hold at {@code step}, every
     * byte accounted for (decision 1440): the range cut by the write that left each byte there (or none), one
     * {@link Chain.Part} per writer by first byte; each part's chain starts at its first byte with the newest write
     * of it and — for a copy — follows that write's source bytes, hop by hop, at most {@code depth} writes. A hop
     * follows its first byte and the bytes after it that the same hop moved from contiguous source bytes (the
     * {@link Row.Write} rows say how many). The chains of the first {@value #FOLLOWED_PARTS} writers are followed;
     * the parts after them name their writer and bytes only.
     */
    public Chain why(long address, long length, int step, int depth) {
        if (step < 0 || step > j.size()) {
            throw new IllegalArgumentException("step " + step + " outside 0.." + j.size());
        }
        if (length < 1 || depth < 1) {
            throw new IllegalArgumentException("length and depth are at least 1");
        }
        if (!DeviceWrites.locate(dev, address, length, new long[2])) {
            throw new IllegalArgumentException(String.format("0x%x +%d is not in one device memory", address, length));
        }
        int cursor = j.position();
        List<Chain.Part> parts = new ArrayList<>();
        try {
            List<Coverage.Group> groups = Coverage.of(index, address, length, step);
            for (Coverage.Group g : groups) {
                String note = g.record() == Coverage.UNSPLIT ? "the range has more than " + Coverage.MAX_SPANS
                        + " spans: ask about fewer bytes" : parts.size() >= FOLLOWED_PARTS ? "not followed (the range "
                        + "has more than " + FOLLOWED_PARTS + " writers): ask about these bytes alone" : "";
                Chain.Span first = g.spans().get(0);
                Optional<Variables.Placed> v = vars.at(first.address());
                Row.Bytes head = new Row.Bytes(g.record() >= 0 ? g.record() + 1 : step, g.record(), g.spans(),
                        v.map(Variables.Placed::name).orElse(null), v.map(Variables.Placed::address).orElse(-1L),
                        note, new Memory(first.address(), first.length()));
                parts.add(new Chain.Part(head, note.isEmpty() ? follow(first.address(), first.length(), step, depth)
                        : List.of()));
            }
        } finally {
            if (j.position() != cursor) {
                j.seek(cursor);
            }
        }
        return new Chain(address, length, step, parts);
    }

    /** The chain of {@code [address, address + length)} at {@code step}, newest write first (moves the cursor). */
    private List<Row> follow(long address, long length, int step, int depth) {
        List<Row> rows = new ArrayList<>();
        long a = address;
        long n = length;
        int at = step;
        for (int hop = 0; ; hop++) {
            if (hop == depth) {
                rows.add(origin(at, Row.Origin.Kind.DEPTH, a, "the chain stops at depth " + depth));
                break;
            }
            WriteIndex.Hit h = index.lastWrite(a, n, at);
            Optional<EngineCompute.Computed> computed = h == null && hop > 0 ? EngineCompute.of(s, a, at)
                    : Optional.empty();
            if (computed.isPresent()) {
                rows.add(computed(at, a, computed.get()));
                break;
            }
            if (h == null) {
                String input = vars.at(a).filter(v -> "input".equals(v.type()))
                        .map(v -> " (input " + v.name() + ": the run was given no bytes for it)").orElse("");
                rows.add(origin(at, Row.Origin.Kind.UNWRITTEN, a, "nothing wrote it before step " + at + input));
                break;
            }
            long b0 = Math.max(a, h.address());
            long bn = Math.min(a + n, h.address() + h.length()) - b0;
            long[] next = hop(h.record(), b0, bn, rows);
            if (next == null) {
                break;
            }
            a = next[0];
            n = next[1];
            at = h.record();
        }
        return rows;
    }

    /**
     * Why place {@code loc} holds what it holds at {@code step}, as rows newest first: for a memory range its chain
     * ({@link #why}, at most {@code depth} writes), for a device ring slot the chain of its 16 bytes in HBM (the
     * pring as allocated at the cursor), for a vring descriptor the dump that carried it, its edits, the builder
     * call that appended it, its template and NEFF entry. Empty for a place provenance does not answer (or a ring
     * slot of a pring not allocated at the cursor).
     */
    public List<Row> explain(Location loc, int step, int depth) {
        if (loc instanceof Memory m) {
            return why(m.address(), m.length(), step, depth).rows();
        }
        if (loc instanceof PringSlot p) {
            Pring ring = PringNames.find(dev, p.ring().name());
            if (ring == null || ring.memory() == null || p.slot() >= ring.allocatedDescCount()) {
                return List.of();
            }
            long a = ring.memory().deviceAddress() + ring.ringOffsetBytes() + 16L * p.slot();
            return throughDump(why(a, 16, step, depth).rows(), p.slot());
        }
        if (loc instanceof Descriptor d) {
            return descriptors.ofVring(d.half().vring().name(), d.half().direction(), d.index(), step);
        }
        return List.of();
    }

    /**
     * The device ring slot of the descriptor that last wrote bytes of {@code m} before {@code step} — the RX
     * descriptor of the DMA packet whose write is the newest of them — or empty (nothing wrote them, or no DMA did).
     */
    public Optional<PringSlot> writerSlot(Memory m, int step) {
        List<Row> rows = why(m.address(), m.length(), step, 1).newest().map(Chain.Part::rows).orElse(List.of());
        for (int k = 1; k < rows.size() && !(rows.get(k) instanceof Row.Write); k++) { // the newest hop only
            if (rows.get(k) instanceof Row.Slot slot && slot.half() == Direction.RX
                    && slot.location() instanceof PringSlot p) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * Forward from NEFF entry {@code e} (an entry of an engine's {@code dma} list, as a provenance row names it):
     * {@link #producedBy(String, String, int, int)} for its subgraph and engine; empty when the NEFF has no such
     * member.
     */
    public List<Produced> producedBy(DmaEntry e, int limit) {
        return descriptors.engineOf(e).map(g -> producedBy(g[0], g[1], e.index(), limit)).orElse(List.of());
    }

    /**
     * A slot's chain whose newest write is a vring dump, with the dumped vring descriptor's own rows (its edits,
     * builder call, template and NEFF entry) after the dump's: the slot holds vring index {@code slot}.
     */
    private List<Row> throughDump(List<Row> rows, int slot) {
        if (rows.isEmpty() || !(rows.get(0) instanceof Row.Write w) || !vd.owns(w.record()) || !vd.isDump(w.record())) {
            return rows;
        }
        VringDomain.Dump d = vd.dumpOf(w.record());
        SessionVrings.Entry e = descriptors.entryOf(d.vring());
        if (e == null || slot >= d.realCount()) {
            return rows;
        }
        List<Row> out = new ArrayList<>(rows);
        int at = 1;
        while (at < out.size() && out.get(at) instanceof Row.Dumped) {
            at++;
        }
        List<Row> own = descriptors.ofVring(e.key(), d.half(), slot, w.record()).stream()
                .filter(r -> !(r instanceof Row.Dumped)).toList();
        out.addAll(at, own);
        return out;
    }

    /**
     * Forward: every byte range the run computed from the {@code length} bytes at {@code address} as they are at
     * {@code step}, in record order, at most {@code limit} ranges ({@link Forward} says how copies and mixing ops
     * count). Moves the cursor and puts it back.
     */
    public List<Produced> produced(long address, long length, int step, int limit) {
        if (step < 0 || step > j.size() || length < 1) {
            throw new IllegalArgumentException("step " + step + " outside 0.." + j.size() + ", or no bytes");
        }
        int cursor = j.position();
        try {
            return new Forward(dev, j).walk(address, length, step, j.size(), limit);
        } finally {
            if (j.position() != cursor) {
                j.seek(cursor);
            }
        }
    }

    /**
     * Forward from a NEFF entry: the bytes every packet that executed descriptors of entry {@code entryIndex} of
     * {@code engine}'s {@code dma} list ({@code SP}, {@code Pool}, … as the NEFF names it) in subgraph
     * {@code subgraph} wrote, in record order, at most {@code limit}. Empty when no such entry was translated.
     */
    public List<Produced> producedBy(String subgraph, String engine, int entryIndex, int limit) {
        List<EntryLocation> locs = s.runtime().entryLocations(subgraph).stream()
                .filter(e -> e.engine().displayName().equalsIgnoreCase(engine) && e.entryIndex() == entryIndex).toList();
        List<Produced> out = new ArrayList<>();
        if (locs.isEmpty()) {
            return out;
        }
        int cursor = j.position();
        try {
            for (int r = 0; r < j.size() && out.size() < limit; r++) {
                if (DeviceWrites.kind(dev, j, r) != DeviceWrites.Kind.DMA) {
                    continue;
                }
                j.seek(r);
                PacketFlow f = PacketFlow.at(dev, j, r);
                if (f == null || f.first() >= f.txCount()) {
                    continue;
                }
                WriteIndex.Hit h = index.lastWrite(f.txBase() + 16L * f.txSlotOf(f.first()), 16, r);
                if (h == null || !vd.owns(h.record()) || !vd.isDump(h.record())) {
                    continue;
                }
                VringDomain.Dump d = vd.dumpOf(h.record());
                String pring = dev.pringName(d.pring());
                int idx = f.txSlotOf(f.first());
                boolean ours = pring != null && pring.startsWith(subgraph + ":") && locs.stream().anyMatch(e ->
                        e.vring().equals(d.vring().name()) && idx >= e.txStart() && idx < e.txEnd());
                if (!ours) {
                    continue;
                }
                long spos = 0;
                for (int k = 0; k < f.rxCount() && out.size() < limit; k++) {
                    long chunk = Math.min(f.rxLength(k), f.outBytes() - spos);
                    if (chunk > 0 && DeviceWrites.locate(dev, f.rxAddress(k), chunk, new long[2])) {
                        out.add(new Produced(r + 1, r, f.rxAddress(k), chunk, -1));
                    }
                    spos += chunk;
                }
            }
        } finally {
            if (j.position() != cursor) {
                j.seek(cursor);
            }
        }
        return out;
    }

    /** Adds the rows of write record {@code r} of {@code [b0, b0 + bn)}; returns the source range to follow, or null. */
    private long[] hop(int r, long b0, long bn, List<Row> rows) {
        DeviceWrites.Kind k = DeviceWrites.kind(dev, j, r);
        if (k == null) {
            rows.add(write(r, Row.Write.Kind.VRING_DUMP, b0, bn, null, -1, "dump", 0));
            VringDomain.Dump d = vd.dumpOf(r);
            String pring = Optional.ofNullable(dev.pringName(d.pring())).orElse(d.vring().name());
            int idx = (int) ((b0 - d.pring().memory().deviceAddress() - d.pring().ringOffsetBytes()) / 16);
            rows.add(new Row.Dumped(r + 1, d.vring().name(), d.half(), idx, pring,
                    new PringSlot(new org.ringscope.model.location.Pring(pring), idx))); // qualified: clashes
            rows.add(spine(r));
            rows.add(origin(r, Row.Origin.Kind.HOST, b0, "descriptors the host staged in vring " + d.vring().name()));
            return null;
        }
        if (k != DeviceWrites.Kind.DMA) {
            rows.add(write(r, Row.Write.Kind.of(k), b0, bn, null, -1, k.name(), 0));
            rows.add(spine(r));
            rows.add(hostOrigin(r, k, b0));
            return null;
        }
        PacketFlow f = flow(r);
        PacketFlow.Dest d = f == null ? null : f.dest(b0);
        if (d == null) {
            rows.add(write(r, Row.Write.Kind.DMA, b0, bn, null, -1, "DMA", 0));
            rows.add(spine(r));
            rows.add(origin(r, Row.Origin.Kind.NOT_FOLLOWED, b0, "the packet's descriptors do not name this byte"));
            return null;
        }
        List<PacketFlow.Source> src = f.sources(b0, bn);
        long run = src.size() == 1 && src.get(0).length() > 0 ? Math.min(bn, src.get(0).length()) : 1;
        if (!f.op().isCce() && f.perm() < 0) {
            run = src.isEmpty() ? Math.min(bn, d.run()) : Math.min(run, d.run());
        }
        boolean follows = !src.isEmpty()
                && DeviceWrites.locate(dev, src.get(0).address(), src.get(0).length(), new long[2]);
        rows.add(write(r, Row.Write.Kind.DMA, b0, bn, f, d.rx(), f.op().name(), follows ? run : 0));
        descriptors.explain(r, f.queue(), new Descriptors.Desc(Direction.RX, f.rxBase(), f.rxSlotOf(d.rx()), d.rx(),
                f.rx()[2 * d.rx()], f.rx()[2 * d.rx() + 1], f.rxAddress(d.rx()), f.rxLength(d.rx())),
                src.isEmpty() ? -1 : src.get(0).address(), b0, rows);
        for (PacketFlow.Source x : src) {
            rows.add(new Row.Slot(r, Direction.TX, Row.Slot.txPring(rows), f.txSlotOf(x.tx()), x.tx(), f.tx()[2 * x.tx()],
                    f.tx()[2 * x.tx() + 1], f.txAddress(x.tx()), f.txLength(x.tx()),
                    new PringSlot(new org.ringscope.model.location.Pring(Row.Slot.txPring(rows)), f.txSlotOf(x.tx())))); // qualified: clashes
        }
        rows.add(spine(r));
        if (src.isEmpty()) {
            rows.add(origin(r, Row.Origin.Kind.NOT_FOLLOWED, b0, "the packet's sources are not followed"));
            return null;
        }
        PacketFlow.Source first = src.get(0);
        if (!DeviceWrites.locate(dev, first.address(), first.length(), new long[2])) {
            rows.add(origin(r, Row.Origin.Kind.NOT_FOLLOWED, first.address(), "the source is a register window"));
            return null;
        }
        long len = f.op().isCce() || f.perm() >= 0 ? first.length() : run;
        return new long[] {first.address(), len};
    }

    private PacketFlow flow(int r) {
        PacketFlow f = flows.get(r);
        if (f == null && !flows.containsKey(r)) {
            j.seek(r);
            f = PacketFlow.at(dev, j, r);
            flows.put(r, f);
        }
        return f;
    }

    private Row.Write write(int r, Row.Write.Kind kind, long b0, long bn, PacketFlow f, int rx, String op,
            long followed) {
        int q = f == null ? -1 : f.queue();
        String name = f == null ? "host" : queueName(f.queue());
        return new Row.Write(r + 1, r, kind, b0, bn, q < 0 ? -1 : q / 16, q < 0 ? -1 : q % 16, name, op, rx,
                f == null ? 0 : f.txCount(), f == null ? 0 : f.rxCount(), followed, new Memory(b0, Math.max(1, bn)));
    }

    private String queueName(int queue) {
        Optional<String> dge = DgeTraffic.of(s).ringOfQueue(queue)
                .map(DgeTraffic.Ring::queueName);
        if (dge.isPresent()) {
            return dge.get();
        }
        for (var q : s.result() == null ? List.<RunResult.Queue>of() : s.result().queues()) {
            if (q.engine() * dev.topology().queuesPerEngine() + q.queue() == queue) {
                return q.subgraph() + ":" + q.name();
            }
        }
        return "q" + queue / dev.topology().queuesPerEngine() + "." + queue % dev.topology().queuesPerEngine();
    }

    private Row.Spine spine(int r) {
        List<String> stack = j.markers().openNodes(r);
        String node = stack.isEmpty() ? "(no spine node)" : stack.get(stack.size() - 1);
        return new Row.Spine(r, node, stack, new SpineNode(node));
    }

    private Row.Origin hostOrigin(int r, DeviceWrites.Kind k, long a) {
        Optional<Variables.Placed> v = vars.at(a);
        if (k == DeviceWrites.Kind.RING_COPY) {
            return origin(r, Row.Origin.Kind.NOT_FOLLOWED, a, "descriptors copied into a ring");
        }
        if (v.isPresent() && "input".equals(v.get().type())) {
            return origin(r, Row.Origin.Kind.INPUT, a, "the input the host copied in");
        }
        if (v.isPresent() && !v.get().file().isEmpty()) {
            Variables.Placed p = v.get();
            return new Row.Origin(r + 1, Row.Origin.Kind.FILE, p.name(), a - p.address(), a, "from NEFF member " + p.file(),
                    new NeffMember(new Neff(s.neffName()), p.file()));
        }
        return origin(r, Row.Origin.Kind.HOST, a, k == DeviceWrites.Kind.HOST_FILL ? "a host fill" : "bytes the host wrote");
    }

    /**
     * The end of a chain at state-buffer bytes a DMA read at record {@code r} while no emulated write had reached
     * them: the engines computed them (decision 1327); the row selects the first instruction that ran.
     */
    private Row.Origin computed(int r, long a, EngineCompute.Computed c) {
        Optional<Variables.Placed> v = vars.at(a);
        EngineCompute.EngineRun first = c.engines().get(0);
        Location at = first.member().isEmpty() ? new Memory(a, 1) : new Instruction(
                new NeffMember(new Neff(s.neffName()), first.member()), first.slots()[0]);
        return new Row.Origin(r, Row.Origin.Kind.COMPUTED, v.map(Variables.Placed::name).orElse(null),
                v.map(p -> a - p.address()).orElse(-1L), a, c.text(), at);
    }

    private Row.Origin origin(int r, Row.Origin.Kind kind, long a, String detail) {
        Optional<Variables.Placed> v = vars.at(a);
        int step = kind == Row.Origin.Kind.UNWRITTEN || kind == Row.Origin.Kind.DEPTH ? r : r + 1;
        return new Row.Origin(step, kind, v.map(Variables.Placed::name).orElse(null),
                v.map(p -> a - p.address()).orElse(-1L), a, detail, new Memory(a, 1));
    }
}
