package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import org.ringscope.model.dge.RegisterFile;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.sync.EventsField;
import org.ringscope.model.sync.SyncDomain;

/**
 * The device sequencer (decisions 1104, 1260): one in-order instruction pointer per engine and core. An instruction
 * issues only when its EVENTS wait holds against the core's EVT_SEM bank ({@link SyncDomain}); it then applies its
 * update — compute instructions move no data but keep these semantics; a PseudoDMATrigger publishes its entries'
 * descriptors and their completions add the queue set's {@code num_queues}, a DGE word its {@code sem_increment}
 * (docs/reference/sync.md, docs/reference/dge.md). Register instructions run on the engine's {@link RegisterFile} as they issue.
 *
 * <p>The interleaving is deterministic: every engine issues what it can that is not a DMA, then of the DMAs that may
 * issue the one first in the compiler's order ({@code inst.N}, inputs before outputs, core, engine; decision 0705)
 * goes, and again. Each issue, each first failed wait and each completion is a journal record. When no engine can
 * issue although streams remain, the execution hangs as on the device: a hang record, and the host's timeout
 * ({@link #run} returns false) — unless the what-if {@code forceWaits} issues the first waiting instruction anyway.
 */
final class IssueLoop {
    /** One instruction of a stream: where it is, its bytes (and extension), its kind and order key. */
    record Instr(int slot, byte[] bytes, byte[] ext, InstrKind kind, long instN, int rank) {
        boolean dma() {
            return kind == InstrKind.TRIGGER || kind == InstrKind.DGE;
        }
    }

    /** One engine's stream on one core. */
    static final class Stream {
        final Tpb tpb;
        final Engine engine;
        final List<Instr> list;
        final RegisterFile regs = new RegisterFile();
        int pos;
        /** The journal's id of the stream, and the position whose failed wait is already recorded. */
        int id = -1;
        int waited = -1;
        IssuePlan.Slots plan;

        Stream(Tpb tpb, Engine engine, List<Instr> list) {
            this.tpb = tpb;
            this.engine = engine;
            this.list = list;
        }

        Instr head() {
            return pos < list.size() ? list.get(pos) : null;
        }
    }

    /** What the loop hands back to the sequencer. */
    interface Device {
        /** Publishes the trigger's entries; returns, per entry, whether its DMA ran (its completion is due). */
        boolean[] trigger(Stream s, Instr i) throws Exception;

        /** Issues the DGE word; returns whether its DMAs ran. */
        boolean dge(Stream s, Instr i) throws Exception;

        void register(Stream s, Instr i);
    }

    private final Emulation em;
    private final List<Stream> streams;
    private final SyncDomain sync;
    private final IssuePlan plan;
    private int forced;

    IssueLoop(Emulation em, List<Stream> streams, int execution) {
        this.em = em;
        this.streams = streams;
        this.sync = em.sync;
        this.plan = new IssuePlan(em, sync, execution);
        plan.declare(streams);
    }

    IssuePlan plan() {
        return plan;
    }

    /** Runs every stream to its end; false when the execution hung (a hang record is then the last). */
    boolean run(Device d) throws Exception {
        plan.startFaults(streams);
        while (true) {
            boolean progress = false;
            for (Stream s : streams) {
                Instr i;
                while ((i = s.head()) != null && !i.dma() && holds(s)) {
                    issue(s, i, d);
                    progress = true;
                }
            }
            Stream best = null;
            for (Stream s : streams) {
                Instr i = s.head();
                if (i != null && i.dma() && holds(s) && (best == null || before(s, best))) {
                    best = s;
                }
            }
            if (best != null) {
                issue(best, best.head(), d);
                continue;
            }
            if (progress) {
                continue;
            }
            Stream stuck = null;
            int blocked = 0;
            for (Stream s : streams) {
                if (s.head() != null) {
                    blocked++;
                    if (stuck == null || before(s, stuck)) {
                        stuck = s;
                    }
                }
            }
            if (stuck == null) {
                return true;
            }
            if (!em.options.forceWaits()) {
                sync.hang(blocked, em.options.execTimeoutSeconds() * 1000L);
                return false;
            }
            if (forced++ < 3) {
                EventsField f = EventsField.of(stuck.head().bytes());
                em.notes.add(String.format("%s: %s slot %d waits for %s (the bank has %d); issued anyway "
                        + "(--force-waits)", stuck.tpb.sg.name(), stuck.engine.displayName(), stuck.head().slot(),
                        f.text(), sync.semaphore(stuck.tpb.nc, f.waitIdx())));
            }
            issue(stuck, stuck.head(), d);
        }
    }

    /** Whether the stream's next instruction may issue; the first time it may not, its wait is recorded. */
    private boolean holds(Stream s) {
        if (sync.holds(s.id, s.pos)) {
            return true;
        }
        if (s.waited != s.pos) {
            s.waited = s.pos;
            sync.waiting(s.id, s.pos);
        }
        return false;
    }

    private static boolean before(Stream a, Stream b) {
        Instr x = a.head();
        Instr y = b.head();
        if (x.instN() != y.instN()) {
            return Long.compareUnsigned(x.instN(), y.instN()) < 0;
        }
        if (x.rank() != y.rank()) {
            return x.rank() < y.rank();
        }
        if (a.tpb.index != b.tpb.index) {
            return a.tpb.index < b.tpb.index;
        }
        return a.engine.ordinal() < b.engine.ordinal();
    }

    private void issue(Stream s, Instr i, Device d) throws Exception {
        int p = s.pos;
        sync.issue(s.id, p, s.plan.consume[p], s.plan.update[p]);
        plan.afterIssue(s, p);
        s.pos++;
        switch (i.kind()) {
            case TRIGGER -> plan.completeTrigger(s, p, d.trigger(s, i));
            case DGE -> plan.completeDge(s, p, d.dge(s, i));
            case REGISTER -> d.register(s, i);
            default -> {
            }
        }
    }

    /** The instructions of one engine's stream, read out of its instruction buffer. */
    static List<Instr> instructions(Tpb t, Tpb.Image img, byte[] buf,
            ToLongFunction<DmaEntry> instN,
            ToIntFunction<String> rank) {
        InstructionStream s = new InstructionStream("ibuf", buf);
        List<Instr> out = new ArrayList<>();
        for (int i = 0; i < img.slotAt().length; i++) {
            int at = img.slotAt()[i];
            int op = s.opcode(at);
            if (op == Opcodes.PSEUDO_EXTENSION && i > 0) {
                continue;
            }
            byte[] bytes = s.slotBytes(at);
            byte[] ext = at + 1 < s.slotCount() && s.isExtension(at + 1) ? s.slotBytes(at + 1) : null;
            InstrKind kind = InstrKind.of(op);
            long n = -1;
            int r = 1;
            if (kind == InstrKind.TRIGGER) {
                InstructionStream.DmaTrigger tr = s.dmaTrigger(at).orElseThrow();
                for (var loc : t.program.locate(tr)) {
                    n = instN.applyAsLong(t.sg.engine(loc.engine()).orElseThrow().dma().get(loc.entryIndex()));
                }
                r = rank.applyAsInt(tr.queue());
            }
            out.add(new Instr(i, bytes, ext, kind, n, r));
        }
        return out;
    }
}
