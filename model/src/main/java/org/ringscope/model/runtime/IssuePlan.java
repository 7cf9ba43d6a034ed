package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.runtime.load.EntryLocation;
import org.ringscope.model.sync.DropReason;
import org.ringscope.model.sync.EventsField;
import org.ringscope.model.sync.Fault;
import org.ringscope.model.sync.Producer;
import org.ringscope.model.sync.ProducerKind;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.UpdateOp;
import org.ringscope.model.sync.WaitMode;

/**
 * What one execution's streams are expected to change (docs/reference/sync.md), declared in the {@link SyncDomain} before
 * they run: per instruction its consuming wait and its update; per trigger, for each entry it fires, the entry's
 * completion ({@code semaphore} += the queue set's {@code num_queues}, {@code event} set); per DGE word its
 * {@code sem_increment}. Then the deliveries as the DMAs complete, with the injected {@link Fault}s applied: a
 * completion lost (its DMA not run or its doorbell dropped), landed on a shifted semaphore, an event set twice.
 */
final class IssuePlan {
    /** Per position of a stream: the producers of its consuming wait, its update, and its DMA completions. */
    static final class Slots {
        final int[] consume;
        final int[] update;
        final int[][] semOf;
        final int[][] evtOf;

        Slots(int n) {
            consume = new int[n];
            update = new int[n];
            semOf = new int[n][];
            evtOf = new int[n][];
            Arrays.fill(consume, -1);
            Arrays.fill(update, -1);
        }
    }

    private final Emulation em;
    private final SyncDomain sync;
    private final int execution;
    private final List<Integer> doubleSetPending = new ArrayList<>();

    IssuePlan(Emulation em, SyncDomain sync, int execution) {
        this.em = em;
        this.sync = sync;
        this.execution = execution;
    }

    /** Declares the streams and every producer; resets the banks of their cores. */
    void declare(List<IssueLoop.Stream> streams) {
        BitSet cores = new BitSet();
        for (IssueLoop.Stream s : streams) {
            cores.set(s.tpb.nc);
        }
        sync.beginExecution(execution, cores);
        for (IssueLoop.Stream s : streams) {
            int n = s.list.size();
            int[] slots = new int[n];
            int[] ops = new int[n];
            EventsField[] ev = new EventsField[n];
            for (int p = 0; p < n; p++) {
                IssueLoop.Instr i = s.list.get(p);
                slots[p] = i.slot();
                ops[p] = i.bytes()[0] & 0xFF;
                ev[p] = EventsField.of(i.bytes());
            }
            s.id = sync.stream(execution, s.tpb.nc, s.tpb.sg.name(), s.engine, slots, ops, ev);
            s.plan = new Slots(n);
            for (int p = 0; p < n; p++) {
                declare(s, p, ev[p]);
            }
        }
        for (Fault f : em.options.faults()) {
            if (f instanceof Fault.DoubleSet ds) {
                doubleSetPending.add(ds.event());
            }
        }
    }

    private void declare(IssueLoop.Stream s, int p, EventsField f) {
        Slots sl = s.plan;
        if (f.waitMode() == WaitMode.EVENT_SET_THEN_CLEAR || f.waitMode() == WaitMode.EVENT_CLEAR_THEN_SET) {
            sl.consume[p] = sync.producer(ProducerKind.CONSUMING_WAIT, s.id, p, true, f.waitIdx(), 0,
                    f.waitMode() == WaitMode.EVENT_SET_THEN_CLEAR ? UpdateOp.EVT_CLR : UpdateOp.EVT_SET, -1, "");
        }
        UpdateOp u = f.updateOp();
        if (u.onSemaphore() || u.onEvent()) {
            int amount = u == UpdateOp.SEM_INC || u == UpdateOp.SEM_DEC ? 1 : u.onEvent() ? (u == UpdateOp.EVT_SET ? 1 : 0)
                    : (int) f.value();
            sl.update[p] = sync.producer(ProducerKind.INSTRUCTION, s.id, p, u.onEvent(), f.updateIdx(), amount, u, -1, "");
        }
        IssueLoop.Instr i = s.list.get(p);
        Tpb t = s.tpb;
        if (i.kind() == InstrKind.TRIGGER) {
            InstructionStream.DmaTrigger tr = new InstructionStream("slot", i.bytes()).dmaTrigger(0).orElseThrow();
            List<EntryLocation> locs = t.program.locate(tr);
            int n = numQueues(t, tr.queue());
            sl.semOf[p] = new int[locs.size()];
            sl.evtOf[p] = new int[locs.size()];
            for (int k = 0; k < locs.size(); k++) {
                DmaEntry e = t.sg.engine(locs.get(k).engine()).orElseThrow().dma().get(locs.get(k).entryIndex());
                sl.semOf[p][k] = e.semaphore() >= 0 && e.semaphore() < 256 ? sync.producer(ProducerKind.STATIC_DMA,
                        s.id, p, false, e.semaphore(), n, UpdateOp.SEM_ADD_IMM, e.id(), tr.queue()) : -1;
                sl.evtOf[p][k] = e.event() >= 0 && e.event() < 256 ? sync.producer(ProducerKind.STATIC_DMA, s.id, p,
                        true, e.event(), 1, UpdateOp.EVT_SET, e.id(), tr.queue()) : -1;
            }
        } else if (i.kind() == InstrKind.DGE) {
            byte[] w = i.bytes();
            sl.semOf[p] = new int[] {sync.producer(ProducerKind.DGE, s.id, p, false, DgeWords.semaphore(w),
                    DgeWords.semIncrement(w), UpdateOp.SEM_ADD_IMM, -1, dgeQueue(t, s))};
        }
    }

    private static int numQueues(Tpb t, String queue) {
        int n = 1;
        for (QueueSet qs : t.sg.queueSets()) {
            if (qs.name().equals(queue) || qs.queueInstances().contains(queue)) {
                n = Math.max(1, qs.numQueues());
            }
        }
        return n;
    }

    private static String dgeQueue(Tpb t, IssueLoop.Stream s) {
        for (DgeSet d : t.dge) {
            if (d.owner == s.engine) {
                return d.set.name();
            }
        }
        return "";
    }

    /** A double-set fault on an event nothing in the plan sets: the event is set twice as the execution starts. */
    void startFaults(List<IssueLoop.Stream> streams) {
        if (doubleSetPending.isEmpty() || streams.isEmpty()) {
            return;
        }
        for (int e : List.copyOf(doubleSetPending)) {
            boolean planned = false;
            for (Producer p : sync.producers()) {
                if (p.event() && p.index() == e && p.op() == UpdateOp.EVT_SET
                        && sync.streams().get(p.stream()).execution() == execution) {
                    planned = true;
                }
            }
            if (!planned) {
                IssueLoop.Stream s = streams.get(0);
                int f = sync.producer(ProducerKind.FAULT, s.id, 0, true, e, 1, UpdateOp.EVT_SET, -1, "");
                sync.deliver(f, s.tpb.nc, e);
                sync.deliver(f, s.tpb.nc, e);
                doubleSetPending.remove(Integer.valueOf(e));
            }
        }
    }

    /** After an instruction issued: a pending double-set fault repeats its event set. */
    void afterIssue(IssueLoop.Stream s, int p) {
        repeatIfDoubleSet(s, p, s.plan.update[p]);
    }

    private void repeatIfDoubleSet(IssueLoop.Stream s, int p, int producer) {
        if (producer < 0 || doubleSetPending.isEmpty()) {
            return;
        }
        Producer pr = sync.producers().get(producer);
        if (pr.event() && pr.op() == UpdateOp.EVT_SET && doubleSetPending.remove(Integer.valueOf(pr.index()))) {
            int f = sync.producer(ProducerKind.FAULT, s.id, p, true, pr.index(), 1, UpdateOp.EVT_SET, -1, "");
            sync.deliver(f, s.tpb.nc, pr.index());
        }
    }

    /** The trigger's DMAs ran ({@code ran[k]} per entry) or not: their completions, or why none will come. */
    void completeTrigger(IssueLoop.Stream s, int p, boolean[] ran) {
        int[] sem = s.plan.semOf[p];
        int[] evt = s.plan.evtOf[p];
        for (int k = 0; k < sem.length; k++) {
            for (int pr : new int[] {sem[k], evt[k]}) {
                if (pr < 0) {
                    continue;
                }
                if (!ran[k]) {
                    sync.dropped(pr, dropReason(sync.producers().get(pr)));
                    continue;
                }
                deliver(s, p, pr);
            }
        }
    }

    /** A DGE word's DMAs ran or not (its doorbell dropped). */
    void completeDge(IssueLoop.Stream s, int p, boolean ran) {
        int pr = s.plan.semOf[p][0];
        if (ran) {
            deliver(s, p, pr);
        } else {
            sync.dropped(pr, DropReason.NEVER_DOORBELLED);
        }
    }

    private void deliver(IssueLoop.Stream s, int p, int pr) {
        Producer x = sync.producers().get(pr);
        int idx = x.index();
        for (Fault f : em.options.faults()) {
            if (f instanceof Fault.SemIndex si && !x.event() && x.kind() == ProducerKind.STATIC_DMA
                    && Fault.matches(si.queue(), si.dmaId(), x.queue(), x.dmaId())) {
                idx = Math.floorMod(idx + si.delta(), 256);
            }
        }
        sync.deliver(pr, s.tpb.nc, idx);
        repeatIfDoubleSet(s, p, pr);
    }

    /** Whether the fault list drops the entry's doorbell or skips its DMA, and which. */
    DropReason dropOf(String queue, int dmaId) {
        for (Fault f : em.options.faults()) {
            if (f instanceof Fault.SkipDma sd && Fault.matches(sd.queue(), sd.dmaId(), queue, dmaId)) {
                return DropReason.SKIPPED;
            }
        }
        for (Fault f : em.options.faults()) {
            if (f instanceof Fault.DropDoorbell dd && dd.queue().equals(queue)) {
                return DropReason.NEVER_DOORBELLED;
            }
        }
        return null;
    }

    private DropReason dropReason(Producer p) {
        DropReason r = dropOf(p.queue(), p.dmaId());
        return r == null ? DropReason.NOT_EMULATED : r;
    }
}
