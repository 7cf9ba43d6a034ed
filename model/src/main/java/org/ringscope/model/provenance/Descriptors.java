package org.ringscope.model.provenance;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.load.EntryLocation;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * Who put a descriptor into a ring slot, as rows: the last write of the slot before the packet ran names it — a
 * vring dump (then the vring's index is the slot: the builder call that appended it, its edits, the template a
 * per-execution build was resolved from, the NEFF entry) or a descriptor copy into a DGE ring (the DGE instruction
 * that generated it, with its lowered word).
 */
final class Descriptors {
    private final EmulationSession s;
    private final Device dev;
    private final Journal j;
    private final VringDomain vd;
    private final WriteIndex index;
    private final Variables vars;
    private Map<Vring, int[]> byVring;

    Descriptors(EmulationSession s, WriteIndex index, Variables vars) {
        this.s = s;
        this.dev = s.device();
        this.j = s.journal();
        this.vd = VringDomain.of(j);
        this.index = index;
        this.vars = vars;
    }

    /** A descriptor of a packet: its half, ring slot, index in the packet, words and buffer. */
    record Desc(Direction half, long ringBase, int slot, int inPacket, long w0, long w1, long buffer, long length) {
    }

    /**
     * Adds the rows for descriptor {@code d} of the packet of record {@code r} on {@code queue}: its slot, and who
     * authored it. {@code src} / {@code dst} are the source and destination bytes of the hop, to name the NEFF
     * entry's {@code desc} element.
     */
    void explain(int r, int queue, Desc d, long src, long dst, List<Row> rows) {
        WriteIndex.Hit h = index.lastWrite(d.ringBase() + 16L * d.slot(), 16, r);
        String fallback = String.format("q%d.%d.%s", queue / 16, queue % 16, d.half() == Direction.TX ? "tx" : "rx");
        if (h != null && vd.owns(h.record()) && vd.isDump(h.record())) {
            VringDomain.Dump dump = vd.dumpOf(h.record());
            String pring = Optional.ofNullable(dev.pringName(dump.pring())).orElse(fallback);
            rows.add(slot(r, d, pring));
            fromVring(h.record(), dump, d, src, dst, pring, rows);
            return;
        }
        if (h != null && DeviceWrites.kind(dev, j, h.record()) == DeviceWrites.Kind.RING_COPY) {
            DgeTraffic t = DgeTraffic.of(s);
            Optional<DgeTraffic.Ring> ring = t.ringOfQueue(queue);
            String pring = ring.map(g -> g.pring(d.half())).orElse(fallback);
            rows.add(slot(r, d, pring));
            ring.flatMap(g -> t.descriptor(pring, d.slot(), r)).ifPresent(g -> rows.add(dge(t, g)));
            return;
        }
        rows.add(slot(r, d, fallback));
    }

    private Row.Slot slot(int r, Desc d, String pring) {
        return new Row.Slot(r, d.half(), pring, d.slot(), d.inPacket(), d.w0(), d.w1(), d.buffer(), d.length(),
                new PringSlot(new Pring(pring), d.slot()));
    }

    private Row.Dge dge(DgeTraffic t, DgeTraffic.Generated g) {
        var is = g.issue();
        String word = t.patch(is.subgraph(), is.engine(), is.slot()).map(InstructionPatch::after).map(Descriptors::hex)
                .orElse("");
        String member = t.member(is.subgraph(), is.engine()).orElse(is.subgraph() + "/" + is.engine());
        return new Row.Dge(g.record() + 1, is.subgraph(), is.engine(), is.slot(), is.opcode(), is.kind(),
                g.issueIndex(), g.piece(), g.pieces(), word,
                new Instruction(new NeffMember(new Neff(s.neffName()), member), is.slot()));
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder(2 * b.length);
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 0xF, 16)).append(Character.forDigit(x & 0xF, 16));
        }
        return sb.toString();
    }

    private void fromVring(int dumpRecord, VringDomain.Dump dump, Desc d, long src, long dst, String pring,
            List<Row> rows) {
        SessionVrings.Entry e = entryOf(dump.vring());
        String key = e != null ? e.key() : dump.vring().name();
        int idx = d.slot();
        rows.add(new Row.Dumped(dumpRecord + 1, key, dump.half(), idx, pring,
                Descriptor.of(Half.of(key, dump.half()), idx)));
        if (idx >= dump.realCount()) {
            return; // a no-op pad of the dump, authored by no builder
        }
        authored(dump.vring(), key, dump.half(), idx, dumpRecord, rows);
        if (e != null && e.template() != null) {
            SessionVrings.Entry t = e.template();
            rows.add(new Row.Template(dumpRecord + 1, t.key(), dump.half(), idx,
                    vars.at(d.buffer()).map(Variables.Placed::name).orElse(null),
                    Descriptor.of(Half.of(t.key(), dump.half()), idx)));
            authored(t.vring(), t.key(), dump.half(), idx, dumpRecord, rows);
        }
        if (e != null) {
            s.runtime().entryOf(e.subgraph(), dump.vring().name(), dump.half(), idx)
                    .ifPresent(loc -> rows.add(entry(e.subgraph(), loc, src, dst)));
        }
    }

    /**
     * The rows of vring descriptor {@code idx} of half {@code half} of the vring keyed {@code key} before step
     * {@code before}, newest first: the last dump that carried it into a device ring, its edits, the builder call
     * that appended it, the template a per-execution build was resolved from, and the NEFF entry it belongs to.
     * Empty when the session has no such vring.
     */
    List<Row> ofVring(String key, Direction half, int idx, int before) {
        List<Row> rows = new ArrayList<>();
        Optional<SessionVrings.Entry> found = s.vrings().get(key);
        if (found.isEmpty()) {
            return rows;
        }
        SessionVrings.Entry e = found.get();
        Location at = Descriptor.of(Half.of(key, half), idx);
        int[] recs = records().getOrDefault(e.vring(), new int[0]);
        for (int k = recs.length - 1; k >= 0; k--) {
            int i = recs[k];
            if (i < before && vd.isDump(i)) {
                VringDomain.Dump d = vd.dumpOf(i);
                if (d.half() == half && idx < d.realCount()) {
                    rows.add(new Row.Dumped(i + 1, key, half, idx, Optional.ofNullable(dev.pringName(d.pring()))
                            .orElse(key), at));
                    break;
                }
            }
        }
        authored(e.vring(), key, half, idx, before, rows);
        if (e.template() != null) {
            SessionVrings.Entry t = e.template();
            rows.add(new Row.Template(rows.isEmpty() ? -1 : rows.get(rows.size() - 1).step(), t.key(), half, idx, null,
                    Descriptor.of(Half.of(t.key(), half), idx)));
            authored(t.vring(), t.key(), half, idx, before, rows);
        }
        s.runtime().entryOf(e.subgraph(), e.vring().name(), half, idx)
                .ifPresent(loc -> rows.add(entry(e.subgraph(), loc, -1, -1)));
        return rows;
    }

    /** The edits of descriptor {@code idx} (newest first) and the append that authored it, before {@code before}. */
    private void authored(Vring v, String key, Direction half, int idx, int before, List<Row> rows) {
        int[] recs = records().getOrDefault(v, new int[0]);
        Location at = Descriptor.of(Half.of(key, half), idx);
        for (int k = recs.length - 1; k >= 0; k--) {
            int i = recs[k];
            if (i >= before) {
                continue;
            }
            VringDomain.Touch t = vd.touchOf(i);
            if (!t.wrote(half, idx, idx + 1)) {
                continue;
            }
            if (t.kind() == VringDomain.Touch.Kind.EDIT) {
                rows.add(new Row.Edited(i + 1, key, half, idx, t.function(), at));
            } else if (t.kind() == VringDomain.Touch.Kind.APPEND) {
                rows.add(new Row.Authored(i + 1, key, half, idx, t.function(), at));
                return;
            }
        }
    }

    /** Drops the per-vring record lists (the journal's history changed). */
    void forget() {
        byVring = null;
    }

    /** Every vring-domain record by vring, in one pass over the journal (built once). */
    private Map<Vring, int[]> records() {
        if (byVring != null) {
            return byVring;
        }
        Map<Vring, List<Integer>> m = new IdentityHashMap<>();
        for (int i = 0; i < j.size(); i++) {
            if (vd.owns(i)) {
                m.computeIfAbsent(vd.vringOf(i), k -> new ArrayList<>()).add(i);
            }
        }
        Map<Vring, int[]> out = new IdentityHashMap<>();
        m.forEach((v, l) -> out.put(v, l.stream().mapToInt(Integer::intValue).toArray()));
        byVring = out;
        return out;
    }

    /** The session's entry of vring {@code v}, or null. */
    SessionVrings.Entry entryOf(Vring v) {
        for (SessionVrings.Entry e : s.vrings().entries()) {
            if (e.vring() == v) {
                return e;
            }
        }
        return null;
    }

    private Row.Entry entry(String subgraph, EntryLocation loc, long src, long dst) {
        String member = subgraph + "/" + loc.engine().displayName();
        int element = -1;
        String from = null;
        String to = null;
        Optional<EngineProgram> ep = subgraphs().stream().filter(g -> g.name().equals(subgraph)).findFirst()
                .flatMap(g -> g.engine(loc.engine()));
        if (ep.isPresent()) {
            member = ep.get().jsonMember();
            if (loc.entryIndex() < ep.get().dma().size()) {
                DmaEntry de = ep.get().dma().get(loc.entryIndex());
                for (int k = 0; k < de.descs().size() && element < 0; k++) {
                    DmaDesc dd = de.descs().get(k);
                    if (covers(subgraph, dd.from(), src) && covers(subgraph, dd.to(), dst)) {
                        element = k;
                        from = dd.from().var();
                        to = dd.to().var();
                    }
                }
            }
        }
        return new Row.Entry(-1, subgraph, loc.engine().displayName(), loc.entryIndex(), loc.id(), loc.queueName(),
                loc.queue(), loc.txStart(), loc.txCount(), element, from, to,
                new org.ringscope.model.location.DmaEntry(new NeffMember(new Neff(s.neffName()), member), loc.entryIndex())); // qualified: clashes
    }

    /** Whether access pattern {@code p} of {@code subgraph} reaches device address {@code a}. */
    private boolean covers(String subgraph, AccessPattern p, long a) {
        long base = s.runtime().address(subgraph, p.var());
        if (base < 0 || a < base + p.offset()) {
            return false;
        }
        long rel = a - base - p.offset();
        long[] sizes = p.sizes();
        long[] steps = p.steps();
        return hits(rel, sizes, steps, sizes.length - 1);
    }

    /** Whether offset {@code rel} is visited by dims {@code 0..d} of a pattern (innermost a run of sizes[0] bytes). */
    private static boolean hits(long rel, long[] sizes, long[] steps, int d) {
        if (d == 0) {
            return rel >= 0 && rel < sizes[0];
        }
        if (steps[d] == 0) {
            return hits(rel, sizes, steps, d - 1);
        }
        for (long i = 0; i < sizes[d]; i++) {
            long r = rel - i * steps[d];
            if (r >= 0 && hits(r, sizes, steps, d - 1)) {
                return true;
            }
        }
        return false;
    }

    /** The subgraph and the engine (as the NEFF names it) whose JSON member holds entry {@code e}, or empty. */
    Optional<String[]> engineOf(org.ringscope.model.location.DmaEntry e) { // qualified: clashes
        for (Subgraph g : subgraphs()) {
            for (EngineProgram ep : g.engines()) {
                if (ep.jsonMember().equals(e.member().path())) {
                    return Optional.of(new String[] {g.name(), ep.engine().displayName()});
                }
            }
        }
        return Optional.empty();
    }

    private List<Subgraph> subgraphs() {
        return s.manifest().subgraphs();
    }
}
