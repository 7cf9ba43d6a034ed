package org.ringscope.model.session;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceWalk;
import org.ringscope.model.dge.DgeExecutor;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.runtime.DgeIssue;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.runtime.load.EngineQueues;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;

/**
 * A finished run's DGE traffic, read back for the views (decision 1180): the rings of every dynamic queue set (one
 * pair on each of the core's 16 DMA engines, software or hardware DGE), the load's instruction patches, the DGE
 * instructions issued, and — for a descriptor in a DGE ring — which instruction generated it, on which engine, on
 * which leg and as which of that instruction's descriptors on the engine.
 *
 * <p>The attribution follows the journal's descriptor writes (records only, no state is moved): the DGE writes one
 * instruction's descriptors on each engine before the next instruction issues, and each {@link DgeIssue} counts
 * the TX descriptors it wrote, so the TX writes of a set's rings are that set's issues in order; an RX write
 * belongs to the issue of the TX write just before it on the same queue. Build it on the journal's thread.
 */
public final class DgeTraffic {
    /** One engine's ring pair of a dynamic queue set. */
    public record Ring(String subgraph, String queueSet, String kind, int nc, int engine, int queue) {
        /** {@code hardware_dynamic}: the set belongs to SP or ACT. */
        public boolean hardware() {
            return "hardware_dynamic".equals(kind);
        }

        /** The pring name of one half ({@code sg00:qPoolDynamic_3.tx}). */
        public String pring(Direction d) {
            return subgraph + ":" + queueSet + "_" + engine + (d == Direction.TX ? ".tx" : ".rx");
        }

        /** {@code software DGE} / {@code hardware DGE}. */
        public String kindLabel() {
            return hardware() ? "hardware DGE" : "software DGE";
        }

        /** {@code SW DGE} / {@code HW DGE}, a ring's tag. */
        public String tag() {
            return hardware() ? "HW DGE" : "SW DGE";
        }

        /**
         * The name of this engine's queue ({@code sg00:qPoolDynamic_3}), as the rings' names read: every engine's
         * queue of a dynamic set has one id, so the set's name alone would name 16 queues.
         */
        public String queueName() {
            return subgraph + ":" + queueSet + "_" + engine;
        }
    }

    /**
     * A descriptor of a DGE ring and what generated it.
     *
     * @param issue      the instruction, as the device issued it
     * @param issueIndex its index in {@link RunResult#dge()}
     * @param ring       the ring pair it is in
     * @param leg        TX: the source leg (the engine reads), RX: the destination leg (the engine writes)
     * @param piece      which of the instruction's descriptors on this engine and leg it is (0-based)
     * @param pieces     how many the instruction wrote there
     * @param completion whether it is one of the completion's semaphore writes (they follow the data)
     * @param record     the journal record that wrote it
     */
    public record Generated(DgeIssue issue, int issueIndex, Ring ring, Direction leg, int piece, int pieces,
                            boolean completion, int record) {
    }

    private record Write(int record, int start, int n, int issue, int firstPiece) {
    }

    private final List<Ring> rings = new ArrayList<>();
    private final Map<Integer, Ring> byQueue = new HashMap<>();
    private final Map<String, Ring> byPring = new HashMap<>();
    private final Map<String, Integer> sizes = new HashMap<>();
    private final List<DgeIssue> issues;
    private final List<InstructionPatch> patches;
    private final Map<String, InstructionPatch> patchAt = new HashMap<>();
    private final Map<String, String> members = new HashMap<>();
    /** Per ring half (queue × 2 + TX 0 / RX 1), its writes in journal order. */
    private final Map<Integer, List<Write>> writes = new HashMap<>();
    /** Per issue, the journal record of its first descriptor write. */
    private final Map<Integer, Integer> firstRecord = new HashMap<>();
    /** Per (issue, ring half), the descriptors written there. */
    private final Map<Long, Integer> totals = new HashMap<>();

    private DgeTraffic(List<DgeIssue> issues, List<InstructionPatch> patches) {
        this.issues = List.copyOf(issues);
        this.patches = List.copyOf(patches);
        for (InstructionPatch p : patches) {
            patchAt.putIfAbsent(key(p.subgraph(), p.engine(), p.slot()), p);
        }
    }

    /** The DGE traffic of {@code s}'s run (none before it ran), read once per run ({@link RunIndexes#dge()}). */
    public static DgeTraffic of(EmulationSession s) {
        return s.indexes().dge();
    }

    /** Reads the DGE traffic of {@code s}'s run (none before it ran): what {@link RunIndexes} keeps. */
    static DgeTraffic build(EmulationSession s) {
        RunResult r = s.result();
        if (r == null) {
            return new DgeTraffic(List.of(), List.of());
        }
        DgeTraffic t = new DgeTraffic(r.dge(), s.runtime().instructionPatches());
        t.rings(r, s.device());
        t.attribute(s.device(), s.journal());
        t.members(s);
        return t;
    }

    /** Each engine's instruction stream member, by subgraph and engine name. */
    private void members(EmulationSession s) {
        for (Subgraph g : s.manifest().subgraphs()) {
            for (Engine e : Engine.values()) {
                g.engine(e).filter(p -> !p.instrMember().isEmpty())
                        .ifPresent(p -> members.put(g.name() + "/" + e.displayName(), p.instrMember()));
            }
        }
    }

    /** The instruction stream member of an engine ({@code sg00/Pool.bin}), or empty. */
    public Optional<String> member(String subgraph, String engine) {
        return Optional.ofNullable(members.get(subgraph + "/" + engine));
    }

    /** The DGE ring pairs of a run: each dynamic queue set's queue on the core's 16 engines ({@code qpe} per engine). */
    public static List<Ring> ringsOf(RunResult r, int qpe) {
        List<Ring> out = new ArrayList<>();
        for (RunResult.Queue q : r.queues()) {
            if (q.kind().endsWith("_dynamic")) {
                for (int e = 0; e < DgeExecutor.ENGINES; e++) {
                    out.add(new Ring(q.subgraph(), q.name(), q.kind(), q.nc(), e, (q.engine() + e) * qpe + q.queue()));
                }
            }
        }
        return out;
    }

    private void rings(RunResult r, Device dev) {
        for (Ring g : ringsOf(r, dev.topology().queuesPerEngine())) {
            rings.add(g);
            byQueue.put(g.queue(), g);
            byPring.put(g.pring(Direction.TX), g);
            byPring.put(g.pring(Direction.RX), g);
        }
        for (Pring p : dev.prings()) {
            String n = dev.pringName(p);
            if (n != null && byPring.containsKey(n)) {
                sizes.putIfAbsent(n, p.allocatedDescCount());
            }
        }
    }

    private void attribute(Device dev, Journal j) {
        Map<String, int[]> cursor = new HashMap<>();
        Map<Integer, int[]> last = new HashMap<>();
        DeviceWalk.walk(dev, j, 0, j.size(), new DeviceWalk.Visitor() {
            @Override
            public void descriptors(int record, int queue, Direction d, int start, int n, long address) {
                Ring g = byQueue.get(queue);
                if (g == null) {
                    return;
                }
                int half = queue * 2 + (d == Direction.TX ? 0 : 1);
                int issue;
                if (d == Direction.TX) {
                    int[] c = cursor.computeIfAbsent(g.subgraph() + ":" + g.queueSet(), k -> new int[] {-1, 0});
                    while (c[1] <= 0 && c[0] < issues.size()) {
                        c[0] = next(g, c[0]);
                        c[1] = c[0] < issues.size() ? issues.get(c[0]).descriptors() : 0;
                    }
                    issue = c[0];
                    c[1] -= n;
                    last.put(queue, new int[] {issue});
                } else {
                    int[] l = last.get(queue);
                    issue = l == null ? -1 : l[0];
                }
                if (issue < 0 || issue >= issues.size()) {
                    return;
                }
                firstRecord.putIfAbsent(issue, record);
                long k = (long) issue << 32 | half;
                int before = totals.getOrDefault(k, 0);
                totals.put(k, before + n);
                writes.computeIfAbsent(half, h -> new ArrayList<>()).add(new Write(record, start, n, issue, before));
            }
        });
    }

    /** The index of the issue after {@code from} on ring {@code g}'s queue set. */
    private int next(Ring g, int from) {
        for (int i = from + 1; i < issues.size(); i++) {
            DgeIssue x = issues.get(i);
            if (x.subgraph().equals(g.subgraph()) && x.queueSet().equals(g.queueSet())) {
                return i;
            }
        }
        return issues.size();
    }

    /** Every DGE ring pair, set by set, engine by engine. */
    public List<Ring> rings() {
        return List.copyOf(rings);
    }

    /** The DGE ring pair a pring belongs to ({@code sg00:qPoolDynamic_3.tx}; a {@code " #n"} suffix is ignored). */
    public Optional<Ring> ringOfPring(String pring) {
        int hash = pring.indexOf(" #");
        return Optional.ofNullable(byPring.get(hash < 0 ? pring : pring.substring(0, hash)));
    }

    /** The DGE ring pair bound to hardware queue {@code queue} (engine × 16 + q). */
    public Optional<Ring> ringOfQueue(int queue) {
        return Optional.ofNullable(byQueue.get(queue));
    }

    /** The DGE instructions the run issued, in issue order. */
    public List<DgeIssue> issues() {
        return issues;
    }

    /** The load's instruction patches (each lowered pseudo), subgraph by subgraph in stream order. */
    public List<InstructionPatch> patches() {
        return patches;
    }

    /** The patch of the slot an issue came from (its pseudo and lowered word). */
    public Optional<InstructionPatch> patch(String subgraph, String engine, int slot) {
        return Optional.ofNullable(patchAt.get(key(subgraph, engine, slot)));
    }

    /**
     * The step at which issue {@code index} (of {@link #issues()}) shows: just after its first descriptor write, or -1
     * when it wrote none.
     */
    public int step(int index) {
        Integer r = firstRecord.get(index);
        return r == null ? -1 : r + 1;
    }

    /** What generated the descriptor in slot {@code slot} of DGE pring {@code pring} as it is at step {@code step}. */
    public Optional<Generated> descriptor(String pring, int slot, int step) {
        Optional<Ring> g = ringOfPring(pring);
        if (g.isEmpty()) {
            return Optional.empty();
        }
        Direction d = pring.contains(".rx") ? Direction.RX : Direction.TX;
        int half = g.get().queue() * 2 + (d == Direction.TX ? 0 : 1);
        List<Write> ws = writes.getOrDefault(half, List.of());
        int size = sizes.getOrDefault(g.get().pring(d), EngineQueues.DGE_RING_DESCS);
        for (int i = lastBefore(ws, step); i >= 0; i--) {
            Write w = ws.get(i);
            int off = Math.floorMod(slot - w.start(), size);
            if (off < w.n()) {
                int piece = w.firstPiece() + off;
                int pieces = totals.get((long) w.issue() << 32 | half);
                DgeIssue is = issues.get(w.issue());
                boolean completion = piece >= pieces - completions(is, g.get().engine());
                return Optional.of(new Generated(is, w.issue(), g.get(), d, piece, pieces, completion, w.record()));
            }
        }
        return Optional.empty();
    }

    /** The index of the last write whose record is before {@code step} (applied at that step), or -1. */
    private static int lastBefore(List<Write> ws, int step) {
        int lo = 0;
        int hi = ws.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ws.get(mid).record() < step) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo - 1;
    }

    /**
     * The semaphore writes an instruction's completion puts on engine {@code e}: {@code sem_increment} spread over
     * the 16 engines (a transpose has no such field and adds 16), decision 1103.
     */
    private int completions(DgeIssue is, int e) {
        InstructionPatch p = patchAt.get(key(is.subgraph(), is.engine(), is.slot()));
        int inc = DgeExecutor.ENGINES;
        if (p != null && (is.opcode() == DgeWords.DMA_MEMCPY || is.opcode() == DgeWords.DMA_INDIRECT)) {
            inc = DgeWords.u8(p.after(), DgeWords.SEM_INCREMENT);
        }
        return inc / DgeExecutor.ENGINES + (e < inc % DgeExecutor.ENGINES ? 1 : 0);
    }

    private static String key(String subgraph, String engine, int slot) {
        return subgraph + "/" + engine + "/" + slot;
    }
}
