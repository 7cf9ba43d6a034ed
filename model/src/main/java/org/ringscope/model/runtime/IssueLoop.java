package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.dge.RegisterFile;
import org.ringscope.model.dge.RegisterOps;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Opcodes;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.runtime.load.EntryLocation;

/**
 * The order in which the engines' streams issue their DMAs, and the sequencer work in between (decision 1104).
 * Each engine is an in-order instruction pointer; an instruction issues when its EVENTS wait holds (sync-facts
 * §1.2) against a model of the core's semaphores and events, and applies its update (§1.3) — compute
 * instructions move no data but keep their event semantics; a PseudoDMATrigger's entries add their queue set's
 * {@code num_queues} to their semaphore, a DGE word its {@code sem_increment} (§3, dge-facts §3.5). Register
 * instructions (0xCE, 0xA8) run on the engine's {@link RegisterFile} when they issue, so a DGE address reads
 * what the DMAs before it left in memory. Among the DMAs that may issue, the one first in the previous global
 * order (the compiler's {@code inst.N}, then inputs before outputs, core, engine; decision 0705) goes first. When
 * nothing may issue although streams remain — a wait this model cannot meet — the first of them is issued anyway
 * and a note says so. The model only orders: the device's own semaphores are what its DMAs write.
 */
final class IssueLoop {
    static final int TRIGGER = 0;
    static final int DGE = 1;
    static final int REGISTER = 2;
    static final int OTHER = 3;

    /** One instruction of a stream: where it is, its bytes (and extension), its kind and order key. */
    record Instr(int slot, byte[] bytes, byte[] ext, int kind, long instN, int rank) {
        boolean dma() {
            return kind == TRIGGER || kind == DGE;
        }
    }

    /** One engine's stream on one core. */
    static final class Stream {
        final Tpb tpb;
        final Engine engine;
        final List<Instr> list;
        final RegisterFile regs = new RegisterFile();
        int pos;

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
        void trigger(Stream s, Instr i) throws Exception;

        void dge(Stream s, Instr i) throws Exception;

        void register(Stream s, Instr i);
    }

    private final Emulation em;
    private final List<Stream> streams;
    private final int[][] sem;
    private final boolean[][] evt;
    private int forced;

    IssueLoop(Emulation em, List<Stream> streams) {
        this.em = em;
        this.streams = streams;
        int cores = em.dev.topology().ncPerDevice();
        this.sem = new int[cores][256];
        this.evt = new boolean[cores][256];
    }

    /** Runs every stream to its end. */
    void run(Device d) throws Exception {
        while (true) {
            boolean progress = false;
            for (Stream s : streams) {
                Instr i;
                while ((i = s.head()) != null && !i.dma() && waitHolds(s, i)) {
                    issue(s, i, d);
                    progress = true;
                }
            }
            Stream best = null;
            for (Stream s : streams) {
                Instr i = s.head();
                if (i != null && i.dma() && waitHolds(s, i) && (best == null || before(s, best))) {
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
            for (Stream s : streams) {
                if (s.head() != null && (stuck == null || before(s, stuck))) {
                    stuck = s;
                }
            }
            if (stuck == null) {
                return;
            }
            if (forced++ < 3) {
                byte[] b = stuck.head().bytes();
                em.notes.add(String.format("%s: %s slot %d waits for semaphore %d %s %d (the ordering model has %d); "
                        + "issued anyway (decision 1104)", stuck.tpb.sg.name(), stuck.engine.displayName(),
                        stuck.head().slot(), b[5] & 0xFF, mode(b[4] & 0xFF), DgeWords.u32(b, 8),
                        sem[stuck.tpb.nc][b[5] & 0xFF]));
            }
            issue(stuck, stuck.head(), d);
        }
    }

    private static String mode(int m) {
        return switch (m) {
            case 1 -> "==";
            case 2 -> "<";
            case 3 -> "<=";
            case 4 -> ">";
            case 5 -> ">=";
            default -> "mode " + m;
        };
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

    private boolean waitHolds(Stream s, Instr i) {
        byte[] b = i.bytes();
        int mode = b[4] & 0xFF;
        int idx = b[5] & 0xFF;
        long v = DgeWords.u32(b, 8);
        int have = sem[s.tpb.nc][idx];
        return switch (mode) {
            case 0x01 -> have == (int) v;
            case 0x02 -> have < v;
            case 0x03 -> have <= v;
            case 0x04 -> have > v;
            case 0x05 -> have >= v;
            case 0x06, 0x07 -> evt[s.tpb.nc][idx];
            case 0x0E, 0x0F -> !evt[s.tpb.nc][idx];
            default -> true;
        };
    }

    private void issue(Stream s, Instr i, Device d) throws Exception {
        byte[] b = i.bytes();
        int nc = s.tpb.nc;
        int wm = b[4] & 0xFF;
        if (wm == 0x07) {
            evt[nc][b[5] & 0xFF] = false;
        } else if (wm == 0x0F) {
            evt[nc][b[5] & 0xFF] = true;
        }
        s.pos++;
        switch (i.kind()) {
            case TRIGGER -> {
                d.trigger(s, i);
                completeTrigger(s, i);
            }
            case DGE -> {
                d.dge(s, i);
                completeDge(s, i);
            }
            case REGISTER -> d.register(s, i);
            default -> {
            }
        }
        update(nc, b);
    }

    /** Applies an EVENTS update (sync-facts §1.3; READ and COMPLETE timing alike: instructions retire in order). */
    private void update(int nc, byte[] b) {
        int mode = b[6] & 0xFF;
        int idx = b[7] & 0xFF;
        int v = (int) DgeWords.u32(b, 8);
        switch (mode & 0x0F) {
            case 0x01 -> evt[nc][idx] = true;
            case 0x02 -> evt[nc][idx] = false;
            case 0x03 -> sem[nc][idx]++;
            case 0x04 -> sem[nc][idx]--;
            case 0x05 -> sem[nc][idx] += v;
            case 0x07 -> sem[nc][idx] -= v;
            case 0x09 -> sem[nc][idx] = v;
            default -> {
            }
        }
    }

    private void completeTrigger(Stream s, Instr i) {
        Tpb t = s.tpb;
        InstructionStream.DmaTrigger tr = new InstructionStream("slot", i.bytes()).dmaTrigger(0).orElseThrow();
        for (EntryLocation loc : t.program.locate(tr)) {
            DmaEntry e = t.sg.engine(loc.engine()).orElseThrow().dma().get(loc.entryIndex());
            int n = 1;
            for (QueueSet qs : t.sg.queueSets()) {
                if (qs.name().equals(tr.queue()) || qs.queueInstances().contains(tr.queue())) {
                    n = Math.max(1, qs.numQueues());
                }
            }
            if (e.semaphore() >= 0 && e.semaphore() < 256) {
                sem[t.nc][e.semaphore()] += n;
            }
            if (e.event() >= 0 && e.event() < 256) {
                evt[t.nc][e.event()] = true;
            }
        }
    }

    private void completeDge(Stream s, Instr i) {
        byte[] w = i.bytes();
        int semIdx = DgeWords.semaphore(w);
        int inc = DgeWords.semIncrement(w);
        sem[s.tpb.nc][semIdx] += inc;
    }

    /** The instructions of one engine's stream, read out of its instruction buffer. */
    static List<Instr> instructions(Tpb t, Tpb.Image img, byte[] buf, java.util.function.ToLongFunction<DmaEntry> instN,
            java.util.function.ToIntFunction<String> rank) {
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
            int kind = OTHER;
            long n = -1;
            int r = 1;
            if (op == Opcodes.PSEUDO_DMA_TRIGGER) {
                kind = TRIGGER;
                InstructionStream.DmaTrigger tr = s.dmaTrigger(at).orElseThrow();
                for (EntryLocation loc : t.program.locate(tr)) {
                    n = instN.applyAsLong(t.sg.engine(loc.engine()).orElseThrow().dma().get(loc.entryIndex()));
                }
                r = rank.applyAsInt(tr.queue());
            } else if (org.ringscope.model.dge.DgeOp.ofOpcode(op) != null || op == Opcodes.PSEUDO_DMA_DIRECT_2D) {
                kind = DGE;
            } else if (RegisterOps.isRegisterOp(op)) {
                kind = REGISTER;
            }
            out.add(new Instr(i, bytes, ext, kind, n, r));
        }
        return out;
    }
}
